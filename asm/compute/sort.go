package compute

import (
	"fmt"
	"slices"
	"unsafe"
)

// The kernels of internal/sorting's vectorised quicksort of 32- and
// 64-bit unsigned keys: a partition around a pivot and sorting networks
// for blocks of up to SortBlockMax32 or SortBlockMax64 keys. They have
// assembly at the AVX512 level only (compress and 16- or 8-lane min/max);
// below it the sort keeps its radix sort, and these run their Go twins.

// The longest blocks SortBlockUint32 and SortBlockUint64 sort: 16
// registers of keys.
const (
	SortBlockMax32 = 256
	SortBlockMax64 = 128
)

// VectorSort reports whether the current level runs the sort kernels in
// assembly, where the quicksort pays.
func VectorSort() bool { return level == AVX512 }

// SortBlockUint32 sorts keys ascending. len(keys) must be 16, 32, 64, 128
// or 256 (SortBlockMax32); it panics otherwise.
func SortBlockUint32(keys []uint32) { sortBlock(keys, 16) }

// SortBlockUint64 sorts keys ascending. len(keys) must be 8, 16, 32, 64
// or 128 (SortBlockMax64); it panics otherwise.
func SortBlockUint64(keys []uint64) { sortBlock(keys, 8) }

// sortBlock checks that keys is a block of 1, 2, 4, 8 or 16 registers of
// lanes keys and sorts it.
func sortBlock[K uint32 | uint64](keys []K, lanes int) {
	if n := len(keys); n < lanes || n > 16*lanes || n&(n-1) != 0 {
		panic(fmt.Sprintf("compute: a sort block of %d keys (want %d to %d, a power of two)",
			len(keys), lanes, 16*lanes))
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
func PartitionUint32(dst, src []uint32, pivot uint32) int { return partition(dst, src, pivot, 16) }

// PartitionUint64 is PartitionUint32 for 64-bit keys, in blocks of 8.
func PartitionUint64(dst, src []uint64, pivot uint64) int { return partition(dst, src, pivot, 8) }

func partition[K uint32 | uint64](dst, src []K, pivot K, lanes int) int {
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
	return partitionGo(dst, src, pivot, lanes)
}

// overlap reports whether the non-empty a and b share memory.
func overlap[K uint32 | uint64](a, b []K) bool {
	size := unsafe.Sizeof(a[0])
	pa, pb := uintptr(unsafe.Pointer(&a[0])), uintptr(unsafe.Pointer(&b[0]))
	return pa < pb+size*uintptr(len(b)) && pb < pa+size*uintptr(len(a))
}

// partitionGo is the partition's twin, in blocks of lanes keys: the
// assembly's order exactly.
func partitionGo[K uint32 | uint64](dst, src []K, pivot K, lanes int) int {
	lo, hi := 0, len(src)
	var more [16]K
	for b := 0; b < len(src); b += lanes {
		m := 0
		for _, k := range src[b:min(b+lanes, len(src))] {
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
