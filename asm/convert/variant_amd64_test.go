//go:build !purego

package convert

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// forEachVariant runs f with each kernel set the CPU has: the AVX-512
// kernels (where they exist; AVX2 for the others), the AVX2 ones, and the
// pure-Go twins.
func forEachVariant(t *testing.T, f func(t *testing.T)) {
	kerneltest.ForEachWideVariant(t, "avx512", &useAVX512, &useAVX2, f)
}
