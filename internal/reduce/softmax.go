package reduce

import (
	"math"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/internal/mathops"
	"github.com/ndgo/ndarray/nd"
)

// A SoftmaxKernel is Softmax or LogSoftmax of elements S computing in the
// float type C, with results D: Load converts the elements to C (nil when
// they are C), Out the results to D (nil when they are C).
type SoftmaxKernel[S any, C Float, D any] struct {
	Log  bool
	Load func(d []C, s []S)
	Out  func(d []D, s []C)
	v    *softmaxKernels[C] // made once: making them allocates
}

// Softmax returns the SoftmaxKernel of Softmax (LogSoftmax if log) of C.
func Softmax[C Float](log bool) SoftmaxKernel[C, C, C] {
	return SoftmaxKernel[C, C, C]{Log: log, v: newSoftmaxKernels[C]()}
}

// HalfSoftmax returns the SoftmaxKernel of a 16-bit float type H, which
// computes in float32.
func HalfSoftmax[H any](log bool, widen func(d []float32, s []H), narrow func(d []H, s []float32)) SoftmaxKernel[H, float32, H] {
	return SoftmaxKernel[H, float32, H]{log, widen, narrow, newSoftmaxKernels[float32]()}
}

// SoftmaxNew returns a new array of src's shape, made by wrap as Reduce's,
// of k along axis of src (negative counts from the end).
func SoftmaxNew[S any, C Float, D any, R Dst[D]](op string, src elementwise.View[S], axis int,
	k SoftmaxKernel[S, C, D], wrap func(nd.Shape, []D) R) R {
	ax := Axis(op, len(src.Layout.Dims), axis)
	r := bulk.WrapUninit(wrap, nd.ShapeOf(src.Layout.Dims...))
	softmaxTo(r.Data(), source(src, k.Load), ax, k)
	return r
}

// SoftmaxInto writes k along axis of src into dst, of src's shape.
func SoftmaxInto[S any, C Float, D any](op string, dst Dst[D], src elementwise.View[S], axis int, k SoftmaxKernel[S, C, D]) {
	ax := Axis(op, len(src.Layout.Dims), axis)
	var buf [smallRank]bool
	t := sameShapeTarget(op, dst, src, buf[:])
	defer t.release()
	softmaxTo(t.out, source(src, k.Load), ax, k)
	t.done()
}

// softmaxTo computes k into out: in place where D is C, else through a
// pooled temporary of C.
func softmaxTo[S any, C Float, D any](out []D, src Source[S, C], ax int, k SoftmaxKernel[S, C, D]) {
	v := k.v
	if v == nil { // a SoftmaxKernel not made by Softmax or HalfSoftmax
		v = newSoftmaxKernels[C]()
	}
	if k.Out == nil {
		softmaxWith(asC[C](out), src, ax, k.Log, v)
		return
	}
	s, c := scratchOf(wordsOf[C](len(out)))
	defer putScratch(s)
	tmp := carve[C](&c, len(out))
	softmaxWith(tmp, src, ax, k.Log, v)
	k.Out(out, tmp)
}

// softmax writes softmax (or log-softmax) along axis ax of src into out,
// the row-major elements of src's shape, as tf.nn.softmax computes it:
// exp(x - max) times the inverse of its sum, and for log-softmax
// (x - max) - log(sum). It reads the input twice: for the maxima, then
// for the exponentials, written straight to out and scaled there.
func softmax[S any, C Float](out []C, src Source[S, C], ax int, log bool) {
	softmaxWith(out, src, ax, log, newSoftmaxKernels[C]())
}

// softmaxWith is softmax with the kernels v.
func softmaxWith[S any, C Float](out []C, src Source[S, C], ax int, log bool, v *softmaxKernels[C]) {
	rank := len(src.Layout.Dims)
	w := rowSpan(src.Layout.Dims, ax)
	sc, c := scratchOf(geometryWords(rank) + 4*wordsOf[C](w) + wordsOf[S](w) + wordsOf[int64](rank))
	defer putScratch(sc)
	g := newAxisGeometry(src.Layout, ax, &c)
	if g.size == 0 {
		return
	}
	e := &engine[S, C, struct{}, C]{src: src, same: sameType[S, C]()}
	row, srow := carve[C](&c, w), carve[S](&c, w)
	m, sum := carve[C](&c, w), carve[C](&c, w)
	var o odometer
	o.seek(g.outer, 0, src.Layout.Offset, 0, carve[int64](&c, rank))
	block := g.n * g.inner
	if g.inner == 1 {
		softmaxLanes(out, e, &g, &o, v, log, row, srow, m)
		return
	}
	row, m, sum = row[:g.inner], m[:g.inner], sum[:g.inner]
	for b := range size(g.outer) {
		y := out[b*block : (b+1)*block]
		// Pass 1: the maxima along the axis (NaN if any is NaN).
		in := o.in
		for step := range g.n {
			x := loadRow(e, &g, row, srow, in)
			if step == 0 {
				copy(m, x)
			} else {
				v.maxVV(m, m, x)
			}
			in += g.axisStride
		}
		// Pass 2: x - max into y, then its exponentials summed.
		in = o.in
		clear(sum)
		for step := range g.n {
			x := loadRow(e, &g, row, srow, in)
			ys := y[step*g.inner : (step+1)*g.inner]
			v.subVV(ys, x, m)
			if log {
				v.exp(row, ys) // row is free once x is used
				v.addVV(sum, sum, row)
			} else {
				v.exp(ys, ys)
				v.addVV(sum, sum, ys)
			}
			in += g.axisStride
		}
		// Scale: y * (1 / sum), or y - log(sum).
		for j, s := range sum {
			if log {
				sum[j] = C(math.Log(float64(s)))
			} else {
				sum[j] = 1 / s
			}
		}
		for step := range g.n {
			ys := y[step*g.inner : (step+1)*g.inner]
			if log {
				v.subVV(ys, ys, sum)
			} else {
				v.mulVV(ys, ys, sum)
			}
		}
		o.next()
	}
}

// softmaxLanes is softmax along the innermost axis: each lane of the
// axis at once.
func softmaxLanes[S any, C Float](out []C, e *engine[S, C, struct{}, C], g *axisGeometry, o *odometer,
	v *softmaxKernels[C], log bool, lane []C, slane []S, tmp []C) {
	lane, slane, tmp = lane[:g.n], slane[:g.n], tmp[:g.n]
	for b := range size(g.outer) {
		x, ok := e.direct(o.in, g.axisStride, int(g.n))
		if !ok {
			x = lane
			e.load(x, slane, o.in, g.axisStride, int(g.n))
		}
		y := out[b*g.n : (b+1)*g.n]
		v.subVS(y, x, v.maxOf(x, 0, 0))
		if log {
			v.exp(tmp, y)
			v.subVS(y, y, C(math.Log(float64(pairwiseSum(v.sum, tmp)))))
		} else {
			v.exp(y, y)
			v.mulVS(y, y, 1/pairwiseSum(v.sum, y))
		}
		o.next()
	}
}

// pairwiseSum sums x pairwise in leaves of Block elements combined in the
// pairwise tree of the reductions.
func pairwiseSum[C Float](leaf func([]C) C, x []C) C {
	var st stack[C]
	add := func(l, r C) C { return l + r }
	for i := 0; i < len(x); i += Block {
		st.push(leaf(x[i:min(i+Block, len(x))]), add)
	}
	return st.finish(0, add)
}

// softmaxKernels are the elementwise kernels softmax runs on rows.
type softmaxKernels[C Float] struct {
	vectorKernels[C]
	maxVV func(d, a, b []C)
	mulVS func(d, a []C, b C)
	maxOf func(x []C, _ int64, _ C) C
}

func newSoftmaxKernels[C Float]() *softmaxKernels[C] {
	return &softmaxKernels[C]{newVectorKernels[C](), mathops.Maximum[C]().VV, mathops.Mul[C]().VS, extremeLeaf[C](true)}
}
