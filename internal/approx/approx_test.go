package approx

import (
	"github.com/x448/float16"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// goldenClose runs one golden case through allClose on row-major views
// and returns the answer, or the panic's error.
func goldenClose[T any](t *testing.T, c golden.CloseCase,
	allClose func([]T, nd.Layout, []T, nd.Layout, float64, float64) bool) (close bool, err error) {
	a, errA := golden.ArrayValues[T](c.A.Values)
	b, errB := golden.ArrayValues[T](c.B.Values)
	require.NoError(t, errA)
	require.NoError(t, errB)
	err = nd.Try(func() {
		close = allClose(a, nd.RowMajor(c.A.Shape...), b, nd.RowMajor(c.B.Shape...), c.RTol, c.ATol)
	})
	return close, err
}

func TestGolden(t *testing.T) {
	cases, err := golden.LoadAllCloseFile("../" + golden.AllCloseFile)
	require.NoError(t, err)
	for i, c := range cases {
		var got bool
		var err error
		switch c.DType {
		case "float32":
			got, err = goldenClose(t, c, Float[float32])
		case "float64":
			got, err = goldenClose(t, c, Float[float64])
		case "complex64":
			got, err = goldenClose(t, c, Complex[complex64])
		case "complex128":
			got, err = goldenClose(t, c, Complex[complex128])
		case "float16":
			got, err = goldenClose(t, c, func(a []float16.Float16, al nd.Layout, b []float16.Float16,
				bl nd.Layout, rtol, atol float64) bool {
				return Narrow(a, al, b, bl, rtol, atol, float16.Float16.Float32, float16.Fromfloat32)
			})
		default:
			t.Fatalf("case %d: dtype %q", i+1, c.DType)
		}
		if c.Error != "" {
			assert.ErrorIs(t, err, nd.ErrShape, "case %d: %v and %v", i+1, c.A.Shape, c.B.Shape)
			continue
		}
		if assert.NoError(t, err, "case %d", i+1) {
			assert.Equal(t, c.Close, got, "case %d: %s %v %v rtol %v atol %v", i+1, c.DType, c.A, c.B, c.RTol, c.ATol)
		}
	}
}

// TestRule pins NumPy's rule on hand-picked pairs.
func TestRule(t *testing.T) {
	nan, inf := math.NaN(), math.Inf(1)
	one := func(x, y float64, rtol, atol float64) bool {
		return Float([]float64{x}, nd.RowMajor(), []float64{y}, nd.RowMajor(), rtol, atol)
	}
	assert.True(t, one(101, 100, 0.01, 0), "the bound is inclusive")
	assert.True(t, one(99, 100, 0.01, 0))
	assert.False(t, one(100, 99, 0.01, 0), "the bound scales with |b| only")
	assert.False(t, one(nan, nan, 1, 1), "NaN is never close")
	assert.True(t, one(inf, inf, 0, 0))
	assert.False(t, one(inf, -inf, 1, 1))
	assert.False(t, one(1e300, inf, 1, 1))
	assert.True(t, one(-0.0, 0, 0, 0))
	// float32 arithmetic: 1 + 2^-24 rounds to 1 in float32.
	f32 := Float([]float32{1}, nd.RowMajor(), []float32{1 + 1.0/(1<<23)}, nd.RowMajor(), 0, 1.0/(1<<24))
	assert.False(t, f32)
	c := Complex([]complex64{complex(3, 4)}, nd.RowMajor(), []complex64{0}, nd.RowMajor(), 0, 5)
	assert.True(t, c, "|3+4i| = 5")
	nanPart := Complex([]complex128{complex(1, nan)}, nd.RowMajor(), []complex128{complex(1, nan)}, nd.RowMajor(), 1, 1)
	assert.False(t, nanPart)
	infPart := Complex([]complex128{complex(1, inf)}, nd.RowMajor(), []complex128{complex(1, inf)}, nd.RowMajor(), 0, 0)
	assert.True(t, infPart, "equal complex infinities are close (NumPy 1.24 says no)")
}

// TestBroadcast checks AllClose over broadcast and strided views against
// a loop over coordinates.
func TestBroadcast(t *testing.T) {
	a := []float64{1, 2, 3, 4, 5, 6}
	b := []float64{1, 2, 3}
	assert.True(t, Float(a[:3], nd.RowMajor(1, 3), b, nd.RowMajor(3), 0, 0))
	assert.True(t, Float([]float64{1, 2, 3, 1, 2, 3}, nd.RowMajor(2, 3), b, nd.RowMajor(3), 0, 0))
	assert.False(t, Float(a, nd.RowMajor(2, 3), b, nd.RowMajor(3), 0, 0))
	col := []float64{1, 4}
	assert.False(t, Float(a, nd.RowMajor(2, 3), col, nd.RowMajor(2, 1), 0, 0))
	assert.True(t, Float([]float64{1, 1, 1, 4, 4, 4}, nd.RowMajor(2, 3), col, nd.RowMajor(2, 1), 0, 0))
	// a transposed, a reversed and a Seq-selected operand
	tr := nd.RowMajor(3, 2).Transpose() // [[1 3 5] [2 4 6]] of a
	assert.True(t, Float(a, tr, []float64{1, 3, 5, 2, 4, 6}, nd.RowMajor(2, 3), 0, 0))
	rev := nd.RowMajor(6).Slice(nd.Step(-1))
	assert.True(t, Float(a, rev, []float64{6, 5, 4, 3, 2, 1}, nd.RowMajor(6), 0, 0))
	seq := nd.RowMajor(2, 3).Slice(nd.Seq(1), nd.All()) // shape (1, 3), a table
	assert.True(t, Float(a, seq, []float64{4, 5, 6, 4, 5, 6}, nd.RowMajor(2, 3), 0, 0))
	assert.True(t, Float(a, nd.RowMajor(0, 3), b, nd.RowMajor(3), 0, 0), "empty arrays are close")
	err := nd.Try(func() { Float(a, nd.RowMajor(2, 3), a, nd.RowMajor(3, 2), 0, 0) })
	assert.ErrorIs(t, err, nd.ErrShape)
	err = nd.Try(func() { Float(a, nd.RowMajor(0, 3), a[:2], nd.RowMajor(2, 1), 0, 0) })
	assert.ErrorIs(t, err, nd.ErrShape, "0 and 2 do not broadcast")
}
