package crossdtype_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// TestWideViews: views of ranks 3 and 4, whose tables live in the storage
// after their header (a wide header), have nd's layouts and elements, and
// views of them, two levels deep, leave their parents' layouts as they were.
func TestWideViews(t *testing.T) {
	c, d := filled(4, 3, 5), filled(2, 3, 4, 5)
	views := []struct {
		name   string
		parent *ndfloat32.NdArray
		view   func(*ndfloat32.NdArray) *ndfloat32.NdArray
		layout func(nd.Layout) nd.Layout
	}{
		{"Transpose", c, func(a *ndfloat32.NdArray) *ndfloat32.NdArray { return a.Transpose(2, 0, 1) },
			func(l nd.Layout) nd.Layout { return l.Transpose(2, 0, 1) }},
		{".T", d, func(a *ndfloat32.NdArray) *ndfloat32.NdArray { return a.Transpose() },
			func(l nd.Layout) nd.Layout { return l.Transpose() }},
		{"Slice", d, func(a *ndfloat32.NdArray) *ndfloat32.NdArray {
			return a.Slice(nd.Flip(), nd.Range(1, 3), nd.Step(2))
		}, func(l nd.Layout) nd.Layout { return l.Slice(nd.Flip(), nd.Range(1, 3), nd.Step(2)) }},
		{"Slice to rank 4", c, func(a *ndfloat32.NdArray) *ndfloat32.NdArray {
			return a.Slice(nd.Ellipsis(), nd.NewAxis(), nd.Odd())
		}, func(l nd.Layout) nd.Layout { return l.Slice(nd.Ellipsis(), nd.NewAxis(), nd.Odd()) }},
	}
	for _, tc := range views {
		before := tc.parent.Layout()
		v := tc.view(tc.parent)
		want := tc.layout(before)
		require.Equal(t, want, v.Layout(), tc.name)
		assertElements(t, tc.parent, want, v, tc.name)
		w := v.Transpose().Slice(nd.Flip())
		assert.Equal(t, want, v.Layout(), "%s: a view of the view changed its layout", tc.name)
		assert.Equal(t, before, tc.parent.Layout(), "%s: the parent's layout changed", tc.name)
		assertElements(t, tc.parent, want.Transpose().Slice(nd.Flip()), w, tc.name+" of a view")
		cp := v.Copy()
		assert.Equal(t, v.ToSlice(), cp.ToSlice(), tc.name)
		assert.Equal(t, nd.RowMajor(want.Dims...), cp.Layout(), tc.name)
	}
}

// assertElements checks that every element of v is the parent's element at
// the position l gives.
func assertElements(t *testing.T, parent *ndfloat32.NdArray, l nd.Layout, v *ndfloat32.NdArray, name string) {
	t.Helper()
	data := parent.Data()
	i := 0
	for coords, got := range v.Scalars() {
		require.Equal(t, data[l.Pos(coords)], got, "%s at %v", name, coords)
		require.Equal(t, got, v.GetFloat32(coords...), "%s at %v", name, coords)
		i++
	}
	assert.Equal(t, int(l.Size()), i, name)
}

// TestReshapeContiguous: a Reshape of a contiguous array, built in the
// view's header, has the layout nd's Reshape gives (the same first
// element), the same elements in row-major order, and a's read-only flag.
func TestReshapeContiguous(t *testing.T) {
	c := filled(4, 3, 5)
	for _, a := range []*ndfloat32.NdArray{c, c.Get(2), c.Get(1).Slice(nd.Range(1, 3)), c.AsReadOnly(),
		c.Slice(nd.Range(2, 2))} {
		for _, dims := range [][]int64{{-1}, {5, -1}, {1, -1, 1}, {-1, 1, 1, 1}, {1, 1, -1, 1, 1}} {
			shape := nd.ShapeOf(dims...)
			v := a.Reshape(shape)
			want, ok := a.Layout().Reshape(v.Shape().Dims()...)
			require.True(t, ok)
			assert.Equal(t, want, v.Layout(), "%v to %v", a.Layout(), dims)
			assert.Equal(t, a.ToSlice(), v.ToSlice(), "%v to %v", a.Layout(), dims)
			assert.Equal(t, a.ReadOnly(), v.ReadOnly())
		}
	}
}
