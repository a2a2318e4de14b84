package check

import (
	"github.com/ndgo/ndarray/internal/viewhook"
	"github.com/ndgo/ndarray/nd"
)

// Small is the storage inside a dtype package's array header that holds
// the dimensions and strides of a layout of rank up to SmallRank, so that
// making a view is one allocation. Adopt keeps them right-aligned: a
// rank-r layout's dimensions are Small[SmallRank-r:SmallRank], its strides
// Small[2*SmallRank-r:]; the entries to their left hold -1 (dimensions) and
// 0 (strides), so that the scalar accessors can read a fixed number of
// entries for any rank: a coordinate checked against -1 as a uint64 always
// passes, and one multiplied by 0 adds nothing.
type Small = viewhook.Small

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = viewhook.SmallRank

// ScalarPath is the fast path of a dtype package's scalar accessors
// (GetFloat32(i, j) and the like) for one layout held in a Small s.
//
// Rank is 1 or 2 where the first tier applies: the element at (i) or (i, j)
// is then base[i*s[6] + j*s[7]], base being the storage from the layout's
// offset on, whenever uint64(i) < uint64(s[2]) and uint64(j) < uint64(s[3])
// (a rank-1 layout's one coordinate is read twice, as the first and the
// last, against s[2] = -1 and s[6] = 0). Deep is 3 or 4 where the second
// tier (Pos) applies. Each is -1 elsewhere, which no number of coordinates
// equals.
//
// The tiers apply to non-empty layouts without tables, stored in s, whose
// strides are not negative (so that no position lies before the offset).
// The accessors index the storage with Go's bounds check, so even a wrong
// path could not reach outside it.
type ScalarPath struct {
	Layout     nd.Layout // the layout, its tables in s where they fit
	Rank, Deep int
	// D0, D1, S0, S1 are uint64(s[2]), uint64(s[3]), s[6] and s[7], the
	// entries the first tier reads, which the accessors keep in fields of
	// their own: an array index costs more of their inlining budget.
	D0, D1 uint64
	S0, S1 int64
}

// Adopt returns the scalar path of l, a layout validated for storage of
// dataLen elements, with l's Dims and Strides copied into s (right-aligned)
// if the rank is at most SmallRank. l's tables may already be in s, as
// RowMajorIn, SliceIn and TransposeIn leave them.
func Adopt(s *Small, l nd.Layout, dataLen int) ScalarPath {
	p := ScalarPath{Layout: l, Rank: -1, Deep: -1}
	r := len(l.Dims)
	if r > SmallRank {
		return p
	}
	// Dims may be s[:r] and Strides s[SmallRank:][:r]: moving the
	// dimensions right first overwrites neither source.
	copy(s[SmallRank-r:SmallRank], l.Dims)
	copy(s[2*SmallRank-r:], l.Strides)
	for i := range SmallRank - r {
		s[i], s[SmallRank+i] = -1, 0
	}
	// l's own slices may be gone now: use p.Layout's from here on.
	l = p.Layout
	l.Dims, l.Strides = s[SmallRank-r:SmallRank:SmallRank], s[2*SmallRank-r:]
	p.Layout = l
	p.D0, p.D1 = uint64(s[SmallRank-2]), uint64(s[SmallRank-1])
	p.S0, p.S1 = s[2*SmallRank-2], s[2*SmallRank-1]
	if r == 0 || l.Tables != nil || l.Size() == 0 || l.Offset < 0 || l.Offset >= int64(dataLen) {
		return p
	}
	for _, st := range l.Strides {
		if st < 0 {
			return p
		}
	}
	if r <= 2 {
		p.Rank = r
	} else {
		p.Deep = r
	}
	return p
}

// Pos is l.Pos(coords), for the scalar accessors' slow path, l being held in
// s with second-tier rank deep (see ScalarPath): ranks 3 and 4 are checked
// and summed from s, everything else, errors included, goes to l.Pos.
func Pos(s *Small, deep int, l *nd.Layout, c []int64) int64 {
	if n := len(c); n == deep && uint64(c[0]) < uint64(s[0]) && uint64(c[n-3]) < uint64(s[1]) &&
		uint64(c[n-2]) < uint64(s[2]) && uint64(c[n-1]) < uint64(s[3]) {
		return l.Offset + c[0]*s[4] + c[n-3]*s[5] + c[n-2]*s[6] + c[n-1]*s[7]
	}
	return l.Pos(c)
}

// The hooks of package nd (see package viewhook).
var (
	rowMajorIn  = viewhook.RowMajor.(func(*Small, [SmallRank]int64, int) nd.Layout)
	sliceIn     = viewhook.Slice.(func(*Small, nd.Layout, [SmallRank]nd.Index, int) nd.Layout)
	transposeIn = viewhook.Transpose.(func(*Small, nd.Layout, [SmallRank]int, int) nd.Layout)
)

// RowMajorIn is nd.RowMajor(dims...) with the tables in s where they fit.
func RowMajorIn(s *Small, dims []int64) nd.Layout {
	if len(dims) > SmallRank {
		return nd.RowMajor(dims...)
	}
	var d [SmallRank]int64
	copy(d[:], dims)
	return rowMajorIn(s, d, len(dims))
}

// SliceIn is l.Slice(indices...) with the tables in s where they fit.
func SliceIn(s *Small, l nd.Layout, indices []nd.Index) nd.Layout {
	if len(indices) > SmallRank {
		return l.Slice(indices...)
	}
	var x [SmallRank]nd.Index
	copy(x[:], indices)
	return sliceIn(s, l, x, len(indices))
}

// TransposeIn is l.Transpose(axes...) with the tables in s where they fit.
func TransposeIn(s *Small, l nd.Layout, axes []int) nd.Layout {
	if len(axes) > SmallRank {
		return l.Transpose(axes...)
	}
	var x [SmallRank]int
	copy(x[:], axes)
	return transposeIn(s, l, x, len(axes))
}
