package nd

import "iter"

// Shaped is anything with a shape: every dtype's NdArray.
type Shaped interface {
	// Shape returns the array's shape.
	Shape() Shape
	// Rank returns the number of dimensions.
	Rank() int
	// Size returns the number of elements.
	Size() int64
}

// Array is the interface every dtype package's *NdArray satisfies, with T
// its element type and A the array type itself, so that code can be written
// once over any dtype (AnyArray is its dtype-erased part):
//
//	func first[T any, A nd.Array[T, A]](a A) T { return a.GetValue(make([]int64, a.Rank())...) }
//
// Each package checks this at compile time
// (var _ nd.Array[float32, *NdArray] = (*NdArray)(nil)). The methods are
// documented on the concrete types.
type Array[T any, A any] interface {
	AnyArray
	Data() []T
	AsReadOnly() A
	GetValue(coords ...int64) T
	SetValue(v T, coords ...int64)
	Get(coords ...int64) A
	Slice(indices ...Index) A
	Transpose(axes ...int) A
	Reshape(shape Shape) A
	ExpandDims(axis int) A
	Squeeze(axes ...int) A
	BroadcastTo(shape Shape) A
	Flip(axes ...int) A
	SwapAxes(i, j int) A
	Flatten() A
	Strides() []int64
	Offset() int64
	IsContiguous() bool
	// New allocates a zero-filled array of the same dtype; it works on a
	// nil A too, so generic code can allocate from the zero value.
	New(shape Shape) A
	Set(src A, coords ...int64)
	CopyTo(dst A)
	Read(dst []T)
	Write(src []T)
	Fill(v T)
	Copy() A
	ToSlice() []T
	Elements(dim int) iter.Seq[A]
	Scalars() iter.Seq2[[]int64, T]
	Values() iter.Seq[T]
	Equal(other A) bool
	String() string
}
