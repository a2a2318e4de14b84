//go:build !purego

package asm

import "unsafe"

// The scalar kernels need nothing past the x86-64 baseline (PREFETCHT0 is
// SSE); the row kernels use AVX moves.

func gather8[I Index](dst, src []uint8, idx []I) int {
	d, s, p := unsafe.SliceData(dst), unsafe.SliceData(src), unsafe.Pointer(unsafe.SliceData(idx))
	if int32Indices[I]() {
		return gather8I32Prefetch(d, s, len(src), (*int32)(p), len(idx))
	}
	return gather8Prefetch(d, s, len(src), (*int64)(p), len(idx))
}

func gather16[I Index](dst, src []uint16, idx []I) int {
	d, s, p := unsafe.SliceData(dst), unsafe.SliceData(src), unsafe.Pointer(unsafe.SliceData(idx))
	if int32Indices[I]() {
		return gather16I32Prefetch(d, s, len(src), (*int32)(p), len(idx))
	}
	return gather16Prefetch(d, s, len(src), (*int64)(p), len(idx))
}

func gather32[I Index](dst, src []uint32, idx []I) int {
	d, s, p := unsafe.SliceData(dst), unsafe.SliceData(src), unsafe.Pointer(unsafe.SliceData(idx))
	if int32Indices[I]() {
		return gather32I32Prefetch(d, s, len(src), (*int32)(p), len(idx))
	}
	return gather32Prefetch(d, s, len(src), (*int64)(p), len(idx))
}

func gather64[I Index](dst, src []uint64, idx []I) int {
	d, s, p := unsafe.SliceData(dst), unsafe.SliceData(src), unsafe.Pointer(unsafe.SliceData(idx))
	if int32Indices[I]() {
		return gather64I32Prefetch(d, s, len(src), (*int32)(p), len(idx))
	}
	return gather64Prefetch(d, s, len(src), (*int64)(p), len(idx))
}

// int32Indices reports whether I is 4 bytes wide.
func int32Indices[I Index]() bool {
	var zero I
	return unsafe.Sizeof(zero) == 4
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
