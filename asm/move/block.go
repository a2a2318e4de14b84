package move

import "fmt"

// MaxBlockRow is the longest row, in bytes, that CopyBlock has a kernel
// for: its widest size class moves up to 256 bytes in eight loads.
const MaxBlockRow = 256

// CopyBlock copies rows rows of n bytes: row r from src[s+r*srcPitch:]
// to dst[d+r*dstPitch:]. Its reference loop is
//
//	for r := range rows {
//		copy(dst[d+r*dstPitch:][:n], src[s+r*srcPitch:][:n])
//	}
//
// For rows of 1 to MaxBlockRow bytes the amd64 kernel moves each row with
// two to eight loads and stores (overlapping inside the row), in one loop:
// a copy() per short row costs a call and more than the row itself. Longer
// rows run the reference loop. Pitches may be negative; the rows of dst
// must not overlap each other or src. It panics if the first or last row
// of either side is out of range.
func CopyBlock(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	if rows <= 0 || n <= 0 {
		return
	}
	checkRows("dst", len(dst), d, dstPitch, n, rows)
	checkRows("src", len(src), s, srcPitch, n, rows)
	copyBlock(dst, d, dstPitch, src, s, srcPitch, n, rows)
}

func checkRows(side string, length, start, pitch, n, rows int) {
	if !rowsInside(length, start, pitch, n, rows) {
		panic(fmt.Sprintf("move: CopyBlock: %d rows of %d bytes from %d by %d are out of range of %s's %d bytes", rows, n, start, pitch, side, length))
	}
}

// copyBlockGo is the pure-Go twin of CopyBlock.
func copyBlockGo(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	for r := range rows {
		copy(dst[d+r*dstPitch:][:n], src[s+r*srcPitch:][:n])
	}
}
