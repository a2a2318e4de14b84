package reduce

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// A ScanKernel is a running reduction along one axis (CumSum, CumProd):
// the accumulator starts as First of the first element, Step adds each
// next one, and Out gives each result from the accumulator so far. Load
// converts the elements to C (nil when they are C).
type ScanKernel[S, C, A, D any] struct {
	First func(x C) A
	Step  func(acc A, x C) A
	Out   func(acc A) D
	Load  func(d []C, s []S)
}

// CumSum returns the ScanKernel of running sums of reals accumulated in A.
func CumSum[C, A Real]() ScanKernel[C, C, A, A] {
	return ScanKernel[C, C, A, A]{
		First: func(x C) A { return A(x) },
		Step:  func(acc A, x C) A { return acc + A(x) },
		Out:   func(acc A) A { return acc },
	}
}

// CumProd returns the ScanKernel of running products of reals in A.
func CumProd[C, A Real]() ScanKernel[C, C, A, A] {
	return ScanKernel[C, C, A, A]{
		First: func(x C) A { return A(x) },
		Step:  func(acc A, x C) A { return acc * A(x) },
		Out:   func(acc A) A { return acc },
	}
}

// CumSumComplex and CumProdComplex are CumSum and CumProd of complex
// numbers.
func CumSumComplex[C Complex]() ScanKernel[C, C, C, C] {
	return ScanKernel[C, C, C, C]{
		First: func(x C) C { return x },
		Step:  func(acc C, x C) C { return acc + x },
		Out:   func(acc C) C { return acc },
	}
}

func CumProdComplex[C Complex]() ScanKernel[C, C, C, C] {
	return ScanKernel[C, C, C, C]{
		First: func(x C) C { return x },
		Step:  func(acc C, x C) C { return acc * x },
		Out:   func(acc C) C { return acc },
	}
}

// LoadedScan returns k over elements that load converted by load, with
// results converted by out (a rounding to a 16-bit float).
func LoadedScan[S, C, A, D, E any](k ScanKernel[C, C, A, D], load func(d []C, s []S), out func(D) E) ScanKernel[S, C, A, E] {
	return ScanKernel[S, C, A, E]{
		First: k.First, Step: k.Step, Load: load,
		Out: func(acc A) E { return out(k.Out(acc)) },
	}
}

// Accumulate returns a new array of src's shape, made by wrap as Reduce's,
// of k's running reduction along axis of src (negative counts from the
// end).
func Accumulate[S, C, A, D any, R Dst[D]](op string, src elementwise.View[S], axis int,
	k ScanKernel[S, C, A, D], wrap func(nd.Shape, []D) R) R {
	ax := Axis(op, len(src.Layout.Dims), axis)
	r := bulk.WrapUninit(wrap, nd.ShapeOf(src.Layout.Dims...))
	scan(r.Data(), source(src, k.Load), ax, k)
	return r
}

// AccumulateInto writes k's running reduction along axis of src into dst,
// of src's shape.
func AccumulateInto[S, C, A, D any](op string, dst Dst[D], src elementwise.View[S], axis int, k ScanKernel[S, C, A, D]) {
	ax := Axis(op, len(src.Layout.Dims), axis)
	var buf [smallRank]bool
	t := sameShapeTarget(op, dst, src, buf[:])
	defer t.release()
	scan(t.out, source(src, k.Load), ax, k)
	t.done()
}

// sameShapeTarget is target for ops whose result has src's shape; buf
// (a caller's stack array) holds the flags of no reduced dimension where
// it has room.
func sameShapeTarget[S, D any](op string, dst Dst[D], src elementwise.View[S], buf []bool) result[D] {
	return target(op, dst, src, flagsIn(len(src.Layout.Dims), buf))
}

// scan writes the running reduction along axis ax of src into out, the
// row-major elements of src's shape: the dimensions before the axis are
// independent blocks, and in each the rows after the axis (inner) are
// accumulated as vectors, one step of the axis at a time.
func scan[S, C, A, D any](out []D, src Source[S, C], ax int, k ScanKernel[S, C, A, D]) {
	rank := len(src.Layout.Dims)
	w := rowSpan(src.Layout.Dims, ax)
	sc, c := scratchOf(geometryWords(rank) + 2*wordsOf[C](w) + wordsOf[S](w) + wordsOf[A](w) + wordsOf[int64](rank))
	defer putScratch(sc)
	g := newAxisGeometry(src.Layout, ax, &c)
	if g.size == 0 {
		return
	}
	e := &engine[S, C, struct{}, D]{src: src}
	e.same = sameType[S, C]()
	var o odometer
	o.seek(g.outer, 0, src.Layout.Offset, 0, carve[int64](&c, rank))
	if g.inner == 1 {
		lane, slane := carve[C](&c, int(g.n)), carve[S](&c, int(g.n))
		scanLanes(out, e, &g, &o, k, lane, slane)
		return
	}
	inner := int(g.inner)
	row, srow, acc := carve[C](&c, w)[:inner], carve[S](&c, w)[:inner], carve[A](&c, w)[:inner]
	pos := int64(0)
	for range size(g.outer) {
		in := o.in
		for step := range g.n {
			x := loadRow(e, &g, row, srow, in)
			if step == 0 {
				for j, v := range x {
					acc[j] = k.First(v)
				}
			} else {
				for j, v := range x {
					acc[j] = k.Step(acc[j], v)
				}
			}
			for j, a := range acc {
				out[pos+int64(j)] = k.Out(a)
			}
			pos += g.inner
			in += g.axisStride
		}
		o.next()
	}
}

// scanLanes is scan along the innermost axis: each lane of the axis at
// once.
func scanLanes[S, C, A, D any](out []D, e *engine[S, C, struct{}, D], g *axisGeometry, o *odometer, k ScanKernel[S, C, A, D],
	lane []C, slane []S) {
	for b := range size(g.outer) {
		x, ok := e.direct(o.in, g.axisStride, int(g.n))
		if !ok {
			x = lane
			e.load(x, slane, o.in, g.axisStride, int(g.n))
		}
		y := out[b*g.n : (b+1)*g.n]
		acc := k.First(x[0])
		y[0] = k.Out(acc)
		for i := 1; i < len(x); i++ {
			acc = k.Step(acc, x[i])
			y[i] = k.Out(acc)
		}
		o.next()
	}
}
