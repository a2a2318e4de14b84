//go:build !amd64 || purego

package asm

// HasUnshuffle reports whether Unshuffle has a kernel for elements of
// typesize bytes; here it has none, and callers may prefer a Go loop of
// their own to its byte loop.
func HasUnshuffle(typesize int) bool { return false }

// unshuffle leaves every element to the twin.
func unshuffle(dst, src []byte, typesize, n int) int { return 0 }
