package move

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/internal/safe"
)

// HasShuffle reports whether StreamGather and StridedGather have shuffle
// kernels for elements of T at source stride stride. This is the one list
// of them: strides 2, 3, 4 and -1 for 4- and 8-byte elements, 2 and -1 for
// 1- and 2-byte ones. Other strides run the Go loop, for which callers may
// have a faster one of their own.
func HasShuffle[T Plain](stride int) bool {
	switch unsafe.Sizeof(*new(T)) {
	case 4, 8:
		return stride == 2 || stride == 3 || stride == 4 || stride == -1
	case 1, 2:
		return stride == 2 || stride == -1
	}
	return false
}

// HasStridedGather reports whether StridedGather has a kernel for elements
// of T at source stride stride on this CPU: HasShuffle's list, and where
// the CPU has AVX-512VL (with BW and VBMI) strides 3 and 4 of 1- and
// 2-byte elements too, an image's channels (StreamGather has no kernel for
// those).
func HasStridedGather[T Plain](stride int) bool {
	return HasShuffle[T](stride) || hasPermuteGather[T](stride)
}

// StridedGather gathers every stride-th element of src from start. Its
// reference loop is
//
//	for i := range dst {
//		dst[i] = src[start+i*stride]
//	}
//
// with AVX2 or AVX-512VL shuffles where HasStridedGather holds, and
// ordinary stores, for destinations that stay in the caches (below
// StreamThreshold, say). stride may be negative or zero. It panics if the
// first or last source index is out of range.
func StridedGather[T Plain](dst, src []T, start, stride int) {
	checkedGather(dst, src, start, stride, stridedGather[T])
}

// StreamGather is StridedGather with dst written by non-temporal stores
// where the CPU allows (call Fence afterwards, as for StreamCopy):
//
//	for i := range dst {
//		dst[i] = src[start+i*stride]
//	}
func StreamGather[T Plain](dst, src []T, start, stride int) {
	checkedGather(dst, src, start, stride, streamGather[T])
}

// Prefetch asks for the cache lines of b to be loaded into the caches;
// it changes no memory and never faults. Bulk copies call it for the start
// of the next run of a strided copy: the shuffle kernels prefetch ahead
// within a run, but only the caller knows where the next one starts.
// Without the kernels it does nothing.
func Prefetch(b []byte) {
	if len(b) > 0 {
		prefetch(b)
	}
}

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
	if _, ok := safe.Last(srcLen, start, stride, n); !ok {
		panic(fmt.Sprintf("move: gather of %d elements from index %d by stride %d is out of range of %d", n, start, stride, srcLen))
	}
}

// gatherStridedGo is the pure-Go twin of the strided gathers.
func gatherStridedGo[T any](dst, src []T, start, stride int) {
	for i := range dst {
		dst[i] = src[start+i*stride]
	}
}
