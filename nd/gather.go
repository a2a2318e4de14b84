package nd

import "errors"

// The errors GatherNd and Gather return, one per TensorFlow InvalidArgument
// case of their CPU kernels; returned errors wrap them with the details
// (test with errors.Is).
var (
	ErrParamsScalar   = errors.New("nd: params must be at least a vector")
	ErrIndicesScalar  = errors.New("nd: indices must be at least a vector")
	ErrIndexDepth     = errors.New("nd: index innermost dimension length must be <= params rank")
	ErrEmptyParams    = errors.New("nd: requested more than 0 entries, but params is empty")
	ErrAxisOutOfRange = errors.New("nd: axis out of range")
)
