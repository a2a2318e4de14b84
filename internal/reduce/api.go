package reduce

import (
	"math"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// A Dst is an array results are written to: what every dtype package's
// *NdArray has.
type Dst[D any] = elementwise.Dst[D]

// Reduce returns a new array, made by wrap (a dtype package's Wrap) over
// memory that is not zeroed first (bulk.WrapUninit: the reduction writes
// every element), holding k's reduction of the axes of src (all if none;
// kept as 1 if keep).
func Reduce[S, C, P, D any, R Dst[D]](op string, src elementwise.View[S], axes []int, keep bool,
	k Kernel[S, C, P, D], wrap func(nd.Shape, []D) R) R {
	red := Reduced(op, len(src.Layout.Dims), axes)
	if k.NeedsElements {
		NonEmpty(op, src.Layout.Dims, red)
	}
	r := bulk.WrapUninit(wrap, nd.ShapeOf(OutDims(src.Layout.Dims, red, keep)...))
	Run(r.Data(), source(src, k.Load), red, k.Op, nil, k.InMemoryOrder)
	return r
}

// ReduceInto writes k's reduction of the axes of src into dst, whose shape is
// the result's with or without the reduced dimensions kept as 1.
func ReduceInto[S, C, P, D any](op string, dst Dst[D], src elementwise.View[S], axes []int, k Kernel[S, C, P, D]) {
	var buf [smallRank]bool
	red := reducedIn(op, len(src.Layout.Dims), axes, buf[:])
	t := target(op, dst, src, red)
	defer t.release()
	if k.NeedsElements {
		NonEmpty(op, src.Layout.Dims, red)
	}
	Run(t.out, source(src, k.Load), red, k.Op, nil, k.InMemoryOrder)
	t.done()
}

// A TwoPass is an op that reduces twice: First finds each output
// element's parameter (its mean, its maximum), Fix adjusts them (or is
// nil), and Second, made for the call's ddof, reduces again with them.
type TwoPass[S, C, P, D any] struct {
	First  Kernel[S, C, C, C]
	Fix    func(m []C)
	Second func(ddof int64) *Op[C, P, D]
	common *[commonDdofs]*Op[C, P, D] // Second(ddof) for ddof 0, 1, ..., made once
}

// commonDdofs is the number of ddofs, from 0, whose second pass is made
// once, so that a call with them allocates nothing (NumPy's users pass 0
// or 1); other ddofs make theirs on each call.
const commonDdofs = 4

// Twice returns the TwoPass of its parts.
func Twice[S, C, P, D any](first Kernel[S, C, C, C], fix func(m []C), second func(ddof int64) *Op[C, P, D]) TwoPass[S, C, P, D] {
	common := new([commonDdofs]*Op[C, P, D])
	for i := range common {
		common[i] = second(int64(i))
	}
	return TwoPass[S, C, P, D]{first, fix, second, common}
}

// second returns the op of k's second pass for ddof.
func (k *TwoPass[S, C, P, D]) second(ddof int) *Op[C, P, D] {
	if k.common != nil && ddof >= 0 && ddof < commonDdofs {
		return k.common[ddof]
	}
	return k.Second(int64(ddof))
}

// Sqrt returns the op of Std from Var's: its results' square roots.
func Sqrt[C, P any, D Float](second func(ddof int64) *Op[C, P, D]) func(ddof int64) *Op[C, P, D] {
	return func(ddof int64) *Op[C, P, D] {
		return Then(second(ddof), func(v D) D { return D(math.Sqrt(float64(v))) })
	}
}

// Round16 returns second with its float32 results rounded to a 16-bit
// float by round.
func Round16[C, P, H any](second func(ddof int64) *Op[C, P, float32], round func(float32) H) func(ddof int64) *Op[C, P, H] {
	return func(ddof int64) *Op[C, P, H] { return Then(second(ddof), round) }
}

// LogSumExp is the second pass of LogSumExp (ExpSum), whose first finds
// the maxima and FiniteOrZero fixes them.
func LogSumExp[C Float](int64) *Op[C, C, C] { return ExpSum[C]() }

// FiniteOrZero replaces the values of m that are not finite by 0, as
// scipy's logsumexp does with its maxima.
func FiniteOrZero[C Float](m []C) {
	for i, v := range m {
		if v-v != 0 {
			m[i] = 0
		}
	}
}

// Reduce2 is Reduce for a TwoPass op; ddof is Var's and Std's.
func Reduce2[S, C, P, D any, R Dst[D]](op string, src elementwise.View[S], ddof int, axes []int, keep bool,
	k TwoPass[S, C, P, D], wrap func(nd.Shape, []D) R) R {
	red := Reduced(op, len(src.Layout.Dims), axes)
	r := bulk.WrapUninit(wrap, nd.ShapeOf(OutDims(src.Layout.Dims, red, keep)...))
	runTwoPass(r.Data(), src, ddof, red, &k)
	return r
}

// Reduce2Into is ReduceInto for a TwoPass op.
func Reduce2Into[S, C, P, D any](op string, dst Dst[D], src elementwise.View[S], ddof int, axes []int, k TwoPass[S, C, P, D]) {
	var buf [smallRank]bool
	red := reducedIn(op, len(src.Layout.Dims), axes, buf[:])
	t := target(op, dst, src, red)
	defer t.release()
	runTwoPass(t.out, src, ddof, red, &k)
	t.done()
}

// runTwoPass runs k into out, with its parameters in a pooled scratch.
func runTwoPass[S, C, P, D any](out []D, src elementwise.View[S], ddof int, red []bool, k *TwoPass[S, C, P, D]) {
	s := source(src, k.First.Load)
	sc, c := scratchOf(wordsOf[C](len(out)))
	defer putScratch(sc)
	m := carve[C](&c, len(out))
	Run(m, s, red, k.First.Op, nil, true)
	if k.Fix != nil {
		k.Fix(m)
	}
	Run(out, s, red, k.second(ddof), m, true)
}

// source returns the Source of src: a row-major copy where src has
// tables (Seq or Hyperslab).
func source[S, C any](src elementwise.View[S], load func(d []C, s []S)) Source[S, C] {
	if src.Layout.Tables != nil {
		src = rowMajorCopy(src)
	}
	return Source[S, C]{src.Data, src.Layout, load}
}

// A result is where a reduction writes: out, the row-major elements of
// dst (view, its operand) or, where dst is not one row-major block or
// shares memory with the input, a pooled temporary (tmp holds it) that
// done copies into dst.
type result[D any] struct {
	out        []D
	view       elementwise.View[D]
	tmp        *scratch
	contiguous bool
	rowMajor   []int64 // in tmp: the strides of out's layout, where dst is not one block
}

// target checks dst for a reduction of red over src and returns where the
// reduction writes.
func target[S, D any](op string, dst Dst[D], src elementwise.View[S], red []bool) result[D] {
	elementwise.NotNil(op, "dst", dst)
	v := ViewOf(dst)
	checkDst(op, v.Layout.Dims, dst.ReadOnly(), src.Layout.Dims, red)
	n := keptCount(src.Layout.Dims, red)
	r := result[D]{view: v, contiguous: rowMajor(v.Layout)}
	if off := v.Layout.Offset; r.contiguous && !bulk.Overlaps(v.Data, src.Data) {
		r.out = v.Data[off : off+n]
		return r
	}
	rank := len(src.Layout.Dims)
	s, c := scratchOf(wordsOf[D](int(n)) + wordsOf[int64](rank))
	r.out, r.tmp = carve[D](&c, int(n)), s
	if !r.contiguous {
		r.rowMajor = carve[int64](&c, rank)
	}
	return r
}

// done copies the results into dst where they are in a temporary.
func (r *result[D]) done() {
	v := r.view
	switch {
	case r.tmp == nil:
	case r.contiguous:
		copy(v.Data[v.Layout.Offset:], r.out)
	default:
		st := r.rowMajor[:len(v.Layout.Dims)]
		size := int64(1)
		for i := len(st) - 1; i >= 0; i-- {
			st[i] = size
			size *= v.Layout.Dims[i]
		}
		bulk.Copy(v.Data, v.Layout, r.out, nd.Layout{Dims: v.Layout.Dims, Strides: st})
	}
}

// release gives the temporary back (also when the reduction panics).
func (r *result[D]) release() {
	if r.tmp != nil {
		putScratch(r.tmp)
		r.tmp = nil
	}
}

// rowMajor reports whether l is one row-major block without tables.
func rowMajor(l nd.Layout) bool {
	if l.Tables != nil {
		return false
	}
	s := int64(1)
	for i := len(l.Dims) - 1; i >= 0; i-- {
		if l.Dims[i] != 1 && l.Strides[i] != s {
			return false
		}
		s *= l.Dims[i]
	}
	return true
}

// rowMajorCopy returns a row-major copy of v: what an input with tables,
// or one that shares memory with its result, is read from.
func rowMajorCopy[T any](v elementwise.View[T]) elementwise.View[T] {
	l := nd.RowMajor(v.Layout.Dims...)
	data := bulk.MakeUninit[T](l.Size())
	bulk.CopyDisjoint(data, l, v.Data, v.Layout)
	return elementwise.View[T]{Data: data, Layout: l}
}
