package shuffle

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// pageGuarded returns n bytes that end exactly where an inaccessible page
// begins (atEnd) or start exactly where one ends, so that any load past
// the slice's end (or before its start) faults.
func pageGuarded(t *testing.T, n int, atEnd bool) []byte {
	page := unix.Getpagesize()
	span := max(1, (n+page-1)/page) * page
	mem, err := unix.Mmap(-1, 0, span+page, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_PRIVATE|unix.MAP_ANON)
	require.NoError(t, err)
	t.Cleanup(func() { _ = unix.Munmap(mem) })
	if atEnd {
		require.NoError(t, unix.Mprotect(mem[span:], unix.PROT_NONE))
		return unsafe.Slice(&mem[span-n], n)
	}
	require.NoError(t, unix.Mprotect(mem[:page], unix.PROT_NONE))
	return unsafe.Slice(&mem[page], n)
}

// The unshuffle kernels load 32 bytes of every row and store whole
// vectors: none may touch memory outside src or dst, which start or end
// at an inaccessible page, and the result matches the byte loop.
func TestUnshuffleStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, typesize := range []int{4, 8} {
				for _, n := range unshuffleLengths {
					for _, tail := range []int{0, 3} {
						size := n*typesize + tail
						src := pageGuarded(t, size, atEnd)
						copy(src, randomBytes(size, 9))
						dst, want := pageGuarded(t, size, atEnd), make([]byte, size)
						Unshuffle(dst, src, typesize)
						unshuffleBytes(want, src, typesize)
						require.Equal(t, want, dst, "typesize %d n=%d tail %d", typesize, n, tail)
					}
				}
			}
		}
	})
}
