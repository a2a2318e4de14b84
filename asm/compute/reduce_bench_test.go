package compute

import (
	"math/rand/v2"
	"testing"
)

// reduceBenchN is the benchmarks' run: 4096*4096 elements, far past the
// caches, so that the figures are memory bandwidth.
const reduceBenchN = 4096 * 4096

// benchFloatReduce runs f over a at every level, and the naive loop
// beside, with the bytes read per run.
func benchFloatReduce[T float32 | float64](b *testing.B, a []T, width int, f func([]T) T, naive func([]T) T) {
	reduceData(rand.New(rand.NewPCG(7, 8)), a, 0)
	var sink T
	for _, l := range Levels() {
		b.Run(l.String(), func(b *testing.B) {
			defer SetLevel(l)()
			b.SetBytes(int64(width * len(a)))
			b.ReportAllocs()
			for b.Loop() {
				sink += f(a)
			}
		})
	}
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(int64(width * len(a)))
		b.ReportAllocs()
		for b.Loop() {
			sink += naive(a)
		}
	})
	_ = sink
}

// naiveSum is the plain loop the kernels are compared with.
func naiveSum[T float32 | float64](a []T) T {
	var s T
	for _, v := range a {
		s += v
	}
	return s
}

// naiveMax and naiveMin are the plain comparisons loops (without the NaN
// and signed-zero rules).
func naiveMax[T float32 | float64](a []T) T {
	m := a[0]
	for _, v := range a {
		if v > m {
			m = v
		}
	}
	return m
}

func naiveMin[T float32 | float64](a []T) T {
	m := a[0]
	for _, v := range a {
		if v < m {
			m = v
		}
	}
	return m
}

func BenchmarkPairwiseSumFloat32(b *testing.B) {
	benchFloatReduce(b, make([]float32, reduceBenchN), 4, PairwiseSumFloat32, naiveSum)
}

func BenchmarkPairwiseSumFloat64(b *testing.B) {
	benchFloatReduce(b, make([]float64, reduceBenchN), 8, PairwiseSumFloat64, naiveSum)
}

func BenchmarkMaxFloat32(b *testing.B) {
	benchFloatReduce(b, make([]float32, reduceBenchN), 4, MaxFloat32, naiveMax)
}

func BenchmarkMinFloat32(b *testing.B) {
	benchFloatReduce(b, make([]float32, reduceBenchN), 4, MinFloat32, naiveMin)
}

func BenchmarkMaxFloat64(b *testing.B) {
	benchFloatReduce(b, make([]float64, reduceBenchN), 8, MaxFloat64, naiveMax)
}

func BenchmarkMinFloat64(b *testing.B) {
	benchFloatReduce(b, make([]float64, reduceBenchN), 8, MinFloat64, naiveMin)
}
