package safe

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// edges are values near the ends of int64, where overflow happens.
var edges = []int64{0, 1, -1, 2, -2, 3, 0x5555555555555556, -0x5555555555555556,
	math.MaxInt32, math.MinInt32, 1 << 32, -(1 << 32), 3037000499, 3037000500,
	math.MaxInt64, math.MaxInt64 - 1, math.MinInt64, math.MinInt64 + 1}

func fits(b *big.Int) bool { return b.IsInt64() }

// checkAgainstBig compares op with big-integer arithmetic on every pair of
// vals.
func checkAgainstBig(t *testing.T, sym string, op func(a, b int64) (int64, bool), ref func(z, x, y *big.Int) *big.Int, vals []int64) {
	t.Helper()
	for _, a := range vals {
		for _, b := range vals {
			want := ref(new(big.Int), big.NewInt(a), big.NewInt(b))
			got, ok := op(a, b)
			assert.Equal(t, fits(want), ok, "%d%s%d", a, sym, b)
			if ok {
				assert.Equal(t, want.Int64(), got, "%d%s%d", a, sym, b)
			}
		}
	}
}

func TestMulAgainstBig(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	vals := append([]int64{}, edges...)
	for range 200 {
		vals = append(vals, int64(r.Uint64()), r.Int64N(1<<33)-1<<32)
	}
	checkAgainstBig(t, "*", Mul, (*big.Int).Mul, vals)
}

func TestAddAgainstBig(t *testing.T) {
	checkAgainstBig(t, "+", Add, (*big.Int).Add, edges)
}

func TestSize(t *testing.T) {
	cases := []struct {
		dims []int64
		size int64
		ok   bool
	}{
		{nil, 1, true},
		{[]int64{3, 4}, 12, true},
		{[]int64{3, 0, 4}, 0, true},
		{[]int64{-1}, 0, false},
		{[]int64{0x5555555555555556, 3}, 0, false},
		{[]int64{0x5555555555555556, 3, 0}, 0, false}, // NumPy refuses it too
		{[]int64{math.MaxInt64, 0}, 0, true},
		{[]int64{math.MaxInt64, 1}, math.MaxInt64, true},
		{[]int64{math.MaxInt64, 2}, 0, false},
		{[]int64{1 << 40, 1 << 40}, 0, false},
		{[]int64{1 << 31, 1 << 31, 2}, 0, false},
	}
	for _, c := range cases {
		size, ok := Size(c.dims)
		assert.Equal(t, c.ok, ok, "%v", c.dims)
		if c.ok {
			assert.Equal(t, c.size, size, "%v", c.dims)
		}
	}
}

func TestPositiveProduct(t *testing.T) {
	p, ok := PositiveProduct([]int64{3, 0, -1, 4})
	assert.True(t, ok)
	assert.Equal(t, int64(12), p, "zero and negative dimensions are skipped")
	_, ok = PositiveProduct([]int64{0x5555555555555556, 0, 3})
	assert.False(t, ok)
}
