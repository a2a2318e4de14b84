package seq

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

func TestIntLen(t *testing.T) {
	assert.Equal(t, int64(255), IntLen[int8](-128, 127, 1))
	assert.Equal(t, int64(3), IntLen[int64](math.MinInt64, math.MaxInt64, math.MaxInt64))
	assert.Equal(t, int64(2), IntLen[int64](math.MaxInt64, math.MinInt64, math.MinInt64))
	assert.Equal(t, int64(2), IntLen[int8](127, -128, -128)) // 127, -1
	assert.Equal(t, int64(0), IntLen[uint8](5, 5, 1))
	assert.Equal(t, int64(0), IntLen[int16](5, 6, -1))
	assert.Equal(t, int64(4), IntLen[int32](10, 0, -3))
	assert.Equal(t, int64(math.MaxInt64), IntLen[uint64](0, math.MaxInt64, 1))
	for _, f := range []func(){
		func() { IntLen[uint64](0, math.MaxUint64, 1) },
		func() { IntLen[int64](math.MinInt64, math.MaxInt64, 1) },
		func() { IntLen[int8](0, 5, 0) },
	} {
		assert.ErrorIs(t, nd.Try(f), nd.ErrArgument)
	}
	out := make([]int8, IntLen[int8](127, -128, -100))
	Ints(out, 127, -100)
	assert.Equal(t, []int8{127, 27, -73}, out, "the wrapped step past the end is not stored")
}

func TestFloatLen(t *testing.T) {
	assert.Equal(t, int64(10), FloatLen[float64](0, 1, 0.1))
	assert.Equal(t, int64(0), FloatLen[float32](1, 0, 0.1))
	for _, f := range []func(){
		func() { FloatLen[float64](0, 1, 0) },
		func() { FloatLen[float64](0, math.NaN(), 1) },
		func() { FloatLen[float64](0, math.Inf(1), 1) },
		func() { FloatLen[float64](math.Inf(1), 0, 1) }, // NumPy refuses -Inf too
		func() { FloatLen[float32](0, 1, 1e-30) },
	} {
		err := nd.Try(f)
		assert.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	}
	assert.ErrorIs(t, nd.Try(func() { LinspaceLen(-1) }), nd.ErrArgument)
}

func TestComplexLen(t *testing.T) {
	assert.Equal(t, int64(0), ComplexLen[complex128](0, 5+5i, 1+1i), "q = 5+0i")
	assert.Equal(t, int64(5), ComplexLen[complex64](0, 5+5i, 1))
	assert.Equal(t, int64(3), ComplexLen[complex128](0, 5+3i, 1))
	assert.Equal(t, int64(0), ComplexLen[complex128](0, -10-10i, 1+1i))
	inf := math.Inf(1)
	for _, f := range []func(){
		func() { ComplexLen[complex128](0, 1, 0) },
		func() { ComplexLen[complex64](0, 0, 0) },
		func() { ComplexLen[complex128](0, complex(math.NaN(), 1), 1+1i) },
		func() { ComplexLen[complex128](0, complex(inf, 5), 1+1i) },
		// NumPy checks each part's ceiling, even the one the minimum drops.
		func() { ComplexLen[complex128](0, complex(5, -1e300), 1) },
		func() { ComplexLen[complex128](0, 1e300+1e300i, 1+1i) },
		func() { ComplexLen[complex128](0, -1e300-1e300i, 1+1i) },
	} {
		assert.ErrorIs(t, nd.Try(f), nd.ErrArgument)
	}
	out := make([]complex64, 4)
	Complexes(out, 1+2i, 0.5-1i)
	assert.Equal(t, []complex64{1 + 2i, 1.5 + 1i, 2, 2.5 - 1i}, out)
}
