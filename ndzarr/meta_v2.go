package ndzarr

import (
	"encoding/json"
	"strings"

	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// zarrayV2 is the .zarray document of a Zarr v2 array.
type zarrayV2 struct {
	ZarrFormat         int               `json:"zarr_format"`
	Shape              []int64           `json:"shape"`
	Chunks             []int64           `json:"chunks"`
	DType              json.RawMessage   `json:"dtype"`
	Compressor         *compressorConfig `json:"compressor"`
	FillValue          json.RawMessage   `json:"fill_value"`
	Order              string            `json:"order"`
	Filters            json.RawMessage   `json:"filters"`
	DimensionSeparator string            `json:"dimension_separator,omitempty"`
}

// compressorConfig is a numcodecs codec configuration.
type compressorConfig struct {
	ID           string `json:"id"`
	CName        string `json:"cname,omitempty"`
	CLevel       *int   `json:"clevel,omitempty"`
	Shuffle      *int   `json:"shuffle,omitempty"`
	BlockSize    *int   `json:"blocksize,omitempty"`
	Level        *int   `json:"level,omitempty"`
	Acceleration *int   `json:"acceleration,omitempty"`
}

// parseZarrayV2 validates a .zarray document into the array's metadata.
func parseZarrayV2(raw []byte) (*meta, error) {
	var z zarrayV2
	if err := json.Unmarshal(raw, &z); err != nil {
		return nil, wrapf(ErrMetadata, err, ".zarray")
	}
	if z.ZarrFormat != 2 {
		return nil, errorf(ErrMetadata, ".zarray has zarr_format %d, want 2", z.ZarrFormat)
	}
	var descr string
	if err := json.Unmarshal(z.DType, &descr); err != nil {
		return nil, errorf(ErrUnsupported, ".zarray dtype %s: structured dtypes are not supported", z.DType)
	}
	et, err := parseDescr(descr)
	if err != nil {
		return nil, err
	}
	if f := strings.TrimSpace(string(z.Filters)); f != "" && f != "null" && f != "[]" {
		return nil, errorf(ErrUnsupported, ".zarray filters %s are not supported", f)
	}
	m := &meta{format: 2, shape: z.Shape, chunks: z.Chunks, elem: et}
	switch z.Order {
	case "C":
	case "F":
		m.perm = reversed(len(z.Shape))
	default:
		return nil, errorf(ErrMetadata, ".zarray order %q, want \"C\" or \"F\"", z.Order)
	}
	switch z.DimensionSeparator {
	case "", ".":
		m.sep = "."
	case "/":
		m.sep = "/"
	default:
		return nil, errorf(ErrMetadata, ".zarray dimension_separator %q, want \".\" or \"/\"", z.DimensionSeparator)
	}
	if m.fill, err = parseFill(z.FillValue, et.dtype); err != nil {
		return nil, err
	}
	if z.Compressor != nil {
		c, err := z.Compressor.codec(et.itemSize())
		if err != nil {
			return nil, err
		}
		m.codecs = []codec.Codec{c}
	}
	return m, m.validate()
}

// codec returns the codec a numcodecs configuration names.
func (c *compressorConfig) codec(itemsize int) (codec.Codec, error) {
	get := func(p *int, def int) int {
		if p == nil {
			return def
		}
		return *p
	}
	switch c.ID {
	case "blosc":
		return codec.Blosc{CName: c.CName, CLevel: get(c.CLevel, 5),
			Shuffle: get(c.Shuffle, codec.ByteShuffle), TypeSize: itemsize,
			BlockSize: get(c.BlockSize, 0)}, nil
	case "zlib":
		return codec.Zlib{Level: get(c.Level, 1)}, nil
	case "gzip":
		return codec.Gzip{Level: get(c.Level, 1)}, nil
	case "zstd":
		return codec.Zstd{Level: get(c.Level, 1)}, nil
	case "lz4":
		return codec.LZ4{Acceleration: get(c.Acceleration, 1)}, nil
	}
	return nil, errorf(ErrUnsupported, "compressor %q is not supported", c.ID)
}

// zarrayOf returns the .zarray document of m.
func zarrayOf(m *meta, comp *compressorConfig) ([]byte, error) {
	order := "C"
	if m.perm != nil {
		order = "F"
	}
	fill, err := fillJSON(m.fill, m.elem.dtype)
	if err != nil {
		return nil, err
	}
	descr, _ := json.Marshal(m.elem.descr())
	z := zarrayV2{ZarrFormat: 2, Shape: m.shape, Chunks: m.chunks, DType: descr,
		Compressor: comp, FillValue: fill, Order: order, Filters: json.RawMessage("null"),
		DimensionSeparator: m.sep}
	return json.MarshalIndent(z, "", "    ")
}

func reversed(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = n - 1 - i
	}
	return p
}
