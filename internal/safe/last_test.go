package safe

import (
	"math"
	"math/big"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lastRef is Last in big integers: the exact last position and whether
// n >= 1 and the first and last positions lie in [0, length).
func lastRef(length, start, step, n int64) (*big.Int, bool) {
	last := new(big.Int).Mul(big.NewInt(n-1), big.NewInt(step))
	if n < 1 { // n-1 above wrapped for MinInt64; the answer is no anyway
		return last, false
	}
	last.Add(last, big.NewInt(start))
	in := func(p *big.Int) bool { return p.Sign() >= 0 && p.Cmp(big.NewInt(length)) < 0 }
	return last, in(big.NewInt(start)) && in(last)
}

// checkLast compares Last with lastRef.
func checkLast(t *testing.T, length, start, step, n int64) {
	t.Helper()
	want, wantOK := lastRef(length, start, step, n)
	got, ok := Last(int(length), int(start), int(step), int(n))
	require.Equal(t, wantOK, ok, "Last(%d, %d, %d, %d)", length, start, step, n)
	if ok {
		require.Equal(t, want.Int64(), int64(got), "Last(%d, %d, %d, %d)", length, start, step, n)
	} else {
		require.Equal(t, -1, got, "Last(%d, %d, %d, %d): not ok", length, start, step, n)
	}
}

func TestLastAgainstBig(t *testing.T) {
	vals := append([]int64{4, 5, 8, 1 << 62, 1<<62 + 1, -(1 << 62), 1 << 61}, edges...)
	for _, length := range vals {
		for _, start := range vals {
			for _, step := range vals {
				for _, n := range vals {
					checkLast(t, length, start, step, n)
				}
			}
		}
	}
}

// TestLastWraps: runs whose last position, in int arithmetic, wraps back
// into range, so that a check of the first and last positions alone passes.
func TestLastWraps(t *testing.T) {
	cases := []struct {
		name                   string
		length, start, step, n int64
		wrappedLast            int64 // start + (n-1)*step in int64
	}{
		// (2^62) * 4 = 2^64, which is 0.
		{"n = 2^62+1 by 4", 8, 0, 4, 1<<62 + 1, 0},
		// 4 * 2^62 = 2^64 again, from the other factor.
		{"n = 5 by 2^62", 8, 0, 1 << 62, 5, 0},
		// (2^62) * -4 = -2^64, which is 0, plus the start.
		{"n = 2^62+1 by -4", 8, 3, -4, 1<<62 + 1, 3},
		// 2 * MinInt64 = -2^64, which is 0.
		{"n = 3 by MinInt64", 8, 1, math.MinInt64, 3, 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			old := c.start + (c.n-1)*c.step
			assert.Equal(t, c.wrappedLast, old, "the int arithmetic wraps")
			_, ok := Last(int(c.length), int(c.start), int(c.step), int(c.n))
			assert.False(t, ok)
			checkLast(t, c.length, c.start, c.step, c.n)
		})
	}
}

func TestLastLimits(t *testing.T) {
	const max = math.MaxInt64
	cases := []struct {
		length, start, step, n, last int64
		ok                           bool
	}{
		{max, 0, 1, max, max - 1, true},
		{max, 1, 1, max, 0, false},
		{max, max - 1, -1, max, 0, true},
		{max, max - 2, -1, max, 0, false},
		{max, 0, max - 1, 2, max - 1, true},
		{max, 0, max, 2, 0, false},
		{max, max - 1, math.MinInt64 + 1, 2, 0, false},
		{max, max - 1, -(max - 1), 2, 0, true},
		{max, 5, math.MinInt64, 1, 5, true},
		{max, 5, 0, max, 5, true},
		{8, 7, 0, math.MaxInt64, 7, true},
		{8, 8, 0, 1, 0, false},
		{8, -1, 1, 1, 0, false},
		{8, 0, 1, 0, 0, false},
		{8, 0, 1, math.MinInt64, 0, false},
		{0, 0, 0, 1, 0, false},
		{math.MinInt64, 0, 0, 1, 0, false},
	}
	for _, c := range cases {
		last, ok := Last(int(c.length), int(c.start), int(c.step), int(c.n))
		assert.Equal(t, c.ok, ok, "%+v", c)
		if !c.ok {
			c.last = -1
		}
		assert.Equal(t, c.last, int64(last), "%+v", c)
	}
}

// FuzzLast compares Last with big-integer arithmetic; the seeds lie near
// the ends of int64, where the products wrap.
func FuzzLast(f *testing.F) {
	const max, min = math.MaxInt64, math.MinInt64
	f.Add(int64(8), int64(0), int64(4), int64(1<<62+1))
	f.Add(int64(8), int64(0), int64(1<<62), int64(5))
	f.Add(int64(max), int64(max-1), int64(-1), int64(max))
	f.Add(int64(max), int64(0), int64(max), int64(2))
	f.Add(int64(max), int64(1), int64(min), int64(2))
	f.Add(int64(max), int64(max-1), int64(min+1), int64(2))
	f.Add(int64(1<<40), int64(3), int64(0x5555555555555556), int64(4))
	f.Add(int64(1<<40), int64(1<<39), int64(-3037000500), int64(3037000500))
	f.Fuzz(func(t *testing.T, length, start, step, n int64) {
		checkLast(t, length, start, step, n)
	})
}
