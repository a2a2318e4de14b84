package bulk

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requireRunPanics requires f to panic with the index-out-of-range error
// of Run's check (index -1, safe.Last's answer for a run that leaves its
// slice), not with a bounds check further in (or a fault).
func requireRunPanics(t *testing.T, f func(), msgAndArgs ...any) {
	t.Helper()
	require.PanicsWithError(t, "runtime error: index out of range [-1]", f, msgAndArgs...)
}

// A run of Run's: n elements from d by ds into a dst of dstLen, from s by
// ss out of a src of srcLen (bytes).
type runCase struct{ dstLen, d, ds, srcLen, s, ss, n int }

func (c runCase) run() {
	Run(make([]byte, c.dstLen), c.d, c.ds, make([]byte, c.srcLen), c.s, c.ss, c.n)
}

// TestRunWrappedLastPanics: runs whose last element, computed as Run and
// gather used to (start + (n-1)*step in int arithmetic), wraps around and
// lands back in range, so that the old first/last check passed and the
// loop went on far out of its slices. They must panic.
func TestRunWrappedLastPanics(t *testing.T) {
	cases := []runCase{
		// dst side, Run's two-sided loop: 2^62 * 4 = 2^64, which is 0.
		{8, 0, 4, 8, 0, 0, 1<<62 + 1},
		// src side: 4 * 2^62 = 2^64 (a byte step of 2^62 past the slice).
		{8, 0, 0, 8, 0, 1 << 62, 5},
		// Both sides, negative: 3 - 4 * 2^62, which is 3.
		{8, 3, -(1 << 62), 8, 3, -(1 << 62), 5},
		// gather (ds 1): 4 * 2^62 from 0, and 1 + 2*MinInt, which is 1.
		{5, 0, 1, 8, 0, 1 << 62, 5},
		{3, 0, 1, 8, 1, math.MinInt, 3},
		{5, 0, 1, 8, 3, -(1 << 62), 5},
	}
	for _, c := range cases {
		for _, side := range [][3]int{{c.dstLen, c.d, c.ds}, {c.srcLen, c.s, c.ss}} {
			last := side[1] + (c.n-1)*side[2]
			require.True(t, last >= 0 && last < side[0], "%+v: the old check passed", c)
		}
		requireRunPanics(t, c.run, "%+v", c)
	}
}

// TestGatherWrappedLastPanics: gather itself, beside Run, for a source
// step whose last element wraps into range.
func TestGatherWrappedLastPanics(t *testing.T) {
	requireRunPanics(t, func() { gather(make([]int32, 5), make([]int32, 8), 0, 1<<62) })
	requireRunPanics(t, func() { gather(make([]int32, 3), make([]int32, 8), 7, math.MinInt) })
}

// TestRunLimits: runs at the ends of int, and just past their slices,
// copy or panic as before.
func TestRunLimits(t *testing.T) {
	const max = math.MaxInt
	ok := []runCase{
		{8, 0, max, 8, 0, math.MinInt, 1}, // one element: the step is not used
		{8, 7, 0, 8, 0, 1, 8},
		{8, 7, -1, 8, 0, 1, 8},
		{8, 0, 1, 8, 7, -1, 8},
		{8, 1, 2, 8, 7, -2, 4},
		{8, 7, -7, 8, 0, 7, 2},
	}
	for _, c := range ok {
		dst, src := make([]byte, c.dstLen), make([]byte, c.srcLen)
		for i := range src {
			src[i] = byte(i + 1)
		}
		Run(dst, c.d, c.ds, src, c.s, c.ss, c.n)
		want := make([]byte, c.dstLen)
		for i := range c.n {
			want[c.d+i*c.ds] = src[c.s+i*c.ss]
		}
		assert.Equal(t, want, dst, "%+v", c)
	}
	bad := []runCase{
		{8, 0, max, 8, 0, 1, 2},
		{8, 0, 1, 8, 1, max, 2},
		{8, 7, math.MinInt, 8, 0, 0, 2},
		{8, 0, 2, 8, 0, 1, 5},  // dst ends at 8
		{8, 6, -2, 8, 0, 0, 5}, // dst ends at -2
		{8, 0, 2, 8, 0, 2, 5},  // both
		{8, 0, 1, 8, 7, -1, 9}, // gather: src ends at -1
		{8, -1, 2, 8, 0, 0, 2},
		{8, 0, 0, 8, 8, 0, 2},
	}
	for _, c := range bad {
		assert.Panics(t, c.run, "%+v", c)
	}
}
