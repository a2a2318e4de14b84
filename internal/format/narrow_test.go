package format

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
)

// bfloat16 prints by NumPy's float rules with bfloat16's own shortest
// digits (NumPy has none; float16's rules, golden-tested, are the same
// code): 0.1 is "0.1" though its value is 0.10009765625, 257 rounds to
// 256, and digits beyond the shortest (a shared precision) are the exact
// value's, as NumPy's Dragon4 gives them.
func TestNarrowBFloat16(t *testing.T) {
	for want, vals := range map[string][]float32{
		"[  0.1   1.5 100. ]":             {0.1, 1.5, 100},
		"[ 3.14e+00 -2.50e-05  1.00e+30]": {3.14159, -2.5e-5, 1e30},
		"[1. 2. 3.]":                      {1, 2, 3},
		"[2.56e+02 2.56e+02 9.99e-04]":    {256, 257, 1e-3},
		"[ nan -inf   0.]":                {float32(math.NaN()), float32(math.Inf(-1)), 0},
	} {
		d := make([]bfloat16.BFloat16, len(vals))
		for i, v := range vals {
			d[i] = bfloat16.FromFloat32(v)
		}
		got := Narrow(d, nd.RowMajor(int64(len(d))), 8, 7, bfloat16.BFloat16.Float32)
		assert.Equal(t, want, got)
	}
	one := []bfloat16.BFloat16{bfloat16.FromFloat32(0.1)}
	assert.Equal(t, "0.1", Narrow(one, nd.RowMajor(), 8, 7, bfloat16.BFloat16.Float32))
	assert.Panics(t, func() { Narrow(one, nd.RowMajor(), 6, 9, bfloat16.BFloat16.Float32) })
}

// float16 scalars print their shortest digits among float16 values, as
// NumPy's str(np.float16(x)).
func TestNarrowFloat16Scalar(t *testing.T) {
	for x, want := range map[float32]string{0.1: "0.1", 65504: "65500.0", 1e-7: "1e-07", 0.3333: "0.3333"} {
		d := []float16.Float16{float16.Fromfloat32(x)}
		assert.Equal(t, want, Narrow(d, nd.RowMajor(), 5, 10, float16.Float16.Float32), "%v", x)
	}
}
