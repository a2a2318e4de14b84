package ndgonum_test

import (
	"testing"

	"gonum.org/v1/gonum/floats"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

// BenchmarkAddFloat64 compares ndfloat64.AddInto with gonum's floats.AddTo
// (and the plain loop) on 4096² float64: 24 bytes per element, two read and
// one written. AddInto runs on nd.BulkWorkers goroutines by default, gonum
// on one, so AddInto is timed with one worker too.
func BenchmarkAddFloat64(b *testing.B) {
	const side = 4096
	const n = side * side
	x, y := ndfloat64.New(nd.ShapeOf(side, side)), ndfloat64.New(nd.ShapeOf(side, side))
	dst := ndfloat64.New(nd.ShapeOf(side, side))
	xs, ys, ds := x.Data(), y.Data(), dst.Data()
	for i := range xs {
		// Every page written, so that no read comes from the zero page.
		xs[i], ys[i], ds[i] = float64(i), float64(n-i), 1
	}
	run := func(name string, f func()) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(24 * n)
			b.ReportAllocs()
			for b.Loop() {
				f()
			}
		})
	}
	run("ndfloat64.AddInto", func() { ndfloat64.AddInto(dst, x, y) })
	run("ndfloat64.AddInto/1worker", func() {
		defer nd.SetBulkWorkers(nd.SetBulkWorkers(1))
		ndfloat64.AddInto(dst, x, y)
	})
	run("floats.AddTo", func() { floats.AddTo(ds, xs, ys) })
	run("loop", func() {
		ys, ds := ys[:len(xs)], ds[:len(xs)]
		for i, v := range xs {
			ds[i] = v + ys[i]
		}
	})
}
