package ndtest

import (
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// sample is a named view of a fresh arange(3, 4, 5) array.
type sample[A any] struct {
	name string
	make func() (base, view A)
}

// samples returns views of every kind: strided, flipped, transposed,
// table-based (Seq, Hyperslab, duplicates included), with new axes, of rank
// 0, empty, and views of views.
func (x h[T, A]) samples() []sample[A] {
	mk := func(name string, f func(A) A) sample[A] {
		return sample[A]{name, func() (A, A) {
			b := x.arange(3, 4, 5)
			return b, f(b)
		}}
	}
	return []sample[A]{
		mk("whole", func(a A) A { return a }),
		mk("Get(1)", func(a A) A { return a.Get(1) }),
		mk("Get(2,1)", func(a A) A { return a.Get(2, 1) }),
		mk("Flip", func(a A) A { return a.Slice(nd.Flip()) }),
		mk("inner Flip", func(a A) A { return a.Slice(nd.All(), nd.All(), nd.Flip()) }),
		mk("strided", func(a A) A { return a.Slice(nd.All(), nd.Step(2), nd.Step(-2)) }),
		mk("inner stride 3", func(a A) A { return a.Slice(nd.Ellipsis(), nd.SliceFromStep(1, 3)) }),
		mk("inner 1:-1", func(a A) A { return a.Slice(nd.Range(1, -1), nd.Range(1, -1), nd.Range(1, -1)) }),
		mk("Transpose()", func(a A) A { return a.Transpose() }),
		mk("Transpose(2,0,1)", func(a A) A { return a.Transpose(2, 0, 1) }),
		mk("Transpose(0,2,1)", func(a A) A { return a.Transpose(0, 2, 1) }),
		mk("Seq with duplicates", func(a A) A { return a.Slice(nd.Seq(2, 0, 2), nd.All(), nd.Seq(4, 1)) }),
		mk("Seq", func(a A) A { return a.Slice(nd.Seq(2, 0), nd.Range(1, 3), nd.Seq(4, 1, 3)) }),
		mk("Hyperslab", func(a A) A { return a.Slice(nd.All(), nd.Hyperslab(0, 2, 2, 1), nd.Hyperslab(1, 2, 2, 2)) }),
		mk("NewAxis", func(a A) A { return a.Slice(nd.NewAxis(), nd.All(), nd.NewAxis(), nd.Range(1, 3)) }),
		mk("At", func(a A) A { return a.Slice(nd.Ellipsis(), nd.At(-1)) }),
		mk("AtKeep", func(a A) A { return a.Slice(nd.AtKeep(1), nd.All(), nd.AtKeep(-2)) }),
		mk("rank 0", func(a A) A { return a.Get(1, 2, 3) }),
		mk("empty", func(a A) A { return a.Slice(nd.Range(2, 2)) }),
		mk("Seq transposed", func(a A) A { return a.Slice(nd.Seq(1, 0)).Transpose() }),
		mk("view of view", func(a A) A { return a.Slice(nd.Flip(), nd.Odd()).Slice(nd.All(), nd.Flip(), nd.Step(3)) }),
		mk("Reshape of strided", func(a A) A { return a.Slice(nd.All(), nd.Even()).Reshape(shape(6, 5)) }),
	}
}

func (x h[T, A]) testBugs(t *testing.T) {
	run(t, "AtKeepNonInnermost", func(t *testing.T) {
		a := x.arange(3, 4, 5)
		d := []int64{3, 4, 5}
		x.check(t, a.Slice(nd.AtKeep(2)), []int64{1, 4, 5}, outer(d, []int64{2}), "AtKeep(2)")
		x.check(t, a.Slice(nd.All(), nd.AtKeep(1)), []int64{3, 1, 5}, outer(d, nil, []int64{1}), "AtKeep(1) on dim 1")
		x.check(t, a.Slice(nd.AtKeep(2), nd.AtKeep(-1)), []int64{1, 1, 5}, outer(d, []int64{2}, []int64{3}), "AtKeep(2), AtKeep(-1)")
		x.check(t, a.Slice(nd.AtKeep(-3), nd.All(), nd.AtKeep(4)), []int64{1, 4, 1}, outer(d, []int64{0}, nil, []int64{4}))
		b := x.arange(5, 4, 5)
		x.check(t, b.Slice(nd.All(), nd.All(), nd.AtKeep(-3)), []int64{5, 4, 1}, outer([]int64{5, 4, 5}, nil, nil, []int64{2}), "at(-3, true)")
		v := a.Slice(nd.AtKeep(1), nd.AtKeep(2))
		w := x.diff(x.Val(33))
		v.SetValue(w, 0, 0, 3)
		assert.True(t, eq(a.GetValue(1, 2, 3), w), "a write through AtKeep views reaches the parent")
		mustPanic(t, func() { a.Slice(nd.AtKeep(3)) }, "AtKeep(3) on 3")
		mustPanic(t, func() { a.Slice(nd.AtKeep(-4)) }, "AtKeep(-4) on 3")
	})
	run(t, "ReshapeStridedView", func(t *testing.T) {
		a := x.arange(3, 4)
		r := a.Slice(nd.All(), nd.Even()).Reshape(shape(6))
		x.check(t, r, []int64{6}, []int64{0, 2, 4, 6, 8, 10}, "the even columns, not elements 0..5")
		w := x.diff(x.Val(2))
		r.SetValue(w, 1)
		assert.True(t, eq(a.GetValue(0, 2), w), "the strides allow a view (as NumPy), so writes reach the original")

		a = x.arange(3, 4)
		f := a.Slice(nd.All(), nd.Flip()).Reshape(shape(12))
		assertDims(t, []int64{12}, f)
		assertVals(t, x.vals(3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8), f.ToSlice())
		g := a.Slice(nd.Even(), nd.Odd()).Transpose().Reshape(shape(4))
		assertVals(t, x.vals(1, 9, 3, 11), g.ToSlice())
	})
	run(t, "ReshapeSize1TableView", func(t *testing.T) {
		// A Seq or Hyperslab of size 1 keeps its position in a table that
		// the normal form folds into the offset; Reshape must not lose it.
		a := x.arange(3, 4)
		for _, v := range []A{a.Slice(nd.Seq(2)), a.Slice(nd.Hyperslab(2, 1, 1, 1)), a.Slice(nd.Seq(-1), nd.All())} {
			r := v.Reshape(shape(2, 2))
			assertVals(t, x.vals(8, 9, 10, 11), r.ToSlice(), "%v", v.Layout())
			if sameStorage(r.Data(), a.Data()) {
				assert.Equal(t, []int64{8, 9, 10, 11}, positions(r.Layout()), "%v", r.Layout())
			}
		}
		c := a.Slice(nd.All(), nd.Seq(3)).Reshape(shape(3))
		assertVals(t, x.vals(3, 7, 11), c.ToSlice())
	})
	run(t, "SegmentedViews", func(t *testing.T) {
		for _, smp := range x.samples() {
			t.Run(smp.name, func(t *testing.T) { x.segmented(t, smp) })
		}
	})
	run(t, "OverlappingCopies", func(t *testing.T) { x.overlapping(t) })
	run(t, "SliceClamps", func(t *testing.T) {
		a := x.arange(3, 4)
		d := []int64{3, 4}
		cases := []struct {
			name string
			v    A
			dims []int64
			pos  []int64
		}{
			{"0:10", a.Slice(nd.Slice(0, 10, 1)), []int64{3, 4}, span(0, 1, 12)},
			{":, -10:10", a.Slice(nd.All(), nd.Range(-10, 10)), []int64{3, 4}, span(0, 1, 12)},
			{"3:0", a.Slice(nd.Range(3, 0)), []int64{0, 4}, nil},
			{"1:4:-2", a.Slice(nd.Slice(1, 4, -2)), []int64{0, 4}, nil},
			{"10:-10:-1", a.Slice(nd.Slice(10, -10, -1)), []int64{3, 4}, outer(d, []int64{2, 1, 0})},
			{"5:", a.Slice(nd.SliceFrom(5)), []int64{0, 4}, nil},
			{"-10:", a.Slice(nd.SliceFrom(-10)), []int64{3, 4}, span(0, 1, 12)},
			{":-10", a.Slice(nd.SliceTo(-10)), []int64{0, 4}, nil},
			{":10", a.Slice(nd.SliceTo(10)), []int64{3, 4}, span(0, 1, 12)},
			{":, -1:-10:-2", a.Slice(nd.All(), nd.Slice(-1, -10, -2)), []int64{3, 2}, outer(d, nil, []int64{3, 1})},
			{"min:max", a.Slice(nd.Slice(math.MinInt64, math.MaxInt64, 1)), []int64{3, 4}, span(0, 1, 12)},
			{"max:min:-1", a.Slice(nd.Slice(math.MaxInt64, math.MinInt64, -1)), []int64{3, 4}, outer(d, []int64{2, 1, 0})},
			{"::max", a.Slice(nd.Step(math.MaxInt64)), []int64{1, 4}, outer(d, []int64{0})},
			{"::min", a.Slice(nd.Step(math.MinInt64)), []int64{1, 4}, outer(d, []int64{2})},
			{"1::max", a.Slice(nd.All(), nd.SliceFromStep(1, math.MaxInt64)), []int64{3, 1}, outer(d, nil, []int64{1})},
			{"-5::-1", a.Slice(nd.SliceFromStep(-5, -1)), []int64{0, 4}, nil},
			{":5:-1", a.Slice(nd.SliceToStep(5, -1)), []int64{0, 4}, nil},
		}
		for _, c := range cases {
			x.check(t, c.v, c.dims, c.pos, c.name)
			if lo, hi := c.v.Layout().Bounds(); c.v.Size() > 0 {
				assert.True(t, lo >= 0 && hi < 12, "%s: a view never points outside its data: bounds %d..%d", c.name, lo, hi)
			}
		}
	})
}

// segmented checks Read, Write, CopyTo (both ways) and Set with exact sizes
// on one sample view.
func (x h[T, A]) segmented(t *testing.T, smp sample[A]) {
	_, v := smp.make()
	n := int(v.Size())
	want := x.ref(v)
	data := v.Data()
	orig := slices.Clone(data)
	pos := positions(v.Layout())

	buf := append(make([]T, n), x.Val(500), x.Val(501))
	v.Read(buf[:n])
	assertVals(t, want, buf[:n], "Read")
	assertVals(t, x.vals(500, 501), buf[n:], "Read wrote past the view's size")
	assertVals(t, want, v.ToSlice(), "ToSlice")
	d := x.New(v.Shape())
	v.CopyTo(d)
	assertVals(t, want, d.ToSlice(), "CopyTo from the view")
	if v.ReadOnly() { // repeated Seq coordinates: writes would depend on their order
		err := nd.Try(func() { v.Write(make([]T, n)) })
		assert.True(t, errors.Is(err, nd.ErrReadOnly), "Write into %s: %v", smp.name, err)
		assertVals(t, orig, data, "a refused Write wrote nothing")
		return
	}

	w := make([]T, n)
	for k := range w {
		w[k] = x.Val(1000 + k)
	}
	expect := slices.Clone(orig)
	for k, p := range pos { // with duplicates, the last write wins (row-major order)
		expect[p] = w[k]
	}
	v.Write(w)
	assertVals(t, expect, data, "Write")

	copy(data, orig)
	x.Wrap(v.Shape(), w).CopyTo(v)
	assertVals(t, expect, data, "CopyTo into the view")

	copy(data, orig)
	big := x.New(v.Shape().Prepend(2))
	big.Get(1).Write(w)
	v.Set(big.Get(-2)) // zeros first
	v.Set(big.Get(1))
	assertVals(t, expect, data, "Set into the view")

	if n > 0 {
		copy(data, orig)
		mustPanic(t, func() { v.Read(buf[:n-1]) }, "Read into one too few")
		mustPanic(t, func() { v.Write(w[:n-1]) }, "Write from one too few")
		assertVals(t, orig, data, "a failed Write wrote nothing")
	}
}

// overlapping checks copies between views of the same storage: the result
// must be as if the source were read first.
func (x h[T, A]) overlapping(t *testing.T) {
	ten := func() A { return x.arange(10) }
	shiftRight := x.vals(0, 0, 1, 2, 3, 4, 5, 6, 7, 8)
	shiftLeft := x.vals(1, 2, 3, 4, 5, 6, 7, 8, 9, 9)

	a := ten()
	a.Slice(nd.Range(0, 9)).CopyTo(a.Slice(nd.Range(1, 10)))
	assertVals(t, shiftRight, a.ToSlice(), "CopyTo [0:9] -> [1:10]")
	a = ten()
	a.Slice(nd.Range(1, 10)).CopyTo(a.Slice(nd.Range(0, 9)))
	assertVals(t, shiftLeft, a.ToSlice(), "CopyTo [1:10] -> [0:9]")
	a = ten()
	a.Slice(nd.SliceFrom(1)).Set(a.Slice(nd.SliceTo(-1)))
	assertVals(t, shiftRight, a.ToSlice(), "Set [1:] = [:-1]")
	a = ten()
	a.Slice(nd.SliceTo(-1)).Set(a.Slice(nd.SliceFrom(1)))
	assertVals(t, shiftLeft, a.ToSlice(), "Set [:-1] = [1:]")

	// Separate arrays over overlapping parts of one slice.
	data := x.iota(10)
	x.Wrap(shape(9), data[:9]).CopyTo(x.Wrap(shape(9), data[1:]))
	assertVals(t, shiftRight, data, "Wrap(data[:9]) CopyTo Wrap(data[1:])")
	data = x.iota(10)
	x.Wrap(shape(9), data[1:]).CopyTo(x.Wrap(shape(9), data[:9]))
	assertVals(t, shiftLeft, data, "Wrap(data[1:]) CopyTo Wrap(data[:9])")
	data = x.iota(10)
	x.Wrap(shape(9), data[1:]).Read(data[:9])
	assertVals(t, shiftLeft, data, "Read into the array's own storage")
	data = x.iota(10)
	x.Wrap(shape(9), data[1:]).Write(data[:9])
	assertVals(t, shiftRight, data, "Write from the array's own storage")
	data = x.iota(10)
	x.Wrap(shape(9), data[:9]).Write(data[1:])
	assertVals(t, shiftLeft, data, "Write from the array's own storage, other way")

	a = ten()
	a.Slice(nd.Flip()).CopyTo(a)
	assertVals(t, x.vals(9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a.ToSlice(), "reverse in place")
	a = ten()
	a.Set(a.Slice(nd.Flip()))
	assertVals(t, x.vals(9, 8, 7, 6, 5, 4, 3, 2, 1, 0), a.ToSlice(), "reverse in place with Set")
	a = ten()
	a.Slice(nd.Range(0, 5)).CopyTo(a.Slice(nd.Step(2)))
	assertVals(t, x.vals(0, 1, 1, 3, 2, 5, 3, 7, 4, 9), a.ToSlice(), "[0:5] -> [::2]")
	a = ten()
	a.Slice(nd.Step(2)).CopyTo(a.Slice(nd.Range(5, 10)))
	assertVals(t, x.vals(0, 1, 2, 3, 4, 0, 2, 4, 6, 8), a.ToSlice(), "[::2] -> [5:10]")

	m := x.arange(4, 4)
	m.Slice(nd.Range(0, 3)).CopyTo(m.Slice(nd.Range(1, 4)))
	assertVals(t, append(x.iota(4), x.iota(12)...), m.ToSlice(), "shift rows down")
	m = x.arange(4, 4)
	m.Slice(nd.All(), nd.Range(1, 4)).CopyTo(m.Slice(nd.All(), nd.Range(0, 3)))
	assertVals(t, x.vals(1, 2, 3, 3, 5, 6, 7, 7, 9, 10, 11, 11, 13, 14, 15, 15), m.ToSlice(), "shift columns left")
	m = x.arange(4, 4)
	m.Transpose().CopyTo(m)
	assertVals(t, x.vals(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15), m.ToSlice(), "transpose in place")
	m = x.arange(4, 4)
	m.Set(m.Slice(nd.Seq(3, 3, 0, 1)))
	assertVals(t, x.vals(12, 13, 14, 15, 12, 13, 14, 15, 0, 1, 2, 3, 4, 5, 6, 7), m.ToSlice(), "gather rows in place")
}

func (x h[T, A]) testIndex(t *testing.T) {
	run(t, "IndexTest5x4", func(t *testing.T) {
		m := x.arange(5, 4)
		d := []int64{5, 4}
		cases := []struct {
			name string
			v    A
			dims []int64
			pos  []int64
		}{
			{"all", m.Slice(nd.All()), d, span(0, 1, 20)},
			{"ellipsis", m.Slice(nd.Ellipsis()), d, span(0, 1, 20)},
			{"all, at(1)", m.Slice(nd.All(), nd.At(1)), []int64{5}, outer(d, nil, []int64{1})},
			{"at(2), all", m.Slice(nd.At(2), nd.All()), []int64{4}, outer(d, []int64{2})},
			{"at(2), at(1)", m.Slice(nd.At(2), nd.At(1)), []int64{}, []int64{9}},
			{"slice(1,3)", m.Slice(nd.Range(1, 3)), []int64{2, 4}, outer(d, []int64{1, 2})},
			{"all, slice(1,3)", m.Slice(nd.All(), nd.Range(1, 3)), []int64{5, 2}, outer(d, nil, []int64{1, 2})},
			{"all, slice(1,3) get(3)", m.Slice(nd.All(), nd.Range(1, 3)).Get(3), []int64{2}, []int64{13, 14}},
			{"slice(1,3), slice(1,3)", m.Slice(nd.Slice(1, 3, 1), nd.Slice(1, 3, 1)), []int64{2, 2}, outer(d, []int64{1, 2}, []int64{1, 2})},
			{"range(1,3), range(1,3)", m.Slice(nd.Range(1, 3), nd.Range(1, 3)), []int64{2, 2}, outer(d, []int64{1, 2}, []int64{1, 2})},
			{"odd, even", m.Slice(nd.Odd(), nd.Even()), []int64{2, 2}, outer(d, []int64{1, 3}, []int64{0, 2})},
			{"sliceFrom(3,1), sliceFrom(2,1)", m.Slice(nd.SliceFromStep(3, 1), nd.SliceFromStep(2, 1)), []int64{2, 2}, outer(d, []int64{3, 4}, []int64{2, 3})},
			{"sliceTo(3,2), sliceTo(2,1)", m.Slice(nd.SliceToStep(3, 2), nd.SliceToStep(2, 1)), []int64{2, 2}, outer(d, []int64{0, 2}, []int64{0, 1})},
			{"step(2), step(2)", m.Slice(nd.Step(2), nd.Step(2)), []int64{3, 2}, outer(d, []int64{0, 2, 4}, []int64{0, 2})},
			{"step(2), step(2) then flip, flip", m.Slice(nd.Step(2), nd.Step(2)).Slice(nd.Flip(), nd.Flip()), []int64{3, 2}, outer(d, []int64{4, 2, 0}, []int64{2, 0})},
			{"slice(4,0,-2), slice(3,null,-2)", m.Slice(nd.Slice(4, 0, -2), nd.SliceFromStep(3, -2)), []int64{2, 2}, outer(d, []int64{4, 2}, []int64{3, 1})},
			{"seq(4,2), seq(3,1)", m.Slice(nd.Seq(4, 2), nd.Seq(3, 1)), []int64{2, 2}, outer(d, []int64{4, 2}, []int64{3, 1})},
			{"all, all, newAxis", m.Slice(nd.All(), nd.All(), nd.NewAxis()), []int64{5, 4, 1}, span(0, 1, 20)},
		}
		for _, c := range cases {
			x.check(t, c.v, c.dims, c.pos, c.name)
		}
	})
	run(t, "Probed3x4", func(t *testing.T) {
		a := x.arange(3, 4)
		d := []int64{3, 4}
		cases := []struct {
			name string
			v    A
			dims []int64
			pos  []int64
		}{
			{"all, step(-2)", a.Slice(nd.All(), nd.Step(-2)), []int64{3, 2}, outer(d, nil, []int64{3, 1})},
			{"all, sliceFrom(2,-1)", a.Slice(nd.All(), nd.SliceFromStep(2, -1)), []int64{3, 3}, outer(d, nil, []int64{2, 1, 0})},
			{"all, sliceTo(1,-1)", a.Slice(nd.All(), nd.SliceToStep(1, -1)), []int64{3, 2}, outer(d, nil, []int64{3, 2})},
			{"all, seq(3,0,3)", a.Slice(nd.All(), nd.Seq(3, 0, 3)), []int64{3, 3}, outer(d, nil, []int64{3, 0, 3})},
			{"all, seq(-1,0)", a.Slice(nd.All(), nd.Seq(-1, 0)), []int64{3, 2}, outer(d, nil, []int64{3, 0})},
			{"seq()", a.Slice(nd.Seq()), []int64{0, 4}, nil},
			{"hyperslab(0,1,2,1), hyperslab(1,2,1,2)", a.Slice(nd.Hyperslab(0, 1, 2, 1), nd.Hyperslab(1, 2, 1, 2)), []int64{2, 2}, outer(d, []int64{0, 1}, []int64{1, 2})},
			{"all, hyperslab(0,3,2,1)", a.Slice(nd.All(), nd.Hyperslab(0, 3, 2, 1)), []int64{3, 2}, outer(d, nil, []int64{0, 3})},
			{"hyperslab(0,1,0,1)", a.Slice(nd.Hyperslab(0, 1, 0, 1)), []int64{0, 4}, nil},
			{"flip, at(0)", a.Slice(nd.Flip(), nd.At(0)), []int64{3}, []int64{8, 4, 0}},
			{"at(1), newAxis", a.Slice(nd.At(1), nd.NewAxis()), []int64{1, 4}, span(4, 1, 4)},
			{"(all, even) then (all, odd)", a.Slice(nd.All(), nd.Even()).Slice(nd.All(), nd.Odd()), []int64{3, 1}, []int64{2, 6, 10}},
			{"seq(2,0) then (step(-1), seq(1))", a.Slice(nd.Seq(2, 0)).Slice(nd.Flip(), nd.Seq(1)), []int64{2, 1}, []int64{1, 9}},
			{"seq(1,2) then at(1)", a.Slice(nd.Seq(1, 2)).Slice(nd.At(1)), []int64{4}, span(8, 1, 4)},
			{"hyperslab then range", a.Slice(nd.All(), nd.Hyperslab(0, 2, 2, 1)).Slice(nd.Range(1, 3), nd.SliceFrom(1)), []int64{2, 1}, []int64{6, 10}},
		}
		for _, c := range cases {
			x.check(t, c.v, c.dims, c.pos, c.name)
		}
	})
	run(t, "NewAxis5x4x5", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		all := span(0, 1, 100)
		x.check(t, a.Slice(nd.All(), nd.All(), nd.All(), nd.NewAxis()), []int64{5, 4, 5, 1}, all)
		x.check(t, a.Slice(nd.All(), nd.All(), nd.NewAxis()), []int64{5, 4, 1, 5}, all)
		x.check(t, a.Slice(nd.All(), nd.NewAxis()), []int64{5, 1, 4, 5}, all)
		x.check(t, a.Slice(nd.NewAxis()), []int64{1, 5, 4, 5}, all)
		x.check(t, a.Slice(nd.NewAxis(), nd.NewAxis(), nd.Ellipsis(), nd.NewAxis()), []int64{1, 1, 5, 4, 5, 1}, all)
		x.check(t, a.Get(2, 1).Slice(nd.NewAxis()), []int64{1, 5}, span(45, 1, 5))
		x.check(t, a.Get(2, 1, 3).Slice(nd.NewAxis(), nd.NewAxis()), []int64{1, 1}, []int64{48})
	})
	run(t, "Ellipsis5x4x5", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		all, at0, na, el := nd.All(), nd.At(0), nd.NewAxis(), nd.Ellipsis()
		pairs := [][2][]nd.Index{
			{{el, at0}, {all, all, at0}},
			{{at0, el}, {at0, all, all}},
			{{at0, el, at0}, {at0, all, at0}},
			{{el, na, at0}, {all, all, na, at0}},
			{{na, el, at0}, {na, all, all, at0}},
			{{el, at0, na}, {all, all, at0, na}},
			{{all, all, el, all}, {all, all, all}},
			{{el, all, all, all}, {}},
			{{at0, nd.At(1), nd.At(2), el}, {at0, nd.At(1), nd.At(2)}},
		}
		for _, p := range pairs {
			v, w := a.Slice(p[0]...), a.Slice(p[1]...)
			assert.Equal(t, v.Shape().Dims(), w.Shape().Dims(), "%v vs %v", p[0], p[1])
			assert.Equal(t, positions(w.Layout()), positions(v.Layout()), "%v vs %v", p[0], p[1])
			assert.True(t, v.Equal(w) && w.Equal(v), "%v vs %v", p[0], p[1])
		}
	})
	run(t, "Slice5x4x5", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		d := []int64{5, 4, 5}
		x.check(t, a.Slice(nd.All(), nd.SliceTo(3)), []int64{5, 3, 5}, outer(d, nil, []int64{0, 1, 2}), "sliceTo(3) on dim 1")
		for _, ix := range []nd.Index{nd.Range(1, 4), nd.Slice(1, -1, 1), nd.Slice(-4, -1, 1)} {
			x.check(t, a.Slice(nd.All(), nd.All(), ix), []int64{5, 4, 3}, outer(d, nil, nil, []int64{1, 2, 3}), "%v", ix)
		}
		x.check(t, a.Slice(nd.All(), nd.All(), nd.Slice(1, 4, -2)), []int64{5, 4, 0}, nil, "1:4:-2")
		for _, ix := range []nd.Index{nd.Slice(4, 1, -2), nd.Slice(-1, 1, -2), nd.Slice(-1, -4, -2)} {
			x.check(t, a.Slice(nd.All(), nd.All(), ix), []int64{5, 4, 2}, outer(d, nil, nil, []int64{4, 2}), "%v", ix)
		}
		x.check(t, a.Slice(nd.All(), nd.All(), nd.Step(-1)), []int64{5, 4, 5}, outer(d, nil, nil, []int64{4, 3, 2, 1, 0}), "::-1")
	})
	run(t, "At5x4x5", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		d := []int64{5, 4, 5}
		for _, c := range []struct {
			ix  nd.Index
			k   int64
			out []int64
		}{
			{nd.At(0), 0, []int64{5, 4}},
			{nd.At(3), 3, []int64{5, 4}},
			{nd.At(-3), 2, []int64{5, 4}},
			{nd.AtKeep(-3), 2, []int64{5, 4, 1}},
			{nd.AtKeep(-1), 4, []int64{5, 4, 1}},
		} {
			x.check(t, a.Slice(nd.All(), nd.All(), c.ix), c.out, outer(d, nil, nil, []int64{c.k}), "%v", c.ix)
		}
	})
	run(t, "NoIndices", func(t *testing.T) {
		a := x.arange(3, 4)
		v := a.Slice()
		x.check(t, v, []int64{3, 4}, span(0, 1, 12))
		w := x.diff(x.Val(5))
		v.SetValue(w, 1, 1)
		assert.True(t, eq(a.GetValue(1, 1), w), "Slice() is a view")
	})
	run(t, "Rank0", func(t *testing.T) {
		s := x.Scalar(x.Val(3))
		assertDims(t, []int64{}, s.Slice())
		assertDims(t, []int64{}, s.Slice(nd.Ellipsis()))
		n := s.Slice(nd.NewAxis())
		assertDims(t, []int64{1}, n)
		assert.True(t, eq(n.GetValue(0), x.Val(3)))
		mustPanic(t, func() { s.Slice(nd.At(0)) }, "At on a scalar")
		mustPanic(t, func() { s.Slice(nd.All()) }, "All on a scalar")
	})
	run(t, "Panics", func(t *testing.T) {
		a := x.arange(3, 4)
		bad := map[string]func(){
			"too many indices":       func() { a.Slice(nd.All(), nd.All(), nd.All()) },
			"too many with ellipsis": func() { a.Slice(nd.At(0), nd.Ellipsis(), nd.At(0), nd.At(0)) },
			"two ellipses":           func() { a.Slice(nd.Ellipsis(), nd.All(), nd.Ellipsis()) },
			"two ellipses alone":     func() { a.Slice(nd.Ellipsis(), nd.Ellipsis()) },
			"At(3)":                  func() { a.Slice(nd.At(3)) },
			"At(-4)":                 func() { a.Slice(nd.At(-4)) },
			"At(4) on dim 1":         func() { a.Slice(nd.All(), nd.At(4)) },
			"AtKeep(3)":              func() { a.Slice(nd.AtKeep(3)) },
			"Seq(0, 3)":              func() { a.Slice(nd.Seq(0, 3)) },
			"Seq(-4)":                func() { a.Slice(nd.Seq(-4)) },
			"Hyperslab past the end": func() { a.Slice(nd.Hyperslab(0, 2, 2, 2)) },
			"Hyperslab start":        func() { a.Slice(nd.All(), nd.Hyperslab(4, 1, 1, 1)) },
			"At on a view":           func() { a.Slice(nd.Range(1, 3)).Slice(nd.At(2)) },
			"Slice stride 0":         func() { nd.Slice(0, 3, 0) },
			"Step(0)":                func() { nd.Step(0) },
			"SliceFromStep 0":        func() { nd.SliceFromStep(1, 0) },
			"SliceToStep 0":          func() { nd.SliceToStep(1, 0) },
			"Hyperslab block 0":      func() { nd.Hyperslab(0, 1, 1, 0) },
			"Hyperslab stride 0":     func() { nd.Hyperslab(0, 0, 1, 1) },
		}
		for name, f := range bad {
			mustPanic(t, f, name)
		}
	})
}

func (x h[T, A]) testIteration(t *testing.T) {
	run(t, "Elements", func(t *testing.T) {
		a := x.arange(2, 3, 2)
		k := 0
		var kept []A
		for e := range a.Elements(1) {
			i, j := int64(k/3), int64(k%3)
			x.check(t, e, []int64{2}, []int64{(i*3 + j) * 2, (i*3+j)*2 + 1}, "Elements(1) view %d = [%d %d]", k, i, j)
			kept = append(kept, e)
			k++
		}
		assert.Equal(t, 6, k)
		for k, e := range kept {
			x.check(t, e, []int64{2}, []int64{int64(2 * k), int64(2*k + 1)}, "Elements(1) view %d kept after the loop", k)
		}
		k = 0
		for e := range a.Elements(2) {
			x.check(t, e, []int64{}, []int64{int64(k)}, "Elements(2) view %d", k)
			assert.True(t, eq(e.GetValue(), x.Val(k)))
			k++
		}
		assert.Equal(t, 12, k)
		k = 0
		for e := range a.Elements(0) {
			x.check(t, e, []int64{3, 2}, span(int64(6*k), 1, 6), "Elements(0) view %d", k)
			k++
		}
		assert.Equal(t, 2, k)
		mustPanic(t, func() { a.Elements(3) }, "Elements(3) of rank 3")
		mustPanic(t, func() { a.Elements(-1) }, "Elements(-1)")
	})
	run(t, "ElementsWriteThrough", func(t *testing.T) {
		a := x.New(shape(2, 3, 2))
		v := x.nonzero()
		for e := range a.Elements(1) {
			e.SetValue(v, 1)
		}
		z := x.zero()
		assertVals(t, []T{z, v, z, v, z, v, z, v, z, v, z, v}, a.ToSlice())
	})
	run(t, "ElementsOfViews", func(t *testing.T) {
		a := x.arange(2, 3, 2)
		k := int64(0)
		for e := range a.Transpose().Elements(0) { // e(j, i) = a(i, j, k)
			var pos []int64
			for c := range nd.Coords(3, 2) {
				pos = append(pos, c[1]*6+c[0]*2+k)
			}
			x.check(t, e, []int64{3, 2}, pos, "Transpose().Elements(0) view %d", k)
			k++
		}
		assert.Equal(t, int64(2), k)
		var got [][]int64
		for e := range a.Slice(nd.Flip(), nd.Seq(2, 0)).Elements(1) {
			got = append(got, positions(e.Layout()))
		}
		assert.Equal(t, [][]int64{{10, 11}, {6, 7}, {4, 5}, {0, 1}}, got)
	})
	run(t, "ElementsEmpty", func(t *testing.T) {
		count := func(a A, d int) int {
			n := 0
			for e := range a.Elements(d) {
				assert.Equal(t, a.Rank()-d-1, e.Rank())
				n++
			}
			return n
		}
		assert.Equal(t, 0, count(x.New(shape(0, 3)), 0))
		assert.Equal(t, 0, count(x.New(shape(0, 3)), 1))
		assert.Equal(t, 0, count(x.New(shape(3, 0)), 1))
		assert.Equal(t, 3, count(x.New(shape(3, 0)), 0))
	})
	run(t, "Scalars", func(t *testing.T) {
		a := x.arange(2, 3, 2).Slice(nd.All(), nd.Flip())
		var coords [][]int64
		var vals []T
		for c, v := range a.Scalars() {
			coords = append(coords, slices.Clone(c))
			vals = append(vals, v)
		}
		var wantC [][]int64
		var wantP []int64
		for i := range int64(2) {
			for j := range int64(3) {
				for k := range int64(2) {
					wantC = append(wantC, []int64{i, j, k})
					wantP = append(wantP, i*6+(2-j)*2+k)
				}
			}
		}
		assert.Equal(t, wantC, coords, "row-major coordinates")
		assertVals(t, x.at(wantP), vals)

		s := x.Scalar(x.Val(3))
		n := 0
		for c, v := range s.Scalars() {
			assert.Empty(t, c)
			assert.True(t, eq(v, x.Val(3)))
			n++
		}
		assert.Equal(t, 1, n, "a rank-0 array yields once")
		n = 0
		for c, v := range x.arange(4).Get(2).Scalars() {
			assert.Empty(t, c)
			assert.True(t, eq(v, x.Val(2)), "a rank-0 view yields its own element")
			n++
		}
		assert.Equal(t, 1, n)
		for range x.New(shape(2, 0)).Scalars() {
			t.Error("an empty array yields nothing")
		}
	})
	run(t, "Values", func(t *testing.T) {
		for _, smp := range x.samples() {
			_, v := smp.make()
			assertVals(t, x.ref(v), slices.Collect(v.Values()), smp.name)
			assertVals(t, v.ToSlice(), slices.Collect(v.Values()), smp.name)
		}
		assertVals(t, []T{x.Val(4)}, slices.Collect(x.Scalar(x.Val(4)).Values()))
	})
	run(t, "EarlyBreak", func(t *testing.T) {
		a := x.arange(3, 4, 5)
		for _, v := range []A{a, a.Transpose(), a.Slice(nd.Seq(2, 1), nd.Step(-2))} {
			for d := range v.Rank() {
				n := 0
				for range v.Elements(d) {
					n++
					if n == 2 {
						break
					}
				}
				assert.Equal(t, 2, n, "Elements(%d)", d)
			}
			n := 0
			for c, e := range v.Scalars() {
				assert.True(t, eq(e, v.GetValue(c...)))
				n++
				if n == 7 {
					break
				}
			}
			assert.Equal(t, 7, n, "Scalars")
			n = 0
			var got []T
			for e := range v.Values() {
				got = append(got, e)
				n++
				if n == 7 {
					break
				}
			}
			assertVals(t, v.ToSlice()[:7], got, "Values")
		}
	})
}

func (x h[T, A]) testTranspose(t *testing.T) {
	run(t, "Default", func(t *testing.T) {
		a := x.arange(3, 4)
		tr := a.Transpose()
		var pos []int64
		for c := range nd.Coords(4, 3) {
			pos = append(pos, c[1]*4+c[0])
		}
		x.check(t, tr, []int64{4, 3}, pos)
		assertVals(t, x.vals(0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11), tr.Copy().ToSlice(), "NumPy a.T.copy()")
		x.check(t, tr.Transpose(), []int64{3, 4}, span(0, 1, 12), ".T.T")
		w := x.diff(x.Val(7))
		tr.SetValue(w, 3, 1)
		assert.True(t, eq(a.GetValue(1, 3), w), "Transpose is a view")
	})
	run(t, "Explicit", func(t *testing.T) {
		b := x.arange(2, 3, 4)
		perm := func(dims []int64, f func(c []int64) int64) []int64 {
			var out []int64
			for c := range nd.Coords(dims...) {
				out = append(out, f(c))
			}
			return out
		}
		x.check(t, b.Transpose(1, 0, 2), []int64{3, 2, 4}, perm([]int64{3, 2, 4}, func(c []int64) int64 { return c[1]*12 + c[0]*4 + c[2] }), "(1,0,2)")
		x.check(t, b.Transpose(2, 0, 1), []int64{4, 2, 3}, perm([]int64{4, 2, 3}, func(c []int64) int64 { return c[1]*12 + c[2]*4 + c[0] }), "(2,0,1)")
		x.check(t, b.Transpose(1, 2, 0), []int64{3, 4, 2}, perm([]int64{3, 4, 2}, func(c []int64) int64 { return c[2]*12 + c[0]*4 + c[1] }), "(1,2,0)")
		rev := perm([]int64{4, 3, 2}, func(c []int64) int64 { return c[2]*12 + c[1]*4 + c[0] })
		x.check(t, b.Transpose(), []int64{4, 3, 2}, rev, "()")
		x.check(t, b.Transpose(2, 1, 0), []int64{4, 3, 2}, rev, "(2,1,0)")
		x.check(t, b.Transpose(0, 1, 2), []int64{2, 3, 4}, span(0, 1, 24), "(0,1,2)")
		x.check(t, b.Transpose(1, 2, 0).Transpose(2, 0, 1), []int64{2, 3, 4}, span(0, 1, 24), "a permutation and its inverse")
	})
	run(t, "Rank0And1", func(t *testing.T) {
		s := x.Scalar(x.Val(2))
		assertDims(t, []int64{}, s.Transpose())
		assert.True(t, eq(s.Transpose().GetValue(), x.Val(2)))
		v := x.arange(4)
		x.check(t, v.Transpose(), []int64{4}, span(0, 1, 4))
		x.check(t, v.Transpose(0), []int64{4}, span(0, 1, 4))
	})
	run(t, "View", func(t *testing.T) {
		b := x.arange(2, 3, 4)
		v := b.Slice(nd.Flip(), nd.All(), nd.Even()) // v(i,j,k) = b(1-i, j, 2k)
		var pos []int64
		for c := range nd.Coords(2, 2, 3) { // w(k, i, j) = v(i, j, k)
			k, i, j := c[0], c[1], c[2]
			pos = append(pos, (1-i)*12+j*4+2*k)
		}
		w := v.Transpose(2, 0, 1)
		x.check(t, w, []int64{2, 2, 3}, pos)
		nv := x.diff(b.GetValue(1, 2, 2))
		w.SetValue(nv, 1, 0, 2) // v(0, 2, 1) = b(1, 2, 2)
		assert.True(t, eq(b.GetValue(1, 2, 2), nv), "writes through a transposed view reach the parent")
		s := x.arange(3, 4).Slice(nd.Seq(2, 0), nd.Hyperslab(1, 2, 2, 1)).Transpose()
		x.check(t, s, []int64{2, 2}, []int64{9, 1, 11, 3}, "transposed Seq/Hyperslab view")
	})
	run(t, "BadAxes", func(t *testing.T) {
		b := x.arange(2, 3, 4)
		for _, axes := range [][]int{{0, 0, 1}, {0, 1}, {0, 1, 3}, {-1, 0, 1}, {0, 1, 2, 3}, {3, 1, 0}, {2, 2, 2}} {
			mustPanic(t, func() { b.Transpose(axes...) }, "Transpose%v of rank 3", axes)
		}
		mustPanic(t, func() { x.Scalar(x.Val(1)).Transpose(0) }, "Transpose(0) of rank 0")
	})
}

func (x h[T, A]) testReshape(t *testing.T) {
	run(t, "View", func(t *testing.T) {
		for _, dims := range [][]int64{{3, 4}, {12}, {2, 2, 3}, {1, 12, 1}, {12, 1}, {1, 1, 2, 1, 6}, {2, 6}} {
			a := x.arange(2, 6)
			r := a.Reshape(shape(dims...))
			x.check(t, r, dims, span(0, 1, 12), "Reshape%v", dims)
			assert.True(t, sameStorage(r.Data(), a.Data()), "a contiguous array reshapes to a view")
			w := x.diff(x.Val(5))
			r.SetValue(w, unravel(5, dims)...)
			assert.True(t, eq(a.GetValue(0, 5), w), "writes through Reshape%v reach the original", dims)
		}
	})
	run(t, "ViewOfViews", func(t *testing.T) {
		a := x.arange(6)
		f := a.Slice(nd.Flip()).Reshape(shape(2, 3))
		x.check(t, f, []int64{2, 3}, []int64{5, 4, 3, 2, 1, 0}, "flipped vector to 2x3 (a view in NumPy)")
		assert.True(t, sameStorage(f.Data(), a.Data()))
		b := x.arange(4, 6)
		v := b.Slice(nd.Range(1, 3)).Reshape(shape(3, 4)) // rows 1, 2 are contiguous
		x.check(t, v, []int64{3, 4}, span(6, 1, 12))
		c := b.Slice(nd.All(), nd.Range(0, 4)).Reshape(shape(4, 2, 2)) // rows of 4 out of 6
		x.check(t, c, []int64{4, 2, 2}, outer([]int64{4, 6}, nil, []int64{0, 1, 2, 3}))
		d := b.Slice(nd.Step(2), nd.Step(3)).Reshape(shape(4)) // needs a copy
		assertDims(t, []int64{4}, d)
		assertVals(t, x.vals(0, 3, 12, 15), d.ToSlice())
	})
	run(t, "Copy", func(t *testing.T) {
		a := x.arange(2, 6)
		tr := a.Transpose()
		r := tr.Reshape(shape(12))
		assertDims(t, []int64{12}, r)
		want := x.vals(0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11)
		assertVals(t, want, r.ToSlice(), "row-major order of the transposed view")
		assertVals(t, x.ref(tr), r.ToSlice())
		r.SetValue(x.diff(r.GetValue(1)), 1)
		r.SetValue(x.diff(r.GetValue(0)), 0)
		assertVals(t, x.iota(12), a.ToSlice(), "a reshape that must copy does not write through")
		r2 := tr.Reshape(shape(3, 4))
		assertVals(t, want, r2.ToSlice())
		s := x.arange(3, 4).Slice(nd.Seq(2, 0)).Reshape(shape(8))
		assertVals(t, x.vals(8, 9, 10, 11, 0, 1, 2, 3), s.ToSlice(), "Seq view reshaped")
	})
	run(t, "ScalarAndEmpty", func(t *testing.T) {
		s := x.Scalar(x.Val(3)).Reshape(shape(1, 1, 1))
		assertDims(t, []int64{1, 1, 1}, s)
		assert.True(t, eq(s.GetValue(0, 0, 0), x.Val(3)))
		o := x.arange(3).Slice(nd.Range(2, 3)).Reshape(nd.ScalarShape())
		assertDims(t, []int64{}, o)
		assert.True(t, eq(o.GetValue(), x.Val(2)))
		g := x.arange(3, 4).Get(1, 1).Reshape(shape(1))
		assert.True(t, eq(g.GetValue(0), x.Val(5)))
		for _, dims := range [][]int64{{3, 0}, {0}, {2, 0, 5}} {
			assertDims(t, dims, x.New(shape(0, 3)).Reshape(shape(dims...)))
		}
	})
	run(t, "Panics", func(t *testing.T) {
		a := x.arange(2, 6)
		for _, s := range []nd.Shape{shape(5), shape(2, 3), shape(13), nd.ScalarShape(), nd.UnknownShape(), shape(-1, 5), shape(-1, -1), shape(0, -1), shape(0)} {
			mustPanic(t, func() { a.Reshape(s) }, "Reshape(%v) of size 12", s)
			mustPanic(t, func() { a.Transpose().Reshape(s) }, "Reshape(%v) of a transposed size 12", s)
		}
	})
}

func (x h[T, A]) testDataLayout(t *testing.T) {
	for _, smp := range x.samples() {
		_, v := smp.make()
		l := v.Layout()
		d := v.Data()
		assert.Equal(t, v.Shape().Dims(), l.Shape().Dims(), smp.name)
		assert.Equal(t, v.Size(), l.Size(), smp.name)
		assert.Equal(t, v.Rank(), l.Rank(), smp.name)
		lo, hi := l.Bounds()
		for c := range nd.Coords(l.Dims...) {
			p := l.Pos(c)
			if p < lo || p > hi || p < 0 || p >= int64(len(d)) {
				t.Errorf("%s: position %d of %v outside bounds %d..%d or data of %d", smp.name, p, c, lo, hi, len(d))
				continue
			}
			if !eq(d[p], v.GetValue(c...)) {
				t.Errorf("%s: Data()[Layout().Pos(%v)] = %v, GetValue = %v", smp.name, c, d[p], v.GetValue(c...))
			}
			if !eq(d[p], x.Val(int(p))) {
				t.Errorf("%s: Data()[%d] = %v, want Val(%d)", smp.name, p, d[p], p)
			}
		}
	}
}
