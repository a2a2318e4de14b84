package combine

import (
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// Pad returns the array with paddings[k][0] elements added before and
// paddings[k][1] after it along each axis k (tf.pad; np.pad): copies of
// value (nd.PadConstant) or the array mirrored at its edges (nd.PadReflect,
// nd.PadSymmetric, as tf.raw_ops.MirrorPad, with TensorFlow's limits on the
// widths). Constant padding of a contiguous input joins the result from
// its rows and runs of the value (joinPad). Otherwise the input is copied
// into the result's interior; then constant padding fills the border
// slabs, and mirror padding copies reversed slabs of the result onto the
// borders, one axis after another.
func Pad[T any](
	m Moves[T], in View[T], paddings [][2]int64, mode nd.PadMode, value T,
) (View[T], error) {
	dims, err := padDims(in.Layout.Dims, paddings, mode)
	if err != nil {
		return View[T]{}, err
	}
	if mode == nd.PadConstant {
		if out, ok, err := joinPad(m, in, paddings, dims, value); ok || err != nil {
			return out, err
		}
	}
	out, err := NewResult[T]("Pad", dims)
	if err != nil || out.Layout.Size() == 0 {
		return out, err
	}
	lo := make([]int64, len(paddings))
	for k, p := range paddings {
		lo[k] = p[0]
	}
	m.Copy(out.Data, box(out.Layout, lo, in.Layout.Dims), in.Data, in.Layout)
	if mode == nd.PadConstant {
		fillBorders(out, in.Layout.Dims, paddings, value)
	} else {
		mirror(m, out, in.Layout.Dims, paddings, mode)
	}
	return out, nil
}

// padDims checks Pad's arguments as TensorFlow's Pad and MirrorPad kernels
// do, and returns the result's dims.
func padDims(dims []int64, paddings [][2]int64, mode nd.PadMode) ([]int64, error) {
	if mode > nd.PadSymmetric {
		return nil, errorf(nd.ErrArgument, "Pad", "unknown mode %v", mode)
	}
	if len(paddings) != len(dims) {
		return nil, errorf(nd.ErrArgument, "Pad",
			"the first dimension of paddings must be the rank of the input: "+
				"%d paddings for shape %s", len(paddings), nd.FormatDims(dims))
	}
	out := make([]int64, len(dims))
	for k, p := range paddings {
		d := dims[k]
		switch {
		case p[0] < 0 || p[1] < 0:
			return nil, errorf(nd.ErrArgument, "Pad",
				"paddings must be non-negative: %d %d", p[0], p[1])
		case mode == nd.PadReflect && (p[0] >= d || p[1] >= d):
			return nil, errorf(nd.ErrArgument, "Pad",
				"paddings must be less than the dimension size in REFLECT mode: "+
					"%d, %d not less than %d", p[0], p[1], d)
		case mode == nd.PadSymmetric && (p[0] > d || p[1] > d):
			return nil, errorf(nd.ErrArgument, "Pad",
				"paddings must be no greater than the dimension size in SYMMETRIC mode: "+
					"%d, %d greater than %d", p[0], p[1], d)
		}
		n, ok := sum([]int64{p[0], d, p[1]})
		if !ok {
			return nil, errorf(nd.ErrArgument, "Pad",
				"the result's dimension %d (%d + %d + %d) overflows int64", k, p[0], d, p[1])
		}
		out[k] = n
	}
	return out, nil
}

// fillBorders sets every element of out outside the interior (the input's
// place) to v: for each axis k the two slabs before and after the interior
// along k, within the interior along the axes before k and whole along
// those after, so that the slabs do not overlap.
func fillBorders[T any](out View[T], dims []int64, paddings [][2]int64, v T) {
	lo, size := make([]int64, len(dims)), slices.Clone(out.Layout.Dims)
	for k, p := range paddings {
		lo[k], size[k] = 0, p[0]
		bulk.Fill(out.Data, box(out.Layout, lo, size), v)
		lo[k], size[k] = p[0]+dims[k], p[1]
		bulk.Fill(out.Data, box(out.Layout, lo, size), v)
		lo[k], size[k] = p[0], dims[k] // the interior, for the axes after k
	}
}

// mirror fills the borders of out, whose interior holds the input, with
// the interior mirrored: axis by axis, each border is one copy of the
// slab next to it reversed along the axis (beginning one element in, for
// reflect). Along axis k the slabs span the padded result along the axes
// before k, already filled, and the interior along those after.
func mirror[T any](m Moves[T], out View[T], dims []int64, paddings [][2]int64, mode nd.PadMode) {
	skip := int64(0) // how far in from the edge the mirrored slab starts
	if mode == nd.PadReflect {
		skip = 1
	}
	lo, size := make([]int64, len(dims)), slices.Clone(dims)
	for k := range lo {
		lo[k] = paddings[k][0]
	}
	for k, p := range paddings {
		before, after, d := p[0], p[1], dims[k]
		if before > 0 {
			lo[k], size[k] = 0, before
			src := flipped(out.Layout, lo, size, k, before+skip)
			m.Disjoint(out.Data, box(out.Layout, lo, size), out.Data, src)
		}
		if after > 0 {
			lo[k], size[k] = before+d, after
			src := flipped(out.Layout, lo, size, k, before+d-skip-after)
			m.Disjoint(out.Data, box(out.Layout, lo, size), out.Data, src)
		}
		lo[k], size[k] = 0, out.Layout.Dims[k] // filled, for the axes after k
	}
}

// flipped returns the box of l at lo of the given dims, moved to start at
// coordinate from along axis k and reversed along it.
func flipped(l nd.Layout, lo, dims []int64, k int, from int64) nd.Layout {
	at := slices.Clone(lo)
	at[k] = from + dims[k] - 1
	b := box(l, at, dims)
	b.Strides = slices.Clone(l.Strides)
	b.Strides[k] = -b.Strides[k]
	return b
}
