//go:build !cgo

package codec

// zstdC says zstd frames are decoded by the Go decoder alone (no cgo).
const zstdC = false

// zstdIntoC is never called without cgo.
func zstdIntoC(src, dst []byte) error { panic("ndzarr: no C zstd decoder without cgo") }
