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

// ForEachWideVariant is ForEachVariant for a family with a level above
// AVX2 that *wide selects (with *use): f runs with it first, under name,
// where the CPU has it, then as ForEachVariant runs it; *wide is restored.
func ForEachWideVariant(t *testing.T, name string, wide, use *bool, f func(t *testing.T)) {
	saved := *wide
	defer func() { *wide = saved }()
	if saved && *use {
		t.Run(name, f)
	}
	*wide = false
	ForEachVariant(t, use, f)
}
