package ndgonum_test

import (
	"testing"

	"gonum.org/v1/gonum/floats"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

// sumSink keeps the sums alive.
var sumSink float64

// BenchmarkSumFloat64 compares ndfloat64.SumInto (pairwise, as NumPy's
// sum) with gonum's floats.Sum (a plain unrolled loop) and the plain loop
// on 2048² float64: 8 bytes read per element. gonum runs on one core, so
// SumInto is timed with one bulk worker (nd.SetBulkWorkers(1)) too. The
// elements are ints below 1000 in magnitude, whose sums are exact in any
// order: the three must agree bit for bit.
func BenchmarkSumFloat64(b *testing.B) {
	const side = 2048
	const n = side * side
	x := ndfloat64.New(nd.ShapeOf(side, side))
	dst := ndfloat64.New(nd.ScalarShape())
	xs := x.Data()
	for i := range xs {
		// Every page written, so that no read comes from the zero page.
		xs[i] = float64(i%2001 - 1000)
	}
	loop := func() float64 {
		s := 0.0
		for _, v := range xs {
			s += v
		}
		return s
	}
	ndfloat64.SumInto(dst, x)
	if got, g, l := dst.Data()[0], floats.Sum(xs), loop(); got != g || got != l {
		b.Fatalf("SumInto %v, floats.Sum %v, loop %v", got, g, l)
	}
	run := func(name string, f func() float64) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(8 * n)
			b.ReportAllocs()
			for b.Loop() {
				sumSink += f()
			}
		})
	}
	run("ndfloat64.SumInto", func() float64 {
		ndfloat64.SumInto(dst, x)
		return dst.Data()[0]
	})
	run("ndfloat64.SumInto/1worker", func() float64 {
		defer nd.SetBulkWorkers(nd.SetBulkWorkers(1))
		ndfloat64.SumInto(dst, x)
		return dst.Data()[0]
	})
	run("floats.Sum", func() float64 { return floats.Sum(xs) })
	run("loop", loop)
}
