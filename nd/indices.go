package nd

// Indices is the index argument of GatherNd, GatherNdInto, Gather and the
// scatter ops in every dtype package: an *ndint64.NdArray or an
// *ndint32.NdArray, TensorFlow's two index types (int32 indices are half
// the bytes to read, which large gathers feel).
//
// Another type may implement it; the ops then trust its values only once
// they match its shape: a shape not fully known, values in both slices, or
// a number of values other than Shape().Size() (none at all is right only
// for a shape of no elements) makes every op return an *Error wrapping
// ErrArgument that names the op, the shape and the number of values.
type Indices interface {
	Shaped
	// IndexValues returns the indices in row-major order: int64 ones in
	// the first slice or int32 ones in the second, the other nil (both nil
	// when there are none). It is the array's own storage when the array
	// is contiguous, else a copy.
	IndexValues() ([]int64, []int32)
}
