package compute

import (
	"math"
	"math/rand/v2"
	"testing"
)

// The transcendental kernels at each level on 4096*4096 elements, beside
// the naive loop through package math: SetBytes counts the bytes read
// and written.
func BenchmarkMath(b *testing.B) {
	const n = 4096 * 4096
	rng := rand.New(rand.NewPCG(3, 4))
	a32, d32 := make([]float32, n), make([]float32, n)
	a64, d64 := make([]float64, n), make([]float64, n)
	for i := range a32 {
		a32[i] = float32(rng.NormFloat64() * 4)
		if i%2 == 1 {
			a32[i] = rng.Float32()*8 + 1e-3 // Log's arguments: positive half the time
		}
		a64[i] = float64(a32[i])
	}
	naive32 := map[string]func(dst, a []float32){
		"Exp": func(d, a []float32) {
			for i, x := range a {
				d[i] = float32(math.Exp(float64(x)))
			}
		},
		"Log": func(d, a []float32) {
			for i, x := range a {
				d[i] = float32(math.Log(float64(x)))
			}
		},
		"Tanh": func(d, a []float32) {
			for i, x := range a {
				d[i] = float32(math.Tanh(float64(x)))
			}
		},
		"Sigmoid": func(d, a []float32) {
			for i, x := range a {
				d[i] = float32(1 / (1 + math.Exp(-float64(x))))
			}
		},
	}
	naive64 := map[string]func(float64) float64{"Exp": math.Exp, "Log": math.Log, "Tanh": math.Tanh,
		"Sigmoid": func(x float64) float64 { return 1 / (1 + math.Exp(-x)) }}
	for _, k := range mathKernels {
		if naive32[k.name] == nil {
			continue
		}
		b.Run(k.name+"Float32/naive", func(b *testing.B) {
			b.SetBytes(8 * n)
			b.ReportAllocs()
			for b.Loop() {
				naive32[k.name](d32, a32)
			}
		})
		for _, l := range Levels() {
			b.Run(k.name+"Float32/"+l.String(), func(b *testing.B) {
				defer SetLevel(l)()
				b.SetBytes(8 * n)
				b.ReportAllocs()
				for b.Loop() {
					k.k32(d32, a32)
				}
			})
		}
		b.Run(k.name+"Float64/naive", func(b *testing.B) {
			f := naive64[k.name]
			b.SetBytes(16 * n)
			b.ReportAllocs()
			for b.Loop() {
				for i, x := range a64 {
					d64[i] = f(x)
				}
			}
		})
		for _, l := range Levels() {
			b.Run(k.name+"Float64/"+l.String(), func(b *testing.B) {
				defer SetLevel(l)()
				b.SetBytes(16 * n)
				b.ReportAllocs()
				for b.Loop() {
					k.k64(d64, a64)
				}
			})
		}
	}
}
