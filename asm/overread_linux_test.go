package asm

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// guarded returns a slice of n elements of T that ends exactly where an
// inaccessible page begins (atEnd) or starts exactly where one ends, so
// that any load past the slice's end (or before its start) faults.
func guarded[T any](t *testing.T, n int, atEnd bool) []T {
	page := unix.Getpagesize()
	size := int(unsafe.Sizeof(*new(T)))
	span := max(1, (n*size+page-1)/page) * page
	mem, err := unix.Mmap(-1, 0, span+page, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	require.NoError(t, err)
	t.Cleanup(func() { _ = unix.Munmap(mem) })
	if atEnd {
		require.NoError(t, unix.Mprotect(mem[span:], unix.PROT_NONE))
		return unsafe.Slice((*T)(unsafe.Pointer(&mem[span-n*size])), n)
	}
	require.NoError(t, unix.Mprotect(mem[:page], unix.PROT_NONE))
	return unsafe.Slice((*T)(unsafe.Pointer(&mem[page])), n)
}

// The shuffle kernels load whole vectors; none may touch memory outside
// the source slice, whatever the length and stride.
func TestGatherStaysInsideSource(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, stride := range []int{2, 3, 4, -1} {
			for n := 16; n < 170; n++ { // past the 1-byte kernels' line-aligned loops too
				span := (n-1)*abs(stride) + 1
				atEnd := stride > 0
				start := 0
				if !atEnd {
					start = span - 1
				}
				s32 := guarded[uint32](t, span, atEnd)
				d32 := make([]uint32, n)
				StreamGather(d32, s32, start, stride)
				StridedGather(d32, s32, start, stride)
				s64 := guarded[uint64](t, span, atEnd)
				d64 := make([]uint64, n)
				StreamGather(d64, s64, start, stride)
				StridedGather(d64, s64, start, stride)
				if stride == 2 || stride == -1 {
					s8, s16 := guarded[uint8](t, span, atEnd), guarded[uint16](t, span, atEnd)
					d8, d16 := make([]uint8, n), make([]uint16, n)
					StreamGather(d8, s8, start, stride)
					StridedGather(d8, s8, start, stride)
					StreamGather(d16, s16, start, stride)
					StridedGather(d16, s16, start, stride)
				}
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
			idx := guarded[int64](t, n, true)
			for i := range idx {
				idx[i] = int64(i % 5)
			}
			for _, atEnd := range []bool{true, false} {
				src32 := guarded[uint32](t, 5, atEnd)
				require.Equal(t, n, gatherOf(guarded[uint32](t, n, atEnd), src32, idx))
				src8 := guarded[uint8](t, 5, atEnd)
				require.Equal(t, n, gatherOf(guarded[uint8](t, n, atEnd), src8, idx))
				idx32 := guarded[int32](t, n, true)
				for i := range idx32 {
					idx32[i] = int32(i % 5)
				}
				require.Equal(t, n, gatherOf(guarded[uint64](t, n, atEnd), guarded[uint64](t, 5, atEnd), idx32))
				for _, size := range []int{16, 24, 64, 100} {
					src := guarded[byte](t, size+4, atEnd)
					pos := guarded[int64](t, n, true)
					for i := range pos {
						pos[i] = int64(i % 5)
					}
					require.Equal(t, n, GatherRows(guarded[byte](t, n*size, atEnd), src, pos, size))
				}
			}
		}
	})
}

// Prefetch touches no memory: not even a slice that ends at an inaccessible
// page faults, and nothing changes.
func TestPrefetch(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range []int{0, 1, 63, 64, 65, 1000, 4096} {
			for _, atEnd := range []bool{true, false} {
				b := guarded[byte](t, n, atEnd)
				for i := range b {
					b[i] = byte(i)
				}
				orig := slices.Clone(b)
				for off := range min(n, 3) {
					Prefetch(b[off:])
				}
				Prefetch(b)
				requireSame(t, orig, b, "n=%d", n)
			}
		}
	})
}
