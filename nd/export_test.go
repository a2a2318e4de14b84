package nd

// The helpers of the in-package tests that the external ones (nd_test,
// which may import packages that import nd) use too.
var (
	RequireView       = requireView
	CheckBounds       = checkBounds
	CheckNormalForm   = checkNormalForm
	Normalize         = normalize
	RefSlice          = refSlice
	RequireSliceError = requireSliceError
)
