//go:build !purego

package move

import "unsafe"

// A shuffleSet holds the kernels of one element width and store kind, by
// source stride: dst[i] = src[i*stride] for n elements, src pointing at
// the first. They are the ones HasShuffle lists (a test checks).
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
	shuffle(cachedShuffles[:], dst, src, start, stride)
}

// shuffle runs dst[i] = src[start+i*stride] through the kernel of kinds
// for the width and stride where there is one, else the Go loop (on Zen the
// hardware gather, VPGATHERDD, measured slower than it). The caller has
// checked that every source index is in range; the kernels get a pointer
// to src[start] and reach negative strides through it.
//
// The kernels for positive strides load whole vectors, which reach up to
// stride-1 elements past the last one they take; they are given all but the
// last element, which Go moves, so that no load leaves src.
func shuffle[T Plain](kinds []shuffleSet, dst, src []T, start, stride int) {
	n, width := len(dst), int(unsafe.Sizeof(dst[0]))
	var k func(dst, src *byte, n int)
	if useAVX2 && n*width >= minShuffleBytes {
		k = kernel(kinds, width, stride)
	}
	switch {
	case k == nil:
		gatherStridedGo(dst, src, start, stride)
	case stride > 0:
		k(bytePtr(unsafe.SliceData(dst)), bytePtr(&src[start]), n-1)
		dst[n-1] = src[start+stride*(n-1)]
	default:
		k(bytePtr(unsafe.SliceData(dst)), bytePtr(&src[start]), n)
	}
}

func prefetch(b []byte) { prefetchLines(unsafe.SliceData(b), len(b)) }
