//go:build !amd64 || purego

package move

func transpose[T Plain](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
}
