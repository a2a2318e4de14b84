package move

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/internal/safe"
)

// MaxStridedRow is the longest row, in elements, that StridedRows has a
// kernel for: rows that short cost less than a call each, so a block of
// them is moved in one.
const MaxStridedRow = 15

// HasStridedRows reports whether StridedRows has kernels for elements of
// T in this build: 4- and 8-byte ones on amd64, none with the purego tag
// or on other architectures. Without one it runs its Go twin, the
// reference loop, for which callers may have a faster one of their own.
func HasStridedRows[T Plain]() bool {
	size := unsafe.Sizeof(*new(T))
	return stridedKernels && (size == 4 || size == 8)
}

// StridedRows copies rows rows of n elements, the elements of a row
// stride apart in src and contiguous in dst: row r from
// src[s+r*srcPitch:] into dst[d+r*dstPitch:]. Its reference loop is
//
//	for r := range rows {
//		for j := range n {
//			dst[d+r*dstPitch+j] = src[s+r*srcPitch+j*stride]
//		}
//	}
//
// For 4- and 8-byte elements and rows of 1 to MaxStridedRow elements the
// amd64 kernels move a whole row per iteration of one loop and prefetch
// the rows ahead: rows of at most 32 bytes whose elements lie within 64
// (a stride of a few elements) with two vector loads, a permute and one or
// two stores, the others with a load and a store per element. In a copy
// from memory each row is a cache miss, and the fewer instructions a row
// costs, the more rows' misses the core overlaps. Longer rows at a stride
// HasStridedGather lists run StridedGather's kernels, called for each row from
// one loop without its checks. Other rows run the reference loop. The
// stride and the pitches may be negative or zero; the rows of dst must not
// overlap each other or src. It panics if an element of a row is out of
// range of src or dst.
func StridedRows[T Plain](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) {
	if rows <= 0 || n <= 0 {
		return
	}
	checkBlock("dst", len(dst), d, dstPitch, 1, n, rows)
	checkBlock("src", len(src), s, srcPitch, stride, n, rows)
	stridedRows(dst, d, dstPitch, src, s, srcPitch, stride, n, rows)
}

func checkBlock(side string, length, start, pitch, step, n, rows int) {
	if !blockInside(length, start, pitch, step, n, rows) {
		panic(fmt.Sprintf("move: StridedRows: %d rows of %d elements by %d from %d by %d "+
			"are out of range of %s's %d", rows, n, step, start, pitch, side, length))
	}
}

// blockInside reports whether every element start + r*pitch + j*step, for
// r < rows and j < n (both >= 1), lies in [0, length), without overflow.
// The position is affine in (r, j), so over the block it takes its least
// and greatest values at the four corners: if the first and last rows'
// starts are in range (the first column) and so are both those rows whole,
// all four corners are, and every element lies between two of them.
// safe.Last checks each of those three runs exactly, so no wrapped
// product passes for one in range.
func blockInside(length, start, pitch, step, n, rows int) bool {
	last, ok := safe.Last(length, start, pitch, rows)
	if !ok {
		return false
	}
	_, ok1 := safe.Last(length, start, step, n)
	_, ok2 := safe.Last(length, last, step, n)
	return ok1 && ok2
}

// stridedRowsGo is the pure-Go twin of StridedRows.
func stridedRowsGo[T any](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) {
	for r := range rows {
		for j := range n {
			dst[d+r*dstPitch+j] = src[s+r*srcPitch+j*stride]
		}
	}
}
