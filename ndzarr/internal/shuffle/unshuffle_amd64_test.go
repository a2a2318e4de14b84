//go:build !purego

package shuffle

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// forEachVariant runs f with the AVX2 kernels (when the CPU has them) and
// with the Go loops alone.
func forEachVariant(t *testing.T, f func(t *testing.T)) {
	saved := useAVX2
	defer func() { useAVX2 = saved }()
	if saved {
		useAVX2 = true
		t.Run("avx2", f)
	}
	useAVX2 = false
	t.Run("go", f)
}

// hasSIMD lists the kernels Unshuffle runs: 4- and 8-byte elements, with
// AVX2 only.
func TestHasSIMD(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for typesize := range 20 {
			want := useAVX2 && (typesize == 4 || typesize == 8)
			require.Equal(t, want, hasSIMD(typesize), "typesize %d", typesize)
		}
	})
}
