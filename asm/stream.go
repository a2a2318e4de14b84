package asm

import "fmt"

// StreamThreshold is the size in bytes from which a copy's destination is
// better written with non-temporal stores, which bypass the caches: Go's own
// copy() switches to them at the same size. Callers use it to decide for a
// whole multi-run copy, not per run.
const StreamThreshold = 1 << 20

// StreamCopy copies src into dst, which must have the same length and must
// not overlap. Its reference loop is
//
//	copy(dst, src)
//
// but the bulk of dst is written with non-temporal stores where the CPU
// allows, so a large copy does not first read dst into the cache. Those
// stores are weakly ordered: call Fence after the last streaming call of an
// operation, before anything else can read dst. It panics if the lengths
// differ.
func StreamCopy(dst, src []byte) {
	if len(dst) != len(src) {
		panic(fmt.Sprintf("asm: StreamCopy of %d bytes into %d", len(src), len(dst)))
	}
	streamCopy(dst, src)
}

// StreamGather32 gathers 4-byte elements. Its reference loop is
//
//	for i := range dst {
//		dst[i] = src[start+i*stride]
//	}
//
// with dst written by non-temporal stores where the CPU allows (call Fence
// afterwards, as for StreamCopy). stride may be negative or zero. It panics
// if the first or last source index is out of range.
func StreamGather32(dst, src []uint32, start, stride int) {
	checkedGather(dst, src, start, stride, streamGather32)
}

// StreamGather64 is StreamGather32 for 8-byte elements:
//
//	for i := range dst {
//		dst[i] = src[start+i*stride]
//	}
func StreamGather64(dst, src []uint64, start, stride int) {
	checkedGather(dst, src, start, stride, streamGather64)
}

// StreamGather8 is StreamGather32 for 1-byte elements (kernels for
// strides 2 and -1).
func StreamGather8(dst, src []uint8, start, stride int) {
	checkedGather(dst, src, start, stride, streamGather8)
}

// StreamGather16 is StreamGather32 for 2-byte elements (kernels for
// strides 2 and -1).
func StreamGather16(dst, src []uint16, start, stride int) {
	checkedGather(dst, src, start, stride, streamGather16)
}

// StridedGather8 is StridedGather32 for 1-byte elements (kernels for
// strides 2 and -1).
func StridedGather8(dst, src []uint8, start, stride int) {
	checkedGather(dst, src, start, stride, stridedGather8)
}

// StridedGather16 is StridedGather32 for 2-byte elements (kernels for
// strides 2 and -1).
func StridedGather16(dst, src []uint16, start, stride int) {
	checkedGather(dst, src, start, stride, stridedGather16)
}

// StridedGather32 is StreamGather32 with ordinary stores, for
// destinations that stay in the caches (below StreamThreshold, say): its
// reference loop is the same,
//
//	for i := range dst {
//		dst[i] = src[start+i*stride]
//	}
//
// with AVX2 shuffles for strides 2, 3, 4 and -1 where the CPU allows. It
// panics if the first or last source index is out of range.
func StridedGather32(dst, src []uint32, start, stride int) {
	checkedGather(dst, src, start, stride, stridedGather32)
}

// StridedGather64 is StridedGather32 for 8-byte elements.
func StridedGather64(dst, src []uint64, start, stride int) {
	checkedGather(dst, src, start, stride, stridedGather64)
}

// Prefetch asks for the cache lines of b to be loaded into the caches;
// it changes no memory and never faults. Bulk copies call it for the start
// of the next run of a strided copy: the kernels prefetch ahead within a
// run, but only the caller knows where the next one starts (a[::2, ::3] of
// a 4096² int64 array: 3–5% faster). Without the kernels it does nothing.
func Prefetch(b []byte) {
	if len(b) > 0 {
		prefetch(b)
	}
}

// Fence orders the non-temporal stores of the streaming kernels before any
// later store, so that dst is safe to publish to other goroutines. Call it
// once after a batch of streaming calls; it costs a drain of the CPU's
// write-combining buffers, so not after each one.
func Fence() { fenceIfStreaming() }

// checkedGather runs gather after checking that the first and last source
// indices are in range; it does nothing for an empty dst.
func checkedGather[T any](dst, src []T, start, stride int, gather func(dst, src []T, start, stride int)) {
	if len(dst) == 0 {
		return
	}
	checkGather(len(dst), len(src), start, stride)
	gather(dst, src, start, stride)
}

func checkGather(n, srcLen, start, stride int) {
	last := start + (n-1)*stride
	if start < 0 || start >= srcLen || last < 0 || last >= srcLen {
		panic(fmt.Sprintf("asm: gather of %d elements from index %d by stride %d is out of range of %d", n, start, stride, srcLen))
	}
}

// gatherStridedGo is the pure-Go twin of the strided gathers.
func gatherStridedGo[T uint8 | uint16 | uint32 | uint64](dst, src []T, start, stride int) {
	for i := range dst {
		dst[i] = src[start+i*stride]
	}
}
