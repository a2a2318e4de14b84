//go:build purego || !amd64

package compute

// Without assembly the reductions run their twins.

func pairwiseLeafFloat32(a []float32) float32 { return pairwiseLeafGo(a) }

func pairwiseLeafFloat64(a []float64) float64 { return pairwiseLeafGo(a) }

func pairwiseChunksFloat32(a, out []float32) { pairwiseChunksGo(a, out) }

func pairwiseChunksFloat64(a, out []float64) { pairwiseChunksGo(a, out) }

func maxFloat32(a []float32) (float32, bool) { return extremeGo(a, true) }

func minFloat32(a []float32) (float32, bool) { return extremeGo(a, false) }

func maxFloat64(a []float64) (float64, bool) { return extremeGo(a, true) }

func minFloat64(a []float64) (float64, bool) { return extremeGo(a, false) }
