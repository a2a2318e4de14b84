package xmath

import (
	"math"
	"testing"
)

// Benchmarks of each function beside Go's math on the same inputs (a fixed
// spread of 1024 values in the function's common range).

var sink float64

func benchInputs(lo, hi float64) []float64 {
	xs := make([]float64, 1024)
	for i := range xs {
		xs[i] = lo + (hi-lo)*float64(i*7919%1024)/1024
	}
	return xs
}

func benchUnary(b *testing.B, f func(float64) float64, lo, hi float64) {
	xs := benchInputs(lo, hi)
	b.ReportAllocs()
	s := 0.0
	for i := 0; b.Loop(); i++ {
		s += f(xs[i&1023])
	}
	sink = s
}

func sigmoidGo(x float64) float64 { return 1 / (1 + math.Exp(-x)) }
func rsqrtGo(x float64) float64   { return 1 / math.Sqrt(x) }
func powGo(x float64) float64     { return math.Pow(x, 7.3) }
func pow(x float64) float64       { return Pow(x, 7.3) }

var benchCases = []struct {
	name   string
	f, g   func(float64) float64 // ours, Go's
	lo, hi float64
}{
	{"Exp", Exp, math.Exp, -20, 20},
	{"Expm1", Expm1, math.Expm1, -2, 2},
	{"Log", Log, math.Log, 1e-3, 1e3},
	{"Log1p", Log1p, math.Log1p, -0.5, 10},
	{"Sin", Sin, math.Sin, -10, 10},
	{"Cos", Cos, math.Cos, -10, 10},
	{"SinHuge", Sin, math.Sin, 1e20, 1e22},
	{"Tanh", Tanh, math.Tanh, -5, 5},
	{"Sigmoid", Sigmoid, sigmoidGo, -20, 20},
	{"Erf", Erf, math.Erf, -4, 4},
	{"Rsqrt", Rsqrt, rsqrtGo, 1e-3, 1e3},
	{"Pow", pow, powGo, 0.01, 100},
}

func BenchmarkXmath(b *testing.B) {
	for _, c := range benchCases {
		b.Run(c.name+"/xmath", func(b *testing.B) { benchUnary(b, c.f, c.lo, c.hi) })
		b.Run(c.name+"/math", func(b *testing.B) { benchUnary(b, c.g, c.lo, c.hi) })
	}
}

func BenchmarkXmath32(b *testing.B) {
	f32 := map[string]func(float32) float32{
		"Exp": Exp32, "Log": Log32, "Sin": Sin32, "Tanh": Tanh32, "Sigmoid": Sigmoid32, "Rsqrt": Rsqrt32,
	}
	for _, c := range benchCases {
		f, ok := f32[c.name]
		if !ok {
			continue
		}
		b.Run(c.name, func(b *testing.B) {
			benchUnary(b, func(x float64) float64 { return float64(f(float32(x))) }, c.lo, c.hi)
		})
	}
}
