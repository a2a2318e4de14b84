package ndzarr

import (
	"errors"
	"strconv"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/npy"
)

// elemType is an element type as stored: the library dtype and the byte
// order of its stored elements.
type elemType struct {
	dtype     nd.DType
	bigEndian bool
}

// numpyKinds maps NumPy's kind letter and size to a library dtype.
var numpyKinds = map[string]nd.DType{
	"b1": nd.Bool, "i1": nd.Int8, "i2": nd.Int16, "i4": nd.Int32, "i8": nd.Int64,
	"u1": nd.Uint8, "u2": nd.Uint16, "u4": nd.Uint32, "u8": nd.Uint64,
	"f2": nd.Float16, "f4": nd.Float32, "f8": nd.Float64, "c8": nd.Complex64, "c16": nd.Complex128,
}

// parseDescr parses a NumPy array-protocol descriptor such as "<f8", "|b1"
// or ">i4" (Zarr v2's dtype) with the npy package's parser; strings are
// not supported here yet.
func parseDescr(s string) (elemType, error) {
	d, err := npy.ParseDescr(s)
	if errors.Is(err, npy.ErrUnsupported) {
		return elemType{}, wrapf(ErrUnsupported, err, ".zarray dtype")
	}
	if err != nil {
		return elemType{}, wrapf(ErrMetadata, err, ".zarray dtype")
	}
	if kindLetter(d.DType) == "" {
		return elemType{}, errorf(ErrUnsupported, "dtype %q is not supported (bool, ints, float16/32/64, complex are)", s)
	}
	return elemType{dtype: d.DType, bigEndian: d.Order == '>'}, nil
}

// descr returns the NumPy descriptor of t.
func (t elemType) descr() string {
	order := "<"
	switch {
	case t.dtype.Size() == 1:
		order = "|"
	case t.bigEndian:
		order = ">"
	}
	for k, d := range numpyKinds {
		if d == t.dtype {
			return order + k
		}
	}
	return "?"
}

// v3Names maps Zarr v3 data_type names to library dtypes.
var v3Names = map[string]nd.DType{
	"bool": nd.Bool, "int8": nd.Int8, "int16": nd.Int16, "int32": nd.Int32,
	"int64": nd.Int64, "uint8": nd.Uint8, "uint16": nd.Uint16, "uint32": nd.Uint32,
	"uint64": nd.Uint64, "float16": nd.Float16, "float32": nd.Float32, "float64": nd.Float64,
	"complex64": nd.Complex64, "complex128": nd.Complex128,
}

// itemSize returns the stored element size of t.
func (t elemType) itemSize() int { return t.dtype.Size() }

func kindLetter(d nd.DType) string {
	for k, v := range numpyKinds {
		if v == d {
			return k[:1] + strconv.Itoa(d.Size())
		}
	}
	return ""
}
