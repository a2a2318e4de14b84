package nd

// Indices is the index argument of GatherNd, GatherNdInto and Gather in
// every dtype package: an *ndint64.NdArray or an *ndint32.NdArray,
// TensorFlow's two index types (int32 indices are half the bytes to read,
// which large gathers feel).
type Indices interface {
	// Layout is the view of the indices over their storage.
	Layout() Layout
	// IndexStorage returns the storage the layout views: int64 indices
	// in the first slice or int32 ones in the second, the other nil.
	IndexStorage() ([]int64, []int32)
}
