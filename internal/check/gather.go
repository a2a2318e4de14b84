package check

import (
	"fmt"
	"github.com/ndgo/ndarray/nd"
	"slices"
	"strconv"
)

// GatherNd checks params and indices shapes for GatherNd as
// TensorFlow's CPU kernel does, in its order, and returns the number of
// index rows N (the product of indices.shape[:-1]) and their depth K =
// indices.shape[-1]. Unlike TensorFlow, K may exceed 7. It allocates
// nothing unless it fails.
func GatherNd(params, indices []int64) (n, depth int64, err error) {
	switch {
	case len(params) == 0:
		return 0, 0, fmt.Errorf("%w: params has shape %v", nd.ErrParamsScalar, nd.ShapeOf(params...))
	case len(indices) == 0:
		return 0, 0, fmt.Errorf("%w: indices has shape %v", nd.ErrIndicesScalar, nd.ShapeOf(indices...))
	}
	depth = indices[len(indices)-1]
	if depth > int64(len(params)) {
		return 0, 0, fmt.Errorf("%w: indices.shape[-1] = %d, params has shape %v", nd.ErrIndexDepth, depth, nd.ShapeOf(params...))
	}
	n = 1
	for _, d := range indices[:len(indices)-1] {
		n *= d
	}
	if n > 0 && slices.Contains(params, 0) {
		return 0, 0, fmt.Errorf("%w: params has shape %v, %d index rows", nd.ErrEmptyParams, nd.ShapeOf(params...), n)
	}
	return n, depth, nil
}

// GatherNdShape is GatherNd that also returns the output shape,
// indices.shape[:-1] + params.shape[K:].
func GatherNdShape(params, indices []int64) (out []int64, n, depth int64, err error) {
	if n, depth, err = GatherNd(params, indices); err != nil {
		return nil, 0, 0, err
	}
	out = append(append([]int64{}, indices[:len(indices)-1]...), params[depth:]...)
	if err := Result("GatherNd", out); err != nil {
		return nil, 0, 0, err
	}
	return out, n, depth, nil
}

// IsGatherNdOutput reports whether dims is GatherNd's output shape for
// params and indices of depth K: indices.shape[:-1] + params.shape[K:].
func IsGatherNdOutput(dims, params, indices []int64, depth int64) bool {
	lead := indices[:len(indices)-1]
	return len(dims) == len(lead)+len(params)-int(depth) &&
		slices.Equal(dims[:len(lead)], lead) && slices.Equal(dims[len(lead):], params[depth:])
}

// GatherShape checks params for Gather (tf.gather with batch_dims 0) along
// axis, which may count from the end, and returns the output shape
// params.shape[:axis] + indices.shape + params.shape[axis+1:] and the axis
// made non-negative.
func GatherShape(params, indices []int64, axis int) (out []int64, ax int, err error) {
	if len(params) == 0 {
		return nil, 0, fmt.Errorf("%w: params has shape []", nd.ErrParamsScalar)
	}
	ax = axis
	if ax < 0 {
		ax += len(params)
	}
	if ax < 0 || ax >= len(params) {
		return nil, 0, fmt.Errorf("%w: axis %d for params of shape %v", nd.ErrAxisOutOfRange, axis, nd.ShapeOf(params...))
	}
	out = append(append(append([]int64{}, params[:ax]...), indices...), params[ax+1:]...)
	if err := Result("Gather", out); err != nil {
		return nil, 0, err
	}
	return out, ax, nil
}

// IndexRowError returns the error for index row r (its components v) that
// does not index into params of shape dims.
func IndexRowError(r int64, v []int64, dims []int64) error {
	return fmt.Errorf("%w: indices[%d] = %s does not index into param shape %v", nd.ErrIndexOutOfRange, r, formatInts(v), nd.ShapeOf(dims...))
}

// formatInts prints integers as "[5, -1]".
func formatInts(v []int64) string {
	b := []byte{'['}
	for i, x := range v {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendInt(b, x, 10)
	}
	return string(append(b, ']'))
}
