package ndkit

import (
	"github.com/ndgo/ndarray/internal/combine"
	"github.com/ndgo/ndarray/nd"
)

// View is an array as the combining ops see it: Data and the Layout
// through it.
type View[T any] = combine.View[T]

// Moves are the bulk moves of one element type the combining ops move data
// with: Copy (CopyAs or Copy), Disjoint (their ...Disjoint forms) and
// Gather (GatherAs or Gather, with int64 indices); Join is left nil.
type Moves[T any] = combine.Moves[T]

// Concat is tf.concat of the views along axis, with its errors.
func Concat[T any](m Moves[T], axis int, in []View[T]) (View[T], error) {
	return combine.Concat(m, axis, in)
}

// Stack is tf.stack of the views along a new axis, with its errors.
func Stack[T any](m Moves[T], axis int, in []View[T]) (View[T], error) {
	return combine.Stack(m, axis, in)
}

// Tile is tf.tile, with its errors.
func Tile[T any](m Moves[T], in View[T], multiples []int64) (View[T], error) {
	return combine.Tile(m, in, multiples)
}

// Repeat is NumPy's repeat along axis, with its errors.
func Repeat[T any](m Moves[T], in View[T], axis int, repeats []int64) (View[T], error) {
	return combine.Repeat(m, in, axis, repeats)
}

// Pad is tf.pad (constant value) or tf.raw_ops.MirrorPad, with their
// errors.
func Pad[T any](
	m Moves[T], in View[T], paddings [][2]int64, mode nd.PadMode, value T,
) (View[T], error) {
	return combine.Pad(m, in, paddings, mode, value)
}

// Unstack returns the layouts of tf.unstack's views of l along axis.
func Unstack(l nd.Layout, axis int) ([]nd.Layout, error) { return combine.Unstack(l, axis) }

// Split returns the layouts of n equal views of l along axis (tf.split).
func Split(l nd.Layout, axis, n int) ([]nd.Layout, error) { return combine.Split(l, axis, n) }

// SplitV returns the layouts of views of l of the given sizes along axis.
func SplitV(l nd.Layout, axis int, sizes []int64) ([]nd.Layout, error) {
	return combine.SplitV(l, axis, sizes)
}
