//go:build !amd64 || purego

package asm

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Without the kernels HasUnshuffle lists none.
func TestHasUnshuffleWithoutKernels(t *testing.T) {
	for typesize := range 20 {
		require.False(t, HasUnshuffle(typesize))
	}
}
