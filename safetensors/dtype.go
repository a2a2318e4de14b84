package safetensors

import "github.com/ndgo/ndarray/nd"

// dtypeInfo is what the format says of one dtype name.
type dtypeInfo struct {
	size int
	// rank orders dtypes as the reference writer does (its enum order):
	// tensors are written by descending rank, so each starts aligned.
	rank int
	// dtype is the library's, or 0 where it has none (F8_*).
	dtype nd.DType
}

// dtypes maps the format's dtype names to their sizes and library dtypes.
var dtypes = map[string]dtypeInfo{
	"BOOL":    {1, 0, nd.Bool},
	"U8":      {1, 1, nd.Uint8},
	"I8":      {1, 2, nd.Int8},
	"F8_E5M2": {1, 3, 0},
	"F8_E4M3": {1, 4, 0},
	"I16":     {2, 5, nd.Int16},
	"U16":     {2, 6, nd.Uint16},
	"F16":     {2, 7, nd.Float16},
	"BF16":    {2, 8, nd.BFloat16},
	"I32":     {4, 9, nd.Int32},
	"U32":     {4, 10, nd.Uint32},
	"F32":     {4, 11, nd.Float32},
	"F64":     {8, 12, nd.Float64},
	"I64":     {8, 13, nd.Int64},
	"U64":     {8, 14, nd.Uint64},
}

// nameOf returns the format's name for a library dtype, or "" if the
// format cannot store it.
func nameOf(dt nd.DType) string {
	for name, info := range dtypes {
		if info.dtype == dt && dt != 0 {
			return name
		}
	}
	return ""
}
