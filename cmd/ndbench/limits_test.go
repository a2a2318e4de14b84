package main

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// TestCheckedSum: the getter loops' limit sums what the getter loop sums,
// through strides and an offset, and panics as a getter does for a
// coordinate outside its dimension.
func TestCheckedSum(t *testing.T) {
	a := ndint64.New(nd.ShapeOf(6, 10))
	fill(a.Data())
	for _, v := range []*ndint64.NdArray{a, a.Transpose(), a.Slice(nd.Range(1, 5), nd.Slice(1, 9, 3))} {
		d := v.Shape()
		want := int64(0)
		for i := range d.Dim(0) {
			for j := range d.Dim(1) {
				want += v.GetInt64(i, j)
			}
		}
		assert.Equal(t, want, checkedSum(v.Data(), d.Dim(0), d.Dim(1), v.Layout()), "%v", v.Layout())
	}
	for _, n := range [][2]int64{{7, 10}, {6, 11}} {
		func() {
			defer func() {
				err, _ := recover().(error)
				require.Error(t, err, "%v: no panic", n)
				assert.True(t, errors.Is(err, nd.ErrIndexOutOfRange), "%v: %v", n, err)
			}()
			checkedSum(a.Data(), n[0], n[1], a.Layout())
		}()
	}
}
