package ndzarr

import (
	"unsafe"

	"github.com/ndgo/ndarray/ndany"
)

// element is every element type ndzarr reads and writes: those whose
// items are plain bytes (which of them Zarr metadata may name is
// dtype.go's business).
type element interface{ ndany.Fixed }

// elemsOf returns the elements stored little-endian in b (byte-swapped
// first when bigEndian; b is modified then). It reuses b's memory when it
// is aligned for T and copies otherwise; bools are normalised to 0 and 1,
// since any other byte is not a valid Go bool.
func elemsOf[T element](b []byte, bigEndian bool) []T {
	var zero T
	size := int(unsafe.Sizeof(zero))
	n := len(b) / size
	if n == 0 {
		return []T{}
	}
	if bigEndian {
		ndany.SwapBytes(b[:n*size], wordSize[T]())
	}
	if _, isBool := any(zero).(bool); isBool {
		ndany.NormalizeBools(b)
	}
	align := int(unsafe.Alignof(zero))
	if uintptr(unsafe.Pointer(&b[0]))%uintptr(align) == 0 {
		return unsafe.Slice((*T)(unsafe.Pointer(&b[0])), n)
	}
	out := make([]T, n)
	copy(bytesOf(out), b)
	return out
}

// bytesOf views a slice of elements as its little-endian bytes (the
// machine's order: ndzarr builds only for little-endian machines).
func bytesOf[T element](s []T) []byte {
	if len(s) == 0 {
		return []byte{}
	}
	var zero T
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(zero)))
}

// storedBytes returns the stored bytes of s: s's own memory when little
// endian, else a byte-swapped copy.
func storedBytes[T element](s []T, bigEndian bool) []byte {
	b := bytesOf(s)
	if bigEndian && wordSize[T]() > 1 {
		b = append([]byte(nil), b...)
		ndany.SwapBytes(b, wordSize[T]())
	}
	return b
}

// wordSize is the size of T's byte-swapped unit: the element, or each
// half of a complex value.
func wordSize[T element]() int {
	var zero T
	switch any(zero).(type) {
	case complex64, complex128:
		return int(unsafe.Sizeof(zero)) / 2
	}
	return int(unsafe.Sizeof(zero))
}
