package shuffle

import "fmt"

// Shuffle writes the bytes of src grouped by their position in the
// element: byte j of element i goes to dst[j*n+i], for the n =
// len(src)/typesize whole elements; the bytes after the last whole
// element are copied as they are. Its reference is shuffleBytes' loop,
//
//	for i := range n {
//		for j := range typesize {
//			dst[j*n+i] = src[i*typesize+j]
//		}
//	}
//	copy(dst[n*typesize:], src[n*typesize:])
//
// run by words (words.go). dst and src must not overlap. It panics if
// their lengths differ or typesize < 1.
func Shuffle(dst, src []byte, typesize int) {
	check("Shuffle", dst, src, typesize)
	byWords(dst, src, typesize, shuffleKernels)
}

// Unshuffle inverts Shuffle: byte j of element i from src[j*n+i], the
// bytes after the last whole element as they are. It runs the AVX2
// kernels for the first multiple of 32 elements where they have one for
// typesize (4 and 8 bytes), the byte loop for the rest; else it runs by
// words. dst and src must not overlap. It panics if their lengths differ
// or typesize < 1.
func Unshuffle(dst, src []byte, typesize int) {
	check("Unshuffle", dst, src, typesize)
	if !hasSIMD(typesize) {
		byWords(dst, src, typesize, unshuffleKernels)
		return
	}
	n := len(src) / typesize
	done := unshuffleSIMD(dst, src, typesize, n)
	unshuffleRange(dst, src, typesize, n, done, n)
	copy(dst[n*typesize:], src[n*typesize:])
}

// check panics on arguments no caller should pass: the SIMD kernels
// trust both lengths.
func check(name string, dst, src []byte, typesize int) {
	if len(dst) != len(src) || typesize < 1 {
		panic(fmt.Sprintf("shuffle: %s: %d bytes into %d, element size %d",
			name, len(src), len(dst), typesize))
	}
}
