package xmath

import "math"

// Rsqrt returns 1/sqrt(x) within 1 ULP (measured worst ~0.5 ULP; plain
// 1/math.Sqrt(x) rounds twice and can reach ~1 ULP): one Newton step
// y + y(1 - x y^2)/2 on y = 1/sqrt(x), the residual formed with FMA and the
// step rounded once. Special values as NumPy's 1/np.sqrt(x):
// Rsqrt(+0) = +Inf, Rsqrt(-0) = -Inf, Rsqrt(+Inf) = 0, Rsqrt(x < 0) = NaN,
// Rsqrt(NaN) = NaN.
func Rsqrt(x float64) float64 {
	switch {
	case x != x || x < 0:
		return math.NaN()
	case x == 0:
		return 1 / x
	case x == math.Inf(1):
		return 0
	}
	// Keep y*y and x*y*y normal: scale x by an even power of two.
	sc := 1.0
	if x < 0x1p-900 {
		x, sc = x*0x1p1000, 0x1p500
	} else if x > 0x1p900 {
		x, sc = x*0x1p-1000, 0x1p-500
	}
	y := 1 / math.Sqrt(x)
	th, tl := twoProd(y, y)
	e := math.FMA(-x, th, 1) - x*tl // 1 - x y^2, |e| < 2^-50
	return math.FMA(y, 0.5*e, y) * sc
}

// Rsqrt32 returns 1/sqrt(x) for float32 within 1 ULP: 1/math.Sqrt in
// float64 is within 1.5 ULP64 of the exact value, so rounding it to float32
// stays within 0.5 + 2^-27 ULP32. Special values as Rsqrt.
func Rsqrt32(x float32) float32 { return float32(1 / math.Sqrt(float64(x))) }
