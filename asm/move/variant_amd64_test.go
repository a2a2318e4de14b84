//go:build !purego

package move

import (
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// forEachVariant runs f with the AVX2 kernels (when the CPU has them) and
// with the pure-Go twins.
func forEachVariant(t *testing.T, f func(t *testing.T)) { kerneltest.ForEachVariant(t, &useAVX2, f) }

// forEachGatherVariant is forEachVariant for the strided gathers, some of
// which also have AVX-512VL kernels: it runs f with those first where the
// CPU has them.
func forEachGatherVariant(t *testing.T, f func(t *testing.T)) {
	kerneltest.ForEachWideVariant(t, "avx512vl", &useAVX512, &useAVX2, f)
}
