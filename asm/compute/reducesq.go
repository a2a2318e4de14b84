package compute

// PairwiseSumSquaredDiffFloat32 is the sum of d[i] = (a[i]-m)² in NumPy's
// pairwise order, bit for bit PairwiseSumFloat32(d) for
//
//	d[i] = float32((a[i] - m) * (a[i] - m))
//
// (each operation rounded, no fused multiply-add: NumPy's var computes
// x - mean, then its square, then the sum), without storing d: the
// leaves compute d as they read a, two sibling leaves at a time.
func PairwiseSumSquaredDiffFloat32(a []float32, m float32) float32 {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafSqDiffFloat32(a, m)
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	if len(a)-n2 <= pairwiseBlock {
		return pairwiseNodeSqDiffFloat32(a, n2, m)
	}
	return PairwiseSumSquaredDiffFloat32(a[:n2], m) + PairwiseSumSquaredDiffFloat32(a[n2:], m)
}

// PairwiseSumSquaredDiffFloat64 is PairwiseSumSquaredDiffFloat32 for
// float64.
func PairwiseSumSquaredDiffFloat64(a []float64, m float64) float64 {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafSqDiffFloat64(a, m)
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	if len(a)-n2 <= pairwiseBlock {
		return pairwiseNodeSqDiffFloat64(a, n2, m)
	}
	return PairwiseSumSquaredDiffFloat64(a[:n2], m) + PairwiseSumSquaredDiffFloat64(a[n2:], m)
}

// sqDiff is (v-m)², each operation rounded.
func sqDiff[T float32 | float64](v, m T) T {
	d := v - m
	return T(d * d)
}

// pairwiseLeafSqDiffGo is the leaf's pure-Go twin: pairwiseLeafGo of the
// squared differences.
func pairwiseLeafSqDiffGo[T float32 | float64](a []T, m T) T {
	n := len(a)
	if n < 8 {
		var res T
		for _, v := range a {
			res += sqDiff(v, m)
		}
		return res
	}
	var r [8]T
	for j := range r {
		r[j] = sqDiff(a[j], m)
	}
	i := 8
	for ; i < n-n%8; i += 8 {
		for j := range r {
			r[j] += sqDiff(a[i+j], m)
		}
	}
	res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
	for ; i < n; i++ {
		res += sqDiff(a[i], m)
	}
	return res
}

// pairwiseNodeSqDiffGo is the node kernels' twin: the two leaves of a node
// whose halves are leaves, n2 elements and the rest.
func pairwiseNodeSqDiffGo[T float32 | float64](a []T, n2 int, m T) T {
	return pairwiseLeafSqDiffGo(a[:n2], m) + pairwiseLeafSqDiffGo(a[n2:], m)
}

// pairwiseSumSqDiffGo is the whole sum in Go, whatever the level.
func pairwiseSumSqDiffGo[T float32 | float64](a []T, m T) T {
	if len(a) <= pairwiseBlock {
		return pairwiseLeafSqDiffGo(a, m)
	}
	n2 := len(a) / 2
	n2 -= n2 % 8
	return pairwiseSumSqDiffGo(a[:n2], m) + pairwiseSumSqDiffGo(a[n2:], m)
}
