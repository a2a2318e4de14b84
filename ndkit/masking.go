package ndkit

import (
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/internal/masking"
	"github.com/ndgo/ndarray/nd"
)

// Bools returns the storage and layout of an op's boolean argument (a mask
// or a condition, named arg), or NilArray's error if b is nil or a typed
// nil.
func Bools(op, arg string, b nd.Bools) ([]bool, nd.Layout, error) {
	return check.Bools(op, arg, b)
}

// BooleanMask is tf.boolean_mask of a by the mask md (laid out by ml) at
// axis, with its errors.
func BooleanMask[T any](m Moves[T], a View[T], md []bool, ml nd.Layout, axis int) (
	View[T], error) {
	return masking.BooleanMask(m, a, md, ml, axis)
}

// Where is tf.where(cond, x, y) (SelectV2), cond's storage cd laid out by
// cl, with its errors.
func Where[T any](m Moves[T], cd []bool, cl nd.Layout, x, y View[T]) (View[T], error) {
	return masking.Where(m, cd, cl, x, y)
}

// ArgWhere returns the coordinates of the nonzero elements of data laid
// out by l, row-major, as n rows of rank values.
func ArgWhere[T comparable](data []T, l nd.Layout) (coords []int64, n int64, err error) {
	return masking.ArgWhere(data, l)
}

// ArgWhereFunc is ArgWhere for element types without ==: an element is
// nonzero when zero(element) is false.
func ArgWhereFunc[T any](data []T, l nd.Layout, zero func(T) bool) (coords []int64, n int64,
	err error) {
	return masking.ArgWhereFunc(data, l, zero)
}
