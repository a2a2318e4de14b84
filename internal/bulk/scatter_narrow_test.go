package bulk

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/x448/float16"
)

var half = Narrow[float16.Float16]{To: float16.Float16.Float32, From: float16.Fromfloat32}

func halves(v ...float32) []float16.Float16 {
	out := make([]float16.Float16, len(v))
	for i, x := range v {
		out[i] = float16.Fromfloat32(x)
	}
	return out
}

// Rows of two: each element rounds once per update (2048 + 1 is a tie,
// kept at 2048), rows land where the row numbers say, in order, and a row
// outside dst stops the store there.
func TestNarrowAddSubRows(t *testing.T) {
	dst := halves(2048, 10, 0, 0)
	assert.Equal(t, 3, half.StoreAdd(dst, []int64{0, 0, 1}, halves(1, 1, 1, 2, 5, 6), 2))
	assert.Equal(t, halves(2048, 13, 5, 6), dst)
	assert.Equal(t, 1, half.StoreSub(dst, []int64{1, 2, 0}, halves(0.5, 6, 1, 1, 1, 1), 2))
	assert.Equal(t, halves(2048, 13, 4.5, 0), dst, "nothing from the row outside on")
}

// Min and Max compare as StoreMin and StoreMax do on float32: a NaN in dst
// stays, a NaN update is ignored; the kept value is the update's bits.
func TestNarrowMinMaxNaN(t *testing.T) {
	nan := float32(math.NaN())
	for _, store := range []Store[float16.Float16]{half.StoreMin, half.StoreMax} {
		dst := halves(nan, 1, 1)
		store(dst, []int64{0, 1, 2}, halves(3, nan, 1), 1)
		assert.True(t, dst[0].IsNaN())
		assert.Equal(t, halves(1, 1), dst[1:])
	}
	dst := halves(1, 1)
	half.StoreMin(dst, []int64{0, 1}, halves(-2, 2), 1)
	assert.Equal(t, halves(-2, 1), dst)
	half.StoreMax(dst, []int64{0, 1}, halves(-2, 2), 1)
	assert.Equal(t, halves(-2, 2), dst)
}
