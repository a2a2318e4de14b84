package ndtest

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// AllClose tests a float or complex package's AllClose: every golden case
// of its dtype (testdata/allclose_golden.json, computed by numpy.allclose)
// on contiguous arrays and again on transposed views holding the same
// values, plus the nil and shape errors.
func AllClose[T any, A nd.Array[T, A]](t *testing.T, s Suite[T, A], allClose func(a, b A, rtol, atol float64) bool) {
	x := h[T, A]{s}
	cases, err := golden.LoadAllCloseFile(golden.AllCloseFile)
	require.NoError(t, err)
	checked := 0
	for i, c := range cases {
		if c.DType != s.DType.String() {
			continue
		}
		checked++
		a, b := x.closeOperand(t, c.A, false), x.closeOperand(t, c.B, false)
		at, bt := x.closeOperand(t, c.A, true), x.closeOperand(t, c.B, true)
		for _, pair := range [][2]A{{a, b}, {at, bt}, {a, bt}} {
			var got bool
			err := nd.Try(func() { got = allClose(pair[0], pair[1], c.RTol, c.ATol) })
			if c.Error != "" {
				assert.ErrorIs(t, err, nd.ErrShape, "case %d: shapes %v and %v", i+1, c.A.Shape, c.B.Shape)
			} else if assert.NoError(t, err, "case %d", i+1) {
				assert.Equal(t, c.Close, got, "case %d: %v and %v, rtol %v atol %v", i+1, pair[0], pair[1], c.RTol, c.ATol)
			}
		}
	}
	if !s.NoNumPy {
		require.NotZero(t, checked, "no AllClose golden cases for %v", s.DType)
	}
	var null A
	assert.ErrorIs(t, nd.Try(func() { allClose(null, x.arange(2), 0, 0) }), nd.ErrArgument)
	assert.ErrorIs(t, nd.Try(func() { allClose(x.arange(2), null, 0, 0) }), nd.ErrArgument)
	assert.ErrorIs(t, nd.Try(func() { allClose(x.arange(2, 3), x.arange(2), 0, 0) }), nd.ErrShape)
	assert.True(t, allClose(x.arange(2, 3), x.arange(2, 3).AsReadOnly(), 0, 0), "read-only arrays compare")
}

// closeOperand builds an AllClose operand: Wrap of its values, or with
// transposed, a view through the transposed storage of a copy.
func (x h[T, A]) closeOperand(t *testing.T, op golden.CloseArray, transposed bool) A {
	vals, err := golden.ArrayValues[T](op.Values)
	require.NoError(t, err)
	a := x.Wrap(shape(op.Shape...), vals)
	if !transposed || len(op.Shape) < 2 {
		return a
	}
	rev := slices.Clone(op.Shape)
	slices.Reverse(rev)
	v := x.New(shape(rev...)).Transpose()
	a.CopyTo(v)
	return v
}
