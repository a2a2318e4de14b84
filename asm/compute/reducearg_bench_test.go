package compute

import (
	"math/rand/v2"
	"testing"
	"time"
)

// argBenchN is a 2048² array: 16 MiB of float32, past L2.
const argBenchN = 2048 * 2048

// argSink keeps the benchmarks' results alive.
var argSink int

// benchArg times f at every level and the naive twin beside it over
// argBenchN random elements (no NaN); the bytes are the ones read.
func benchArg[E any](b *testing.B, size int, val func(r *rand.Rand) E, f, naive func([]E) int) {
	r := rand.New(rand.NewPCG(7, 8))
	a := make([]E, argBenchN)
	for i := range a {
		a[i] = val(r)
	}
	time := func(name string, f func([]E) int) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(size * len(a)))
			b.ReportAllocs()
			for b.Loop() {
				argSink += f(a)
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

func argFloat32(r *rand.Rand) float32 { return r.Float32()*2 - 1 }
func argFloat64(r *rand.Rand) float64 { return r.Float64()*2 - 1 }

// naiveArgMax and naiveArgMin are the plain loops (without the NaN rule).
func naiveArgMax[T float32 | float64 | int32 | int64 | uint8](a []T) int {
	at := 0
	for i, v := range a {
		if v > a[at] {
			at = i
		}
	}
	return at
}

func naiveArgMin[T float32 | float64 | int32 | int64 | uint8](a []T) int {
	at := 0
	for i, v := range a {
		if v < a[at] {
			at = i
		}
	}
	return at
}

func BenchmarkArgMaxFloat32(b *testing.B) {
	benchArg(b, 4, argFloat32, ArgMaxFloat32, naiveArgMax)
}
func BenchmarkArgMinFloat32(b *testing.B) {
	benchArg(b, 4, argFloat32, ArgMinFloat32, naiveArgMin)
}
func BenchmarkArgMaxFloat64(b *testing.B) {
	benchArg(b, 8, argFloat64, ArgMaxFloat64, naiveArgMax)
}
func BenchmarkArgMinFloat64(b *testing.B) {
	benchArg(b, 8, argFloat64, ArgMinFloat64, naiveArgMin)
}
func BenchmarkArgMaxInt32(b *testing.B) { benchArg(b, 4, riInt32, ArgMaxInt32, naiveArgMax) }
func BenchmarkArgMinInt32(b *testing.B) { benchArg(b, 4, riInt32, ArgMinInt32, naiveArgMin) }
func BenchmarkArgMaxInt64(b *testing.B) { benchArg(b, 8, riInt64, ArgMaxInt64, naiveArgMax) }
func BenchmarkArgMinInt64(b *testing.B) { benchArg(b, 8, riInt64, ArgMinInt64, naiveArgMin) }
func BenchmarkArgMaxUint8(b *testing.B) { benchArg(b, 1, riUint8, ArgMaxUint8, naiveArgMax) }
func BenchmarkArgMinUint8(b *testing.B) { benchArg(b, 1, riUint8, ArgMinUint8, naiveArgMin) }

// BenchmarkArgMaxFloat32VsReadPass times ArgMaxFloat32 and a read-only
// pass over the same 2048² float32 (AllNonzeroFloat32, which reads every
// element of a run without zeros) alternately in one loop, so that both
// see the same machine, and reports their GB/s and the ratio (ArgMax's
// time over the pass's: the target is at most 1.25).
func BenchmarkArgMaxFloat32VsReadPass(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	a := make([]float32, argBenchN)
	for i := range a {
		a[i] = argFloat32(r) + 2 // no zeros
	}
	for _, l := range Levels() {
		if l == Go {
			continue
		}
		b.Run(l.String(), func(b *testing.B) {
			defer SetLevel(l)()
			b.SetBytes(int64(8 * len(a)))
			b.ReportAllocs()
			var kernel, pass time.Duration
			for b.Loop() {
				t0 := time.Now()
				argSink += ArgMaxFloat32(a)
				t1 := time.Now()
				if !AllNonzeroFloat32(a) {
					argSink++
				}
				kernel, pass = kernel+t1.Sub(t0), pass+time.Since(t1)
			}
			gb := float64(4*len(a)) * float64(b.N) / 1e9
			b.ReportMetric(gb/kernel.Seconds(), "argmax-GB/s")
			b.ReportMetric(gb/pass.Seconds(), "pass-GB/s")
			b.ReportMetric(kernel.Seconds()/pass.Seconds(), "time-ratio")
		})
	}
}
