package move

import (
	"fmt"

	"github.com/ndgo/ndarray/internal/safe"
)

// StreamRows copies len(dst)/n rows of n bytes, row r from
// src[s+r*pitch:], into the contiguous dst. Its reference loop is
//
//	for r := range len(dst) / n {
//		copy(dst[r*n:][:n], src[s+r*pitch:][:n])
//	}
//
// With the kernel (rows of 128 bytes or more) dst is written as one
// stream: every cache line wholly inside it with non-temporal stores, the
// lines where two rows meet too, which a copy per row (StreamCopy) writes
// with two ordinary partial stores and so reads from memory first. Call
// Fence afterwards, as for StreamCopy. The pitch may be negative; dst must
// not overlap src. It panics if len(dst) is not a multiple of n or a row
// is out of range of src.
func StreamRows(dst, src []byte, s, pitch, n int) {
	if len(dst) == 0 {
		return
	}
	if n <= 0 || len(dst)%n != 0 {
		panic(fmt.Sprintf("move: StreamRows of %d bytes in rows of %d", len(dst), n))
	}
	rows := len(dst) / n
	if !rowsInside(len(src), s, pitch, n, rows) {
		panic(fmt.Sprintf("move: StreamRows: %d rows of %d bytes from %d by %d are out of range of %d bytes", rows, n, s, pitch, len(src)))
	}
	streamRows(dst, src, s, pitch, n)
}

// rowsInside reports whether rows >= 1 rows of n > 0 bytes, the first at
// start and the others pitch apart, lie inside [0, length): whether the
// rows' starts lie inside [0, length-n], found without overflow.
func rowsInside(length, start, pitch, n, rows int) bool {
	if n > length {
		return false
	}
	_, ok := safe.Last(length-n+1, start, pitch, rows)
	return ok
}

// streamRowsGo is the pure-Go twin of StreamRows.
func streamRowsGo(dst, src []byte, s, pitch, n int) {
	for r := range len(dst) / n {
		copy(dst[r*n:][:n], src[s+r*pitch:][:n])
	}
}
