package move

import (
	"fmt"
	"unsafe"
)

// HasTranspose reports whether Transpose has tile kernels for elements of
// T: 4- and 8-byte ones. For other widths it runs its Go twin.
func HasTranspose[T Plain]() bool {
	size := unsafe.Sizeof(*new(T))
	return size == 4 || size == 8
}

// Transpose transposes a rows×cols block. Its reference loop is
//
//	for i := range rows {
//		for j := range cols {
//			dst[j*dstPitch+i] = src[i*srcPitch+j]
//		}
//	}
//
// where HasTranspose holds and the CPU allows, tiles (8×8 of 4-byte
// elements, 4×4 of 8-byte ones) are transposed in AVX registers, walked in
// blocks of source rows and columns sized for the caches. dst and src must
// not overlap.
//
// It panics if rows or cols is negative, if a pitch is smaller than the row
// it must hold (srcPitch < cols when rows > 1, dstPitch < rows when
// cols > 1) or if a slice is too short: src needs (rows-1)*srcPitch+cols
// elements and dst (cols-1)*dstPitch+rows, when rows and cols are not zero.
func Transpose[T Plain](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	if !checkTranspose(len(dst), dstPitch, len(src), srcPitch, rows, cols) {
		return
	}
	transpose(dst, dstPitch, src, srcPitch, rows, cols)
}

// checkTranspose panics on arguments the reference loop would reject (or
// that make its rows overlap) and reports whether there is anything to do.
func checkTranspose(dstLen, dstPitch, srcLen, srcPitch, rows, cols int) bool {
	if rows < 0 || cols < 0 {
		panic(fmt.Sprintf("move: transpose of a %d×%d block", rows, cols))
	}
	if rows == 0 || cols == 0 {
		return false
	}
	if rows > 1 && srcPitch < cols {
		panic(fmt.Sprintf("move: transpose source pitch %d is less than its %d columns", srcPitch, cols))
	}
	if cols > 1 && dstPitch < rows {
		panic(fmt.Sprintf("move: transpose destination pitch %d is less than its %d columns (the source rows)", dstPitch, rows))
	}
	if !spans(srcLen, srcPitch, rows, cols) {
		panic(fmt.Sprintf("move: transpose source of %d elements is too short for %d rows of %d at pitch %d", srcLen, rows, cols, srcPitch))
	}
	if !spans(dstLen, dstPitch, cols, rows) {
		panic(fmt.Sprintf("move: transpose destination of %d elements is too short for %d rows of %d at pitch %d", dstLen, cols, rows, dstPitch))
	}
	return true
}

// spans reports whether n elements hold rows rows of cols elements pitch
// apart, (rows-1)*pitch+cols, computed without overflow (rows, cols >= 1
// and pitch >= cols when rows > 1).
func spans(n, pitch, rows, cols int) bool {
	if n < cols {
		return false
	}
	return rows == 1 || pitch <= (n-cols)/(rows-1)
}

// transposeGoBlock is the number of columns the pure-Go twin transposes per
// pass down the rows, so that the destination rows of a pass stay cached
// from one tile to the next.
const transposeGoBlock = 256

// transposeGo is the pure-Go twin of Transpose: 8-row tiles, walked down
// the rows in blocks of transposeGoBlock columns.
func transposeGo[T any](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	for jb := 0; jb < cols; jb += transposeGoBlock {
		w := min(transposeGoBlock, cols-jb)
		transposeTilesGo(dst[jb*dstPitch:], dstPitch, src[jb:], srcPitch, rows, w)
	}
}

// transposeTilesGo transposes 8 source rows at a time, writing 8
// consecutive destination elements per source column; one slice per source
// row lets the compiler drop the bounds checks of the inner loop.
func transposeTilesGo[T any](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	i := 0
	for ; i+8 <= rows; i += 8 {
		s0 := src[i*srcPitch:][:cols]
		s1 := src[(i+1)*srcPitch:][:cols]
		s2 := src[(i+2)*srcPitch:][:cols]
		s3 := src[(i+3)*srcPitch:][:cols]
		s4 := src[(i+4)*srcPitch:][:cols]
		s5 := src[(i+5)*srcPitch:][:cols]
		s6 := src[(i+6)*srcPitch:][:cols]
		s7 := src[(i+7)*srcPitch:][:cols]
		for j := range s0 {
			d := dst[j*dstPitch+i:][:8]
			d[0], d[1], d[2], d[3] = s0[j], s1[j], s2[j], s3[j]
			d[4], d[5], d[6], d[7] = s4[j], s5[j], s6[j], s7[j]
		}
	}
	for ; i < rows; i++ {
		for j, v := range src[i*srcPitch:][:cols] {
			dst[j*dstPitch+i] = v
		}
	}
}
