//go:build purego || !amd64

package compute

// Without assembly the squared-difference leaves run their twin.

func pairwiseLeafSqDiffFloat32(a []float32, m float32) float32 { return pairwiseLeafSqDiffGo(a, m) }

func pairwiseLeafSqDiffFloat64(a []float64, m float64) float64 { return pairwiseLeafSqDiffGo(a, m) }

func pairwiseNodeSqDiffFloat32(a []float32, n2 int, m float32) float32 {
	return pairwiseNodeSqDiffGo(a, n2, m)
}

func pairwiseNodeSqDiffFloat64(a []float64, n2 int, m float64) float64 {
	return pairwiseNodeSqDiffGo(a, n2, m)
}
