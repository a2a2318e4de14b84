package ndtest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

func (x h[T, A]) testConstructors(t *testing.T) {
	run(t, "New", func(t *testing.T) {
		a := x.New(shape(2, 3, 4))
		assertDims(t, []int64{2, 3, 4}, a)
		assert.Equal(t, x.DType, a.DType())
		assert.NotEmpty(t, x.DType.String())
		if x.DType != nd.Other { // a user's type: its size is its package's
			assert.Positive(t, x.DType.Size())
		}
		zero := x.zero()
		for c := range nd.Coords(2, 3, 4) {
			if !eq(a.GetValue(c...), zero) {
				t.Errorf("New: element %v is %v, want the zero value", c, a.GetValue(c...))
			}
		}
		assertVals(t, make([]T, 24), a.ToSlice())
		assert.GreaterOrEqual(t, len(a.Data()), 24)
		assert.True(t, a.Layout().IsContiguous())
		assert.Equal(t, []int64{2, 3, 4}, a.Layout().Dims)

		b := x.New(shape(2, 3, 4))
		b.SetValue(x.nonzero(), 1, 2, 3)
		assert.True(t, eq(a.GetValue(1, 2, 3), zero), "two New arrays share no storage")
	})
	run(t, "NewScalarAndEmpty", func(t *testing.T) {
		s := x.New(nd.ScalarShape())
		assertDims(t, []int64{}, s)
		assert.True(t, s.Shape().IsScalar())
		assert.True(t, eq(s.GetValue(), x.zero()))
		assertVals(t, []T{x.zero()}, s.ToSlice())

		for _, dims := range [][]int64{{0}, {3, 0}, {0, 3}, {2, 0, 4}} {
			e := x.New(shape(dims...))
			assertDims(t, dims, e)
			assert.Empty(t, e.ToSlice())
		}
	})
	run(t, "UnknownShapePanics", func(t *testing.T) {
		mustPanic(t, func() { x.New(nd.UnknownShape()) }, "New(unknown)")
		mustPanic(t, func() { x.New(shape(2, nd.UnknownSize)) }, "New([2, ?])")
		mustPanic(t, func() { x.Wrap(nd.UnknownShape(), x.iota(4)) }, "Wrap(unknown)")
		mustPanic(t, func() { x.Wrap(shape(nd.UnknownSize, 2), x.iota(4)) }, "Wrap([?, 2])")
	})
	run(t, "WrapSharesStorage", func(t *testing.T) {
		data := x.iota(6)
		a := x.Wrap(shape(2, 3), data)
		assertDims(t, []int64{2, 3}, a)
		assertVals(t, x.iota(6), a.ToSlice())
		assert.True(t, sameStorage(a.Data(), data), "Data() is the wrapped slice")

		v := x.diff(data[5])
		a.SetValue(v, 1, 2)
		assert.True(t, eq(data[5], v), "a write through the array is visible in the slice")
		w := x.diff(data[0])
		data[0] = w
		assert.True(t, eq(a.GetValue(0, 0), w), "a write to the slice is visible through the array")

		col := a.Slice(nd.All(), nd.At(1))
		f := x.diff(data[1])
		col.Fill(f)
		assert.True(t, eq(data[1], f) && eq(data[4], f), "writes through a view of a wrapped array reach the slice")
	})
	run(t, "WrapTooShort", func(t *testing.T) {
		mustPanic(t, func() { x.Wrap(shape(2, 3), x.iota(5)) }, "5 elements for 2x3")
		mustPanic(t, func() { x.Wrap(nd.ScalarShape(), nil) }, "no element for a scalar")
		mustPanic(t, func() { x.Wrap(shape(1), []T{}) }, "no element for [1]")
		noPanic(t, func() { assertDims(t, []int64{0}, x.Wrap(shape(0), nil)) }, "nil is enough for size 0")
	})
	run(t, "WrapLonger", func(t *testing.T) {
		data := x.iota(7)
		a := x.Wrap(shape(2, 2), data)
		assertDims(t, []int64{2, 2}, a)
		assertVals(t, x.iota(4), a.ToSlice())
		a.Fill(x.diff(data[4]))
		assertVals(t, x.iota(7)[4:], data[4:], "elements past the shape are not touched")
		s := x.Wrap(nd.ScalarShape(), x.iota(3)[1:])
		assertDims(t, []int64{}, s)
		assert.True(t, eq(s.GetValue(), x.Val(1)))
	})
	run(t, "Scalar", func(t *testing.T) {
		a := x.Scalar(x.Val(7))
		assertDims(t, []int64{}, a)
		assert.True(t, a.Shape().IsScalar())
		assert.True(t, eq(a.GetValue(), x.Val(7)))
		assertVals(t, []T{x.Val(7)}, a.ToSlice())
		v := x.diff(x.Val(7))
		a.SetValue(v)
		assert.True(t, eq(a.GetValue(), v))
		mustPanic(t, func() { a.GetValue(0) }, "one coordinate on a scalar")
		mustPanic(t, func() { a.SetValue(v, 0) }, "one coordinate on a scalar")
		mustPanic(t, func() { a.Get(0) }, "Get(0) on a scalar")
		assert.True(t, a.Equal(x.Scalar(v)))
		assert.True(t, a.Copy().Equal(a))
	})
	run(t, "Vector", func(t *testing.T) {
		in := x.iota(4)
		v := x.Vector(in...)
		assertDims(t, []int64{4}, v)
		assertVals(t, x.iota(4), v.ToSlice())
		in[0] = x.diff(in[0])
		assert.True(t, eq(v.GetValue(0), x.Val(0)), "Vector copies its input")
		v.SetValue(x.diff(x.Val(1)), 1)
		assert.True(t, eq(in[1], x.Val(1)), "Vector copies its input")
		e := x.Vector()
		assertDims(t, []int64{0}, e)
	})
}

func (x h[T, A]) testAccess(t *testing.T) {
	run(t, "GetSetValue", func(t *testing.T) {
		a := x.arange(3, 4)
		for c := range nd.Coords(3, 4) {
			assert.True(t, eq(a.GetValue(c...), x.Val(int(c[0]*4+c[1]))), "GetValue%v", c)
			assert.True(t, eq(a.GetValue(c[0]-3, c[1]-4), x.Val(int(c[0]*4+c[1]))), "GetValue%v counted from the end", c)
		}
		v := x.diff(x.Val(11))
		a.SetValue(v, -1, 3)
		assert.True(t, eq(a.GetValue(2, 3), v), "SetValue(v, -1, 3) sets (2, 3)")
		want := x.iota(12)
		want[11] = v
		assertVals(t, want, a.ToSlice(), "only (2, 3) changed")
		w := x.diff(x.Val(4))
		a.SetValue(w, 1, -4)
		assert.True(t, eq(a.GetValue(1, 0), w))
	})
	run(t, "CoordinatePanics", func(t *testing.T) {
		a := x.arange(3, 4)
		v := x.Val(1)
		for _, bad := range [][]int64{{3, 4}, {3, 0}, {0, 4}, {-4, 0}, {0, -5}, {3}, {}, {1, 2, 3}} {
			mustPanic(t, func() { a.GetValue(bad...) }, "GetValue%v on 3x4", bad)
			mustPanic(t, func() { a.SetValue(v, bad...) }, "SetValue%v on 3x4", bad)
		}
		assertVals(t, x.iota(12), a.ToSlice(), "failed SetValues wrote nothing")
		view := a.Slice(nd.All(), nd.Range(1, 3))
		mustPanic(t, func() { view.GetValue(0, 2) }, "coordinates are checked against the view's shape")
		mustPanic(t, func() { view.GetValue(0) }, "rank of the view")
	})
	run(t, "Get", func(t *testing.T) {
		a := x.arange(3, 4, 5)
		x.check(t, a.Get(), []int64{3, 4, 5}, span(0, 1, 60), "Get()")
		x.check(t, a.Get(1), []int64{4, 5}, span(20, 1, 20), "Get(1)")
		x.check(t, a.Get(-1, 2), []int64{5}, span(50, 1, 5), "Get(-1, 2)")
		g := a.Get(1, 2, 3)
		x.check(t, g, []int64{}, []int64{33}, "Get(1, 2, 3)")
		assert.True(t, eq(g.GetValue(), x.Val(33)))
		tr := a.Transpose().Get(4) // [4, 3]: (j, i) -> a[i, j, 4]
		var pos []int64
		for c := range nd.Coords(4, 3) {
			pos = append(pos, c[1]*20+c[0]*5+4)
		}
		x.check(t, tr, []int64{4, 3}, pos, "Transpose().Get(4)")
		for _, bad := range [][]int64{{0, 0, 0, 0}, {3}, {-4}, {0, 4}, {0, 0, 5}, {0, 0, -6}} {
			mustPanic(t, func() { a.Get(bad...) }, "Get%v on 3x4x5", bad)
		}
	})
	run(t, "WriteThroughGet", func(t *testing.T) {
		a := x.New(shape(5, 4, 5))
		g := a.Get(1, 0)
		assertDims(t, []int64{5}, g)
		v := x.nonzero()
		g.SetValue(v, 3)
		want := make([]T, 100)
		want[1*20+0*5+3] = v
		assertVals(t, want, a.ToSlice(), "a write through Get(1, 0) reaches (1, 0, 3) of the parent only")
		w := x.diff(x.zero())
		a.SetValue(w, 1, 0, 4)
		assert.True(t, eq(g.GetValue(4), w), "a write to the parent is visible in the view")
		a.Get(1).Get(0).SetValue(v, 0)
		assert.True(t, eq(a.GetValue(1, 0, 0), v), "Get(1).Get(0) is Get(1, 0)")
		r := a.Get(4, 3, 4)
		r.SetValue(v)
		assert.True(t, eq(a.GetValue(4, 3, 4), v), "a rank-0 view writes through")
		g.Fill(v)
		for k := range int64(5) {
			assert.True(t, eq(a.GetValue(1, 0, k), v))
			assert.True(t, eq(a.GetValue(1, 1, k), x.zero()), "Fill stays in the view")
		}
	})
	run(t, "Set", func(t *testing.T) {
		src := x.arange(3, 4).Get(2) // Val(8) ... Val(11)
		a := x.New(shape(3, 4))
		a.Set(src, 1)
		z := x.zero()
		want := []T{z, z, z, z, x.Val(8), x.Val(9), x.Val(10), x.Val(11), z, z, z, z}
		assertVals(t, want, a.ToSlice(), "Set(src, 1) writes row 1")
		a.Set(src, -3)
		copy(want, x.vals(8, 9, 10, 11))
		assertVals(t, want, a.ToSlice(), "Set(src, -3) writes row 0")

		a.Set(x.arange(3, 4))
		assertVals(t, x.iota(12), a.ToSlice(), "Set with no coordinates copies into the whole array")

		v := x.diff(x.Val(11))
		a.Set(x.Scalar(v), 2, 3)
		assert.True(t, eq(a.GetValue(2, 3), v), "Set of a scalar at full coordinates")

		b := x.New(shape(4, 3))
		b.Set(x.arange(3, 4).Transpose())
		for c := range nd.Coords(4, 3) {
			assert.True(t, eq(b.GetValue(c...), x.Val(int(c[1]*4+c[0]))), "Set from a transposed view at %v", c)
		}
		c := x.New(shape(3, 4))
		c.Set(x.arange(3, 4).Slice(nd.At(2)).Slice(nd.Flip()), 1)
		assertVals(t, append(append(make([]T, 4), x.vals(11, 10, 9, 8)...), make([]T, 4)...), c.ToSlice(), "Set of a flipped row")

		for _, bad := range []struct {
			src    A
			coords []int64
		}{
			{x.New(shape(5)), []int64{0}},
			{x.New(shape(4)), []int64{3}},
			{x.New(shape(4)), []int64{0, 0}},
			{x.New(shape(4, 3)), nil},
			{x.New(shape(12)), nil},
			{x.New(shape(1, 4)), []int64{0}},
		} {
			mustPanic(t, func() { a.Set(bad.src, bad.coords...) }, "Set(%v, %v) into 3x4", bad.src.Shape(), bad.coords)
		}
	})
}

func (x h[T, A]) testBase(t *testing.T) {
	run(t, "NestedIteration", func(t *testing.T) {
		want := x.iota(100)
		check := func(t *testing.T, a A) {
			assertVals(t, want, a.ToSlice())
			assert.True(t, eq(x.Val(5), a.GetValue(0, 1, 0)))
			assert.True(t, eq(x.Val(20), a.GetValue(1, 0, 0)))
			assert.True(t, eq(x.Val(25), a.GetValue(1, 1, 0)))
			assert.True(t, eq(x.Val(99), a.GetValue(4, 3, 4)))
			assert.Equal(t, span(0, 1, 100), positions(a.Layout()))
		}

		a := x.New(shape(5, 4, 5))
		n := 0
		for m := range a.Elements(0) {
			assertDims(t, []int64{4, 5}, m)
			for v := range m.Elements(0) {
				assertDims(t, []int64{5}, v)
				for c := range v.Scalars() {
					v.SetValue(x.Val(n), c...)
					n++
				}
			}
		}
		assert.Equal(t, 100, n)
		check(t, a)

		b := x.New(shape(5, 4, 5))
		n = 0
		for row := range b.Elements(1) {
			for e := range row.Elements(0) {
				assertDims(t, []int64{}, e)
				e.SetValue(x.Val(n))
				n++
			}
		}
		assert.Equal(t, 100, n)
		check(t, b)

		c := x.New(shape(5, 4, 5))
		n = 0
		for e := range c.Elements(2) {
			e.SetValue(x.Val(n))
			n++
		}
		assert.Equal(t, 100, n)
		check(t, c)
	})
	run(t, "ScalarElementsPanics", func(t *testing.T) {
		mustPanic(t, func() { x.Scalar(x.Val(1)).Elements(0) }, "scalar.Elements(0)")
		a := x.New(shape(2, 3, 4))
		mustPanic(t, func() { a.Elements(3) }, "Elements(rank)")
		mustPanic(t, func() { a.Elements(-1) }, "Elements(-1)")
	})
	run(t, "SliceSizes", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		even := a.Slice(nd.All(), nd.All(), nd.Even())
		x.check(t, even, []int64{5, 4, 3}, outer([]int64{5, 4, 5}, nil, nil, []int64{0, 2, 4}), "Even")
		odd := even.Slice(nd.All(), nd.All(), nd.Odd())
		x.check(t, odd, []int64{5, 4, 1}, outer([]int64{5, 4, 5}, nil, nil, []int64{2}), "Even then Odd")
		x.check(t, a.Slice(nd.All(), nd.All(), nd.SliceFrom(1)), []int64{5, 4, 4}, outer([]int64{5, 4, 5}, nil, nil, span(1, 1, 4)), "SliceFrom(1)")
		x.check(t, a.Slice(nd.All(), nd.All(), nd.SliceTo(2)), []int64{5, 4, 2}, outer([]int64{5, 4, 5}, nil, nil, span(0, 1, 2)), "SliceTo(2)")
		x.check(t, a.Slice(nd.All(), nd.All(), nd.Range(1, 3)), []int64{5, 4, 2}, outer([]int64{5, 4, 5}, nil, nil, span(1, 1, 2)), "Range(1, 3)")
		x.check(t, a.Slice(nd.Even()), []int64{3, 4, 5}, outer([]int64{5, 4, 5}, []int64{0, 2, 4}), "Even on the first axis")
	})
	run(t, "SliceAllAt0", func(t *testing.T) {
		a := x.arange(5, 4, 5)
		x.check(t, a.Slice(nd.All(), nd.At(0)), []int64{5, 5}, outer([]int64{5, 4, 5}, nil, []int64{0}))
	})
	run(t, "SliceFromIteration", func(t *testing.T) {
		a := x.arange(2, 3)
		v := a.Slice(nd.All(), nd.SliceFrom(1))
		l := v.Layout()
		n := 0
		for c, e := range v.Scalars() {
			want := int(c[0]*3 + c[1] + 1)
			assert.True(t, eq(e, x.Val(want)), "element %v", c)
			assert.Equal(t, int64(want), l.Pos(c))
			n++
		}
		assert.Equal(t, 4, n)
	})
	run(t, "WithShape", func(t *testing.T) {
		s := x.Scalar(x.Val(3))
		r := s.Reshape(shape(1, 1))
		assertDims(t, []int64{1, 1}, r)
		assert.True(t, eq(r.GetValue(0, 0), x.Val(3)))
		a := x.arange(2, 3)
		x.check(t, a.Reshape(shape(2, 3)), []int64{2, 3}, span(0, 1, 6), "same shape")
		x.check(t, a.Reshape(shape(3, 2)), []int64{3, 2}, span(0, 1, 6), "[2,3] -> [3,2]")
		mustPanic(t, func() { a.Reshape(shape(2)) }, "size 6 to [2]")
		mustPanic(t, func() { a.Reshape(nd.UnknownShape()) }, "unknown shape")
		mustPanic(t, func() { a.Reshape(nd.ScalarShape()) }, "size 6 to a scalar")
	})
}

func (x h[T, A]) testCopies(t *testing.T) {
	run(t, "ReadWrite", func(t *testing.T) {
		a := x.New(shape(3, 5))
		a.Write(x.iota(15))
		assertVals(t, x.iota(15), a.ToSlice())
		for c := range nd.Coords(3, 5) {
			assert.True(t, eq(a.GetValue(c...), x.Val(int(c[0]*5+c[1]))))
		}
		buf := make([]T, 15)
		a.Read(buf)
		assertVals(t, x.iota(15), buf)

		long := append(make([]T, 15), x.Val(100), x.Val(101))
		a.Read(long)
		assertVals(t, append(x.iota(15), x.Val(100), x.Val(101)), long, "Read into a longer slice fills the first Size() elements")
		b := x.New(shape(3, 5))
		b.Write(append(x.iota(15), x.Val(99)))
		assertVals(t, x.iota(15), b.ToSlice(), "Write from a longer slice uses the first Size() elements")

		e := x.New(shape(0, 5))
		e.Write(nil)
		e.Read(nil)
	})
	run(t, "ReadWriteShort", func(t *testing.T) {
		a := x.arange(3, 5)
		msg := mustPanic(t, func() { a.Read(make([]T, 14)) }, "Read into 14")
		assert.Contains(t, msg, "14", "the message names the slice length")
		assert.Contains(t, msg, a.Shape().String(), "the message names the shape")
		msg = mustPanic(t, func() { a.Write(make([]T, 13)) }, "Write from 13")
		assert.Contains(t, msg, "13", "the message names the slice length")
		assert.Contains(t, msg, a.Shape().String(), "the message names the shape")
		mustPanic(t, func() { a.Read(make([]T, 10)) }, "Read into 10")
		mustPanic(t, func() { a.Write(make([]T, 14)) }, "Write from 14")
		mustPanic(t, func() { a.Write(make([]T, 10)) }, "Write from 10")
		mustPanic(t, func() { x.Scalar(x.Val(1)).Read(nil) }, "Read a scalar into nothing")
		assertVals(t, x.iota(15), a.ToSlice(), "a failed Write wrote nothing")
	})
	run(t, "CopyTo", func(t *testing.T) {
		a := x.arange(3, 5)
		b := x.New(shape(3, 5))
		a.CopyTo(b)
		assertVals(t, x.iota(15), b.ToSlice())
		assertVals(t, x.iota(15), a.ToSlice(), "the source is unchanged")
		b.SetValue(x.diff(x.Val(0)), 0, 0)
		assert.True(t, eq(a.GetValue(0, 0), x.Val(0)), "CopyTo copies")

		x.New(shape(0, 3)).CopyTo(x.New(shape(0, 3)))
		s := x.New(nd.ScalarShape())
		a.Get(1, 2).CopyTo(s)
		assert.True(t, eq(s.GetValue(), x.Val(7)))
		d := x.New(shape(3, 5))
		a.Get(2).CopyTo(d.Get(0))
		assertVals(t, append(x.iota(15)[10:], make([]T, 10)...), d.ToSlice())
	})
	run(t, "CopyToShapeMismatch", func(t *testing.T) {
		a := x.arange(3, 5)
		for _, dims := range [][]int64{{3, 4}, {5, 3}, {15}, {1, 3, 5}, {3, 5, 1}, {}} {
			d := x.New(shape(dims...))
			msg := mustPanic(t, func() { a.CopyTo(d) }, "3x5 CopyTo %v", dims)
			assert.Contains(t, msg, a.Shape().String(), "the message names the source shape")
			assert.Contains(t, msg, d.Shape().String(), "the message names the destination shape")
			assertVals(t, make([]T, sizeOf(dims)), d.ToSlice(), "a failed CopyTo wrote nothing")
		}
	})
	run(t, "Fill", func(t *testing.T) {
		a := x.arange(3, 4)
		v := x.diff(x.Val(1))
		a.Slice(nd.All(), nd.Odd()).Fill(v)
		want := x.iota(12)
		for _, p := range []int{1, 3, 5, 7, 9, 11} {
			want[p] = v
		}
		assertVals(t, want, a.ToSlice(), "Fill of the odd columns")
		w := x.diff(x.Val(0))
		a.Transpose().Slice(nd.At(0)).Fill(w)
		want[0], want[4], want[8] = w, w, w
		assertVals(t, want, a.ToSlice(), "Fill of a transposed column")
		a.Get(2, 2).Fill(v)
		want[10] = v
		assertVals(t, want, a.ToSlice(), "Fill of a rank-0 view")
		a.Slice(nd.Range(1, 1)).Fill(v)
		assertVals(t, want, a.ToSlice(), "Fill of an empty view")
		a.Slice(nd.Seq(2, 0), nd.At(3)).Fill(w)
		want[3], want[11] = w, w
		assertVals(t, want, a.ToSlice(), "Fill through Seq")
		a.Fill(v)
		for i := range want {
			want[i] = v
		}
		assertVals(t, want, a.ToSlice(), "Fill of the whole array")
	})
	run(t, "Copy", func(t *testing.T) {
		a := x.arange(3, 4)
		for _, v := range []A{a, a.Slice(nd.All(), nd.Step(-2)), a.Transpose(), a.Get(1, 2), a.Slice(nd.Seq(2, 0), nd.NewAxis()), a.Slice(nd.Range(0, 0))} {
			want := x.ref(v)
			c := v.Copy()
			assertDims(t, v.Shape().Dims(), c)
			assertVals(t, want, c.ToSlice())
			assert.True(t, c.Equal(v) && v.Equal(c))
			assert.True(t, c.Layout().IsContiguous(), "Copy is contiguous: %v", c.Layout())
			assert.Equal(t, span(c.Layout().Offset, 1, int(c.Size())), positions(c.Layout()), "Copy is row-major")
			if c.Size() > 0 {
				first := make([]int64, c.Rank())
				old := c.GetValue(first...)
				c.SetValue(x.diff(old), first...)
				assertVals(t, want, x.ref(v), "writing to the copy leaves the original alone")
				c.SetValue(old, first...)
				v.SetValue(x.diff(old), first...)
				assertVals(t, want, c.ToSlice(), "writing to the original leaves the copy alone")
				v.SetValue(old, first...)
			}
		}
	})
	run(t, "ToSlice", func(t *testing.T) {
		a := x.arange(2, 3)
		s := a.ToSlice()
		assertVals(t, x.iota(6), s)
		s[0] = x.diff(s[0])
		assert.True(t, eq(a.GetValue(0, 0), x.Val(0)), "ToSlice returns a copy")
		assertVals(t, x.iota(6), a.ToSlice(), "each call returns a fresh copy")
		assert.Len(t, x.New(shape(2, 0)).ToSlice(), 0)
		assertVals(t, []T{x.Val(4)}, a.Get(1, 1).ToSlice())
		assertVals(t, x.vals(2, 5, 1, 4, 0, 3), a.Transpose().Slice(nd.Flip()).ToSlice())
	})
}

func (x h[T, A]) testEqual(t *testing.T) {
	run(t, "Values", func(t *testing.T) {
		a := x.arange(2, 2)
		b := x.Wrap(shape(2, 2), x.iota(4))
		assert.True(t, a.Equal(b) && b.Equal(a))
		assert.True(t, a.Equal(a))
		b.SetValue(x.diff(b.GetValue(1, 1)), 1, 1)
		assert.False(t, a.Equal(b), "one element differs")
		assert.False(t, b.Equal(a), "one element differs")
		b.SetValue(x.Val(3), 1, 1)
		b.SetValue(x.diff(x.Val(0)), 0, 0)
		assert.False(t, a.Equal(b) || b.Equal(a), "the first element differs")
	})
	run(t, "Shapes", func(t *testing.T) {
		pairs := []struct{ a, b []int64 }{
			{[]int64{1, 2, 2}, []int64{2, 2}},
			{[]int64{2, 2}, []int64{4}},
			{[]int64{}, []int64{1}},
			{[]int64{0}, []int64{0, 0}},
			{[]int64{2, 0}, []int64{0, 2}},
			{[]int64{2, 3}, []int64{3, 2}},
		}
		for _, p := range pairs {
			a, b := x.New(shape(p.a...)), x.New(shape(p.b...))
			assert.False(t, a.Equal(b), "%v vs %v", p.a, p.b)
			assert.False(t, b.Equal(a), "%v vs %v", p.b, p.a)
		}
		assert.True(t, x.New(shape(2, 0)).Equal(x.New(shape(2, 0))), "empty arrays of one shape are equal")
		assert.True(t, x.New(nd.ScalarShape()).Equal(x.Scalar(x.zero())))
	})
	run(t, "Views", func(t *testing.T) {
		m := x.arange(3, 4)
		v := m.Slice(nd.All(), nd.Even()) // strided
		c := x.Wrap(shape(3, 2), x.vals(0, 2, 4, 6, 8, 10))
		assert.True(t, v.Equal(c), "strided vs contiguous")
		assert.True(t, c.Equal(v), "contiguous vs strided")
		c.SetValue(x.diff(x.Val(10)), 2, 1)
		assert.False(t, v.Equal(c), "strided vs contiguous, last element differs")
		assert.False(t, c.Equal(v), "contiguous vs strided, last element differs")
		c.SetValue(x.Val(10), 2, 1)
		m.SetValue(x.diff(x.Val(1)), 0, 1) // outside the view
		assert.True(t, v.Equal(c) && c.Equal(v), "elements outside the view do not count")
		m.SetValue(x.diff(x.Val(2)), 0, 2) // inside
		assert.False(t, v.Equal(c) || c.Equal(v), "a change in the parent shows in the view")

		m = x.arange(3, 4)
		tr := m.Transpose()
		assert.True(t, tr.Equal(tr.Copy()) && tr.Copy().Equal(tr), "transposed vs its copy")
		assert.False(t, tr.Equal(m.Reshape(shape(4, 3))), "transposed vs reshaped")
		assert.False(t, m.Reshape(shape(4, 3)).Equal(tr), "reshaped vs transposed")
		f := m.Slice(nd.Flip(), nd.Flip())
		g := x.Wrap(shape(3, 4), x.vals(11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0))
		assert.True(t, f.Equal(g) && g.Equal(f))
		assert.True(t, f.Equal(g.Slice(nd.All(), nd.All())), "two views")
		s1 := m.Slice(nd.Seq(0, 2), nd.Step(3))
		s2 := x.arange(3, 4).Slice(nd.Step(2), nd.Seq(0, 3))
		assert.True(t, s1.Equal(s2) && s2.Equal(s1), "Seq view vs strided view")
		s2.SetValue(x.diff(s2.GetValue(1, 1)), 1, 1)
		assert.False(t, s1.Equal(s2) || s2.Equal(s1))
	})
}

func (x h[T, A]) testDense(t *testing.T) {
	run(t, "VectorEqualsSlices", func(t *testing.T) {
		v := x.Vector(x.Val(3), x.Val(4))
		s := x.Vector(x.Val(1), x.Val(2), x.Val(3), x.Val(4)).Slice(nd.SliceFrom(2))
		assert.True(t, v.Equal(s) && s.Equal(v), "[1,2,3,4][2:]")
		z := x.zero()
		m, err := x.FromSlice2([][]T{{x.Val(1), z, x.Val(2), z}, {x.Val(3), z, x.Val(4), z}})
		require.NoError(t, err)
		e := m.Get(1).Slice(nd.Even())
		assert.True(t, v.Equal(e) && e.Equal(v), "[[1,0,2,0],[3,0,4,0]][1, ::2]")
		m3, err := x.FromSlice3([][][]T{{{x.Val(3), z}, {z, z}}, {{x.Val(4), z}, {z, z}}})
		require.NoError(t, err)
		for _, w := range []A{m3.Slice(nd.All(), nd.At(0), nd.At(0)), m3.Slice(nd.Ellipsis(), nd.At(0), nd.At(0)), m3.Transpose().Get(0, 0)} {
			assert.True(t, v.Equal(w) && w.Equal(v), "3-D slice %v", w.Layout())
		}
		d := x.Vector(x.diff(x.Val(3)), x.Val(4))
		assert.False(t, d.Equal(s) || s.Equal(d))
	})
	run(t, "SliceFrom2", func(t *testing.T) {
		a := x.New(shape(3, 4))
		a.SetValue(x.Val(1), 0, 0)
		v := x.nonzero()
		a.SetValue(v, 1, 2)
		z := x.zero()
		var got []T
		for _, e := range a.Slice(nd.All(), nd.SliceFrom(2)).Scalars() {
			got = append(got, e)
		}
		assertVals(t, []T{z, z, v, z, z, z}, got)
	})
}
