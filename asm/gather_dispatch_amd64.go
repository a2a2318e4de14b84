//go:build !purego

package asm

import "unsafe"

// scalarGathers are the scalar gather kernels by element width in bytes,
// for int64 and int32 indices. They need nothing past the x86-64 baseline
// (PREFETCHT0 is SSE); the row kernels use AVX moves.
var scalarGathers = [...]struct {
	i64 func(dst, src *byte, bound int, idx *int64, n int) int
	i32 func(dst, src *byte, bound int, idx *int32, n int) int
}{
	1: {gather8Prefetch, gather8I32Prefetch},
	2: {gather16Prefetch, gather16I32Prefetch},
	4: {gather32Prefetch, gather32I32Prefetch},
	8: {gather64Prefetch, gather64I32Prefetch},
}

func gather[I Index](dst, src []byte, idx []I, width int) int {
	if width >= len(scalarGathers) || scalarGathers[width].i64 == nil {
		return gatherGo(dst, src, idx, width)
	}
	k := scalarGathers[width]
	d, s, bound := unsafe.SliceData(dst), unsafe.SliceData(src), len(src)/width
	p := unsafe.Pointer(unsafe.SliceData(idx))
	if unsafe.Sizeof(*new(I)) == 4 {
		return k.i32(d, s, bound, (*int32)(p), len(idx))
	}
	return k.i64(d, s, bound, (*int64)(p), len(idx))
}

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
