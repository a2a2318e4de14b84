//go:build !purego

package shuffle

import "unsafe"

// hasSIMD reports whether Unshuffle has a kernel for elements of typesize
// bytes on this CPU: 4 and 8 with AVX2. Other sizes run by words.
func hasSIMD(typesize int) bool {
	return useAVX2 && (typesize == 4 || typesize == 8)
}

// unshuffleSIMD runs the kernel for typesize (hasSIMD holds) on the first
// multiple of 32 of the n elements, if there is one, and returns how many
// it moved. The kernel's loads stay inside each row (32 elements from
// element i < n), its stores inside the elements it moves.
func unshuffleSIMD(dst, src []byte, typesize, n int) int {
	steps := n / 32
	if steps == 0 {
		return 0
	}
	d, s := unsafe.SliceData(dst), unsafe.SliceData(src)
	if typesize == 4 {
		unshuffle32AVX2(d, s, n, steps)
	} else {
		unshuffle64AVX2(d, s, n, steps)
	}
	return 32 * steps
}
