package move

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// requirePanicsWith runs f and requires it to panic with a string that
// starts with prefix: the entry point's own check, not a Go bounds check
// further in.
func requirePanicsWith(t *testing.T, prefix string, f func(), msgAndArgs ...any) {
	t.Helper()
	var got any
	func() {
		defer func() { got = recover() }()
		f()
	}()
	require.NotNil(t, got, msgAndArgs...)
	msg, ok := got.(string)
	require.True(t, ok, "panic value %v is not the check's message", got)
	require.Truef(t, len(msg) >= len(prefix) && msg[:len(prefix)] == prefix,
		"panic %q is not %q's", msg, prefix)
}

// wrapped is start + (n-1)*step in int arithmetic, the last position the
// checks used to compute.
func wrapped(start, step, n int) int { return start + (n-1)*step }

// TestCheckGatherWraps: gathers whose last source index, computed as the
// check used to, wraps around and lands back in range; they must panic.
func TestCheckGatherWraps(t *testing.T) {
	cases := []struct{ n, srcLen, start, stride int }{
		{1<<62 + 1, 8, 0, 4},         // 2^62 * 4 = 2^64, which is 0
		{5, 8, 0, 1 << 62},           // 4 * 2^62 = 2^64
		{1<<62 + 1, 8, 3, -4},        // 3 - 2^64, which is 3
		{3, 8, 1, math.MinInt},       // 1 + 2*MinInt, which is 1
		{1<<61 + 1, 8, 2, 1<<3 + 16}, // 2^61 * 24 = 3 * 2^64, which is 0
	}
	for _, c := range cases {
		last := wrapped(c.start, c.stride, c.n)
		require.True(t, last >= 0 && last < c.srcLen, "%+v: the old check passed", c)
		requirePanicsWith(t, "move: gather", func() { checkGather(c.n, c.srcLen, c.start, c.stride) }, "%+v", c)
	}
	src := make([]byte, 8)
	requirePanicsWith(t, "move: gather", func() { StridedGather(make([]byte, 5), src, 0, 1<<62) })
	requirePanicsWith(t, "move: gather", func() { StreamGather(make([]byte, 5), src, 0, 1<<62) })
	requirePanicsWith(t, "move: gather", func() { StridedGather(make([]byte, 3), src, 1, math.MinInt) })
}

// TestCheckGatherLimits: gathers at the ends of int pass or panic as
// before.
func TestCheckGatherLimits(t *testing.T) {
	const max = math.MaxInt
	ok := []struct{ n, srcLen, start, stride int }{
		{1, max, max - 1, math.MinInt},
		{2, max, max - 1, -(max - 1)},
		{max, max, 0, 1},
		{max, max, max - 1, -1},
		{max, 8, 7, 0},
	}
	for _, c := range ok {
		assert.NotPanics(t, func() { checkGather(c.n, c.srcLen, c.start, c.stride) }, "%+v", c)
	}
	bad := []struct{ n, srcLen, start, stride int }{
		{2, max, max - 1, math.MinInt + 1}, // ends at -1
		{2, max, 0, max},                   // ends at max, one past
		{max, max, 1, 1},
		{max, max, max - 2, -1},
		{1, max, max, 0},
		{1, 8, -1, 0},
	}
	for _, c := range bad {
		requirePanicsWith(t, "move: gather", func() { checkGather(c.n, c.srcLen, c.start, c.stride) }, "%+v", c)
	}
}

// TestCheckRowsWraps: blocks of rows whose last row, or the end of a row,
// computed as the check used to, wraps around into range; they must panic.
func TestCheckRowsWraps(t *testing.T) {
	cases := []struct{ length, start, pitch, n, rows int }{
		{100, 0, 1 << 62, 4, 5},     // 4 * 2^62 = 2^64, which is 0
		{100, 96, -(1 << 62), 4, 5}, // 96 - 2^64, which is 96
		{100, 10, math.MinInt, 4, 3},
	}
	for _, c := range cases {
		last := wrapped(c.start, c.pitch, c.rows)
		require.True(t, last >= 0 && last+c.n <= c.length, "%+v: the old check passed", c)
		requirePanicsWith(t, "move: CopyBlock", func() { checkRows("src", c.length, c.start, c.pitch, c.n, c.rows) }, "%+v", c)
	}
	// The end of the row, start+n, wrapped too: MaxInt-1 + 4 is negative,
	// which is not past the end.
	requirePanicsWith(t, "move: CopyBlock", func() { checkRows("dst", 100, math.MaxInt-1, 0, 4, 1) })
	buf := make([]byte, 100)
	requirePanicsWith(t, "move: CopyBlock", func() { CopyBlock(buf, 0, 1<<62, make([]byte, 100), 0, 4, 4, 5) })
	requirePanicsWith(t, "move: CopyBlock", func() { CopyBlock(buf, 0, 4, make([]byte, 100), 0, 1<<62, 4, 5) })
	requirePanicsWith(t, "move: StreamRows", func() { StreamRows(make([]byte, 640), make([]byte, 1000), 0, 1<<62, 128) })
}

// TestCheckRowsLimits: blocks at the ends of int pass or panic as before,
// except a row ending past MaxInt, which used to pass.
func TestCheckRowsLimits(t *testing.T) {
	const max = math.MaxInt
	ok := []struct{ length, start, pitch, n, rows int }{
		{max, max - 4, 0, 4, 1},
		{max, max - 4, -(max - 4), 4, 2},
		{max, 0, max - 4, 4, 2},
		{max, max - 4, math.MinInt, 4, 1},
		{8, 0, 0, 8, max},
	}
	for _, c := range ok {
		assert.NotPanics(t, func() { checkRows("src", c.length, c.start, c.pitch, c.n, c.rows) }, "%+v", c)
		assert.True(t, rowsInside(c.length, c.start, c.pitch, c.n, c.rows), "%+v", c)
	}
	bad := []struct{ length, start, pitch, n, rows int }{
		{max, max - 3, 0, 4, 1}, // start+n wrapped: the old check passed it
		{max, 0, max - 3, 4, 2},
		{max, max - 4, -(max - 3), 4, 2},
		{max, max - 4, math.MinInt, 4, 2},
		{8, 0, 0, 9, 1},
		{8, -1, 1, 1, 1},
	}
	for _, c := range bad {
		requirePanicsWith(t, "move: CopyBlock", func() { checkRows("src", c.length, c.start, c.pitch, c.n, c.rows) }, "%+v", c)
		assert.False(t, rowsInside(c.length, c.start, c.pitch, c.n, c.rows), "%+v", c)
	}
}
