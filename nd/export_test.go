package nd

// The helpers of the in-package tests that the external ones (nd_test,
// which may import packages that import nd) use too.
var (
	RequireView       = requireView
	CheckBounds       = checkBounds
	CheckNormalForm   = checkNormalForm
	Normalize         = Layout.normalize
	RefSlice          = refSlice
	RequireSliceError = requireSliceError

	// For the tests of internal/walk (walk_test.go), which imports nd.
	Positions            = positions
	RandomDims           = randomDims
	RandomIndices        = randomIndices
	RandomLayoutWithDims = randomLayoutWithDims
)
