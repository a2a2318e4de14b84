//go:build !amd64 || purego

package shuffle

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// forEachVariant runs f with the Go loops, the only ones here.
func forEachVariant(t *testing.T, f func(t *testing.T)) { t.Run("go", f) }

// Without the kernels hasSIMD lists none.
func TestHasSIMDWithoutKernels(t *testing.T) {
	for typesize := range 20 {
		require.False(t, hasSIMD(typesize))
	}
}
