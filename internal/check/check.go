// Package check holds the argument checks that the generated dtype packages
// share: shapes known and equal, GatherNd's and Gather's shape rules,
// allocations within reach, and the read-only error. They are plumbing, kept out of go doc ./nd.
package check

import (
	"fmt"
	"math"
	"slices"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// KnownSize returns the size of s for op (such as "New") to allocate or
// check against, and panics with nd.ErrShape if s has an unknown rank or
// dimension.
func KnownSize(s nd.Shape, op string) int64 {
	if s.HasUnknownDimension() {
		panic(nd.Errorf(nd.ErrShape, "%s needs a fully known shape, got %v", op, s))
	}
	return s.Size()
}

// SameDims panics with nd.ErrShape, naming op and both shapes, unless dst
// and src have the same dimensions.
func SameDims(op string, dst, src nd.Layout) {
	if !slices.Equal(dst.Dims, src.Dims) {
		panic(nd.Errorf(nd.ErrShape, "%s: source shape %v differs from destination shape %v", op, src.Shape(), dst.Shape()))
	}
}

// ReadOnly returns the error of a write by op through a read-only array of
// shape s: nd.ErrReadOnly, for the write methods to panic with and the ops
// writing into a destination to return.
func ReadOnly(op string, s nd.Shape) *nd.Error {
	return nd.Errorf(nd.ErrReadOnly, "%s: the array of shape %v is read-only", op, s)
}

// Result returns an error wrapping nd.ErrArgument if an operation's output
// dimensions, computed from data, describe no array that can exist (see
// nd.ShapeOf): the op must refuse it before building a layout over it.
func Result(op string, dims []int64) error {
	if _, ok := safe.Size(dims); !ok {
		return fmt.Errorf("%w: %s: the result's shape %s has more than %d elements", nd.ErrArgument, op, nd.FormatDims(dims), int64(math.MaxInt64))
	}
	return nil
}
