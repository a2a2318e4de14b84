//go:build !amd64 || purego

package asm

func transpose[T Plain](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
}
