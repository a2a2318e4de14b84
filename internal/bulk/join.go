package bulk

import (
	"bytes"
	"unsafe"
)

// MinJoinPiece is the shortest average piece (in bytes) JoinPlain is for:
// the piece list costs 24 bytes a piece, and each piece a copy() call.
const MinJoinPiece = 256

// JoinPlain returns a new slice holding the pieces one after another, and
// true; or nil and false if the pieces average fewer than MinJoinPiece
// bytes (the caller then copies them into a slice of its own).
//
// It is for results that are wholly written by copying: make zeroes a
// slice (a memclr of the whole result when the runtime reuses memory, as
// much traffic again as writing it), then the copy overwrites it.
// bytes.Join allocates its result without zeroing it and copies the pieces
// in, so every byte is written once. Its result is only ever the pieces'
// bytes: JoinPlain checks its length and, since a byte slice need not be
// aligned for T, its alignment, and copies it into a made slice if either
// is not as expected.
func JoinPlain[T Plain](pieces [][]T) ([]T, bool) {
	var zero T
	size := int(unsafe.Sizeof(zero))
	n := 0
	for _, p := range pieces {
		n += len(p) // no overflow: each piece is a slice in memory
	}
	if n == 0 || n*size < MinJoinPiece*len(pieces) {
		return nil, false
	}
	raw := make([][]byte, len(pieces))
	for i, p := range pieces {
		raw[i] = bytesOf(p)
	}
	return fromJoined[T](bytes.Join(raw, nil), n), true
}

// fromJoined returns b, n elements of T as bytes, as a []T: b itself if
// it is that long and aligned for T, else a copy.
func fromJoined[T Plain](b []byte, n int) []T {
	var zero T
	size := int(unsafe.Sizeof(zero))
	if len(b) == n*size && uintptr(unsafe.Pointer(unsafe.SliceData(b)))%unsafe.Alignof(zero) == 0 {
		return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(b))), n)
	}
	out := make([]T, n)
	copy(bytesOf(out), b) // copies no more than out holds
	return out
}
