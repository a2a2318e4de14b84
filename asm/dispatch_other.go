//go:build !amd64 || purego

package asm

func fenceIfStreaming() {}

func streamCopy(dst, src []byte) { copy(dst, src) }

func streamGather8(dst, src []uint8, start, stride int)    { gatherStridedGo(dst, src, start, stride) }
func streamGather16(dst, src []uint16, start, stride int)  { gatherStridedGo(dst, src, start, stride) }
func stridedGather8(dst, src []uint8, start, stride int)   { gatherStridedGo(dst, src, start, stride) }
func stridedGather16(dst, src []uint16, start, stride int) { gatherStridedGo(dst, src, start, stride) }
func streamGather32(dst, src []uint32, start, stride int)  { gatherStridedGo(dst, src, start, stride) }
func streamGather64(dst, src []uint64, start, stride int)  { gatherStridedGo(dst, src, start, stride) }
func stridedGather32(dst, src []uint32, start, stride int) { gatherStridedGo(dst, src, start, stride) }
func stridedGather64(dst, src []uint64, start, stride int) { gatherStridedGo(dst, src, start, stride) }

func transpose32(dst []uint32, dstPitch int, src []uint32, srcPitch int, rows, cols int) {
	transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
}

func transpose64(dst []uint64, dstPitch int, src []uint64, srcPitch int, rows, cols int) {
	transposeGo(dst, dstPitch, src, srcPitch, rows, cols)
}

func gather8[I Index](dst, src []uint8, idx []I) int   { return gatherGo(dst, src, idx) }
func gather16[I Index](dst, src []uint16, idx []I) int { return gatherGo(dst, src, idx) }
func gather32[I Index](dst, src []uint32, idx []I) int { return gatherGo(dst, src, idx) }
func gather64[I Index](dst, src []uint64, idx []I) int { return gatherGo(dst, src, idx) }

func gatherRows(dst, src []byte, pos []int64, size int) int {
	return gatherRowsGo(dst, src, pos, size)
}

func copyBlock(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	copyBlockGo(dst, d, dstPitch, src, s, srcPitch, n, rows)
}

func prefetch(b []byte) {}
