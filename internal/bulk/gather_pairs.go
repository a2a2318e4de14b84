package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/nd"
)

// pairKernel reports whether gatherPairs runs GatherNd's rank-2 scalar
// gather: only move.GatherPairs's widths with kernels (4 and 8 bytes) gain
// from it; the others go through positions and the scalar gather.
func pairKernel[T any](k kernels, depth, size int) bool {
	w := unsafe.Sizeof(*new(T))
	return k == asmKernels && depth == 2 && size == 1 && (w == 4 || w == 8)
}

// gatherPairs sets dst[r] to the element of params at index pair r of idx
// (two coordinates of the 2-D view pl each) in one pass, checking each pair
// as it goes, and returns how many it set: len(idx)/2, or the number of the
// first pair out of range.
func gatherPairs[T any, I Index](dst, params []T, pl nd.Layout, idx []I) int {
	v := move.PairView{
		Off:     int(pl.Offset),
		Dims:    [2]int{int(pl.Dims[0]), int(pl.Dims[1])},
		Strides: [2]int{int(pl.Strides[0]), int(pl.Strides[1])},
	}
	w := int(unsafe.Sizeof(*new(T)))
	return move.GatherPairs(as[byte](dst), as[byte](params), v, idx, w)
}
