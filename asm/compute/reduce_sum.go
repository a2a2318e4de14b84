package compute

// pairwiseBlock is NumPy's PW_BLOCKSIZE: runs up to this long are one
// leaf of the pairwise sum.
const pairwiseBlock = 128

// PairwiseSumFloat32 returns the sum of a in NumPy 1.24's pairwise order
// (pairwise_sum of numpy/core/src/umath/loops_utils.h.src), bit for bit,
// accumulating in float32 as NumPy does: runs of up to 128 elements add
// into eight partial sums, longer runs split in two at a multiple of 8
// near their middle. The sum of no elements is +0.
func PairwiseSumFloat32(a []float32) float32 {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafFloat32(a)
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
	n2 := len(a) / 2
	n2 -= n2 % 8
	return PairwiseSumFloat64(a[:n2]) + PairwiseSumFloat64(a[n2:])
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
