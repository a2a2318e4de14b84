package compute

import (
	"fmt"
	"math"
)

// The GEMM micro-kernels (see internal/linalg): each multiplies a packed
// panel of A (kc steps of mr elements, one column of A's mr rows each) by
// a packed panel of B (kc steps of nr elements, one row of B's nr columns
// each) into an mr×nr tile of the product, column-major: every element
// adds its kc products in order, each with one fused multiply-add. The
// tile's shape depends on the level; the Go twins' is 8×4.

// GemmShapeFloat32 returns the tile (mr rows, nr columns) of
// GemmFloat32's kernel at the current level.
func GemmShapeFloat32() (mr, nr int) {
	switch level {
	case AVX512:
		return 32, 12
	case AVX2:
		return 16, 6
	}
	return 8, 4
}

// GemmShapeFloat64 is GemmShapeFloat32 for GemmFloat64.
func GemmShapeFloat64() (mr, nr int) {
	switch level {
	case AVX512:
		return 16, 12
	case AVX2:
		return 8, 6
	}
	return 8, 4
}

// GemmFloat32 multiplies the panels a and b into the tile of c whose
// columns start ldc elements apart, for the tile shape (mr, nr) of the
// current level (GemmShapeFloat32), from zero or, where accumulate, from
// the tile's values: the loop
//
//	for j := range nr {
//		for i := range mr {
//			var s float32
//			if accumulate {
//				s = c[j*ldc+i]
//			}
//			for p := range kc {
//				s = fma(a[p*mr+i], b[p*nr+j], s)
//			}
//			c[j*ldc+i] = s
//		}
//	}
//
// with fma rounding once (in float32). It panics unless a has kc*mr
// elements, b kc*nr, ldc >= mr and c at least (nr-1)*ldc + mr; it writes
// nothing in c between the tile's columns.
func GemmFloat32(kc int, a, b, c []float32, ldc int, accumulate bool) {
	mr, nr := GemmShapeFloat32()
	mustPanels(kc, mr, nr, len(a), len(b), len(c), ldc)
	switch {
	case level == AVX512 || level == AVX2:
		gemmFloat32Asm(kc, a, b, c, ldc, accumulate)
	default:
		gemmGoFloat32(kc, a, b, c, mr, nr, ldc, accumulate)
	}
}

// GemmFloat64 is GemmFloat32 for float64, at GemmShapeFloat64's shape.
func GemmFloat64(kc int, a, b, c []float64, ldc int, accumulate bool) {
	mr, nr := GemmShapeFloat64()
	mustPanels(kc, mr, nr, len(a), len(b), len(c), ldc)
	switch {
	case level == AVX512 || level == AVX2:
		gemmFloat64Asm(kc, a, b, c, ldc, accumulate)
	default:
		gemmGoFloat64(kc, a, b, c, mr, nr, ldc, accumulate)
	}
}

// mustPanels panics unless the panels have exactly the elements of a
// kc-step product of an mr×nr tile and c holds the tile's columns, ldc
// apart.
func mustPanels(kc, mr, nr, a, b, c, ldc int) {
	if kc < 1 || a != kc*mr || b != kc*nr || ldc < mr || ldc > (math.MaxInt-mr)/nr || c < (nr-1)*ldc+mr {
		panic(fmt.Sprintf("compute: panels of %d and %d elements and %d elements of c, columns %d apart, "+
			"do not make a %d-step %d×%d product", a, b, c, ldc, kc, mr, nr))
	}
}
