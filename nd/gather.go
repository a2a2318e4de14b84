package nd

import "errors"

// The errors GatherNd and Gather return, one per TensorFlow InvalidArgument
// case of their CPU kernels; returned errors wrap them with the details
// (test with errors.Is). ErrAxisOutOfRange is also a case of ErrArgument:
// errors.Is(err, ErrArgument) holds for it, as for the combining ops' axis
// errors.
var (
	ErrParamsScalar   = errors.New("nd: params must be at least a vector")
	ErrIndicesScalar  = errors.New("nd: indices must be at least a vector")
	ErrIndexDepth     = errors.New("nd: index innermost dimension length must be <= params rank")
	ErrEmptyParams    = errors.New("nd: requested more than 0 entries, but params is empty")
	ErrAxisOutOfRange = error(&caseOf{"nd: axis out of range", ErrArgument})
)

// caseOf is a sentinel that is a case of a broader one, which it unwraps to.
type caseOf struct {
	msg  string
	kind error
}

func (e *caseOf) Error() string { return e.msg }

// Unwrap returns the broader sentinel.
func (e *caseOf) Unwrap() error { return e.kind }
