package reduce

import (
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// The checks and views the sort ops (Sort, ArgSort, TopK) share with the
// reductions.

// ViewOf is elementwise.ViewOf, for the generated sort ops.
func ViewOf[T any](x Dst[T]) elementwise.View[T] { return elementwise.ViewOf(x) }

// CheckSameShape panics with nd.ErrReadOnly if dst is read-only and
// nd.ErrShape unless its dimensions are want.
func CheckSameShape(op string, dst []int64, readOnly bool, want []int64) {
	if readOnly {
		panic(nd.Errorf(nd.ErrReadOnly, "%s: dst is read-only", op))
	}
	if !slices.Equal(dst, want) {
		panic(nd.Errorf(nd.ErrShape, "%s: dst shape %s is not the result shape %s",
			op, nd.FormatDims(dst), nd.FormatDims(want)))
	}
}

// TopKDims returns the dimensions of TopK's results: dims with the last
// one k. It panics with nd.ErrArgument for a 0-d array or k outside
// [0, the last dimension], as tf.math.top_k fails.
func TopKDims(op string, dims []int64, k int) []int64 {
	if len(dims) == 0 {
		panic(nd.Errorf(nd.ErrArgument, "%s: input must have at least 1 dimension", op))
	}
	last := dims[len(dims)-1]
	if k < 0 || int64(k) > last {
		panic(nd.Errorf(nd.ErrArgument, "%s: k = %d not in [0, %d], the last dimension of shape %s",
			op, k, last, nd.FormatDims(dims)))
	}
	out := slices.Clone(dims)
	out[len(out)-1] = int64(k)
	return out
}

// Apart returns src, or a row-major copy of it where it shares memory
// with dst other than being dst exactly (in place).
func Apart[T any](src, dst elementwise.View[T]) elementwise.View[T] {
	if !bulk.Overlaps(src.Data, dst.Data) {
		return src
	}
	if slices.Equal(src.Layout.Dims, dst.Layout.Dims) && slices.Equal(src.Layout.Strides, dst.Layout.Strides) &&
		src.Layout.Offset == dst.Layout.Offset && src.Layout.Tables == nil && dst.Layout.Tables == nil &&
		unsafeSameStart(src.Data, dst.Data) {
		return src
	}
	return rowMajorCopy(src)
}
