package kerneltest

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// GuardLen is the elements of guard on each side of a guard-padded
// destination.
const GuardLen = 40

// Lengths covers every tail and head combination of the kernels and a few
// sizes past the streaming thresholds.
var Lengths = func() []int {
	var ls []int
	for n := range 68 {
		ls = append(ls, n)
	}
	return append(ls, 127, 128, 129, 191, 255, 256, 257, 1000, 4099)
}()

// Pattern8 is n bytes of a pattern shifted by seed.
func Pattern8(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7) + seed
	}
	return b
}

// RequireSame is require.Equal for slices, compared with slices.Equal
// first: a reflect-based comparison of every case made these tests take
// minutes under -race.
func RequireSame[T comparable](t *testing.T, want, got []T, msgAndArgs ...any) {
	t.Helper()
	if !slices.Equal(want, got) {
		require.Equal(t, want, got, msgAndArgs...)
	}
}
