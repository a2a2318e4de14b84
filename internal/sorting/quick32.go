package sorting

import (
	"math"
	"math/bits"
	"slices"

	"github.com/ndgo/ndarray/asm/compute"
)

// quick32 is the vectorised quicksort of 32-bit keys, for CPUs where
// compute.VectorSort holds (AVX-512): x86-simd-sort's method with a
// buffer. Each level partitions its run around a pivot with vector
// compress-stores from one buffer into the other (the two swap roles at
// each level, as the radix passes' do); runs of up to
// compute.SortBlockMax keys are sorted by a bitonic network in registers,
// padded with the greatest key to the network's size. Keys equal to a
// pivot that is the least key of its run are set aside in one more
// partition, so runs of repeated keys end quickly; a run still unsorted
// after 2·log₂ n levels (a pathological pivot sequence) goes to
// slices.Sort.

// quick32 sorts the keys of cur ascending into dst; other is scratch.
// All three have one length; dst is cur, other, or memory of its own.
func quick32(dst, cur, other []uint32) {
	quickRun(dst, cur, other, 2*bits.Len(uint(len(cur))))
}

// quickRun is quick32 with depth levels left before slices.Sort.
func quickRun(dst, cur, other []uint32, depth int) {
	for len(cur) > compute.SortBlockMax {
		if depth == 0 {
			copy(dst, cur)
			slices.Sort(dst)
			return
		}
		depth--
		n := len(cur)
		pivot := pivot32(cur)
		less := compute.PartitionUint32(other, cur, pivot)
		if less == 0 {
			// The pivot is the least key: the keys equal to it are done.
			if pivot == math.MaxUint32 {
				copy(dst, cur) // every key is the greatest
				return
			}
			less = compute.PartitionUint32(other, cur, pivot+1)
			copy(dst[:less], other[:less])
		} else {
			quickRun(dst[:less], other[:less], cur[:less], depth)
		}
		dst, cur, other = dst[less:n], other[less:n], cur[less:n]
	}
	block32(dst, cur)
}

// pivot32 returns the median of three keys of the run a, or for longer
// runs the median of three such medians (Tukey's ninther), spread over it.
func pivot32(a []uint32) uint32 {
	n := len(a)
	if n < 1024 {
		return median3(a[n/4], a[n/2], a[3*n/4])
	}
	s := n / 8
	return median3(median3(a[s], a[2*s], a[3*s]), median3(a[3*s+s/2], a[4*s], a[5*s]), median3(a[5*s+s/2], a[6*s], a[7*s]))
}

func median3(a, b, c uint32) uint32 {
	if a > b {
		a, b = b, a
	}
	return max(a, min(b, c))
}

// block32 sorts the keys of cur (at most compute.SortBlockMax) into dst
// with the smallest network that holds them, padded with the greatest
// key.
func block32(dst, cur []uint32) {
	n := len(cur)
	if n <= 1 {
		copy(dst, cur)
		return
	}
	size := 16
	for size < n {
		size *= 2
	}
	var buf [compute.SortBlockMax]uint32
	copy(buf[:], cur)
	fill(buf[n:size], math.MaxUint32)
	compute.SortBlockUint32(buf[:size])
	copy(dst, buf[:n])
}
