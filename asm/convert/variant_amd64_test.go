//go:build !purego

package convert

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// forEachVariant runs f with the AVX2 kernels (when the CPU has them) and
// with the pure-Go twins.
func forEachVariant(t *testing.T, f func(t *testing.T)) { kerneltest.ForEachVariant(t, &useAVX2, f) }
