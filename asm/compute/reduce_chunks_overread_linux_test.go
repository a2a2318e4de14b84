package compute

import (
	"math/rand/v2"
	"testing"
)

// The chunk kernels read nothing outside their runs: each run of 1024
// times 1 to 8 elements (and a run one element longer or shorter) borders
// an inaccessible page at its end (or its start).
func TestPairwiseChunksStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(11, 12))
		for _, c := range []int{1, 2, 4, 8} {
			for _, n := range []int{c*pairwiseChunk - 1, c * pairwiseChunk, c*pairwiseChunk + 1} {
				for _, atEnd := range []bool{true, false} {
					a32, a64 := make([]float32, n), make([]float64, n)
					reduceData(r, a32, 50)
					reduceData(r, a64, 50)
					checkFloatReductions(t, guardedLike(t, a32, atEnd), "float32 guarded")
					checkFloatReductions(t, guardedLike(t, a64, atEnd), "float64 guarded")
				}
			}
		}
	})
}
