package kerneltest

import "testing"

// ForEachVariant runs f with the SIMD kernels that *use selects (when the
// CPU has them, *use being true at the start) and with the pure-Go twins,
// and restores *use.
func ForEachVariant(t *testing.T, use *bool, f func(t *testing.T)) {
	saved := *use
	defer func() { *use = saved }()
	if saved {
		*use = true
		t.Run("avx2", f)
	}
	*use = false
	t.Run("go", f)
}
