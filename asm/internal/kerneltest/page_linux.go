package kerneltest

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// Guarded returns a slice of n elements of T that ends exactly where an
// inaccessible page begins (atEnd) or starts exactly where one ends, so
// that any load past the slice's end (or before its start) faults. The
// mapping goes at the end of the test.
func Guarded[T any](t *testing.T, n int, atEnd bool) []T {
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
