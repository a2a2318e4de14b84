//go:build !amd64 || purego

package move

// stridedKernels reports whether this build has the strided rows kernels.
const stridedKernels = false

func stridedRows[T Plain](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) {
	stridedRowsGo(dst, d, dstPitch, src, s, srcPitch, stride, n, rows)
}
