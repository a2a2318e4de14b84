//go:build !purego

package move

import "unsafe"

// A shuffleSet holds the kernels of one element width and store kind, by
// source stride: dst[i] = src[i*stride] for n elements, src pointing at
// the first. They are the ones HasShuffle lists, and in the AVX-512VL set
// also strides 3 and 4 of 1- and 2-byte elements (a test checks).
type shuffleSet struct {
	stride2, stride3, stride4, reverse func(dst, src *byte, n int)
}

// The shuffle kernels by element width in bytes, with non-temporal and
// with ordinary stores.
var (
	streamShuffles = [...]shuffleSet{
		1: {stride2: streamGather8Stride2AVX2, reverse: streamReverse8AVX2},
		2: {stride2: streamGather16Stride2AVX2, reverse: streamReverse16AVX2},
		4: {streamGather32Stride2AVX2, streamGather32Stride3AVX2, streamGather32Stride4AVX2, streamReverse32AVX2},
		8: {streamGather64Stride2AVX2, streamGather64Stride3AVX2, streamGather64Stride4AVX2, streamReverse64AVX2},
	}
	cachedShuffles = [...]shuffleSet{
		1: {stride2: gather8Stride2AVX2, reverse: reverse8AVX2},
		2: {stride2: gather16Stride2AVX2, reverse: reverse16AVX2},
		4: {gather32Stride2AVX2, gather32Stride3AVX2, gather32Stride4AVX2, reverse32AVX2},
		8: {gather64Stride2AVX2, gather64Stride3AVX2, gather64Stride4AVX2, reverse64AVX2},
	}
	// The cached gathers with the AVX-512VL kernels where useAVX512 holds.
	permuteShuffles = [...]shuffleSet{
		1: {gather8Stride2AVX512VL, gather8Stride3AVX512VL, gather8Stride4AVX512VL, reverse8AVX2},
		2: {gather16Stride2AVX512VL, gather16Stride3AVX512VL, gather16Stride4AVX512VL, reverse16AVX2},
		4: {gather32Stride2AVX2, gather32Stride3AVX512VL, gather32Stride4AVX512VL, reverse32AVX2},
		8: {gather64Stride2AVX2, gather64Stride3AVX2, gather64Stride4AVX2, reverse64AVX2},
	}
)

// kernel returns the kernel of the shuffle kinds for elements of width
// bytes at stride, or nil.
func kernel(kinds []shuffleSet, width, stride int) func(dst, src *byte, n int) {
	if width >= len(kinds) {
		return nil
	}
	switch k := kinds[width]; stride {
	case 2:
		return k.stride2
	case 3:
		return k.stride3
	case 4:
		return k.stride4
	case -1:
		return k.reverse
	}
	return nil
}

// minShuffleBytes is the shortest destination the shuffle kernels get:
// below it the Go loop is faster than a kernel call and its scalar tail.
const minShuffleBytes = 64

func streamGather[T Plain](dst, src []T, start, stride int) {
	shuffle(streamShuffles[:], dst, src, start, stride)
}

func stridedGather[T Plain](dst, src []T, start, stride int) {
	shuffle(cachedKinds(), dst, src, start, stride)
}

// hasPermuteGather reports whether the AVX-512VL gathers take elements of
// T at stride beyond HasShuffle's list.
func hasPermuteGather[T Plain](stride int) bool {
	return useAVX2 && useAVX512 && unsafe.Sizeof(*new(T)) <= 2 && (stride == 3 || stride == 4)
}

// cachedKinds is the shuffle kernels with ordinary stores: the AVX-512VL
// ones where useAVX512 holds.
func cachedKinds() []shuffleSet {
	if useAVX512 {
		return permuteShuffles[:]
	}
	return cachedShuffles[:]
}

// shuffle runs dst[i] = src[start+i*stride] through the kernel of kinds
// for the width and stride where there is one, else the Go loop (on Zen the
// hardware gather, VPGATHERDD, measured slower than it). The caller has
// checked that every source index is in range.
func shuffle[T Plain](kinds []shuffleSet, dst, src []T, start, stride int) {
	if k := shuffleKernel[T](kinds, len(dst), stride); k != nil {
		runShuffle(k, dst, src, start, stride)
		return
	}
	gatherStridedGo(dst, src, start, stride)
}

// shuffleKernel is the kernel of kinds that gathers n elements of T at
// stride, or nil where there is none or the Go loop is faster.
func shuffleKernel[T Plain](kinds []shuffleSet, n, stride int) func(dst, src *byte, n int) {
	width := int(unsafe.Sizeof(*new(T)))
	if !useAVX2 || n*width < minShuffleBytes {
		return nil
	}
	return kernel(kinds, width, stride)
}

// runShuffle runs the shuffle kernel k for dst[i] = src[start+i*stride],
// every source index being in range. The kernels get a pointer to
// src[start] and reach negative strides through it. Those for positive
// strides load whole vectors, which reach up to stride-1 elements past the
// last one they take; they are given all but the last element, which Go
// moves, so that no load leaves src.
func runShuffle[T Plain](k func(dst, src *byte, n int), dst, src []T, start, stride int) {
	n := len(dst)
	if stride > 0 {
		k(bytePtr(unsafe.SliceData(dst)), bytePtr(&src[start]), n-1)
		dst[n-1] = src[start+stride*(n-1)]
		return
	}
	k(bytePtr(unsafe.SliceData(dst)), bytePtr(&src[start]), n)
}

// shuffleRows moves the rows of StridedRows longer than MaxStridedRow with
// the shuffle kernel (ordinary stores) for their width and stride, called
// for each row from one loop, StridedRows having checked the whole block.
// It reports false, moving nothing, where there is no such kernel.
func shuffleRows[T Plain](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) bool {
	k := shuffleKernel[T](cachedKinds(), n, stride)
	if k == nil {
		return false
	}
	for range rows {
		runShuffle(k, dst[d:d+n], src, s, stride)
		d += dstPitch
		s += srcPitch
	}
	return true
}

func prefetch(b []byte) { prefetchLines(unsafe.SliceData(b), len(b)) }
