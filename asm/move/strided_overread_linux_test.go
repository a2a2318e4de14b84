package move

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The strided rows kernels load single elements, or vectors at both ends
// of a row's window, store vectors at both ends of a row, and prefetch
// rows ahead: no load may leave src, whose extreme element borders an
// inaccessible page (after it or before it), nor any store dst, and the
// prefetches past the block, into the inaccessible page too, never fault.
func TestStridedRowsStayInsideTheirSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for n := 1; n <= MaxStridedRow+1; n++ {
			for _, stride := range []int{-5, -1, 0, 1, 2, 3, 7} {
				for _, atEnd := range []bool{true, false} {
					stridedGuarded[uint32](t, n, stride, atEnd)
					stridedGuarded[uint64](t, n, stride, atEnd)
				}
			}
		}
	})
}

// The same for rows longer than MaxStridedRow, which go to the strided
// gathers' kernels row by row.
func TestStridedRowsLongStayInsideTheirSlices(t *testing.T) {
	forEachGatherVariant(t, func(t *testing.T) {
		for _, n := range []int{16, 17, 40, 65, 129, 300} {
			for _, stride := range []int{-1, 2, 3, 4} {
				for _, atEnd := range []bool{true, false} {
					stridedGuarded[uint8](t, n, stride, atEnd)
					stridedGuarded[uint16](t, n, stride, atEnd)
					stridedGuarded[uint32](t, n, stride, atEnd)
					stridedGuarded[uint64](t, n, stride, atEnd)
				}
			}
		}
	})
}

// stridedGuarded copies 3 rows of n elements by stride from a source that
// holds exactly the block's extent, the rows going towards the guard page
// (pitch of the stride's sign when it has one), into a destination of
// exactly the 3 rows, and checks the element nearest the guard.
func stridedGuarded[T uint8 | uint16 | uint32 | uint64](t *testing.T, n, stride int, atEnd bool) {
	const rows = 3
	pitch := n*max(abs(stride), 1) + 2
	colExt := (n - 1) * abs(stride)
	span := (rows-1)*pitch + colExt + 1
	src := kerneltest.Guarded[T](t, span, atEnd)
	for i := range src {
		src[i] = T(i + 1)
	}
	// Towards the guard: up (positive pitch) at the end, down at the start.
	s, sp := 0, pitch
	if stride < 0 {
		s = colExt
	}
	if !atEnd {
		s, sp = span-1-colExt, -pitch
		if stride < 0 {
			s = span - 1
		}
	}
	dst := kerneltest.Guarded[T](t, rows*n, atEnd)
	d, dp := 0, n
	if !atEnd {
		d, dp = (rows-1)*n, -n
	}
	StridedRows(dst, d, dp, src, s, sp, stride, n, rows)
	last := rows - 1
	for j := range n {
		require.Equal(t, src[s+last*sp+j*stride], dst[d+last*dp+j],
			"n=%d stride %d atEnd %v", n, stride, atEnd)
	}
	// The block reaches the guard: its extreme corner is src's edge.
	corners := []int{s, s + (n-1)*stride, s + last*sp, s + last*sp + (n-1)*stride}
	if atEnd {
		require.Equal(t, span-1, slices.Max(corners))
	} else {
		require.Equal(t, 0, slices.Min(corners))
	}
}
