package nd

import (
	"slices"
)

// The view-making layout methods of issue 10: each returns a new layout
// over the same positions and panics with an *Error on a bad argument.
// Axes may be negative, counting from the end as in NumPy.

// axis returns axis, counted from the end if negative, for a layout of
// rank n, and panics with ErrArgument, naming op, if it is out of range.
func (l Layout) axis(op string, axis, n int) int {
	a := axis
	if a < 0 {
		a += n
	}
	if a < 0 || a >= n {
		panic(errorf(ErrArgument, "%s: axis %d out of range for shape %s", op, axis, FormatDims(l.Dims)))
	}
	return a
}

// axesSet returns a mask of the given axes (negative ones counting from the
// end), and panics with ErrArgument if one is out of range or repeated.
func (l Layout) axesSet(op string, axes []int) []bool {
	set := make([]bool, len(l.Dims))
	for _, ax := range axes {
		a := l.axis(op, ax, len(l.Dims))
		if set[a] {
			panic(errorf(ErrArgument, "%s: axis %d repeated in %s", op, ax, formatInts(axes, false)))
		}
		set[a] = true
	}
	return set
}

// ExpandDims returns the layout with a dimension of size 1 inserted so that
// it is dimension axis of the result, as NumPy's expand_dims and
// tf.expand_dims: axis ranges over -(rank+1)..rank, a negative one counting
// from the end of the result. It panics with ErrArgument otherwise.
func (l Layout) ExpandDims(axis int) Layout {
	n := len(l.Dims)
	a := l.axis("ExpandDims", axis, n+1)
	out := Layout{Offset: l.Offset}
	out.Dims, out.Strides = dimsAndStrides(nil, n+1)
	copy(out.Dims, l.Dims[:a])
	copy(out.Dims[a+1:], l.Dims[a:])
	copy(out.Strides, l.Strides[:a])
	copy(out.Strides[a+1:], l.Strides[a:])
	out.Dims[a], out.Strides[a] = 1, 0
	if l.Tables != nil {
		out.Tables = slices.Insert(slices.Clone(l.Tables), a, nil)
	}
	return out
}

// Squeeze returns the layout without the given dimensions, which must have
// size 1; with no axes, without every dimension of size 1 (NumPy's
// squeeze, tf.squeeze). It panics with ErrArgument if an axis is out of
// range or repeated, with ErrShape if a named dimension's size is not 1.
func (l Layout) Squeeze(axes ...int) Layout {
	drop := l.axesSet("Squeeze", axes)
	for i, d := range l.Dims {
		switch {
		case len(axes) == 0:
			drop[i] = d == 1
		case drop[i] && d != 1:
			panic(errorf(ErrShape, "Squeeze: dimension %d of shape %s has size %d, not 1", i, FormatDims(l.Dims), d))
		}
	}
	return l.without(drop)
}

// without returns the layout without the dimensions marked in drop, all of
// size 1; their position (a table's only entry) moves into the offset.
func (l Layout) without(drop []bool) Layout {
	keep := 0
	for _, d := range drop {
		if !d {
			keep++
		}
	}
	out := Layout{Offset: l.Offset}
	out.Dims, out.Strides = dimsAndStrides(nil, keep)
	var tables [][]int64
	if l.Tables != nil {
		tables = make([][]int64, 0, keep)
	}
	j := 0
	for i := range l.Dims {
		if drop[i] {
			out.Offset += l.step(i, 0)
			continue
		}
		out.Dims[j], out.Strides[j] = l.Dims[i], l.Strides[i]
		if tables != nil {
			tables = append(tables, l.Tables[i])
		}
		j++
	}
	out.Tables = trimTables(tables)
	return out
}

// Flip returns the layout with the order of the elements reversed along
// the given axes, every axis when none are given (NumPy's flip). It panics
// with ErrArgument if an axis is out of range or repeated.
func (l Layout) Flip(axes ...int) Layout {
	flip := l.axesSet("Flip", axes)
	out := l.Clone()
	if l.Size() == 0 {
		return out
	}
	for i, d := range l.Dims {
		if len(axes) != 0 && !flip[i] {
			continue
		}
		if t := out.table(i); t != nil {
			slices.Reverse(t)
			continue
		}
		// Cannot overflow: the view's positions lie between its bounds.
		out.Offset += (d - 1) * l.Strides[i]
		out.Strides[i] = -l.Strides[i]
	}
	return out
}

// table returns the table of dimension i, or nil.
func (l Layout) table(i int) []int64 {
	if l.Tables == nil {
		return nil
	}
	return l.Tables[i]
}

// SwapAxes returns the layout with dimensions i and j exchanged (NumPy's
// swapaxes). It panics with ErrArgument if either is out of range.
func (l Layout) SwapAxes(i, j int) Layout {
	n := len(l.Dims)
	a, b := l.axis("SwapAxes", i, n), l.axis("SwapAxes", j, n)
	out := l.Clone()
	out.Dims[a], out.Dims[b] = out.Dims[b], out.Dims[a]
	out.Strides[a], out.Strides[b] = out.Strides[b], out.Strides[a]
	if out.Tables != nil {
		out.Tables[a], out.Tables[b] = out.Tables[b], out.Tables[a]
	}
	return out
}

// BroadcastTo returns the layout viewing l's elements as an array of the
// given dimensions, by NumPy's and TensorFlow's broadcasting rules: l's
// dimensions are aligned with the last ones of dims; each must equal its
// counterpart or be 1, and is then repeated through a zero stride, as are
// the leading dimensions l lacks. BroadcastTo panics with ErrArgument if
// dims has a negative dimension or too many elements (see ShapeOf), with
// ErrShape if dims has fewer dimensions than l or a dimension of l can
// neither stay nor repeat.
func (l Layout) BroadcastTo(dims ...int64) Layout {
	if err := checkDims("BroadcastTo", dims, 0); err != nil {
		panic(err)
	}
	n, lead := len(l.Dims), len(dims)-len(l.Dims)
	if lead < 0 {
		panic(errorf(ErrShape, "BroadcastTo: cannot broadcast shape %s to shape %s of lower rank", FormatDims(l.Dims), FormatDims(dims)))
	}
	out := Layout{Offset: l.Offset}
	out.Dims, out.Strides = dimsAndStrides(nil, len(dims))
	copy(out.Dims, dims)
	var tables [][]int64
	if l.Tables != nil {
		tables = make([][]int64, len(dims))
	}
	for i := range n {
		d, to := l.Dims[i], dims[lead+i]
		switch {
		case d == to:
			out.Strides[lead+i] = l.Strides[i]
			if tables != nil {
				tables[lead+i] = l.Tables[i]
			}
		case d == 1:
			out.Offset += l.step(i, 0) // repeated through stride 0
		default:
			panic(errorf(ErrShape, "BroadcastTo: cannot broadcast shape %s to shape %s: dimension %d is %d, want %d or 1", FormatDims(l.Dims), FormatDims(dims), i, d, to))
		}
	}
	out.Tables = trimTables(tables)
	if out.Size() == 0 {
		out.Offset, out.Tables = 0, nil
	}
	return out
}
