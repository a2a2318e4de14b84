//go:build !purego

package asm

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// useAVX2 selects the AVX2 kernels; tests turn it off to run the twins.
var useAVX2 = cpu.X86.HasAVX2

func fenceIfStreaming() {
	if useAVX2 {
		fence()
	}
}

func streamCopy(dst, src []byte) {
	if !useAVX2 || len(dst) < 256 { // small copies gain nothing from streaming
		copy(dst, src)
		return
	}
	streamCopyAVX2(unsafe.SliceData(dst), unsafe.SliceData(src), len(dst))
}

// shuffles are the AVX2 kernels of one element width and store kind:
// dst[i] = src[i*stride] for n elements, src pointing at the first.
type shuffles[T uint8 | uint16 | uint32 | uint64] struct {
	stride2, stride3, stride4, reverse func(dst, src *T, n int) // nil: no kernel
}

var (
	stream8  = shuffles[uint8]{stride2: streamGather8Stride2AVX2, reverse: streamReverse8AVX2}
	stream16 = shuffles[uint16]{stride2: streamGather16Stride2AVX2, reverse: streamReverse16AVX2}
	cached8  = shuffles[uint8]{stride2: gather8Stride2AVX2, reverse: reverse8AVX2}
	cached16 = shuffles[uint16]{stride2: gather16Stride2AVX2, reverse: reverse16AVX2}
	stream32 = shuffles[uint32]{streamGather32Stride2AVX2, streamGather32Stride3AVX2, streamGather32Stride4AVX2, streamReverse32AVX2}
	stream64 = shuffles[uint64]{streamGather64Stride2AVX2, streamGather64Stride3AVX2, streamGather64Stride4AVX2, streamReverse64AVX2}
	cached32 = shuffles[uint32]{gather32Stride2AVX2, gather32Stride3AVX2, gather32Stride4AVX2, reverse32AVX2}
	cached64 = shuffles[uint64]{gather64Stride2AVX2, gather64Stride3AVX2, gather64Stride4AVX2, reverse64AVX2}
)

func streamGather8(dst, src []uint8, start, stride int)   { shuffle(stream8, dst, src, start, stride) }
func streamGather16(dst, src []uint16, start, stride int) { shuffle(stream16, dst, src, start, stride) }
func stridedGather8(dst, src []uint8, start, stride int)  { shuffle(cached8, dst, src, start, stride) }
func stridedGather16(dst, src []uint16, start, stride int) {
	shuffle(cached16, dst, src, start, stride)
}
func streamGather32(dst, src []uint32, start, stride int) { shuffle(stream32, dst, src, start, stride) }
func streamGather64(dst, src []uint64, start, stride int) { shuffle(stream64, dst, src, start, stride) }
func stridedGather32(dst, src []uint32, start, stride int) {
	shuffle(cached32, dst, src, start, stride)
}
func stridedGather64(dst, src []uint64, start, stride int) {
	shuffle(cached64, dst, src, start, stride)
}

// shuffle runs dst[i] = src[start+i*stride] through k where it has a kernel
// for the stride, else the Go loop (on Zen the hardware gather, VPGATHERDD,
// measured slower than it). The caller has checked that every source index
// is in range; the kernels get a pointer to src[start] and reach negative
// strides through it.
//
// The kernels for positive strides load whole vectors, which reach up to
// stride-1 elements past the last one they take; they are given all but the
// last element, which Go moves, so that no load leaves src.
func shuffle[T uint8 | uint16 | uint32 | uint64](k shuffles[T], dst, src []T, start, stride int) {
	n := len(dst)
	var kernel func(dst, src *T, n int)
	switch stride {
	case 2:
		kernel = k.stride2
	case 3:
		kernel = k.stride3
	case 4:
		kernel = k.stride4
	case -1:
		kernel = k.reverse
	}
	switch {
	case !useAVX2 || kernel == nil || n < 64/int(unsafe.Sizeof(dst[0])):
		gatherStridedGo(dst, src, start, stride)
	case stride > 0:
		kernel(unsafe.SliceData(dst), &src[start], n-1)
		dst[n-1] = src[start+stride*(n-1)]
	default:
		kernel(unsafe.SliceData(dst), &src[start], n)
	}
}

// The AVX2 transposes walk the block in cache blocks of transposeRows
// source rows by transposeBytes of each row, and each cache block in strips
// of 16 rows (4-byte elements) or 8 rows (8-byte elements) from left to
// right: every tile then writes whole 64-byte lines of dst, and reads the
// other halves of the source lines the tile before it read. At 4096² (power-
// of-two pitches, DRAM-bound) this ran at about 0.5 of a copy() of the same
// bytes, against 0.35 for strips across the whole width; cache blocks of
// 128 to 4096 rows by 0.5 to 1 KiB measured the same within the noise, and
// 2 KiB or 64 rows 20% slower. Non-temporal stores to dst measured 10–20%
// slower than ordinary ones, so there are none.
const (
	transposeRows  = 256
	transposeBytes = 1024
)

func transpose32(dst []uint32, dstPitch int, src []uint32, srcPitch int, rows, cols int) {
	transposeStrips(dst, dstPitch, src, srcPitch, rows, cols, 8, transpose32Rows16AVX2, transpose32Rows8AVX2)
}

func transpose64(dst []uint64, dstPitch int, src []uint64, srcPitch int, rows, cols int) {
	transposeStrips(dst, dstPitch, src, srcPitch, rows, cols, 4, transpose64Rows8AVX2, transpose64Rows4AVX2)
}

// stripKernel transposes a strip of source rows (as many as the kernel's
// tiles are high) by cols columns, a multiple of the tile width.
type stripKernel[T uint32 | uint64] func(dst *T, dstPitch int, src *T, srcPitch int, cols int)

// transposeStrips walks the tile-aligned part of the block in cache blocks,
// each in strips of 2*tile rows (wide) and one last strip of tile rows
// (narrow) where needed; the Go twin does the ragged edges.
func transposeStrips[T uint32 | uint64](dst []T, dstPitch int, src []T, srcPitch int, rows, cols, tile int, wide, narrow stripKernel[T]) {
	if !useAVX2 || rows < tile || cols < tile {
		transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
		return
	}
	rt, ct := rows/tile*tile, cols/tile*tile
	width := transposeBytes / int(unsafe.Sizeof(dst[0]))
	for ib := 0; ib < rt; ib += transposeRows {
		ie := min(ib+transposeRows, rt)
		for jb := 0; jb < ct; jb += width {
			w := min(width, ct-jb)
			i := ib
			for ; i+2*tile <= ie; i += 2 * tile {
				wide(&dst[jb*dstPitch+i], dstPitch, &src[i*srcPitch+jb], srcPitch, w)
			}
			if i < ie {
				narrow(&dst[jb*dstPitch+i], dstPitch, &src[i*srcPitch+jb], srcPitch, w)
			}
		}
	}
	transposeEdgesGo(dst, dstPitch, src, srcPitch, rows, cols, rt, ct)
}

// transposeEdgesGo does what the tiles left of a rows×cols transpose: the
// columns from c of the first r rows, then the rows from r.
func transposeEdgesGo[T uint32 | uint64](dst []T, dstPitch int, src []T, srcPitch int, rows, cols, r, c int) {
	if c < cols {
		transposeGo(dst[c*dstPitch:], dstPitch, src[c:], srcPitch, r, cols-c)
	}
	if r < rows {
		transposeGo(dst[r:], dstPitch, src[r*srcPitch:], srcPitch, rows-r, cols)
	}
}

func copyBlock(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	if !useAVX2 || n > MaxBlockRow {
		copyBlockGo(dst, d, dstPitch, src, s, srcPitch, n, rows)
		return
	}
	copyBlockAVX(&dst[d], &src[s], n, dstPitch, srcPitch, rows)
}

func prefetch(b []byte) { prefetchLines(unsafe.SliceData(b), len(b)) }
