//go:build !purego

package asm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// HasUnshuffle lists the kernels unshuffle runs: 4- and 8-byte elements,
// with AVX2 only.
func TestHasUnshuffle(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for typesize := range 20 {
			want := useAVX2 && (typesize == 4 || typesize == 8)
			require.Equal(t, want, HasUnshuffle(typesize), "typesize %d", typesize)
		}
	})
}
