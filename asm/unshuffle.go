package asm

import "fmt"

// Unshuffle inverts the byte shuffle of Blosc (and HDF5): src holds the
// bytes of n = len(src)/typesize elements grouped by their position in
// the element, byte j of element i at src[j*n+i], and the bytes after the
// last whole element as they are. Its reference loop is
//
//	n := len(src) / typesize
//	for i := range n {
//		for j := range typesize {
//			dst[i*typesize+j] = src[j*n+i]
//		}
//	}
//	copy(dst[n*typesize:], src[n*typesize:])
//
// with AVX2 kernels for the first multiple of 32 elements where
// HasUnshuffle(typesize) holds. dst and src must not overlap. It panics
// if their lengths differ or typesize < 1.
func Unshuffle(dst, src []byte, typesize int) {
	if len(dst) != len(src) || typesize < 1 {
		panic(fmt.Sprintf("asm: Unshuffle: %d bytes into %d, element size %d",
			len(src), len(dst), typesize))
	}
	n := len(src) / typesize
	done := unshuffle(dst, src, typesize, n)
	unshuffleGo(dst, src, typesize, n, done)
	copy(dst[n*typesize:], src[n*typesize:])
}

// unshuffleGo is the twin of Unshuffle's loop for elements from..n-1.
func unshuffleGo(dst, src []byte, typesize, n, from int) {
	for j := range typesize {
		row := src[j*n+from : j*n+n]
		for i, b := range row {
			dst[(from+i)*typesize+j] = b
		}
	}
}
