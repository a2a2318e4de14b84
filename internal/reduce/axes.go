package reduce

import (
	"slices"

	"github.com/ndgo/ndarray/nd"
)

// Reduced returns which of the rank dimensions the axes name (none: all),
// each counting from the end when negative. It panics with
// nd.ErrAxisOutOfRange for an axis outside [-rank, rank) and nd.ErrArgument
// for an axis named twice; op names the caller in the message.
func Reduced(op string, rank int, axes []int) []bool {
	return reducedIn(op, rank, axes, nil)
}

// smallRank is the rank up to which the Into forms keep the reduced
// dimensions' flags on their stack.
const smallRank = 16

// reducedIn is Reduced writing into buf where it has room (a caller's
// stack array: the flags then need no allocation).
func reducedIn(op string, rank int, axes []int, buf []bool) []bool {
	red := flagsIn(rank, buf)
	if len(axes) == 0 {
		for i := range red {
			red[i] = true
		}
		return red
	}
	for _, a := range axes {
		i := Axis(op, rank, a)
		if red[i] {
			// A copy for the message: axes, often the caller's variadic
			// arguments, would otherwise escape, and be allocated by
			// every call.
			panic(nd.Errorf(nd.ErrArgument, "%s: axis %d repeated in %v", op, a, slices.Clone(axes)))
		}
		red[i] = true
	}
	return red
}

// Axis returns axis, which may count from the end, as an index in
// [0, rank); it panics with nd.ErrAxisOutOfRange outside [-rank, rank).
func Axis(op string, rank, axis int) int {
	i := axis
	if i < 0 {
		i += rank
	}
	if i < 0 || i >= rank {
		panic(nd.Errorf(nd.ErrAxisOutOfRange, "%s: axis %d not in [%d, %d)", op, axis, -rank, rank))
	}
	return i
}

// OutDims returns the dimensions of a reduction's result: dims without
// the reduced ones, or with them as 1 if keep.
func OutDims(dims []int64, red []bool, keep bool) []int64 {
	out := make([]int64, 0, len(dims))
	for i, d := range dims {
		switch {
		case !red[i]:
			out = append(out, d)
		case keep:
			out = append(out, 1)
		}
	}
	return out
}

// Count returns the number of elements each output element reduces.
func Count(dims []int64, red []bool) int64 {
	n := int64(1)
	for i, d := range dims {
		if red[i] {
			n *= d
		}
	}
	return n
}

// flagsIn returns rank false flags: buf's first rank (a caller's stack
// array) where it has room, else new ones.
func flagsIn(rank int, buf []bool) []bool {
	if rank > len(buf) {
		return make([]bool, rank)
	}
	clear(buf[:rank])
	return buf[:rank]
}

// keptCount returns the number of output elements: the product of the
// dimensions not reduced.
func keptCount(dims []int64, red []bool) int64 {
	n := int64(1)
	for i, d := range dims {
		if !red[i] {
			n *= d
		}
	}
	return n
}

// NonEmpty panics with nd.ErrArgument if the reduced axes hold no
// elements: an op without an identity (Min, Max, ArgMin, ArgMax) has no
// result there, as NumPy raises.
func NonEmpty(op string, dims []int64, red []bool) {
	if Count(dims, red) == 0 {
		panic(nd.Errorf(nd.ErrArgument, "%s: reduction over an empty axis of shape %s", op, nd.FormatDims(dims)))
	}
}

// checkDst panics unless dst (a writable array) has the dimensions of the
// result, with or without the reduced dimensions kept as 1, and
// nd.ErrReadOnly if it is read-only. It compares without building the
// result's dimensions (which allocates) unless it panics.
func checkDst(op string, dst []int64, readOnly bool, dims []int64, red []bool) {
	if readOnly {
		panic(nd.Errorf(nd.ErrReadOnly, "%s: dst is read-only", op))
	}
	if sameOutDims(dst, dims, red, false) || sameOutDims(dst, dims, red, true) {
		return
	}
	panic(nd.Errorf(nd.ErrShape, "%s: dst shape %s is not the result shape %s (or %s with kept dimensions)",
		op, nd.FormatDims(dst), nd.FormatDims(OutDims(dims, red, false)), nd.FormatDims(OutDims(dims, red, true))))
}

// sameOutDims reports whether out is OutDims(dims, red, keep).
func sameOutDims(out, dims []int64, red []bool, keep bool) bool {
	j := 0
	for i, d := range dims {
		switch {
		case !red[i]:
		case keep:
			d = 1
		default:
			continue
		}
		if j >= len(out) || out[j] != d {
			return false
		}
		j++
	}
	return j == len(out)
}
