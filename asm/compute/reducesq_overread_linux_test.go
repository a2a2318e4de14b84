package compute

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// The squared-difference sums read nothing outside their runs: each run
// borders an inaccessible page at its end (or its start).
func TestPairwiseSumSquaredDiffStaysInsideItsSlice(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				a32, a64 := make([]float32, n), make([]float64, n)
				reduceData(r, a32, 50)
				reduceData(r, a64, 50)
				require.NoError(t, sqCheck(guardedLike(t, a32, atEnd), 0.5))
				require.NoError(t, sqCheck(guardedLike(t, a64, atEnd), -0.25))
			}
		}
	})
}
