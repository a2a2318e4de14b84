package move

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// The shuffle kernels load whole vectors; none may touch memory outside
// the source slice, whatever the length and stride.
func TestGatherStaysInsideSource(t *testing.T) {
	// Past the 1-byte kernels' line-aligned loops and unrolled loops (128
	// bytes a turn) too.
	var lengths []int
	for n := 16; n < 170; n++ {
		lengths = append(lengths, n)
	}
	lengths = append(lengths, 255, 256, 257, 258, 300, 511, 512, 513, 1025)
	forEachGatherVariant(t, func(t *testing.T) {
		for _, stride := range []int{2, 3, 4, -1} {
			for _, n := range lengths {
				span := (n-1)*abs(stride) + 1
				atEnd := stride > 0
				start := 0
				if !atEnd {
					start = span - 1
				}
				s32 := kerneltest.Guarded[uint32](t, span, atEnd)
				d32 := make([]uint32, n)
				StreamGather(d32, s32, start, stride)
				StridedGather(d32, s32, start, stride)
				s64 := kerneltest.Guarded[uint64](t, span, atEnd)
				d64 := make([]uint64, n)
				StreamGather(d64, s64, start, stride)
				StridedGather(d64, s64, start, stride)
				s8, s16 := kerneltest.Guarded[uint8](t, span, atEnd), kerneltest.Guarded[uint16](t, span, atEnd)
				d8, d16 := make([]uint8, n), make([]uint16, n)
				StreamGather(d8, s8, start, stride)
				StridedGather(d8, s8, start, stride)
				StreamGather(d16, s16, start, stride)
				StridedGather(d16, s16, start, stride)
			}
		}
	})
}

// The gathers read the index array ahead of the element they move (to
// prefetch), and the row kernels move rows in vectors: no read may leave
// the index array or the source, nor any write dst.
func TestGathersStayInsideTheirSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for n := range 140 {
			for _, atEnd := range []bool{true, false} {
				for _, width := range []int{1, 2, 4, 8, 16} {
					src := kerneltest.Guarded[byte](t, 5*width, atEnd)
					require.Equal(t, n, Gather(kerneltest.Guarded[byte](t, n*width, atEnd), src, guardedIndices[int64](t, n), width))
					require.Equal(t, n, Gather(kerneltest.Guarded[byte](t, n*width, atEnd), src, guardedIndices[int32](t, n), width))
				}
				for _, size := range []int{16, 24, 32, 64, 100, 128} {
					src := kerneltest.Guarded[byte](t, size+4, atEnd)
					require.Equal(t, n, GatherRows(kerneltest.Guarded[byte](t, n*size, atEnd), src, guardedIndices[int64](t, n), size))
				}
			}
		}
	})
}

// guardedIndices returns n indices (or byte positions) from 0 to 4 that
// end at an inaccessible page.
func guardedIndices[I Index](t *testing.T, n int) []I {
	idx := kerneltest.Guarded[I](t, n, true)
	for i := range idx {
		idx[i] = I(i % 5)
	}
	return idx
}

// The streaming copy moves vectors and the block kernel overlapping moves:
// none may leave either slice.
func TestCopiesStayInsideTheirSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, n := range append(kerneltest.Lengths, 300, 513) {
				src := kerneltest.Guarded[byte](t, n, atEnd)
				StreamCopy(kerneltest.Guarded[byte](t, n, atEnd), src)
				StreamFill(kerneltest.Guarded[byte](t, n, atEnd), &[64]byte{1, 2, 3})
			}
			Fence()
			for n := 1; n <= MaxBlockRow+1; n++ {
				const rows, gap = 3, 5
				span := (rows-1)*(n+gap) + n
				// At the end the rows go up from 0 to the guard; at the
				// start they go down from the last row to the guard.
				start, pitch := 0, n+gap
				if !atEnd {
					start, pitch = span-n, -(n + gap)
				}
				src, dst := kerneltest.Guarded[byte](t, span, atEnd), kerneltest.Guarded[byte](t, span, atEnd)
				CopyBlock(dst, start, pitch, src, start, pitch, n, rows)
				require.Equal(t, src[start:start+n], dst[start:start+n], "n=%d", n)
			}
		}
	})
}

// The transposes load and store whole tile rows: none may leave either
// slice, whose first and last rows end at inaccessible pages.
func TestTransposeStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, rows := range []int{1, 7, 8, 17, 33} {
				for _, cols := range []int{1, 4, 9, 16, 35} {
					transposeGuarded[uint32](t, rows, cols, atEnd)
					transposeGuarded[uint64](t, rows, cols, atEnd)
				}
			}
		}
	})
}

func transposeGuarded[T uint32 | uint64](t *testing.T, rows, cols int, atEnd bool) {
	srcPitch, dstPitch := cols+3, rows+1
	src := kerneltest.Guarded[T](t, (rows-1)*srcPitch+cols, atEnd)
	dst := kerneltest.Guarded[T](t, (cols-1)*dstPitch+rows, atEnd)
	for i := range src {
		src[i] = T(i + 1)
	}
	Transpose(dst, dstPitch, src, srcPitch, rows, cols)
	require.Equal(t, src[(rows-1)*srcPitch+cols-1], dst[(cols-1)*dstPitch+rows-1], "%d×%d", rows, cols)
}

// Prefetch touches no memory: not even a slice that ends at an inaccessible
// page faults, and nothing changes.
func TestPrefetch(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range []int{0, 1, 63, 64, 65, 1000, 4096} {
			for _, atEnd := range []bool{true, false} {
				b := kerneltest.Guarded[byte](t, n, atEnd)
				for i := range b {
					b[i] = byte(i)
				}
				orig := slices.Clone(b)
				for off := range min(n, 3) {
					Prefetch(b[off:])
				}
				Prefetch(b)
				kerneltest.RequireSame(t, orig, b, "n=%d", n)
			}
		}
	})
}
