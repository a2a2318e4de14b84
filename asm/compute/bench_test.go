package compute

import (
	"fmt"
	"math"
	"testing"
)

// benchSizes are a 4096² array (64 MiB of float32, past every cache) and
// 64K elements (in L2).
var benchSizes = []int{4096 * 4096, 64 << 10}

// benchKernel times run at every level and the naive loop beside it, on
// n elements of fresh data, with perElem bytes of traffic per element;
// at the large size also the best level with non-temporal stores off.
func benchKernel[D, T any](b *testing.B, perElem int, val func(i int) T,
	run, naive func(dst []D, x, y []T)) {
	for _, n := range benchSizes {
		x, y, dst := make([]T, n), make([]T, n), make([]D, n)
		for i := range x {
			x[i], y[i] = val(i), val(3*i+1)
		}
		time := func(name string, f func(dst []D, x, y []T)) {
			b.Run(fmt.Sprintf("n=%d/%s", n, name), func(b *testing.B) {
				b.SetBytes(int64(perElem * n))
				b.ReportAllocs()
				f(dst, x, y) // dst's pages faulted in before the timing
				for b.Loop() {
					f(dst, x, y)
				}
			})
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			time(l.String(), run)
			if l == Levels()[0] && n*perElem > streamBytes {
				withStreamBytes(math.MaxInt, func() { time(l.String()+"-nostream", run) })
			}
			restore()
		}
		time("naive", naive)
	}
}

func BenchmarkAddVVFloat32(b *testing.B) {
	benchKernel(b, 12, func(i int) float32 { return float32(i%1000) * 0.25 }, AddVVFloat32,
		func(dst, x, y []float32) {
			for i := range dst {
				dst[i] = x[i] + y[i]
			}
		})
}

func BenchmarkAddVVFloat64(b *testing.B) {
	benchKernel(b, 24, func(i int) float64 { return float64(i%1000) * 0.25 }, AddVVFloat64,
		func(dst, x, y []float64) {
			for i := range dst {
				dst[i] = x[i] + y[i]
			}
		})
}

func BenchmarkAddVVUint8(b *testing.B) {
	benchKernel(b, 3, func(i int) uint8 { return uint8(i) }, AddVVUint8,
		func(dst, x, y []uint8) {
			for i := range dst {
				dst[i] = x[i] + y[i]
			}
		})
}

func BenchmarkMaximumVVInt64(b *testing.B) {
	benchKernel(b, 24, func(i int) int64 { return int64(i*7919) - 1<<20 }, MaximumVVInt64,
		func(dst, x, y []int64) {
			for i := range dst {
				dst[i] = max(x[i], y[i])
			}
		})
}

func BenchmarkLessVVFloat32(b *testing.B) {
	benchKernel(b, 9, func(i int) float32 { return float32(i%1000) * 0.25 }, LessVVFloat32,
		func(dst []bool, x, y []float32) {
			for i := range dst {
				dst[i] = x[i] < y[i]
			}
		})
}

func BenchmarkMulVSFloat32(b *testing.B) {
	benchKernel(b, 8, func(i int) float32 { return float32(i%1000) * 0.25 },
		func(dst, x, _ []float32) { MulVSFloat32(dst, x, 1.5) },
		func(dst, x, _ []float32) {
			for i := range dst {
				dst[i] = x[i] * 1.5
			}
		})
}
