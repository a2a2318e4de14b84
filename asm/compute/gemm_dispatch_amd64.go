//go:build !purego

package compute

// gemmFloat32Asm runs the current level's float32 micro-kernel (the
// panels and c checked).
func gemmFloat32Asm(kc int, a, b, c []float32, ldc int, accumulate bool) {
	if level == AVX512 {
		gemmFloat32AVX512(kc, &a[0], &b[0], &c[0], ldc, accumulate)
	} else {
		gemmFloat32AVX2(kc, &a[0], &b[0], &c[0], ldc, accumulate)
	}
}

// gemmFloat64Asm is gemmFloat32Asm for float64.
func gemmFloat64Asm(kc int, a, b, c []float64, ldc int, accumulate bool) {
	if level == AVX512 {
		gemmFloat64AVX512(kc, &a[0], &b[0], &c[0], ldc, accumulate)
	} else {
		gemmFloat64AVX2(kc, &a[0], &b[0], &c[0], ldc, accumulate)
	}
}
