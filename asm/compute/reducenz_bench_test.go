package compute

import (
	"math/rand/v2"
	"testing"
)

// nzBenchN is a 2048² array, as the arg-reductions' benchmarks.
const nzBenchN = 2048 * 2048

// nzSink keeps the benchmarks' results alive.
var nzSink int

// benchLevels times f at every level and naive beside it, with the bytes
// read per call.
func benchLevels(b *testing.B, bytes int, f, naive func() int) {
	time := func(name string, f func() int) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(bytes))
			b.ReportAllocs()
			for b.Loop() {
				nzSink += f()
			}
		})
	}
	for _, l := range Levels() {
		restore := SetLevel(l)
		time(l.String(), f)
		restore()
	}
	time("naive", naive)
}

// benchNonzero times Any over zeros (which reads the whole run: a
// read-only pass over its bytes, the other kernels' limit), All over
// nonzeros (whole too) and Count over random elements, a quarter zero.
func benchNonzero[T nzElem](b *testing.B, size int, nonzero func(r *rand.Rand) T,
	any, all func([]T) bool, count func([]T) int) {
	zeros, ones, mixed := make([]T, nzBenchN), make([]T, nzBenchN), make([]T, nzBenchN)
	r := rand.New(rand.NewPCG(7, 8))
	for i := range ones {
		ones[i] = nonzero(r)
		if r.IntN(4) > 0 {
			mixed[i] = nonzero(r)
		}
	}
	bytes := size * nzBenchN
	b.Run("Any", func(b *testing.B) {
		benchLevels(b, bytes, func() int { return nzInt(any(zeros)) },
			func() int { return nzInt(naiveAny(zeros)) })
	})
	b.Run("All", func(b *testing.B) {
		benchLevels(b, bytes, func() int { return nzInt(all(ones)) },
			func() int { return nzInt(naiveAll(ones)) })
	})
	b.Run("Count", func(b *testing.B) {
		benchLevels(b, bytes, func() int { return count(mixed) }, func() int { return naiveCount(mixed) })
	})
}

func nzInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// naiveAny, naiveAll and naiveCount are the plain loops.
func naiveAny[T nzElem](a []T) bool {
	for _, v := range a {
		if v != 0 {
			return true
		}
	}
	return false
}

func naiveAll[T nzElem](a []T) bool {
	for _, v := range a {
		if v == 0 {
			return false
		}
	}
	return true
}

func naiveCount[T nzElem](a []T) int {
	c := 0
	for _, v := range a {
		if v != 0 {
			c++
		}
	}
	return c
}

func BenchmarkNonzero8(b *testing.B) {
	benchNonzero(b, 1, func(r *rand.Rand) uint8 { return uint8(1 + r.IntN(255)) },
		AnyNonzero8, AllNonzero8, CountNonzero8)
}

func BenchmarkNonzero32(b *testing.B) {
	benchNonzero(b, 4, func(r *rand.Rand) uint32 { return r.Uint32() | 1 },
		AnyNonzero32, AllNonzero32, CountNonzero32)
}

func BenchmarkNonzero64(b *testing.B) {
	benchNonzero(b, 8, func(r *rand.Rand) uint64 { return r.Uint64() | 1 },
		AnyNonzero64, AllNonzero64, CountNonzero64)
}

func BenchmarkNonzeroFloat32(b *testing.B) {
	benchNonzero(b, 4, func(r *rand.Rand) float32 { return r.Float32() + 0.5 },
		AnyNonzeroFloat32, AllNonzeroFloat32, CountNonzeroFloat32)
}

func BenchmarkNonzeroFloat64(b *testing.B) {
	benchNonzero(b, 8, func(r *rand.Rand) float64 { return r.Float64() - 2 },
		AnyNonzeroFloat64, AllNonzeroFloat64, CountNonzeroFloat64)
}
