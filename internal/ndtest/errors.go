package ndtest

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// panicCase is a call that must panic with an *nd.Error wrapping want.
type panicCase struct {
	name string
	want error
	f    func()
}

// testSentinels calls every panicking method and constructor with an
// argument it refuses, and checks the sentinel its *nd.Error wraps.
func (x h[T, A]) testSentinels(t *testing.T) {
	a := x.arange(3, 4)
	v := x.vals(0, 1)
	shapeErr, indexErr, argErr := nd.ErrShape, nd.ErrIndexOutOfRange, nd.ErrArgument
	cases := []panicCase{
		{"New unknown shape", shapeErr, func() { x.New(nd.ShapeOf(2, nd.UnknownSize)) }},
		{"New unknown rank", shapeErr, func() { x.New(nd.UnknownShape()) }},
		{"New past Go's allocation limit", argErr, func() { x.New(nd.ShapeOf(math.MaxInt64)) }},
		{"Wrap short data", shapeErr, func() { x.Wrap(nd.ShapeOf(2, 3), x.vals(0, 1)) }},
		{"Wrap unknown shape", shapeErr, func() { x.Wrap(nd.ShapeOf(nd.UnknownSize), x.vals(0)) }},
		{"ShapeOf overflowing size", argErr, func() { x.Wrap(nd.ShapeOf(0x5555555555555556, 3), x.vals(0, 1)) }},
		{"ShapeOf overflowing empty shape", argErr, func() { nd.ShapeOf(0x5555555555555556, 3, 0) }},
		{"ShapeOf negative", argErr, func() { nd.ShapeOf(-2) }},
		{"GetValue too few coordinates", indexErr, func() { a.GetValue(1) }},
		{"GetValue out of range", indexErr, func() { a.GetValue(3, 0) }},
		{"GetValue huge coordinate", indexErr, func() { a.GetValue(0, math.MinInt64) }},
		{"SetValue out of range", indexErr, func() { a.SetValue(v[0], 0, 4) }},
		{"SetValue too many coordinates", indexErr, func() { a.SetValue(v[0], 0, 0, 0) }},
		{"Get too many coordinates", indexErr, func() { a.Get(0, 0, 0) }},
		{"Get out of range", indexErr, func() { a.Get(-4) }},
		{"Slice too many indices", indexErr, func() { a.Slice(nd.All(), nd.All(), nd.All()) }},
		{"Slice At out of range", indexErr, func() { a.Slice(nd.At(3)) }},
		{"Slice Seq out of range", indexErr, func() { a.Slice(nd.Seq(0, 3)) }},
		{"Slice Hyperslab past the end", indexErr, func() { a.Slice(nd.Hyperslab(math.MaxInt64-2, 1, 1, 10)) }},
		{"Slice Hyperslab huge count", indexErr, func() { a.Slice(nd.Hyperslab(0, math.MaxInt64, 3, 1)) }},
		{"Slice two ellipses", argErr, func() { a.Slice(nd.Ellipsis(), nd.Ellipsis()) }},
		{"Step zero", argErr, func() { nd.Step(0) }},
		{"Transpose not a permutation", argErr, func() { a.Transpose(0, 0) }},
		{"Transpose wrong count", argErr, func() { a.Transpose(0) }},
		{"Reshape other size", shapeErr, func() { a.Reshape(nd.ShapeOf(5)) }},
		{"Reshape unknown not inferable", shapeErr, func() { a.Reshape(nd.ShapeOf(nd.UnknownSize, 5)) }},
		{"Reshape two unknowns", argErr, func() { a.Reshape(nd.ShapeOf(nd.UnknownSize, nd.UnknownSize)) }},
		{"Set other shape", shapeErr, func() { a.Set(x.Vector(v...), 0) }},
		{"Set out of range", indexErr, func() { a.Set(x.Vector(x.vals(0, 1, 2, 3)...), 5) }},
		{"CopyTo other shape", shapeErr, func() { a.CopyTo(x.New(nd.ShapeOf(4, 3))) }},
		{"Read short", shapeErr, func() { a.Read(make([]T, 11)) }},
		{"Write short", shapeErr, func() { a.Write(make([]T, 11)) }},
		{"Elements negative", argErr, func() { a.Elements(-1) }},
		{"Elements past rank", argErr, func() { a.Elements(2) }},
		{"ToSlice2 of rank 1", shapeErr, func() { x.ToSlice2(x.Vector(v...)) }},
		{"ToSlice3 of rank 2", shapeErr, func() { x.ToSlice3(a) }},
		{"ToSlice4 of rank 2", shapeErr, func() { x.ToSlice4(a) }},
	}
	before := a.ToSlice()
	for _, c := range cases {
		err, other := try(c.f)
		require.Nil(t, other, "%s: panicked with a non-*nd.Error value", c.name)
		require.Error(t, err, "%s: did not panic", c.name)
		assert.ErrorIs(t, err, c.want, "%s: %v", c.name, err)
		assert.Regexp(t, "^nd: ", err.Error(), c.name)
	}
	assertVals(t, before, a.ToSlice(), "the refused calls wrote nothing")
}

// testNilOps feeds nil and typed-nil arrays to every error-returning op:
// each returns an error wrapping nd.ErrArgument, never panics.
func (x h[T, A]) testNilOps(t *testing.T) {
	var none A // a typed nil *NdArray
	a := x.arange(3, 4)
	idx := ndint64.Wrap(nd.ShapeOf(1, 2), []int64{1, 2})
	nils := map[string]nd.Indices{
		"nil":              nil,
		"nil int64 array":  (*ndint64.NdArray)(nil),
		"nil int32 array":  (*ndint32.NdArray)(nil),
		"valid (for dst)":  idx,
		"valid (int32 ok)": ndint32.Wrap(nd.ShapeOf(1, 2), []int32{1, 2}),
	}
	spec := nd.StridedSliceSpec{Begin: []int64{0}, End: []int64{1}, Strides: []int64{1}}
	calls := map[string]func() error{
		"StridedSlice(nil)": func() error { _, err := x.StridedSlice(none, spec); return err },
		"SliceExpr on nil":  func() error { _, err := x.SliceExpr(none, "1:"); return err },
		"GatherNd(nil)":     func() error { _, err := x.GatherNd(none, idx); return err },
		"Gather(nil)":       func() error { _, err := x.Gather(none, idx, 0); return err },
		"GatherNdInto(nil dst)": func() error {
			return x.GatherNdInto(none, a, idx)
		},
		"GatherNdInto(nil params)": func() error {
			return x.GatherNdInto(x.New(nd.ShapeOf(1)), none, idx)
		},
		"GatherInto(nil dst)":    func() error { return x.GatherInto(none, a, idx, 0) },
		"GatherInto(nil params)": func() error { return x.GatherInto(x.New(nd.ShapeOf(1)), none, idx, 0) },
	}
	for name, ix := range nils {
		if name == "valid (for dst)" || name == "valid (int32 ok)" {
			continue
		}
		calls["GatherNd(params, "+name+")"] = func() error { _, err := x.GatherNd(a, ix); return err }
		calls["Gather(params, "+name+")"] = func() error { _, err := x.Gather(a, ix, 0); return err }
		calls["GatherNdInto(dst, params, "+name+")"] = func() error {
			return x.GatherNdInto(x.New(nd.ShapeOf(1)), a, ix)
		}
		calls["GatherInto(dst, params, "+name+")"] = func() error {
			return x.GatherInto(x.New(nd.ShapeOf(1)), a, ix, 0)
		}
	}
	for name, call := range calls {
		var err error
		require.True(t, noPanic(t, func() { err = call() }, name), name)
		assert.ErrorIs(t, err, nd.ErrArgument, "%s: %v", name, err)
		assert.Contains(t, err.Error(), "nil", name)
	}
	_, err := x.GatherNd(a, nils["valid (int32 ok)"])
	assert.NoError(t, err, "a non-nil int32 array passes the nil check")
}

// testOverflowOps feeds the ops index shapes whose results cannot exist:
// sizes past int64, or past the machine's memory. Each is an error, found
// before anything is allocated.
func (x h[T, A]) testOverflowOps(t *testing.T) {
	a := x.arange(2, 4)
	vector := x.arange(2)
	// K = 0 with huge leading dimensions and no index values: the result,
	// [2^40] + params.shape, is terabytes.
	_, err := x.GatherNd(vector, ndint64.Wrap(nd.ShapeOf(1<<40, 0), nil))
	assert.ErrorIs(t, err, nd.ErrArgument, "%v", err)
	// ... and past int64: [2^62] + [2, 4].
	_, err = x.GatherNd(a, ndint64.Wrap(nd.ShapeOf(1<<62, 0), nil))
	assert.ErrorIs(t, err, nd.ErrArgument, "%v", err)
	// Gather: params.shape[:1] + [2^62, 0] + [4] has non-zero dims
	// 2 * 2^62 * 4, past int64 even though the result is empty.
	_, err = x.Gather(a, ndint64.Wrap(nd.ShapeOf(1<<62, 0), nil), 0)
	assert.ErrorIs(t, err, nd.ErrArgument, "%v", err)
	// An empty result within bounds is fine.
	out, err := x.Gather(a, ndint64.Wrap(nd.ShapeOf(1<<20, 0), nil), 1)
	require.NoError(t, err)
	assertDims(t, []int64{2, 1 << 20, 0}, out)
	// Index arrays of impossible shapes cannot be made at all.
	e, _ := try(func() { ndint64.Wrap(nd.ShapeOf(1<<40, 1<<40), nil) })
	assert.ErrorIs(t, e, nd.ErrArgument)
}

// testGatherAliasing checks GatherNdInto and GatherInto with a
// destination that shares storage with params: the result is as if params
// were read first.
func (x h[T, A]) testGatherAliasing(t *testing.T) {
	n := int64(5)
	reversed := ndint64.Wrap(nd.ShapeOf(n, 1), []int64{4, 3, 2, 1, 0})
	a := x.arange(n)
	want := x.vals(4, 3, 2, 1, 0)
	require.NoError(t, x.GatherNdInto(a, a, reversed))
	assertVals(t, want, a.ToSlice(), "GatherNdInto(a, a, reversed)")

	// dst a view of params, shifted by one.
	b := x.arange(2 * n)
	dst := b.Slice(nd.Range(1, n+1))
	require.NoError(t, x.GatherNdInto(dst, b, reversed))
	assertVals(t, x.vals(0, 4, 3, 2, 1, 0, 6, 7, 8, 9), b.ToSlice(), "dst = b[1:6]")
	assert.True(t, errors.Is(x.GatherNdInto(dst, b, ndint64.Wrap(nd.ShapeOf(1, 1), []int64{0})), nd.ErrShape))

	// GatherInto likewise, along axis 0 of a vector.
	c := x.arange(n)
	require.NoError(t, x.GatherInto(c, c, ndint64.Vector(4, 3, 2, 1, 0), 0))
	assertVals(t, want, c.ToSlice(), "GatherInto(c, c, reversed, 0)")
	d := x.arange(2 * n)
	require.NoError(t, x.GatherInto(d.Slice(nd.Range(1, n+1)), d, ndint64.Vector(4, 3, 2, 1, 0), 0))
	assertVals(t, x.vals(0, 4, 3, 2, 1, 0, 6, 7, 8, 9), d.ToSlice(), "GatherInto dst = d[1:6]")
}

// testLayoutIsCopy changes the layout Layout returns: the array must not
// see it (its layout is checked where it is made and trusted after).
func (x h[T, A]) testLayoutIsCopy(t *testing.T) {
	a := x.arange(3, 4)
	v := a.Slice(nd.Seq(2, 0), nd.Step(2))
	for _, arr := range []A{a, v} {
		dims, want := arr.Shape().Dims(), arr.ToSlice()
		l := arr.Layout()
		l.Dims[0] = 1 << 62
		l.Strides[len(l.Strides)-1] = 1 << 40
		if l.Tables != nil {
			l.Tables[0][0] = -1 << 40
		}
		assertDims(t, dims, arr)
		assertVals(t, want, arr.ToSlice())
		c := x.New(arr.Shape())
		arr.CopyTo(c)
		assertVals(t, want, c.ToSlice())
	}
}
