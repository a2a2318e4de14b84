package ndarrow

import (
	"errors"
	"fmt"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"
	"github.com/apache/arrow-go/v18/arrow/tensor"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// ErrUnsupported: a dtype Arrow tensors cannot hold, or an Arrow type the
// library has no dtype for.
var ErrUnsupported = errors.New("ndarrow: unsupported type")

// arrowTypes maps the numeric dtypes to Arrow's types.
var arrowTypes = map[nd.DType]arrow.DataType{
	nd.Int8: arrow.PrimitiveTypes.Int8, nd.Int16: arrow.PrimitiveTypes.Int16,
	nd.Int32: arrow.PrimitiveTypes.Int32, nd.Int64: arrow.PrimitiveTypes.Int64,
	nd.Uint8: arrow.PrimitiveTypes.Uint8, nd.Uint16: arrow.PrimitiveTypes.Uint16,
	nd.Uint32: arrow.PrimitiveTypes.Uint32, nd.Uint64: arrow.PrimitiveTypes.Uint64,
	nd.Float32: arrow.PrimitiveTypes.Float32, nd.Float64: arrow.PrimitiveTypes.Float64,
}

// dtypeOf returns the library dtype of an Arrow type.
func dtypeOf(t arrow.DataType) (nd.DType, error) {
	for dt, at := range arrowTypes {
		if arrow.TypeEqual(at, t) {
			return dt, nil
		}
	}
	return 0, fmt.Errorf("%w: Arrow type %v", ErrUnsupported, t)
}

// values returns a's items in C order as an Arrow buffer (shared when a
// is contiguous) and Arrow's type for them.
func values(a nd.AnyArray) (*memory.Buffer, arrow.DataType, error) {
	if a == nil {
		return nil, nil, nd.Errorf(nd.ErrArgument, "nil array given to ndarrow")
	}
	at, ok := arrowTypes[a.DType()]
	if !ok {
		return nil, nil, fmt.Errorf("%w: dtype %v", ErrUnsupported, a.DType())
	}
	raw, err := ndany.Bytes(a) // errors for a nil pointer, an array of no library package
	if err != nil {
		return nil, nil, err
	}
	if !ndany.NativeLittleEndian() {
		return nil, nil, fmt.Errorf("%w: big-endian hosts", ErrUnsupported)
	}
	return memory.NewBufferBytes(raw), at, nil
}

// ToTensor returns a as an Arrow tensor of its shape with row-major
// strides in bytes, sharing a's memory when a is contiguous (else holding
// a C-order copy). Release it when done, as every Arrow object.
func ToTensor(a nd.AnyArray) (tensor.Interface, error) {
	buf, at, err := values(a)
	if err != nil {
		return nil, err
	}
	data := array.NewData(at, int(a.Size()), []*memory.Buffer{nil, buf}, nil, 0, 0)
	defer data.Release()
	dims := a.Shape().Dims()
	size := int64(a.DType().Size())
	strides := make([]int64, len(dims))
	step := size
	for i := len(dims) - 1; i >= 0; i-- {
		strides[i] = step
		step *= max(dims[i], 1)
	}
	return tensor.New(data, dims, strides, nil), nil
}

// FromTensor returns t's elements as the *NdArray of t's type, a view of
// t's buffer with t's strides (no copy; the array keeps the buffer's
// memory reachable, but Arrow may reuse it once t is released, so keep t
// alive or Copy the array). Strides that are not whole elements, or that
// reach outside the buffer, are errors.
func FromTensor(t tensor.Interface) (a nd.AnyArray, err error) {
	if t == nil {
		return nil, nd.Errorf(nd.ErrArgument, "FromTensor: nil tensor")
	}
	dt, err := dtypeOf(t.DataType())
	if err != nil {
		return nil, err
	}
	size := int64(dt.Size())
	l := nd.Layout{Dims: t.Shape(), Strides: make([]int64, t.NumDims())}
	for i, s := range t.Strides() {
		if s%size != 0 {
			return nil, nd.Errorf(nd.ErrArgument, "FromTensor: stride %d bytes is not a whole "+
				"number of %d-byte elements", s, size)
		}
		l.Strides[i] = s / size
	}
	raw := bufferBytes(t.Data(), size)
	if !ndany.Aligned(dt, raw) {
		raw = ndany.AlignedCopy(raw)
	}
	return ndany.View(dt, raw, l)
}

// bufferBytes returns the value bytes of data from its offset on.
func bufferBytes(data arrow.ArrayData, size int64) []byte {
	bufs := data.Buffers()
	if len(bufs) < 2 || bufs[1] == nil {
		return nil
	}
	raw := bufs[1].Bytes()
	off := int64(data.Offset()) * size
	if off > int64(len(raw)) {
		return nil
	}
	return raw[off:]
}
