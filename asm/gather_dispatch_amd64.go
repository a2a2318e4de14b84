//go:build !purego

package asm

import "unsafe"

// The scalar kernels need nothing past the x86-64 baseline (PREFETCHT0 is
// SSE); the row kernels use AVX moves.

func gather8(dst, src []uint8, idx []int64) int {
	return gather8Prefetch(unsafe.SliceData(dst), unsafe.SliceData(src), len(src), unsafe.SliceData(idx), len(idx))
}

func gather16(dst, src []uint16, idx []int64) int {
	return gather16Prefetch(unsafe.SliceData(dst), unsafe.SliceData(src), len(src), unsafe.SliceData(idx), len(idx))
}

func gather32(dst, src []uint32, idx []int64) int {
	return gather32Prefetch(unsafe.SliceData(dst), unsafe.SliceData(src), len(src), unsafe.SliceData(idx), len(idx))
}

func gather64(dst, src []uint64, idx []int64) int {
	return gather64Prefetch(unsafe.SliceData(dst), unsafe.SliceData(src), len(src), unsafe.SliceData(idx), len(idx))
}

// gatherRows dispatches by row size; the caller has checked that
// len(src) >= size.
func gatherRows(dst, src []byte, pos []int64, size int) int {
	if !useAVX2 || size < 16 || len(pos) == 0 {
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
