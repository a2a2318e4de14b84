// Package rawarray turns raw item bytes into the dtype packages' arrays and
// back, for the file formats (npy, safetensors): one place that knows
// every fixed-size dtype, how to view bytes as items without copying, and
// how to lay a view's items out in C or Fortran order.
package rawarray

import (
	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
	"github.com/x448/float16"
)

// Array is any dtype package's *NdArray.
type Array interface {
	nd.Shaped
	DType() nd.DType
	Layout() nd.Layout
	ReadOnly() bool
}

// Shape is how stored items form an array: its dims, and whether the
// items are in column-major (Fortran) order.
type Shape struct {
	Dims    []int64
	Fortran bool
}

// fixed is the element types whose stored bytes are their Go memory (in
// the host's byte order).
type fixed interface {
	bool | int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 |
		float32 | float64 | complex64 | complex128 | float16.Float16 | bfloat16.BFloat16
}

// codec builds and takes apart the arrays of one fixed-size dtype.
type codec interface {
	load(s Shape, n int64, fill func(raw []byte) error) (Array, error)
	view(s Shape, raw []byte, readOnly bool) Array
	viewLayout(raw []byte, l nd.Layout) Array
	readOnly(a Array) Array
}

// codecs holds a codec per fixed-size dtype.
var codecs = map[nd.DType]codec{
	nd.Bool:       fixedCodec[bool, *ndbool.NdArray]{ndbool.Wrap, ndbool.WrapLayout},
	nd.Int8:       fixedCodec[int8, *ndint8.NdArray]{ndint8.Wrap, ndint8.WrapLayout},
	nd.Int16:      fixedCodec[int16, *ndint16.NdArray]{ndint16.Wrap, ndint16.WrapLayout},
	nd.Int32:      fixedCodec[int32, *ndint32.NdArray]{ndint32.Wrap, ndint32.WrapLayout},
	nd.Int64:      fixedCodec[int64, *ndint64.NdArray]{ndint64.Wrap, ndint64.WrapLayout},
	nd.Uint8:      fixedCodec[uint8, *nduint8.NdArray]{nduint8.Wrap, nduint8.WrapLayout},
	nd.Uint16:     fixedCodec[uint16, *nduint16.NdArray]{nduint16.Wrap, nduint16.WrapLayout},
	nd.Uint32:     fixedCodec[uint32, *nduint32.NdArray]{nduint32.Wrap, nduint32.WrapLayout},
	nd.Uint64:     fixedCodec[uint64, *nduint64.NdArray]{nduint64.Wrap, nduint64.WrapLayout},
	nd.Float32:    fixedCodec[float32, *ndfloat32.NdArray]{ndfloat32.Wrap, ndfloat32.WrapLayout},
	nd.Float64:    fixedCodec[float64, *ndfloat64.NdArray]{ndfloat64.Wrap, ndfloat64.WrapLayout},
	nd.Complex64:  fixedCodec[complex64, *ndcomplex64.NdArray]{ndcomplex64.Wrap, ndcomplex64.WrapLayout},
	nd.Complex128: fixedCodec[complex128, *ndcomplex128.NdArray]{ndcomplex128.Wrap, ndcomplex128.WrapLayout},
	nd.Float16:    fixedCodec[float16.Float16, *ndfloat16.NdArray]{ndfloat16.Wrap, ndfloat16.WrapLayout},
	nd.BFloat16: fixedCodec[bfloat16.BFloat16, *ndbfloat16.NdArray]{
		ndbfloat16.Wrap, ndbfloat16.WrapLayout},
}

// IsFixed reports whether dt has a fixed-size codec (every dtype but
// nd.String).
func IsFixed(dt nd.DType) bool {
	_, ok := codecs[dt]
	return ok
}

// Load allocates the n items of dtype dt (fixed-size; n the product of
// s.Dims, checked by the caller), lets fill write their bytes in the
// host's order, and wraps them as s says. Bool bytes other than 0 and 1
// are made 1 before any bool is read.
func Load(dt nd.DType, s Shape, n int64, fill func(raw []byte) error) (Array, error) {
	return codecs[dt].load(s, n, fill)
}

// View wraps raw as the items of dtype dt without copying. raw must be
// aligned for dt (see Aligned), hold whole items, and for bool only 0 and
// 1 bytes (see ValidBools).
func View(dt nd.DType, s Shape, raw []byte, readOnly bool) Array {
	return codecs[dt].view(s, raw, readOnly)
}

// ViewLayout wraps raw as the items of dtype dt through any layout, with
// no copy; raw must be aligned for dt. It panics with an *nd.Error if l
// reaches outside raw (see WrapLayout).
func ViewLayout(dt nd.DType, raw []byte, l nd.Layout) Array {
	return codecs[dt].viewLayout(raw, l)
}

// ReadOnly returns a's read-only view.
func ReadOnly(a Array) Array {
	if s, ok := a.(*ndstring.NdArray); ok {
		return s.AsReadOnly()
	}
	return codecs[a.DType()].readOnly(a)
}

// Strings wraps decoded strings as s says.
func Strings(data []string, s Shape) Array {
	return shapeAs(ndstring.Wrap, ndstring.WrapLayout, data, s)
}

// fixedCodec is the codec of element type T and array type A.
type fixedCodec[T fixed, A nd.Array[T, A]] struct {
	wrap       func(nd.Shape, []T) A
	wrapLayout func([]T, nd.Layout) A
}

func (c fixedCodec[T, A]) load(s Shape, n int64, fill func(raw []byte) error) (Array, error) {
	data := make([]T, n)
	raw := bytesOf(data)
	if err := fill(raw); err != nil {
		return nil, err
	}
	if _, isBool := any(data).([]bool); isBool {
		NormalizeBools(raw)
	}
	return shapeAs(c.wrap, c.wrapLayout, data, s), nil
}

func (c fixedCodec[T, A]) view(s Shape, raw []byte, readOnly bool) Array {
	a := shapeAs(c.wrap, c.wrapLayout, itemsOf[T](raw), s)
	if readOnly {
		return a.AsReadOnly()
	}
	return a
}

func (c fixedCodec[T, A]) viewLayout(raw []byte, l nd.Layout) Array {
	return c.wrapLayout(itemsOf[T](raw), l)
}

func (c fixedCodec[T, A]) readOnly(a Array) Array {
	return a.(A).AsReadOnly()
}

// shapeAs wraps data as s says: row-major, or for Fortran order a
// zero-copy view with column-major strides.
func shapeAs[T any, A nd.Array[T, A]](wrap func(nd.Shape, []T) A,
	wrapLayout func([]T, nd.Layout) A, data []T, s Shape) A {
	if !s.Fortran {
		return wrap(nd.ShapeOf(s.Dims...), data)
	}
	return wrapLayout(data, ColumnMajor(s.Dims))
}

// ColumnMajor returns the Fortran-order layout of dims (whose size the
// caller has checked): strides 1, dims[0], dims[0]*dims[1], ...
func ColumnMajor(dims []int64) nd.Layout {
	strides := make([]int64, len(dims))
	step := int64(1)
	for i, d := range dims {
		strides[i] = step
		step *= max(d, 1)
	}
	return nd.Layout{Dims: append([]int64(nil), dims...), Strides: strides}
}
