package ndkit

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// ScalarPath is the fast path of the scalar accessors (GetFloat32(i, j)
// and the like) for one layout: see ScalarPathOf.
type ScalarPath = check.ScalarPath

// ScalarPathOf returns the scalar fast path of l, a layout validated for
// storage of dataLen elements: for non-empty rank-1 and rank-2 layouts
// without tables and without negative strides, the element at (i, j) is
// base[i*S0 + j*S1] when i < D0 and j < D1.
func ScalarPathOf(l nd.Layout, dataLen int) ScalarPath { return check.ScalarPathOf(l, dataLen) }

// Pos is l.Pos(coords), ranks 3 and 4 without tables unrolled: the scalar
// accessors' slow path.
func Pos(l *nd.Layout, coords []int64) int64 { return check.Pos(l, coords) }

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
