package ndkit

import (
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/internal/view"
	"github.com/ndgo/ndarray/nd"
)

// KnownSize returns the size of s for op (such as "New") to allocate or
// check against, and panics with nd.ErrShape if s has an unknown rank or
// dimension, with nd.ErrArgument if its size overflows.
func KnownSize(s nd.Shape, op string) int64 { return check.KnownSize(s, op) }

// SameDims panics with nd.ErrShape, naming op and both shapes, unless dst
// and src have the same dimensions.
func SameDims(op string, dst, src nd.Layout) { check.SameDims(op, dst, src) }

// ReadOnly returns the error of a write by op through a read-only array of
// shape s (nd.ErrReadOnly).
func ReadOnly(op string, s nd.Shape) *nd.Error { return check.ReadOnly(op, s) }

// NilArray returns the error an error-returning op gives for a nil array
// argument named arg.
func NilArray(op, arg string) error { return check.NilArray(op, arg) }

// ReshapeDims returns Reshape's dimensions for s with its unknown
// dimension inferred from size, appended to dst[:0], and panics as Reshape
// documents.
func ReshapeDims(dst []int64, s nd.Shape, size int64) []int64 {
	return check.ReshapeDims(dst, s, size)
}

// WrapLayout returns a copy of l after checking that it is well formed and
// reaches only elements of a slice of dataLen (WrapLayout's panics).
func WrapLayout(l nd.Layout, dataLen int) nd.Layout { return view.WrapLayout(l, dataLen) }

// Alloc returns an error wrapping nd.ErrArgument if op's result of size
// elements of T would not fit in memory.
func Alloc[T any](op string, size int64) error { return check.Alloc[T](op, size) }

// GatherNdShape returns GatherNd's result dimensions for params of dims
// params and indices of shape indices, with the number of index rows and
// their depth, or TensorFlow's error.
func GatherNdShape(params []int64, indices nd.Shape) (out []int64, n, depth int64, err error) {
	return check.GatherNdShape(params, indices)
}

// GatherNdRows is GatherNdShape without the result dimensions.
func GatherNdRows(params []int64, indices nd.Shape) (n, depth int64, err error) {
	return check.GatherNd(params, indices)
}

// IsGatherNdOutput reports whether dims are GatherNd's result dimensions.
func IsGatherNdOutput(dims, params []int64, indices nd.Shape, depth int64) bool {
	return check.IsGatherNdOutput(dims, params, indices, depth)
}

// GatherShape returns Gather's result dimensions and its axis counted from
// the start, or TensorFlow's error.
func GatherShape(params []int64, indices nd.Shape, axis int) (out []int64, ax int, err error) {
	return check.GatherShape(params, indices, axis)
}

// IndexValues returns the shape and the values of indices for op after
// checking them (nil, a shape not fully known, values not one per element
// of the shape in exactly one of the two slices), or the error op gives:
// NilArray's for nil, else an *nd.Error wrapping nd.ErrArgument. Ops read
// nd.Indices only through it.
func IndexValues(op string, indices nd.Indices) (nd.Shape, []int64, []int32, error) {
	return check.IndexValues(op, indices)
}
