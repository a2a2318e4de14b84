package ndtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// writeOp is one way of writing through an array: write attempts it on a
// and returns the error it panicked with (through nd.Try) or returned.
type writeOp[A any] struct {
	name  string // what the error message must name, after "nd: "
	write func(a A) error
}

// writeOps returns every write path of the package's arrays, each writing
// values that differ from a's present ones wherever a has elements.
func (x h[T, A]) writeOps() []writeOp[A] {
	try := func(f func()) error { return nd.Try(f) }
	// first is a's first element in row-major order, or Val(0) if a is empty.
	first := func(a A) T {
		if a.Size() == 0 {
			return x.Val(0)
		}
		return a.ToSlice()[0]
	}
	origin := func(a A) []int64 { return make([]int64, a.Rank()) }
	return []writeOp[A]{
		{"SetValue", func(a A) error { return try(func() { a.SetValue(x.diff(first(a)), origin(a)...) }) }},
		{"Set", func(a A) error { return try(func() { x.SetTyped(a, x.diff(first(a)), origin(a)...) }) }},
		{"Set", func(a A) error { return try(func() { a.Set(x.other(a)) }) }},
		{"Set", func(a A) error {
			if a.Rank() == 0 || a.Shape().Dim(0) == 0 {
				return try(func() { a.Set(x.other(a)) })
			}
			src := x.other(a.Get(0))
			return try(func() { a.Set(src, 0) })
		}},
		{"CopyTo", func(a A) error { return try(func() { x.other(a).CopyTo(a) }) }},
		{"Write", func(a A) error { return try(func() { a.Write(x.other(a).ToSlice()) }) }},
		{"Fill", func(a A) error { return try(func() { a.Fill(x.diff(first(a))) }) }},
		{"GatherNdInto", func(a A) error {
			// params[0] is other(a), so the gather copies it whole into a.
			params := x.Wrap(a.Shape().Prepend(1), x.other(a).ToSlice())
			return x.GatherNdInto(a, params, ndint64.Vector(0))
		}},
		{"GatherInto", func(a A) error {
			params := x.Wrap(a.Shape().Prepend(1), x.other(a).ToSlice())
			return x.GatherInto(a, params, ndint64.Scalar(0), 0)
		}},
	}
}

// other returns a new array of a's shape whose every element differs from
// a's element at the same coordinates.
func (x h[T, A]) other(a A) A {
	vals := a.ToSlice()
	for i, v := range vals {
		vals[i] = x.diff(v)
	}
	return x.Wrap(a.Shape(), vals)
}

// readOnlyViews returns read-only views of base (an arange(3, 4, 5)
// array), each made by a different path: AsReadOnly itself, views of it by
// every view-making method, and AsReadOnly of views.
func (x h[T, A]) readOnlyViews(base A) []struct {
	name string
	view A
} {
	r := base.AsReadOnly()
	strided, err := x.StridedSlice(r, nd.StridedSliceSpec{Begin: []int64{0, 1}, End: []int64{0, 4}, Strides: []int64{-1, 2}, BeginMask: 1, EndMask: 1})
	if err != nil {
		panic(err)
	}
	expr, err := x.SliceExpr(r, "::-1, 1, 1:")
	if err != nil {
		panic(err)
	}
	var elem A
	for e := range r.Elements(1) {
		elem = e
		break
	}
	return []struct {
		name string
		view A
	}{
		{"AsReadOnly", r},
		{"AsReadOnly twice", r.AsReadOnly()},
		{"Slice", r.Slice(nd.All(), nd.Range(1, 3))},
		{"Slice strided", r.Slice(nd.Step(2), nd.All(), nd.Step(-2))},
		{"Slice Seq", r.Slice(nd.Seq(2, 0), nd.All(), nd.Seq(4, 1))},
		{"Transpose", r.Transpose()},
		{"Get sub-array", r.Get(1)},
		{"Get rank 0", r.Get(1, 2, 3)},
		{"Reshape view", r.Reshape(shape(12, 5))},
		{"StridedSlice", strided},
		{"SliceExpr", expr},
		{"Elements", elem},
		{"view of view", r.Slice(nd.Flip()).Transpose(1, 0, 2).Get(2)},
		{"empty", r.Slice(nd.Range(2, 2))},
		{"AsReadOnly of Slice", base.Slice(nd.All(), nd.Odd()).AsReadOnly()},
		{"AsReadOnly of Transpose", base.Transpose(2, 0, 1).AsReadOnly()},
		{"AsReadOnly of Get", base.Get(2).AsReadOnly()},
	}
}

func (x h[T, A]) testReadOnly(t *testing.T) {
	run(t, "Flag", func(t *testing.T) {
		a := x.arange(2, 3)
		assert.False(t, a.ReadOnly(), "Wrap")
		assert.False(t, x.New(shape(2)).ReadOnly(), "New")
		assert.False(t, x.Scalar(x.Val(1)).ReadOnly(), "Scalar")
		assert.False(t, x.Vector(x.iota(3)...).ReadOnly(), "Vector")
		assert.False(t, x.FromSlice1(x.iota(3)).ReadOnly(), "FromSlice1")
		r := a.AsReadOnly()
		assert.True(t, r.ReadOnly())
		assert.False(t, a.ReadOnly(), "AsReadOnly leaves its receiver writable")
		assert.True(t, sameStorage(a.Data(), r.Data()), "AsReadOnly makes a view, not a copy")
		assert.Equal(t, a.Layout(), r.Layout(), "AsReadOnly keeps the layout")
		for _, v := range []A{a.Slice(nd.Range(1, 2)), a.Transpose(), a.Get(1), a.Reshape(shape(3, 2))} {
			assert.False(t, v.ReadOnly(), "a view of a writable array is writable")
		}
	})
	run(t, "ViewsAreReadOnly", func(t *testing.T) {
		for _, v := range x.readOnlyViews(x.arange(3, 4, 5)) {
			assert.True(t, v.view.ReadOnly(), v.name)
		}
	})
	run(t, "WritesPanic", func(t *testing.T) {
		ops := x.writeOps()
		for _, v := range x.readOnlyViews(x.arange(3, 4, 5)) {
			for _, op := range ops {
				base := x.arange(3, 4, 5)
				ro := x.readOnlyViews(base)
				view := viewNamed(ro, v.name)
				msg := fmt.Sprintf("%s on %s", op.name, v.name)
				err := op.write(view)
				if assert.ErrorIs(t, err, nd.ErrReadOnly, msg) {
					assert.True(t, strings.HasPrefix(err.Error(), "nd: "+op.name), "%s: message %q", msg, err)
				}
				assertVals(t, x.iota(60), base.ToSlice(), "%s: the data is unchanged", msg)
			}
		}
	})
	run(t, "AsReadOnlyOfEveryView", func(t *testing.T) {
		for _, smp := range x.samples() {
			base, v := smp.make()
			before := base.ToSlice()
			for _, op := range x.writeOps() {
				err := op.write(v.AsReadOnly())
				assert.ErrorIs(t, err, nd.ErrReadOnly, "%s on AsReadOnly of %s", op.name, smp.name)
			}
			assertVals(t, before, base.ToSlice(), "%s: the data is unchanged", smp.name)
		}
	})
	run(t, "OriginalStaysWritable", func(t *testing.T) {
		for _, op := range x.writeOps() {
			a := x.arange(3, 4, 5)
			r := a.AsReadOnly()
			view := a.Slice(nd.All(), nd.Range(1, 3)).Transpose()
			for _, w := range []A{a, view} {
				before := w.ToSlice()
				require.NoError(t, op.write(w), "%s on a writable array", op.name)
				assert.NotEqual(t, before, w.ToSlice(), "%s wrote", op.name)
			}
			assertVals(t, a.ToSlice(), r.ToSlice(), "%s: writes through the original show through the read-only view", op.name)
		}
	})
	run(t, "CopiesAreWritable", func(t *testing.T) {
		r := x.arange(3, 4, 5).AsReadOnly()
		ids, err := indicesOf([]int64{2, 1}, []int64{2, 0})
		require.NoError(t, err)
		gnd, err := x.GatherNd(r, ids)
		require.NoError(t, err)
		g, err := x.Gather(r, ids, 1)
		require.NoError(t, err)
		copies := []struct {
			name string
			a    A
		}{
			{"Copy", r.Copy()},
			{"Copy of a view", r.Slice(nd.Flip()).Copy()},
			{"Reshape copy", r.Transpose().Reshape(shape(60))},
			{"Wrap(ToSlice)", x.Wrap(r.Shape(), r.ToSlice())},
			{"GatherNd", gnd},
			{"Gather", g},
		}
		for _, c := range copies {
			assert.False(t, c.a.ReadOnly(), c.name)
			for _, op := range x.writeOps() {
				assert.NoError(t, op.write(c.a), "%s on %s", op.name, c.name)
			}
		}
		s := r.ToSlice()
		s[0] = x.diff(s[0])
		assert.True(t, eq(r.GetValue(0, 0, 0), x.Val(0)), "ToSlice returns a copy")
		assertVals(t, x.iota(60), r.ToSlice(), "writes to copies leave the read-only array alone")
	})
	run(t, "ReadsWork", func(t *testing.T) {
		a := x.arange(3, 4, 5)
		r := a.AsReadOnly()
		v := r.Slice(nd.Step(-1), nd.Range(1, 3)).Transpose()
		w := a.Slice(nd.Step(-1), nd.Range(1, 3)).Transpose()
		assert.True(t, eq(r.GetValue(1, 2, 3), x.Val(33)), "GetValue")
		assertVals(t, x.iota(60), r.ToSlice(), "ToSlice")
		assertVals(t, w.ToSlice(), v.ToSlice(), "ToSlice of a view")
		assertVals(t, x.ref(w), x.ref(v), "GetValue on a view")
		assert.Equal(t, a.String(), r.String(), "String")
		assert.Equal(t, fmt.Sprint(w), fmt.Sprint(v), "fmt")
		assert.True(t, r.Equal(a) && a.Equal(r) && v.Equal(w), "Equal")
		dst := make([]T, v.Size())
		v.Read(dst)
		assertVals(t, w.ToSlice(), dst, "Read")
		c := x.New(v.Shape())
		v.CopyTo(c)
		assert.True(t, c.Equal(w), "CopyTo from a read-only array")
		c2 := x.New(v.Shape())
		c2.Set(v)
		assert.True(t, c2.Equal(w), "Set from a read-only array")
		var vals []T
		for e := range v.Values() {
			vals = append(vals, e)
		}
		assertVals(t, w.ToSlice(), vals, "Values")
		n := 0
		for range v.Scalars() {
			n++
		}
		assert.EqualValues(t, v.Size(), n, "Scalars")
		assertVals(t, x.iota(60), a.ToSlice(), "reads leave the data alone")
	})
}

// viewNamed returns the view of the given name.
func viewNamed[A any](views []struct {
	name string
	view A
}, name string) A {
	for _, v := range views {
		if v.name == name {
			return v.view
		}
	}
	panic("no view named " + name)
}
