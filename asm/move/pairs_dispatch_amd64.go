//go:build !purego

package move

import "unsafe"

// gatherPairs calls the kernel for the element width directly, as gather
// does (so that index arrays on the callers' stacks stay there), with src
// at the view's element (0, 0); the other widths and views with no
// elements, where there is no such element, run the twin. The kernels need
// nothing past the x86-64 baseline.
func gatherPairs[I Index](dst, src []byte, v PairView, idx []I, width int) int {
	n := len(idx) / 2
	if n == 0 || v.Dims[0] == 0 || v.Dims[1] == 0 || (width != 4 && width != 8) {
		return gatherPairsGo(dst, src, v, idx, width)
	}
	d, s := unsafe.SliceData(dst), unsafe.SliceData(src[v.Off*width:])
	d0, d1, s0, s1 := v.Dims[0], v.Dims[1], v.Strides[0], v.Strides[1]
	if unsafe.Sizeof(*new(I)) == 4 {
		p := indexData[int32](idx)
		if width == 4 {
			return gatherPairs32I32Prefetch(d, s, d0, d1, s0, s1, p, n)
		}
		return gatherPairs64I32Prefetch(d, s, d0, d1, s0, s1, p, n)
	}
	p := indexData[int64](idx)
	if width == 4 {
		return gatherPairs32Prefetch(d, s, d0, d1, s0, s1, p, n)
	}
	return gatherPairs64Prefetch(d, s, d0, d1, s0, s1, p, n)
}
