//go:build !purego

package compute

// The dispatch of the float reductions to the level's variant. The
// float32 pairwise leaf has one variant for both levels: its eight partial
// sums fill one YMM register, and a ZMM register would hold two leaves
// whose orders differ from NumPy's.

func pairwiseLeafFloat32(a []float32) float32 {
	if level == Go || len(a) == 0 {
		return pairwiseLeafGo(a)
	}
	return pairwiseLeafFloat32AVX2(&a[0], len(a))
}

func pairwiseLeafFloat64(a []float64) float64 {
	switch {
	case len(a) == 0:
		return 0
	case level == AVX512:
		return pairwiseLeafFloat64AVX512(&a[0], len(a))
	case level == AVX2:
		return pairwiseLeafFloat64AVX2(&a[0], len(a))
	}
	return pairwiseLeafGo(a)
}

// The chunk kernels sum len(out) >= 1 runs of 1024 elements of a; each
// has one variant for both levels.

func pairwiseChunksFloat32(a, out []float32) {
	if level == Go {
		pairwiseChunksGo(a, out)
		return
	}
	_ = a[len(out)*pairwiseChunk-1]
	pairwiseChunksFloat32AVX2(&a[0], len(out), &out[0])
}

func pairwiseChunksFloat64(a, out []float64) {
	if level == Go {
		pairwiseChunksGo(a, out)
		return
	}
	_ = a[len(out)*pairwiseChunk-1]
	pairwiseChunksFloat64AVX2(&a[0], len(out), &out[0])
}

func maxFloat32(a []float32) (float32, bool) {
	switch level {
	case AVX512:
		return maxFloat32AVX512(&a[0], len(a))
	case AVX2:
		return maxFloat32AVX2(&a[0], len(a))
	}
	return extremeGo(a, true)
}

func minFloat32(a []float32) (float32, bool) {
	switch level {
	case AVX512:
		return minFloat32AVX512(&a[0], len(a))
	case AVX2:
		return minFloat32AVX2(&a[0], len(a))
	}
	return extremeGo(a, false)
}

func maxFloat64(a []float64) (float64, bool) {
	switch level {
	case AVX512:
		return maxFloat64AVX512(&a[0], len(a))
	case AVX2:
		return maxFloat64AVX2(&a[0], len(a))
	}
	return extremeGo(a, true)
}

func minFloat64(a []float64) (float64, bool) {
	switch level {
	case AVX512:
		return minFloat64AVX512(&a[0], len(a))
	case AVX2:
		return minFloat64AVX2(&a[0], len(a))
	}
	return extremeGo(a, false)
}
