//go:build !amd64 || purego

package shuffle

// hasSIMD reports whether Unshuffle has a kernel for elements of typesize
// bytes; here it has none.
func hasSIMD(typesize int) bool { return false }

// unshuffleSIMD leaves every element to the Go loops.
func unshuffleSIMD(dst, src []byte, typesize, n int) int { return 0 }
