package compute

// pairwiseBlock is NumPy's PW_BLOCKSIZE: runs up to this long are one
// leaf of the pairwise sum.
const pairwiseBlock = 128

// pairwiseChunk is the run of the chunk kernels: NumPy's tree of 1024
// elements is a balanced one of eight leaves of 128.
const pairwiseChunk = 8 * pairwiseBlock

// maxChunks is the most chunks one call of the chunk kernels sums: a leaf
// of internal/reduce (8192 elements) in one call.
const maxChunks = 8

// PairwiseSumFloat32 returns the sum of a in NumPy 1.24's pairwise order
// (pairwise_sum of numpy/core/src/umath/loops_utils.h.src), bit for bit,
// accumulating in float32 as NumPy does: runs of up to 128 elements add
// into eight partial sums, longer runs split in two at a multiple of 8
// near their middle. The sum of no elements is +0. A run of 1024 times 1,
// 2, 4 or 8 elements (internal/reduce's leaves of a contiguous run) goes
// to the chunk kernel in one call: its tree is balanced down to runs of
// 1024, whose eight leaves the kernel adds side by side.
func PairwiseSumFloat32(a []float32) float32 {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafFloat32(a)
	}
	if chunks, ok := balancedChunks(len(a)); ok {
		var s [maxChunks]float32
		pairwiseChunksFloat32(a, s[:chunks])
		return balancedSum(s[:chunks])
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	return PairwiseSumFloat32(a[:n2]) + PairwiseSumFloat32(a[n2:])
}

// PairwiseSumFloat64 is PairwiseSumFloat32 for float64.
func PairwiseSumFloat64(a []float64) float64 {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafFloat64(a)
	}
	if chunks, ok := balancedChunks(len(a)); ok {
		var s [maxChunks]float64
		pairwiseChunksFloat64(a, s[:chunks])
		return balancedSum(s[:chunks])
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	return PairwiseSumFloat64(a[:n2]) + PairwiseSumFloat64(a[n2:])
}

// balancedChunks returns n/1024 and whether it is a power of two up to
// maxChunks: then NumPy's tree of n elements halves exactly down to
// chunks of 1024 (each half a multiple of 8), and the chunk sums add in
// the balanced tree of balancedSum.
func balancedChunks(n int) (int, bool) {
	c := n / pairwiseChunk
	return c, n%pairwiseChunk == 0 && c >= 1 && c <= maxChunks && c&(c-1) == 0
}

// balancedSum adds s, of a power-of-two length, in the balanced tree:
// the sum of its halves' sums.
func balancedSum[T float32 | float64](s []T) T {
	if len(s) == 1 {
		return s[0]
	}
	h := len(s) / 2
	return balancedSum(s[:h]) + balancedSum(s[h:])
}

// pairwiseChunksGo is the chunk kernels' twin: out[c] is the pairwise sum
// of the c-th run of 1024 elements of a.
func pairwiseChunksGo[T float32 | float64](a []T, out []T) {
	for c := range out {
		out[c] = pairwiseSumGo(a[c*pairwiseChunk : (c+1)*pairwiseChunk])
	}
}

// pairwiseLeafGo is the leaf's pure-Go twin: NumPy's pairwise_sum for
// len(a) <= 128, which the assembly leaves do in the same order.
func pairwiseLeafGo[T float32 | float64](a []T) T {
	n := len(a)
	if n < 8 {
		var res T
		for _, v := range a {
			res += v
		}
		return res
	}
	var r [8]T
	copy(r[:], a[:8])
	i := 8
	for ; i < n-n%8; i += 8 {
		for j := range r {
			r[j] += a[i+j]
		}
	}
	res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
	for ; i < n; i++ {
		res += a[i]
	}
	return res
}

// pairwiseSumGo is the whole pairwise sum in Go, whatever the level.
func pairwiseSumGo[T float32 | float64](a []T) T {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafGo(a)
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	return pairwiseSumGo(a[:n2]) + pairwiseSumGo(a[n2:])
}
