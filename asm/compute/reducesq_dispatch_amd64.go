//go:build !purego

package compute

// The dispatch of the squared-difference leaves and nodes (two sibling
// leaves, 64 <= n2 <= len(a)-n2 <= 128) to the level's variant; the
// float32 ones have one variant for both levels, as the pairwise sum's
// leaf.

func pairwiseLeafSqDiffFloat32(a []float32, m float32) float32 {
	if level == Go || len(a) == 0 {
		return pairwiseLeafSqDiffGo(a, m)
	}
	return pairwiseLeafSqDiffFloat32AVX2(&a[0], len(a), m)
}

func pairwiseLeafSqDiffFloat64(a []float64, m float64) float64 {
	switch {
	case len(a) == 0:
		return 0
	case level == AVX512:
		return pairwiseLeafSqDiffFloat64AVX512(&a[0], len(a), m)
	case level == AVX2:
		return pairwiseLeafSqDiffFloat64AVX2(&a[0], len(a), m)
	}
	return pairwiseLeafSqDiffGo(a, m)
}

func pairwiseNodeSqDiffFloat32(a []float32, n2 int, m float32) float32 {
	if level == Go {
		return pairwiseNodeSqDiffGo(a, n2, m)
	}
	return pairwiseNodeSqDiffFloat32AVX2(&a[0], n2, len(a), m)
}

func pairwiseNodeSqDiffFloat64(a []float64, n2 int, m float64) float64 {
	switch level {
	case AVX512:
		return pairwiseNodeSqDiffFloat64AVX512(&a[0], n2, len(a), m)
	case AVX2:
		return pairwiseNodeSqDiffFloat64AVX2(&a[0], n2, len(a), m)
	}
	return pairwiseNodeSqDiffGo(a, n2, m)
}
