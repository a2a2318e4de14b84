package sorting

import (
	"math/bits"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/asm/compute"
)

// quickSort is the vectorised quicksort of 32- and 64-bit keys, for CPUs
// where compute.VectorSort holds (AVX-512): x86-simd-sort's method with a
// buffer. Each level partitions its run around a pivot with vector
// compresses from one buffer into the other (the two swap roles at each
// level, as the radix passes' do); runs of up to a network's block (256
// 32-bit keys, 128 64-bit ones) are sorted by a bitonic network in
// registers, padded with the greatest key to the network's size. Keys
// equal to a pivot that is the least key of its run are set aside in one
// more partition, so runs of repeated keys end quickly; a run still
// unsorted after 2·log₂ n levels (a pathological pivot sequence) goes to
// slices.Sort.

// quickKey is the keys the quicksort sorts.
type quickKey interface{ uint32 | uint64 }

// quickSort sorts the keys of cur ascending into dst; other is scratch.
// All three have one length; dst is cur, other, or memory of its own.
func quickSort[K quickKey](dst, cur, other []K) {
	quickRun(dst, cur, other, 2*bits.Len(uint(len(cur))))
}

// quickRun is quickSort with depth levels left before slices.Sort.
func quickRun[K quickKey](dst, cur, other []K, depth int) {
	for len(cur) > blockMax[K]() {
		if depth == 0 {
			copy(dst, cur)
			slices.Sort(dst)
			return
		}
		depth--
		n := len(cur)
		pivot := pivotOf(cur)
		less := partition(other, cur, pivot)
		if less == 0 {
			// The pivot is the least key: the keys equal to it are done.
			if pivot == ^K(0) {
				copy(dst, cur) // every key is the greatest
				return
			}
			less = partition(other, cur, pivot+1)
			copy(dst[:less], other[:less])
		} else {
			quickRun(dst[:less], other[:less], cur[:less], depth)
		}
		dst, cur, other = dst[less:n], other[less:n], cur[less:n]
	}
	block(dst, cur)
}

// blockMax is the longest block a network of K sorts.
func blockMax[K quickKey]() int {
	if unsafe.Sizeof(K(0)) == 4 {
		return compute.SortBlockMax32
	}
	return compute.SortBlockMax64
}

// partition is compute's partition of K.
func partition[K quickKey](dst, src []K, pivot K) int {
	if s, ok := any(src).([]uint32); ok {
		return compute.PartitionUint32(any(dst).([]uint32), s, uint32(pivot))
	}
	return compute.PartitionUint64(any(dst).([]uint64), any(src).([]uint64), uint64(pivot))
}

// pivotOf returns the median of three keys of the run a, or for longer
// runs the median of three such medians (Tukey's ninther), spread over it.
func pivotOf[K quickKey](a []K) K {
	n := len(a)
	if n < 1024 {
		return median3(a[n/4], a[n/2], a[3*n/4])
	}
	s := n / 8
	return median3(median3(a[s], a[2*s], a[3*s]), median3(a[3*s+s/2], a[4*s], a[5*s]), median3(a[5*s+s/2], a[6*s], a[7*s]))
}

func median3[K quickKey](a, b, c K) K {
	if a > b {
		a, b = b, a
	}
	return max(a, min(b, c))
}

// block sorts the keys of cur (at most blockMax) into dst with the
// smallest network that holds them, padded with the greatest key.
func block[K quickKey](dst, cur []K) {
	n := len(cur)
	if n <= 1 {
		copy(dst, cur)
		return
	}
	var buf [compute.SortBlockMax32]K
	size := int(64 / unsafe.Sizeof(K(0))) // a register
	for size < n {
		size *= 2
	}
	copy(buf[:], cur)
	fill(buf[n:size], ^K(0))
	switch b := any(buf[:size]).(type) {
	case []uint32:
		compute.SortBlockUint32(b)
	case []uint64:
		compute.SortBlockUint64(b)
	}
	copy(dst, buf[:n])
}
