package check

import (
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/internal/viewhook"
	"github.com/ndgo/ndarray/nd"
)

// Small is the storage inside a dtype package's array header that holds
// the dimensions and strides of a layout of rank up to SmallRank, so that
// making a view is one allocation. It is the header's scalar fast-path
// fields d0, d1, s0 and s1 themselves (see Adopt), which it keeps
// tables right-aligned, a rank-1 layout's dimension in s[1] and stride in
// s[3], with s[0] = -1 and s[2] = 0.
type Small = viewhook.Small

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = viewhook.SmallRank

// Adopt writes the four words of Small one by one: SmallRank must be 2.
var _, _ [SmallRank - 2][2 - SmallRank]struct{}

// Adopt moves the Dims and Strides of *l, a layout validated for storage of
// dataLen elements, into s (right-aligned) if its rank is at most
// SmallRank; they may already be in s, as RowMajorIn, SliceIn and
// TransposeIn leave them. It returns the rank of the scalar accessors' fast
// path (GetFloat32(i, j) and the like) for l.
//
// That rank is 1 or 2 where the path applies, ^3 or ^4 where the unrolled
// path of ranks 3 and 4 does (unrolledRank), else -1, which no number of
// coordinates equals: the element at (i) or (i, j) is then
// base[i*s[2] + j*s[3]], base being the storage from the layout's offset
// on, whenever uint64(i) < uint64(s[0]) and uint64(j) < uint64(s[1]). A
// rank-1 layout's one coordinate is read twice, as the first and the last:
// against s[0] = -1 (as a uint64, larger than any coordinate) with s[2] = 0,
// and against its dimension.
//
// It applies to non-empty layouts without tables whose strides are not
// negative (so that no position lies before the offset). The accessors
// index the storage with Go's bounds check, so even a wrong path could not
// reach outside it.
func Adopt(s *Small, l *nd.Layout, dataLen int) int {
	r := len(l.Dims)
	if r > SmallRank {
		return unrolledRank(l, dataLen)
	}
	if len(l.Strides) != r {
		return -1
	}
	// Dims may be s[:r] and Strides s[SmallRank:][:r]: each assignment
	// reads all its sources before it writes (SmallRank is 2).
	d, st := l.Dims, l.Strides
	switch r {
	case 2:
		s[0], s[1], s[2], s[3] = d[0], d[1], st[0], st[1]
	case 1:
		s[0], s[1], s[2], s[3] = -1, d[0], 0, st[0]
	default:
		s[0], s[1], s[2], s[3] = -1, -1, 0, 0
	}
	l.Dims, l.Strides = s[SmallRank-r:SmallRank:SmallRank], s[2*SmallRank-r:]
	// The fast path needs a non-empty layout without tables and without
	// negative strides, starting inside the storage.
	if r == 0 || l.Tables != nil || s[0] == 0 || s[1] == 0 || s[2] < 0 || s[3] < 0 ||
		l.Offset < 0 || l.Offset >= int64(dataLen) {
		return -1
	}
	return r
}

// unrolledRank is Adopt's result for a layout of rank above SmallRank:
// ^rank for ranks 3 and 4 without tables, whose elements the accessors'
// slow path then finds by an unrolled loop (the position is
// l.Offset + coords·Strides when every coordinate is in range), else -1.
// ^rank is negative, so no number of coordinates takes the fast path.
func unrolledRank(l *nd.Layout, dataLen int) int {
	r := len(l.Dims)
	if r > 4 || len(l.Strides) != r || l.Tables != nil || l.Size() == 0 ||
		l.Offset < 0 || l.Offset >= int64(dataLen) {
		return -1
	}
	return ^r
}

// The hooks of package nd (see package viewhook).
var (
	rowMajorIn  = viewhook.RowMajor.(func(*Small, [SmallRank]int64, int) nd.Layout)
	sliceIn     = viewhook.Slice.(func(*Small, nd.Layout, [viewhook.SliceArgs]nd.Index, int) nd.Layout)
	transposeIn = viewhook.Transpose.(func(*Small, nd.Layout, [SmallRank]int, int) nd.Layout)
)

// RowMajorIn is nd.RowMajor(dims...) with the tables in s where they fit.
func RowMajorIn(s *Small, dims []int64) nd.Layout {
	// Ranks 1 and 2 with dimensions RowMajor accepts (not negative, the
	// product fits) are built here; RowMajor builds, or refuses, the rest.
	switch len(dims) {
	case 1:
		if dims[0] >= 0 {
			s[0], s[2] = dims[0], 1
			return nd.Layout{Dims: s[:1:1], Strides: s[2:3:3]}
		}
	case 2:
		if _, fits := safe.Mul(dims[0], dims[1]); fits && dims[0] >= 0 && dims[1] >= 0 {
			s[0], s[1], s[2], s[3] = dims[0], dims[1], dims[1], 1
			return nd.Layout{Dims: s[:2:2], Strides: s[2:]}
		}
	}
	if len(dims) > SmallRank {
		return nd.RowMajor(dims...)
	}
	var d [SmallRank]int64
	copy(d[:], dims)
	return rowMajorIn(s, d, len(dims))
}

// SliceIn is l.Slice(indices...) with the tables in s where they fit.
func SliceIn(s *Small, l nd.Layout, indices []nd.Index) nd.Layout {
	if len(indices) > viewhook.SliceArgs {
		return l.Slice(indices...)
	}
	var x [viewhook.SliceArgs]nd.Index
	for i := range indices { // inline, where copy calls typedslicecopy
		x[i] = indices[i]
	}
	return sliceIn(s, l, x, len(indices))
}

// TransposeIn is l.Transpose(axes...) with the tables in s where they fit.
func TransposeIn(s *Small, l nd.Layout, axes []int) nd.Layout {
	if r := len(l.Dims); len(axes) == 0 && r <= SmallRank && len(l.Strides) == r && l.Tables == nil {
		// .T of a small layout without tables: its dimensions reversed, a
		// permutation of a checked layout, which needs no check.
		if r < 2 {
			return nd.Layout{Dims: l.Dims, Strides: l.Strides, Offset: l.Offset}
		}
		d, st := l.Dims, l.Strides
		s[0], s[1], s[2], s[3] = d[1], d[0], st[1], st[0]
		return nd.Layout{Dims: s[:2:2], Strides: s[2:], Offset: l.Offset}
	}
	if len(axes) > SmallRank {
		return l.Transpose(axes...)
	}
	var x [SmallRank]int
	copy(x[:], axes)
	return transposeIn(s, l, x, len(axes))
}
