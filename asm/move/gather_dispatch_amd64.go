//go:build !purego

package move

import "unsafe"

// gather calls the scalar kernels for the element width through byIndex,
// which is inlined, so that the calls are direct: a call through a function
// value would make dst, src and idx escape, and with them the callers'
// position buffers (a test checks). The kernels need nothing past the
// x86-64 baseline (PREFETCHT0 is SSE).
func gather[I Index](dst, src []byte, idx []I, width int) int {
	d, s := unsafe.SliceData(dst), unsafe.SliceData(src)
	switch width {
	case 1:
		return byIndex(d, s, len(src), idx, gather8Prefetch, gather8I32Prefetch)
	case 2:
		return byIndex(d, s, len(src)/2, idx, gather16Prefetch, gather16I32Prefetch)
	case 4:
		return byIndex(d, s, len(src)/4, idx, gather32Prefetch, gather32I32Prefetch)
	case 8:
		return byIndex(d, s, len(src)/8, idx, gather64Prefetch, gather64I32Prefetch)
	}
	return gatherGo(dst, src, idx, width)
}

// byIndex runs the kernel for I's width: k32 for int32 indices, else k64.
func byIndex[I Index](d, s *byte, bound int, idx []I,
	k64 func(dst, src *byte, bound int, idx *int64, n int) int,
	k32 func(dst, src *byte, bound int, idx *int32, n int) int) int {
	if unsafe.Sizeof(*new(I)) == 4 {
		return k32(d, s, bound, indexData[int32](idx), len(idx))
	}
	return k64(d, s, bound, indexData[int64](idx), len(idx))
}

// indexData is the first of idx as the kernels' index type, which has I's
// size.
func indexData[J, I Index](idx []I) *J { return (*J)(unsafe.Pointer(unsafe.SliceData(idx))) }

// minRowKernel is the shortest row the row kernels move: they move rows in
// 16-byte vectors.
const minRowKernel = 16

// gatherRows dispatches by row size; the caller has checked that
// len(src) >= size.
func gatherRows(dst, src []byte, pos []int64, size int) int {
	if !useAVX2 || size < minRowKernel || len(pos) == 0 {
		return gatherRowsGo(dst, src, pos, size)
	}
	d, s, limit, p, n := unsafe.SliceData(dst), unsafe.SliceData(src), len(src)-size, unsafe.SliceData(pos), len(pos)
	switch size {
	case 16:
		return gatherRows16AVX(d, s, limit, p, n)
	case 32:
		return gatherRows32AVX(d, s, limit, p, n)
	case 64:
		return gatherRows64AVX(d, s, limit, p, n)
	case 128:
		return gatherRows128AVX(d, s, limit, p, n)
	}
	return gatherRowsAnyAVX(d, s, limit, p, n, size)
}
