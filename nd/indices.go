package nd

// Indices is the index argument of GatherNd, GatherNdInto and Gather in
// every dtype package: an *ndint64.NdArray or an *ndint32.NdArray,
// TensorFlow's two index types (int32 indices are half the bytes to read,
// which large gathers feel).
type Indices interface {
	Shaped
	// IndexValues returns the indices in row-major order: int64 ones in
	// the first slice or int32 ones in the second, the other nil (both nil
	// when there are none). It is the array's own storage when the array
	// is contiguous, else a copy.
	IndexValues() ([]int64, []int32)
}
