package main

import (
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// The limits: a workload's memory traffic without its work, to show where
// the hardware, not the library, sets its speed. A gather's reads what it
// reads, in the same order, and writes nothing (sums in several
// accumulators keep the adds off the critical path, so that the loads'
// misses overlap as far as the core allows); the transpose's moves the
// same cache lines in the same order, whole. The scalar getter loops'
// limit is not the hardware's but their contract's: a loop that checks
// every (i, j) as the getter must.

// readGather sums tab[idx[i]]: the reads of a scalar gather.
func readGather[T elem, I int32 | int64](tab []T, idx []I) T {
	var s0, s1, s2, s3 T
	i := 0
	for ; i+4 <= len(idx); i += 4 {
		s0 += tab[idx[i]]
		s1 += tab[idx[i+1]]
		s2 += tab[idx[i+2]]
		s3 += tab[idx[i+3]]
	}
	for ; i < len(idx); i++ {
		s0 += tab[idx[i]]
	}
	return s0 + s1 + s2 + s3
}

// readPairs sums tab[i*n + j] over the (i, j) pairs: the reads of a rank-2
// GatherNd.
func readPairs[T elem](tab []T, pairs []int64, n int64) T {
	var s0, s1 T
	k := 0
	for ; k+4 <= len(pairs); k += 4 {
		s0 += tab[pairs[k]*n+pairs[k+1]]
		s1 += tab[pairs[k+2]*n+pairs[k+3]]
	}
	for ; k+2 <= len(pairs); k += 2 {
		s0 += tab[pairs[k]*n+pairs[k+1]]
	}
	return s0 + s1
}

// Blocks of the asm transpose (asm/move/transpose_dispatch_amd64.go): 32
// columns by 128 source rows per byte of element (512 rows of f32, 1024
// of i64).
const (
	transposeCols        = 32
	transposeRowsPerByte = 128
)

// copyTransposeLines copies the n×n src's cache lines to where the blocked
// transpose writes them, block by block in its order, without transposing
// the elements: the memory traffic of the transpose without its shuffles.
// A block of br source rows by bc columns (br = k·bc) is read as br pieces
// of bc elements and written as bc pieces of br, k read pieces to each.
func copyTransposeLines[T elem](dst, src []T, n int) {
	var zero T
	br, bc := transposeRowsPerByte*int(unsafe.Sizeof(zero)), transposeCols
	k := br / bc
	for i0 := 0; i0+br <= n; i0 += br {
		for j0 := 0; j0+bc <= n; j0 += bc {
			for r := range br {
				d := (j0+r/k)*n + i0 + r%k*bc
				s := (i0+r)*n + j0
				copy(dst[d:d+bc], src[s:s+bc])
			}
		}
	}
}

// checkedSum sums the first n0×n1 elements of the rank-2 view (data, l)
// by (i, j) accesses that keep the scalar getter's contract: each
// coordinate checked against its own dimension (the loop bounds n0, n1 are
// the caller's, as a getter's caller's are, so the compiler cannot drop
// the checks), the position i·s0 + j·s1 from the first element,
// bounds-checked (as in the getter's fast path: any strides but negative
// ones, which reach before the first element and panic here). Dimensions,
// strides and the sum stay in local variables, in registers, which no
// method call on an array manages: this is the fastest checked (i, j)
// access, the getter loops' limit.
func checkedSum[T elem](data []T, n0, n1 int64, l nd.Layout) T {
	d0, d1, s0, s1, base := l.Dims[0], l.Dims[1], l.Strides[0], l.Strides[1], data[l.Offset:]
	var s T
	for i := range n0 {
		for j := range n1 {
			if uint64(i) >= uint64(d0) || uint64(j) >= uint64(d1) {
				panic(outside(i, j, d0, d1))
			}
			s += base[i*s0+j*s1]
		}
	}
	return s
}

// outside is the error a getter panics with for (i, j) outside the d0×d1
// array (out of line, so that checkedSum's loop keeps its variables in
// registers).
//
//go:noinline
func outside(i, j, d0, d1 int64) error {
	return nd.Errorf(nd.ErrIndexOutOfRange, "ndbench: (%d, %d) outside %d×%d", i, j, d0, d1)
}
