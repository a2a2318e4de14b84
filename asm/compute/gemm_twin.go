package compute

import "math"

// gemmGoFloat32 and gemmGoFloat64 are the micro-kernels' reference
// loops: each element adds its products in order of p, as the doc's loop
// does, with the loops turned for locality, and fma called directly
// (math.FMA as a function value would not be the CPU's instruction).
func gemmGoFloat32(kc int, a, b, c []float32, mr, nr, ldc int, accumulate bool) {
	for j := range nr {
		if col := c[j*ldc:][:mr]; !accumulate {
			clear(col)
		}
	}
	for p := range kc {
		ap, bp := a[p*mr:][:mr], b[p*nr:][:nr]
		for j, y := range bp {
			col := c[j*ldc:][:mr]
			for i, x := range ap {
				col[i] = fma32(x, y, col[i])
			}
		}
	}
}

func gemmGoFloat64(kc int, a, b, c []float64, mr, nr, ldc int, accumulate bool) {
	for j := range nr {
		if col := c[j*ldc:][:mr]; !accumulate {
			clear(col)
		}
	}
	for p := range kc {
		ap, bp := a[p*mr:][:mr], b[p*nr:][:nr]
		for j, y := range bp {
			col := c[j*ldc:][:mr]
			for i, x := range ap {
				col[i] = math.FMA(x, y, col[i])
			}
		}
	}
}

// fma32 is x*y + z rounded once to float32, as VFMADD231PS rounds it.
// The product is exact in float64 and the sum s rounds there; rounding s
// to float32 then rounds as the exact sum would unless s landed on a
// midpoint of float32's (float64 cannot step over one: they are float64
// values), or in float32's subnormal range (fewer bits): those take
// fma32Midpoint.
func fma32(x, y, z float32) float32 {
	p, c := float64(x)*float64(y), float64(z)
	s := p + c
	bits := math.Float64bits(s)
	if bits&(1<<29-1) != 1<<28 && bits&(0x7ff<<52) >= (1023-126)<<52 {
		return float32(s)
	}
	return fma32Midpoint(p, c, s)
}

// fma32Midpoint rounds s = p + c (rounded to float64) to float32 as the
// exact sum would: an inexact s with an even last bit moves one ulp
// toward the exact sum (rounding to odd), which then rounds to float32
// correctly, float64 having more than two bits beyond float32's (Boldo
// and Melquiond).
func fma32Midpoint(p, c, s float64) float32 {
	if math.IsNaN(s) || math.IsInf(s, 0) {
		return float32(s)
	}
	bp := s - p // TwoSum: e is the sum's rounding error
	e := (p - (s - bp)) + (c - bp)
	if bits := math.Float64bits(s); e != 0 && bits&1 == 0 {
		if (e > 0) == (s > 0) {
			bits++
		} else {
			bits--
		}
		s = math.Float64frombits(bits)
	}
	return float32(s)
}
