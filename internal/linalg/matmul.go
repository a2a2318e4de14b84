package linalg

import (
	"math"
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// A Type is how arrays of S multiply: in T (S itself, or float32 for the
// 16-bit floats), with the kernel chosen for the CPU. Widen converts S
// to T and Narrow back (rounding once), nil where S is T.
type Type[S any, T Number] struct {
	Widen  func(d []T, s []S)
	Narrow func(d []S, s []T)
}

// MatMul returns NumPy's matmul of a and b in a new array made by alloc
// (see MatMulInto); op names the calling function in panics.
func MatMul[S any, T Number, R elementwise.Dst[S]](op string, t Type[S, T], a, b elementwise.View[S], alloc func(nd.Shape) R) R {
	var p product
	plan(op, a.Layout.Dims, b.Layout.Dims, &p)
	r := alloc(nd.ShapeOf(p.outDims()...))
	run(t, &p, elementwise.ViewOf[S](r), a, b)
	return r
}

// Dot returns the inner product of the vectors a and b, the sum of their
// products in order (no conjugation: NumPy's dot). It panics with
// nd.ErrShape unless both are vectors of one length.
func Dot[S any, T Number](op string, t Type[S, T], a, b elementwise.View[S]) S {
	if len(a.Layout.Dims) != 1 || len(b.Layout.Dims) != 1 {
		panic(nd.Errorf(nd.ErrShape, "%s: shapes %s and %s: Dot takes two vectors",
			op, nd.FormatDims(a.Layout.Dims), nd.FormatDims(b.Layout.Dims)))
	}
	var p product
	plan(op, a.Layout.Dims, b.Layout.Dims, &p)
	out := make([]S, 1)
	run(t, &p, elementwise.View[S]{Data: out, Layout: nd.Layout{}}, a, b)
	return out[0]
}

// MatMulInto writes NumPy's matmul of a and b into dst, whose dimensions
// must be the result's. dst may overlap a or b (the product is made
// aside, then copied). It panics with nd.ErrShape for shapes that do not
// multiply (see plan) or a dst of another shape, and nd.ErrReadOnly for a
// read-only dst.
func MatMulInto[S any, T Number](op string, t Type[S, T], dst elementwise.Dst[S], a, b elementwise.View[S]) {
	elementwise.NotNil(op, "dst", dst)
	var p product
	plan(op, a.Layout.Dims, b.Layout.Dims, &p)
	if dst.ReadOnly() {
		panic(nd.Errorf(nd.ErrReadOnly, "%s: dst is read-only", op))
	}
	d := elementwise.ViewOf(dst)
	var dims [maxBatch + 2]int64
	if !slices.Equal(d.Layout.Dims, p.appendOut(dims[:0])) {
		panic(nd.Errorf(nd.ErrShape, "%s: dst shape %s is not the product's %s (shapes %s and %s)", op,
			nd.FormatDims(d.Layout.Dims), nd.FormatDims(p.outDims()), nd.FormatDims(a.Layout.Dims),
			nd.FormatDims(b.Layout.Dims)))
	}
	if elementwise.Overlap(d, a) || elementwise.Overlap(d, b) || d.Layout.Tables != nil {
		out := p.outDims()
		tmp := elementwise.View[S]{Data: bulk.MakeUninit[S](size(out)), Layout: nd.RowMajor(out...)}
		run(t, &p, tmp, a, b)
		bulk.Copy(d.Data, d.Layout, tmp.Data, tmp.Layout)
		return
	}
	run(t, &p, d, a, b)
}

// run writes the product p of a and b into dst (of the product's
// dimensions, without tables, overlapping neither).
func run[S any, T Number](t Type[S, T], p *product, dst, a, b elementwise.View[S]) {
	if size(p.batch()) == 0 || p.n == 0 || p.m == 0 {
		return
	}
	if t.Widen != nil {
		runWidened(t, p, dst, a, b)
		return
	}
	ta, tb, tc := any(a).(elementwise.View[T]), any(b).(elementwise.View[T]), any(dst).(elementwise.View[T])
	products(p, tc, elementwise.WithoutTables(ta), elementwise.WithoutTables(tb), kernelFor[T]())
}

// runWidened runs the product of 16-bit floats in T: a and b widened
// whole to row-major T, the product made in T and rounded once into dst.
func runWidened[S any, T Number](t Type[S, T], p *product, dst, a, b elementwise.View[S]) {
	widen := func(v elementwise.View[S]) elementwise.View[T] {
		v = elementwise.WithoutTables(v)
		l := nd.RowMajor(v.Layout.Dims...)
		s := bulk.MakeUninit[S](l.Size())
		bulk.CopyDisjoint(s, l, v.Data, v.Layout)
		w := bulk.MakeUninit[T](l.Size())
		t.Widen(w, s)
		return elementwise.View[T]{Data: w, Layout: l}
	}
	l := nd.RowMajor(dst.Layout.Dims...)
	c := elementwise.View[T]{Data: bulk.MakeUninit[T](l.Size()), Layout: l}
	products(p, c, widen(a), widen(b), kernelFor[T]())
	s := bulk.MakeUninit[S](l.Size())
	t.Narrow(s, c.Data)
	bulk.Copy(dst.Data, dst.Layout, s, l)
}

// products computes every matrix product of the batch into c.
func products[T Number](p *product, c, a, b elementwise.View[T], k *kernel[T]) {
	nb := size(p.batch())
	// The batch's multiply-adds, all of them: a batch of small products
	// is as much work to share as one large one.
	macs, ok := safe.Size([]int64{nb, p.n, p.m, p.k})
	if !ok {
		macs = math.MaxInt64
	}
	w := bulk.Workers(macs, max(nb, p.n, p.m))
	if w <= 1 {
		serial(p, c, a, b, k, 0, nb)
		return
	}
	// The workers' goroutines share a copy of p, so that p (the caller's,
	// on its stack) does not escape.
	q := new(product)
	*q = *p
	if nb >= int64(w) { // whole products to each worker
		bulk.Parallel(w, func(part int) { serial(q, c, a, b, k, nb*int64(part)/int64(w), nb*int64(part+1)/int64(w)) })
	} else { // each product split by its rows or columns
		for i := range nb {
			ma, mb, mc := matA(q, a, i), matB(q, b, i), matC(q, c, i)
			bulk.Parallel(w, func(part int) {
				sa, sb, sc := split(ma, mb, mc, part, w, k)
				buf := getBuffers[T]()
				gemm(sc, sa, sb, k, buf)
				putBuffers(buf)
			})
		}
	}
}

// serial computes the products lo to hi-1 of the batch.
func serial[T Number](p *product, c, a, b elementwise.View[T], k *kernel[T], lo, hi int64) {
	buf := getBuffers[T]()
	for i := lo; i < hi; i++ {
		gemm(matC(p, c, i), matA(p, a, i), matB(p, b, i), k, buf)
	}
	putBuffers(buf)
}

// split returns part of w of the product c = a·b: a band of c's rows (and
// a's) or of its columns (and b's), each band whole tiles. The band runs
// across c's runs where it can (rows of a row-major c), so that each
// worker packs its own part of the operand whose packing is strided and
// all of the other, whose packing is copies (see gemm's transpose).
func split[T Number](a, b, c matrix[T], part, w int, k *kernel[T]) (matrix[T], matrix[T], matrix[T]) {
	// The tile's sides along c's rows and columns, as gemm will orient it.
	rowUnit, colUnit := k.mr, k.nr
	if abs(c.cs) < abs(c.rs) {
		rowUnit, colUnit = k.nr, k.mr
	}
	band := func(n int64, unit int) (int64, int64) {
		tiles := (n + int64(unit) - 1) / int64(unit)
		lo, hi := tiles*int64(part)/int64(w)*int64(unit), tiles*int64(part+1)/int64(w)*int64(unit)
		return min(lo, n), min(hi, n)
	}
	byRows := abs(c.cs) < abs(c.rs)
	if c.rows < int64(w*rowUnit) || c.cols < int64(w*colUnit) {
		byRows = c.rows > c.cols // too few tiles one way: split the longer side
	}
	if byRows {
		lo, hi := band(c.rows, rowUnit)
		return a.sub(lo, hi, 0, a.cols), b, c.sub(lo, hi, 0, c.cols)
	}
	lo, hi := band(c.cols, colUnit)
	return a, b.sub(0, b.rows, lo, hi), c.sub(0, c.rows, lo, hi)
}

func size(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}
