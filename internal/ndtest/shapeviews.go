package ndtest

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// testShapeViews checks by hand what the golden files cannot: views of
// read-only arrays stay read-only, BroadcastTo's result refuses writes
// while its copies do not, writes through the other views reach the
// original, Strides, Offset and IsContiguous, the New method (on a nil
// array too), views of table (Seq) dimensions, and each method's panics.
func (x h[T, A]) testShapeViews(t *testing.T) {
	views := map[string]func(A) A{
		"ExpandDims":  func(a A) A { return a.ExpandDims(-1) },
		"Squeeze":     func(a A) A { return a.Squeeze() },
		"Flip":        func(a A) A { return a.Flip() },
		"SwapAxes":    func(a A) A { return a.SwapAxes(0, -1) },
		"Flatten":     func(a A) A { return a.Flatten() },
		"Reshape -1":  func(a A) A { return a.Reshape(shape(-1, 2)) },
		"BroadcastTo": func(a A) A { return a.BroadcastTo(shape(2, 3, 1, 4)) },
	}
	for name, view := range views {
		a := x.arange(3, 1, 4)
		v := view(a.AsReadOnly())
		assert.True(t, v.ReadOnly(), "%s of a read-only array", name)
		err, _ := try(func() { v.Fill(x.Val(0)) })
		assert.ErrorIs(t, err, nd.ErrReadOnly, name)
		assert.False(t, v.Copy().ReadOnly(), "%s: copies are writable", name)
		w := view(a)
		assert.Equal(t, name == "BroadcastTo", w.ReadOnly(), "%s of a writable array", name)
		if !w.ReadOnly() {
			w.Fill(x.Val(20))
			assertVals(t, x.vals(20, 20, 20), a.Slice(nd.Range(0, 3), nd.At(0), nd.At(0)).ToSlice(),
				"%s: writes reach the original", name)
		}
	}
	x.shapeViewsInspection(t)
	x.shapeViewsTables(t)
	x.shapeViewsPanics(t)
	x.shapeViewsBulk(t)
}

// shapeViewsBulk copies broadcast and flipped views through the bulk paths
// (long runs of stride 0 and -1; copies over move.StreamThreshold, split
// across workers) and checks each element against GetValue on the source.
func (x h[T, A]) shapeViewsBulk(t *testing.T) {
	row := x.Vector(x.iota(1000)...)
	col := row.Reshape(shape(1000, 1))
	for name, v := range map[string]A{
		"rows repeated":          row.BroadcastTo(shape(300, 1000)),
		"columns repeated":       col.BroadcastTo(shape(1000, 300)),
		"flipped and repeated":   row.Flip().BroadcastTo(shape(2, 300, 1000)).SwapAxes(0, 1),
		"one element everywhere": row.Slice(nd.Range(7, 8)).BroadcastTo(shape(500, 700)),
	} {
		dims := v.Shape().Dims()
		got := x.New(v.Shape())
		v.CopyTo(got)
		c := v.Copy()
		for _, k := range []int64{0, 1, 63, 64, 65, 299, v.Size() / 2, v.Size() - 1} {
			coords := unravel(k, dims)
			want := v.GetValue(coords...)
			assert.True(t, eq(want, got.GetValue(coords...)), "%s: CopyTo at %v", name, coords)
			assert.True(t, eq(want, c.GetValue(coords...)), "%s: Copy at %v", name, coords)
		}
		assert.True(t, got.Equal(v), name)
	}
}

// shapeViewsInspection checks Strides, Offset, IsContiguous and New.
func (x h[T, A]) shapeViewsInspection(t *testing.T) {
	a := x.arange(3, 4)
	assert.Equal(t, []int64{4, 1}, a.Strides())
	assert.Equal(t, int64(0), a.Offset())
	assert.True(t, a.IsContiguous())
	f := a.Flip(0)
	assert.Equal(t, []int64{-4, 1}, f.Strides())
	assert.Equal(t, int64(8), f.Offset())
	assert.False(t, f.IsContiguous())
	assert.True(t, a.Slice(nd.Range(1, 3)).IsContiguous())
	b := x.Vector(x.vals(1, 2, 3)...).BroadcastTo(shape(2, 3))
	assert.Equal(t, []int64{0, 1}, b.Strides())
	assert.False(t, b.IsContiguous())
	s := a.Strides()
	s[0] = 99
	assert.Equal(t, []int64{4, 1}, a.Strides(), "Strides returns a copy")

	var none A // nil: New must not look at its receiver
	z := none.New(shape(2, 3))
	assertDims(t, []int64{2, 3}, z)
	assert.Equal(t, x.DType, z.DType())
	assertVals(t, make([]T, 6), z.ToSlice())
	assert.False(t, z.ReadOnly())
	err, _ := try(func() { a.New(shape(-1)) })
	assert.ErrorIs(t, err, nd.ErrShape)
}

// shapeViewsTables checks the views of a view with Seq dimensions (tables).
func (x h[T, A]) shapeViewsTables(t *testing.T) {
	a := x.arange(3, 4).Slice(nd.Seq(2, 0), nd.Seq(3, 1, 0))
	x.check(t, a.Flip(), []int64{2, 3}, []int64{0, 1, 3, 8, 9, 11})
	x.check(t, a.SwapAxes(0, 1), []int64{3, 2}, []int64{11, 3, 9, 1, 8, 0})
	x.check(t, a.ExpandDims(1), []int64{2, 1, 3}, []int64{11, 9, 8, 3, 1, 0})
	one := x.arange(3, 4).Slice(nd.Seq(2), nd.All())
	x.check(t, one.Squeeze(), []int64{4}, []int64{8, 9, 10, 11})
	x.check(t, one.BroadcastTo(shape(2, 4)), []int64{2, 4}, []int64{8, 9, 10, 11, 8, 9, 10, 11})
	x.check(t, a.BroadcastTo(shape(2, 2, 3)), []int64{2, 2, 3}, []int64{11, 9, 8, 3, 1, 0, 11, 9, 8, 3, 1, 0})
}

// shapeViewsPanics checks each method's sentinel.
func (x h[T, A]) shapeViewsPanics(t *testing.T) {
	a := x.arange(2, 1, 3)
	cases := []struct {
		name string
		want error
		f    func()
	}{
		{"ExpandDims past the end", nd.ErrArgument, func() { a.ExpandDims(4) }},
		{"ExpandDims before the start", nd.ErrArgument, func() { a.ExpandDims(-5) }},
		{"Squeeze size 2", nd.ErrShape, func() { a.Squeeze(0) }},
		{"Squeeze repeated", nd.ErrArgument, func() { a.Squeeze(1, -2) }},
		{"Squeeze out of range", nd.ErrArgument, func() { a.Squeeze(3) }},
		{"Flip repeated", nd.ErrArgument, func() { a.Flip(0, -3) }},
		{"Flip out of range", nd.ErrArgument, func() { a.Flip(-4) }},
		{"SwapAxes out of range", nd.ErrArgument, func() { a.SwapAxes(0, 3) }},
		{"BroadcastTo lower rank", nd.ErrShape, func() { a.BroadcastTo(shape(1, 3)) }},
		{"BroadcastTo mismatch", nd.ErrShape, func() { a.BroadcastTo(shape(3, 1, 3)) }},
		{"BroadcastTo unknown", nd.ErrShape, func() { a.BroadcastTo(shape(2, -1, 3)) }},
		{"BroadcastTo unknown rank", nd.ErrShape, func() { a.BroadcastTo(nd.UnknownShape()) }},
		{"BroadcastTo huge", nd.ErrArgument, func() { a.BroadcastTo(shape(1<<40, 1<<40, 3)) }},
		{"Reshape two unknowns", nd.ErrArgument, func() { a.Reshape(shape(-1, -1)) }},
		{"Reshape not divisible", nd.ErrShape, func() { a.Reshape(shape(-1, 4)) }},
		{"Reshape unknown beside 0", nd.ErrShape, func() { a.Reshape(shape(0, -1)) }},
	}
	for _, c := range cases {
		mustPanic(t, c.f, c.name)
		err, _ := try(c.f)
		assert.ErrorIs(t, err, c.want, c.name)
	}
}
