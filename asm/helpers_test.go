package asm

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

const guardLen = 40 // elements of guard on each side of every destination

// lengths covers every tail and head combination of the kernels and a few
// sizes past the streaming thresholds.
var lengths = func() []int {
	var ls []int
	for n := range 68 {
		ls = append(ls, n)
	}
	return append(ls, 255, 256, 257, 1000, 4099)
}()

func pattern8(n int, seed byte) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(i*7) + seed
	}
	return b
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// requireSame is require.Equal for slices, compared with slices.Equal
// first: a reflect-based comparison of every case made these tests take
// minutes under -race.
func requireSame[T comparable](t *testing.T, want, got []T, msgAndArgs ...any) {
	t.Helper()
	if !slices.Equal(want, got) {
		require.Equal(t, want, got, msgAndArgs...)
	}
}
