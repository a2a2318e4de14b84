package ndtest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// testScalar checks the scalar accessors on every kind of rank-1 and rank-2
// view, where their inlined fast path applies or must not (negative strides,
// tables, zero strides, offsets, read-only arrays), against the layout's
// own Pos; and that Slice with repeated Seq coordinates gives read-only
// views.
func (x h[T, A]) testScalar(t *testing.T) {
	run(t, "AgreeWithPos", func(t *testing.T) {
		for name, v := range x.scalarViews() {
			x.checkScalarAccess(t, name, v)
		}
	})
	run(t, "Refusals", func(t *testing.T) {
		for name, v := range x.scalarViews() {
			for _, c := range [][]int64{{}, {0, 0, 0}, {99, 0}, {0, 99}, {-99, 0}, {0, -99}} {
				if len(c) == v.Rank() && len(c) != 2 {
					continue
				}
				c := c[:min(len(c), max(v.Rank()+1, 2))]
				err := nd.Try(func() { v.GetValue(c...) })
				assert.True(t, errors.Is(err, nd.ErrIndexOutOfRange), "%s GetValue%v: %v", name, c, err)
			}
		}
		ro := x.arange(3, 4).AsReadOnly()
		err := nd.Try(func() { x.SetTyped(ro, x.Val(1), 1, 1) })
		assert.True(t, errors.Is(err, nd.ErrReadOnly), "typed setter on a read-only array: %v", err)
	})
	x.testScalarRank34(t)
	run(t, "RepeatedSeqIsReadOnly", func(t *testing.T) {
		a := x.arange(3, 4)
		for name, v := range map[string]A{
			"Seq(0, 0)":            a.Slice(nd.Seq(0, 0)),
			"Seq(1, 2, 1) columns": a.Slice(nd.All(), nd.Seq(1, 2, 1)),
			"repeat of a view":     a.Slice(nd.Step(2)).Slice(nd.Seq(1, 1)),
		} {
			assert.True(t, v.ReadOnly(), name)
			err := nd.Try(func() { v.SetValue(x.Val(7), 0, 0) })
			assert.True(t, errors.Is(err, nd.ErrReadOnly), "%s: %v", name, err)
			expr, err := x.SliceExpr(v, "...")
			if assert.NoError(t, err) {
				assert.True(t, expr.ReadOnly(), "%s, then SliceExpr", name)
			}
		}
		for name, v := range map[string]A{
			"Seq(2, 0)":        a.Slice(nd.Seq(2, 0)),
			"Seq(3, 1) cols":   a.Slice(nd.All(), nd.Seq(3, 1)),
			"Seq of one":       a.Slice(nd.Seq(1)),
			"Seq of Transpose": a.Transpose().Slice(nd.Seq(0, 3)),
		} {
			assert.False(t, v.ReadOnly(), name)
			v.SetValue(x.Val(7), 0, 0)
			assert.Equal(t, x.Val(7), v.GetValue(0, 0), name)
		}
	})
}

// scalarViews returns rank-1 and rank-2 views of every kind the scalar fast
// path must tell apart, and a few of other ranks.
func (x h[T, A]) scalarViews() map[string]A {
	a := x.arange(4, 5)
	return map[string]A{
		"2-D":             a,
		"1-D":             x.arange(7),
		"offset":          a.Slice(nd.Range(1, 3), nd.Range(2, 5)),
		"strided":         a.Slice(nd.Step(2), nd.Step(3)),
		"transposed":      a.Transpose(),
		"flipped rows":    a.Slice(nd.Flip()),
		"flipped columns": a.Slice(nd.All(), nd.Flip()),
		"row":             a.Get(2),
		"column":          a.Slice(nd.All(), nd.At(3)),
		"Seq":             a.Slice(nd.Seq(3, 0, 2)),
		"Seq columns":     a.Slice(nd.All(), nd.Seq(4, 1)),
		"broadcast":       x.arange(5).BroadcastTo(shape(3, 5)),
		"read-only":       a.AsReadOnly(),
		"rank 0":          a.Get(1, 1),
		"rank 3":          x.arange(2, 3, 4).Slice(nd.All(), nd.Flip()),
		"single":          a.Slice(nd.Range(3, 4), nd.Range(4, 5)),
	}
}

// checkScalarAccess reads every element of v through GetValue, with
// non-negative and negative coordinates, and writes each (where v is
// writable) through SetValue and the typed setter, comparing with the
// storage at Layout().Pos.
func (x h[T, A]) checkScalarAccess(t *testing.T, name string, v A) {
	l, data := v.Layout(), v.Data()
	for c := range coordsOf(l.Dims) {
		neg := make([]int64, len(c))
		for i := range c {
			neg[i] = c[i] - l.Dims[i]
		}
		p := l.Pos(c)
		msg := fmt.Sprintf("%s at %v", name, c)
		assert.Equal(t, data[p], v.GetValue(c...), msg)
		assert.Equal(t, data[p], v.GetValue(neg...), msg+", negative")
		if v.ReadOnly() {
			continue
		}
		want := x.diff(data[p])
		v.SetValue(want, c...)
		assert.Equal(t, want, data[p], msg+": SetValue")
		x.SetTyped(v, x.diff(want), neg...)
		assert.Equal(t, x.diff(want), data[p], msg+": typed setter, negative")
	}
}

// coordsOf yields every coordinate tuple of the shape dims, in row-major
// order (one empty tuple for rank 0).
func coordsOf(dims []int64) func(func([]int64) bool) {
	return func(yield func([]int64) bool) {
		var size int64 = 1
		for _, d := range dims {
			size *= d
		}
		for k := range size {
			c := make([]int64, len(dims))
			for i := len(dims) - 1; i >= 0; i-- {
				c[i] = k % dims[i]
				k /= dims[i]
			}
			if !yield(c) {
				return
			}
		}
	}
}
