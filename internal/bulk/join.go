package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
)

// MinJoinPiece is the shortest average piece (in bytes) JoinPlain is for:
// the piece list costs 24 bytes a piece, and each piece a copy() call.
const MinJoinPiece = 256

// JoinPlain returns a new slice holding the pieces one after another, and
// true; or nil and false if the pieces average fewer than MinJoinPiece
// bytes (the caller then copies them into a slice of its own).
//
// It is for results that are wholly written by copying: its slice is
// MakeUninit's, which the pieces fill, so every byte is written once; a
// result of move.StreamThreshold bytes or more is written with
// non-temporal stores (streamContiguous), which do not first read the
// cold destination into the cache.
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
	out := MakeUninit[T](int64(n))
	stream := n*size >= move.StreamThreshold
	at := 0
	for _, p := range pieces {
		if stream {
			streamContiguous(out[at:at+len(p)], p)
		} else {
			copy(out[at:], p)
		}
		at += len(p)
	}
	if stream {
		move.Fence()
	}
	return out, true
}
