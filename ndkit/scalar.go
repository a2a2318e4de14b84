package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/view"
	"github.com/ndgo/ndarray/nd"
)

// Small is the storage inside an array header that holds the dimensions
// and strides of a layout of rank up to SmallRank, which makes a view one
// allocation: the header's scalar fast-path fields themselves. nd.Layout's
// SetRowMajor, SetSlice and SetTranspose build a layout in it, given s[:];
// Adopt then keeps its tables right-aligned, a rank-1 layout's dimension in
// s[1] and stride in s[3], with s[0] = -1 and s[2] = 0.
type Small = view.Small

// Adopt moves the tables of *l, a layout validated for storage of dataLen
// elements, into s where they fit (rank up to SmallRank), and returns the
// rank of the scalar accessors' fast path for it: 1 or 2 where the element
// at (i, j) is base[i*s[2] + j*s[3]] whenever uint64(i) < uint64(s[0]) and
// uint64(j) < uint64(s[1]), base being the storage from l's offset on; ^3
// or ^4 for the unrolled path of ranks 3 and 4 (l.Offset + coords·Strides
// once every coordinate is in range); else NoFastPath. The paths apply to
// non-empty layouts without tables whose strides are not negative.
func Adopt(s *Small, l *nd.Layout, dataLen int) int { return view.Adopt(s, l, dataLen) }

// NoFastPath is Adopt's result for a layout that no fast path of the
// scalar accessors takes: no number of coordinates n has n == NoFastPath or
// ^n == NoFastPath.
const NoFastPath = view.NoFastPath

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = view.SmallRank

// WideRank is the highest rank whose tables fit in the storage of a wide
// array header, 2·WideRank words after the header (a generated wideArray).
const WideRank = view.WideRank

// SliceRank is the rank of the view that indices select from an array of
// the given rank, if they select one: the rank whose tables a header for
// the view must hold.
func SliceRank(rank int, indices []nd.Index) int { return view.SliceRank(rank, indices) }

// Repeats reports whether l can reach one element through two coordinates
// (a Seq or Hyperslab table repeating one); views through it are read-only.
func Repeats(l nd.Layout) bool { return view.Repeats(l) }

// SmallCopyElems is the size up to which rank-2 copies take Copy2.
const SmallCopyElems = bulk.SmallCopyElems

// Copy2 copies a rows×cols array with row and column strides (sr, sc) in
// src into one with strides (dr, dc) in dst, by a double loop.
func Copy2[T any](dst []T, dr, dc int64, src []T, sr, sc int64, rows, cols int64) {
	bulk.Copy2(dst, dr, dc, src, sr, sc, rows, cols)
}

// Overlaps reports whether the memory of a and b intersects.
func Overlaps[A, B any](a []A, b []B) bool { return bulk.Overlaps(a, b) }
