package combine

import (
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// Tile repeats the whole array multiples[k] times along each axis k
// (tf.tile; NumPy's np.tile with one multiple per axis). A contiguous
// input with rows long enough is joined, row by row, into a result that is
// not zeroed first (joinTile). Otherwise the input is copied once into the
// result's corner; then, from the innermost axis out, the filled block is
// doubled along each axis by copying it onto the next free part (log2 of
// the multiple copies, each of long runs).
func Tile[T any](m Moves[T], in View[T], multiples []int64) (View[T], error) {
	return tile(m, "Tile", in, multiples)
}

// tile is Tile, its errors naming op.
func tile[T any](m Moves[T], op string, in View[T], multiples []int64) (View[T], error) {
	dims := in.Layout.Dims
	if len(multiples) != len(dims) {
		return View[T]{}, errorf(nd.ErrArgument, op,
			"expected multiples argument to be a vector of length %d but got length %d",
			len(dims), len(multiples))
	}
	outDims := make([]int64, len(dims))
	for k, n := range multiples {
		if n < 0 {
			return View[T]{}, errorf(nd.ErrArgument, op,
				"expected multiples[%d] >= 0, but got %d", k, n)
		}
		var ok bool
		if outDims[k], ok = safe.Mul(dims[k], n); !ok {
			return View[T]{}, errorf(nd.ErrArgument, op,
				"the result's dimension %d (%d times %d) overflows int64", k, dims[k], n)
		}
	}
	if out, ok, err := joinTile(m, op, in, multiples, outDims); ok || err != nil {
		return out, err
	}
	out, err := NewResult[T](op, outDims)
	if err != nil || out.Layout.Size() == 0 {
		return out, err
	}
	m.Copy(out.Data, nd.Layout{Dims: dims, Strides: out.Layout.Strides}, in.Data, in.Layout)
	block := slices.Clone(dims) // the filled corner
	for k := len(dims) - 1; k >= 0; k-- {
		double(m, out, block, k)
		block[k] = outDims[k]
	}
	return out, nil
}

// double fills out along axis k with copies of the block of the given
// dims at its corner, doubling the filled part with each copy.
func double[T any](m Moves[T], out View[T], block []int64, k int) {
	part := slices.Clone(block)
	stride := out.Layout.Strides[k]
	for have, total := block[k], out.Layout.Dims[k]; have < total; {
		part[k] = min(have, total-have)
		src := nd.Layout{Dims: part, Strides: out.Layout.Strides}
		dst := nd.Layout{Dims: part, Strides: out.Layout.Strides, Offset: have * stride}
		m.Disjoint(out.Data, dst, out.Data, src)
		have += part[k]
	}
}

// Repeat repeats each element along axis (np.repeat, tf.repeat with an
// axis): by repeats[0] if there is one count, else element i by
// repeats[i], one count per coordinate. One count tiles a view of the input
// with a new axis of size 1 after axis; several gather the input's slices
// along axis by a list of coordinates.
func Repeat[T any](m Moves[T], in View[T], axis int, repeats []int64) (View[T], error) {
	ax, err := normAxis("Repeat", axis, in.Layout.Rank())
	if err != nil {
		return View[T]{}, err
	}
	d := in.Layout.Dims[ax]
	if len(repeats) != 1 && int64(len(repeats)) != d {
		return View[T]{}, errorf(nd.ErrArgument, "Repeat",
			"%d repeat counts for dimension %d of size %d (want 1 or %d)", len(repeats), ax, d, d)
	}
	for i, r := range repeats {
		if r < 0 {
			return View[T]{}, errorf(nd.ErrArgument, "Repeat",
				"repeats[%d] = %d is negative", i, r)
		}
	}
	if len(repeats) == 1 {
		return repeatAll(m, in, ax, repeats[0])
	}
	return repeatEach(m, in, ax, repeats)
}

// repeatAll repeats every element along axis r times.
func repeatAll[T any](m Moves[T], in View[T], axis int, r int64) (View[T], error) {
	multiples := make([]int64, in.Layout.Rank()+1)
	for i := range multiples {
		multiples[i] = 1
	}
	multiples[axis+1] = r
	out, err := tile(m, "Repeat", View[T]{in.Data, in.Layout.ExpandDims(axis + 1)}, multiples)
	if err != nil {
		return out, err
	}
	dims := slices.Delete(out.Layout.Dims, axis+1, axis+2)
	dims[axis] *= r // fits: tile's result exists
	out.Layout = nd.RowMajor(dims...)
	return out, nil
}

// repeatEach repeats element i along axis repeats[i] times.
func repeatEach[T any](m Moves[T], in View[T], axis int, repeats []int64) (View[T], error) {
	total, ok := sum(repeats)
	if !ok {
		return View[T]{}, errorf(nd.ErrArgument, "Repeat",
			"the repeat counts add up to more than int64 holds")
	}
	dims := slices.Clone(in.Layout.Dims)
	dims[axis] = total
	out, err := NewResult[T]("Repeat", dims)
	if err != nil || out.Layout.Size() == 0 {
		return out, err
	}
	if err := check.Alloc[int64]("Repeat", total); err != nil {
		return View[T]{}, err
	}
	idx := make([]int64, 0, total)
	for i, r := range repeats {
		for range r {
			idx = append(idx, int64(i))
		}
	}
	if in.Layout.Tables != nil { // the gathers take strided views only
		in = contiguous(m, in)
	}
	if err := m.Gather(out.Data, in.Data, in.Layout, idx, axis); err != nil {
		return View[T]{}, err // cannot happen: the coordinates are in range
	}
	return out, nil
}

// contiguous returns a row-major copy of v.
func contiguous[T any](m Moves[T], v View[T]) View[T] {
	c := View[T]{bulk.MakeUninit[T](v.Layout.Size()), nd.RowMajor(v.Layout.Dims...)}
	m.Copy(c.Data, c.Layout, v.Data, v.Layout)
	return c
}
