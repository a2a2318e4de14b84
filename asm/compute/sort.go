package compute

import (
	"fmt"
	"slices"
	"unsafe"
)

// The kernels of internal/sorting's vectorised quicksort of 32-bit
// unsigned keys: a partition around a pivot and sorting networks for
// blocks of up to SortBlockMax keys. They have assembly at the AVX512
// level only (compress-stores and 16-lane min/max); below it the sort
// keeps its radix sort, and these run their Go twins.

// SortBlockMax is the longest block SortBlockUint32 sorts.
const SortBlockMax = 256

// VectorSort reports whether the current level runs the sort kernels in
// assembly, where the quicksort pays.
func VectorSort() bool { return level == AVX512 }

// SortBlockUint32 sorts keys ascending. len(keys) must be 16, 32, 64, 128
// or 256 (SortBlockMax); it panics otherwise.
func SortBlockUint32(keys []uint32) {
	switch len(keys) {
	case 16, 32, 64, 128, SortBlockMax:
	default:
		panic(fmt.Sprintf("compute: a sort block of %d keys (want 16, 32, 64, 128 or 256)", len(keys)))
	}
	if level == AVX512 {
		sortBlockAsm(keys)
		return
	}
	slices.Sort(keys)
}

// PartitionUint32 writes the keys of src below pivot to the start of dst,
// in their order, and the others to its end, block of 16 by block from
// the back (each block's in its order: see partitionGo), and returns how
// many are below. It panics unless dst and src have one length and do
// not overlap.
func PartitionUint32(dst, src []uint32, pivot uint32) int {
	if len(dst) != len(src) {
		panic(fmt.Sprintf("compute: partition of %d keys into %d", len(src), len(dst)))
	}
	if len(src) == 0 {
		return 0
	}
	if overlap(dst, src) {
		panic("compute: a partition's dst overlaps its src")
	}
	if level == AVX512 {
		return partitionAsm(dst, src, pivot)
	}
	return partitionGo(dst, src, pivot)
}

// overlap reports whether the non-empty a and b share memory.
func overlap(a, b []uint32) bool {
	pa, pb := uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&b[0]))
	return pa < pb+4*uintptr(len(b)) && pb < pa+4*uintptr(len(a))
}

// partitionGo is the partition's twin: the assembly's order exactly.
func partitionGo(dst, src []uint32, pivot uint32) int {
	lo, hi := 0, len(src)
	var more [16]uint32
	for b := 0; b < len(src); b += 16 {
		m := 0
		for _, k := range src[b:min(b+16, len(src))] {
			if k < pivot {
				dst[lo] = k
				lo++
			} else {
				more[m] = k
				m++
			}
		}
		hi -= m
		copy(dst[hi:], more[:m])
	}
	return lo
}
