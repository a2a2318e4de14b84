package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Small is the storage inside an array header that holds the dimensions
// and strides of a layout of rank up to 2: see check.Small.
type Small = check.Small

// Adopt moves the tables of *l, a layout validated for storage of dataLen
// elements, into s where they fit, and returns the rank of the scalar
// accessors' fast path for it: see check.Adopt.
func Adopt(s *Small, l *nd.Layout, dataLen int) int { return check.Adopt(s, l, dataLen) }

// NoFastPath is the rank of the scalar accessors' fast path for layouts it
// does not apply to: see check.NoFastPath.
const NoFastPath = check.NoFastPath

// SmallRank is the highest rank whose tables fit in Small.
const SmallRank = check.SmallRank

// WideRank is the highest rank whose tables fit in the storage of a wide
// array header, 2·WideRank words after the header (a generated wideArray).
const WideRank = check.WideRank

// RowMajorIn sets *dst to nd.RowMajor(dims...), with the tables in s where
// they fit (the dimensions in s's first half, the strides in its second).
func RowMajorIn(dst *nd.Layout, s []int64, dims []int64) { check.RowMajorIn(dst, s, dims) }

// SliceIn sets *dst to src.Slice(indices...), with the tables in s where
// they fit.
func SliceIn(dst *nd.Layout, s []int64, src *nd.Layout, indices []nd.Index) {
	check.SliceIn(dst, s, src, indices)
}

// SliceRank is the rank of the view that indices select from an array of
// the given rank, if they select one.
func SliceRank(rank int, indices []nd.Index) int { return check.SliceRank(rank, indices) }

// TransposeIn sets *dst to src.Transpose(axes...), with the tables in s
// where they fit.
func TransposeIn(dst *nd.Layout, s []int64, src *nd.Layout, axes []int) {
	check.TransposeIn(dst, s, src, axes)
}

// Repeats reports whether l can reach one element through two coordinates
// (a Seq or Hyperslab table repeating one); views through it are read-only.
func Repeats(l nd.Layout) bool { return check.Repeats(l) }

// SmallCopyElems is the size up to which rank-2 copies take Copy2.
const SmallCopyElems = bulk.SmallCopyElems

// Copy2 copies a rows×cols array with row and column strides (sr, sc) in
// src into one with strides (dr, dc) in dst, by a double loop.
func Copy2[T any](dst []T, dr, dc int64, src []T, sr, sc int64, rows, cols int64) {
	bulk.Copy2(dst, dr, dc, src, sr, sc, rows, cols)
}

// Overlaps reports whether the memory of a and b intersects.
func Overlaps[A, B any](a []A, b []B) bool { return bulk.Overlaps(a, b) }
