package compute

import (
	"math/rand/v2"
	"testing"
)

// benchSqDiff times the pairwise sum of squared differences of 2048²
// elements at every level, and the naive loop beside it (one
// accumulator, in order).
func benchSqDiff[T float32 | float64](b *testing.B, size int, f func([]T, T) T) {
	a := make([]T, 2048*2048)
	reduceData(rand.New(rand.NewPCG(7, 8)), a, 0)
	var sink T
	benchLevels(b, size*len(a), func() int { sink += f(a, 0.25); return 0 }, func() int {
		var s T
		for _, v := range a {
			d := v - 0.25
			s += T(d * d)
		}
		sink += s
		return 0
	})
	_ = sink
}

func BenchmarkPairwiseSumSquaredDiffFloat32(b *testing.B) {
	benchSqDiff(b, 4, PairwiseSumSquaredDiffFloat32)
}

func BenchmarkPairwiseSumSquaredDiffFloat64(b *testing.B) {
	benchSqDiff(b, 8, PairwiseSumSquaredDiffFloat64)
}
