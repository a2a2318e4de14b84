package nd

// Bools is the mask and condition argument of BooleanMask and Where in
// every dtype package: an *ndbool.NdArray. It is an interface because
// ndbool's ArgWhere returns an *ndint64.NdArray, so ndint64 cannot import
// ndbool; the call still reads BooleanMask(a, mask, axis) with mask an
// *ndbool.NdArray.
type Bools interface {
	Shaped
	// BoolView returns the storage the array views (shared, not copied)
	// and the layout of its elements there, which has no Seq or Hyperslab
	// tables (an array with them is copied first).
	BoolView() ([]bool, Layout)
}
