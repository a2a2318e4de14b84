package view

import (
	"math"

	"github.com/ndgo/ndarray/nd"
)

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = 2

// WideRank is the highest rank whose tables fit in the storage of a wide
// header (a dtype package's wideArray, 2·WideRank words after the header).
const WideRank = 4

// Small is the storage inside a dtype package's array header that holds
// the dimensions and strides of a layout of rank up to SmallRank, so that
// making a view is one allocation. It is the header's scalar fast-path
// fields d0, d1, s0 and s1 themselves (see Adopt), which it keeps
// tables right-aligned, a rank-1 layout's dimension in s[1] and stride in
// s[3], with s[0] = -1 and s[2] = 0. nd.Layout's SetRowMajor, SetSlice
// and SetTranspose fill it from the left, given s[:].
type Small [2 * SmallRank]int64

// Adopt writes the four words of Small one by one: SmallRank must be 2.
var _, _ [SmallRank - 2][2 - SmallRank]struct{}

// NoFastPath is Adopt's result for a layout that neither the accessors' fast
// path nor their unrolled path takes: no number of coordinates n has
// n == NoFastPath or ^n == NoFastPath (^n is math.MinInt only for
// n = math.MaxInt, more int64s than memory holds), so the accessors compare
// the rank with len(coords) or its complement alone.
const NoFastPath = math.MinInt

// Adopt moves the Dims and Strides of *l, a layout validated for storage of
// dataLen elements, into s (right-aligned) if its rank is at most
// SmallRank; they may already be in s, as nd.Layout's SetRowMajor,
// SetSlice and SetTranspose leave them given s[:]. It returns the rank of
// the scalar accessors' fast path (GetFloat32(i, j) and the like) for l.
//
// That rank is 1 or 2 where the path applies, ^3 or ^4 where the unrolled
// path of ranks 3 and 4 does (unrolledRank), else NoFastPath: the element at (i) or (i, j) is then
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
		return NoFastPath
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
		return NoFastPath
	}
	return r
}

// unrolledRank is Adopt's result for a layout of rank above SmallRank:
// ^rank for ranks 3 and 4 without tables, whose elements the accessors'
// slow path then finds by an unrolled loop (the position is
// l.Offset + coords·Strides when every coordinate is in range), else
// NoFastPath.
// ^rank is negative, so no number of coordinates takes the fast path.
func unrolledRank(l *nd.Layout, dataLen int) int {
	r := len(l.Dims)
	if r > 4 || len(l.Strides) != r || l.Tables != nil || l.Size() == 0 ||
		l.Offset < 0 || l.Offset >= int64(dataLen) {
		return NoFastPath
	}
	return ^r
}

// SliceRank is the rank of the view that indices select from an array of
// the given rank, if they select one: each At removes a dimension, each
// NewAxis adds one. The dtype packages size a view's header by it.
func SliceRank(rank int, indices []nd.Index) int {
	for _, x := range indices {
		if x.IsPoint() {
			rank--
		} else if x.IsNewAxis() {
			rank++
		}
	}
	return rank
}
