package compute

import "unsafe"

// streamBytes is the size of dst, in bytes, from which the kernels write
// it with non-temporal stores: below it dst is likely to be read again
// from the cache, and streaming it out would cost that read; above it,
// streaming saves the read of dst's lines into the cache before they are
// written. Tests lower it to stream small slices.
var streamBytes = 4 << 20

// streamHead says whether a dst of n elements of width bytes at p is
// streamed and, if so, how many of its elements come before its first
// 64-byte boundary: those are written with ordinary stores, as the
// non-temporal ones need aligned addresses. A dst not aligned to its
// element width is not streamed.
func streamHead(p unsafe.Pointer, n, width int) (head int, ok bool) {
	if n*width < streamBytes || uintptr(p)%uintptr(width) != 0 {
		return 0, false
	}
	head = int(-uintptr(p)&63) / width
	return head, head < n
}
