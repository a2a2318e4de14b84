package combine

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// The ops below build a result of contiguous inputs as a list of pieces of
// them, in the result's row-major order, and let Moves.Join allocate it
// unzeroed and copy them in: every byte of the result is written once,
// where allocating it zeroed and copying into it writes it twice (the
// memclr costs as much as the copy's stores, and the plain loop of make and
// copy() pays it). They report false, and the caller copies view by view,
// when the dtype has no Join, an input is not contiguous, or the pieces
// are too short.

// joinConcat is Concat along ax by Moves.Join: for each coordinate before
// ax, each input's contiguous block of the dims from ax on.
func joinConcat[T any](m Moves[T], op string, ax int, dims []int64, in []View[T]) (View[T], bool, error) {
	if m.Join == nil {
		return View[T]{}, false, nil
	}
	for _, v := range in {
		if !v.Layout.IsContiguous() {
			return View[T]{}, false, nil
		}
	}
	l, err := resultLayout[T](op, dims)
	if err != nil || l.Size() == 0 {
		return View[T]{}, false, err
	}
	outer := int64(1) // fits: the result's size does, and it is not empty
	for _, d := range dims[:ax] {
		outer *= d
	}
	// An input empty along ax has no pieces; each of the others has one
	// per coordinate before ax.
	var full int64
	for _, v := range in {
		if v.Layout.Size() > 0 {
			full++
		}
	}
	if !joinable[T](l.Size(), outer, full) {
		return View[T]{}, false, nil
	}
	pieces := make([][]T, 0, outer*full)
	for o := range outer {
		for _, v := range in {
			if block := v.Layout.Size() / outer; block > 0 {
				start := v.Layout.Offset + o*block
				pieces = append(pieces, v.Data[start:start+block])
			}
		}
	}
	return joined(m, l, pieces)
}

// joinable reports whether a result of size elements of T (not empty)
// made of rows×perRow pieces is for Moves.Join: pieces averaging at least
// bulk.MinJoinPiece bytes, JoinPlain's own rule, checked before the piece
// list is made. The list costs 24 bytes a piece: for pieces of an element
// or two it would be many times the result, and for an empty result's
// (a 0 dimension after huge ones) it could exceed any memory.
func joinable[T any](size, rows, perRow int64) bool {
	var zero T
	bytes := size * int64(unsafe.Sizeof(zero)) // fits: check.Alloc allowed it
	return rows > 0 && perRow > 0 && rows <= bytes/bulk.MinJoinPiece/perRow
}

// joinTile is Tile by Moves.Join: the input's rows (its last dimension),
// each repeated along the last axis, in the order the multiples of the
// other axes visit them.
func joinTile[T any](m Moves[T], op string, in View[T], multiples, outDims []int64) (View[T], bool, error) {
	dims := in.Layout.Dims
	if m.Join == nil || len(dims) == 0 || !in.Layout.IsContiguous() {
		return View[T]{}, false, nil
	}
	l, err := resultLayout[T](op, outDims)
	if err != nil {
		return View[T]{}, false, err
	}
	last := len(dims) - 1
	if l.Size() == 0 {
		return View[T]{}, false, nil
	}
	// Pieces are the input's rows, repeated: size/row of them (the row
	// is not empty, as the result is not).
	count := l.Size() / dims[last]
	if !joinable[T](l.Size(), count, 1) {
		return View[T]{}, false, nil
	}
	pieces := make([][]T, 0, count)
	var rows func(k int, base int64)
	rows = func(k int, base int64) {
		for range multiples[k] {
			if k == last {
				pieces = append(pieces, in.Data[base:base+dims[k]])
				continue
			}
			for i := range dims[k] {
				rows(k+1, base+i*in.Layout.Strides[k])
			}
		}
	}
	rows(0, in.Layout.Offset)
	return joined(m, l, pieces)
}

// joined returns the result of layout l made of pieces by m.Join, and
// whether m.Join took them.
func joined[T any](m Moves[T], l nd.Layout, pieces [][]T) (View[T], bool, error) {
	data, ok := m.Join(pieces)
	if !ok {
		return View[T]{}, false, nil
	}
	if int64(len(data)) != l.Size() { // every element written, none beyond
		panic(fmt.Sprintf("combine: %d joined elements for a result of %d", len(data), l.Size()))
	}
	return View[T]{data, l}, true, nil
}

// resultLayout returns the row-major layout of a result of the given dims,
// or an error wrapping nd.ErrArgument if no array can have them or it
// would not fit in memory.
func resultLayout[T any](op string, dims []int64) (nd.Layout, error) {
	if err := check.Result(op, dims); err != nil {
		return nd.Layout{}, err
	}
	l := nd.RowMajor(dims...)
	if err := check.Alloc[T](op, l.Size()); err != nil {
		return nd.Layout{}, err
	}
	return l, nil
}
