//go:build !purego

package asm

import "unsafe"

// stridedRows runs the kernel for 4- and 8-byte elements and rows of up to
// MaxStridedRow elements, the twin for the rest. The caller has checked
// that every element is in range, so the stride and pitches in bytes do
// not overflow where the kernel uses them: a stride only matters for rows
// of two elements or more, which put it (times n-1) inside src, and a
// pitch only for two rows or more.
func stridedRows[T Plain](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) {
	width := int(unsafe.Sizeof(dst[0]))
	if !useAVX2 || n > MaxStridedRow || (width != 4 && width != 8) {
		stridedRowsGo(dst, d, dstPitch, src, s, srcPitch, stride, n, rows)
		return
	}
	if n == 1 {
		stride = 0
	}
	if rows == 1 {
		dstPitch, srcPitch = 0, 0
	}
	p, q := bytePtr(&dst[d]), bytePtr(&src[s])
	if width == 4 {
		stridedRows32(p, q, n, stride*4, dstPitch*4, srcPitch*4, rows)
		return
	}
	stridedRows64(p, q, n, stride*8, dstPitch*8, srcPitch*8, rows)
}
