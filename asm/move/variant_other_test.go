//go:build !amd64 || purego

package move

import "testing"

// forEachVariant runs f with the pure-Go kernels, the only ones here.
func forEachVariant(t *testing.T, f func(t *testing.T)) { t.Run("go", f) }

// forEachGatherVariant is forEachVariant: the strided gathers' Go loop.
func forEachGatherVariant(t *testing.T, f func(t *testing.T)) { forEachVariant(t, f) }
