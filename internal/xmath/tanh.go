package xmath

import "math"

// Tanh returns the hyperbolic tangent of x within 1 ULP (measured worst
// ~0.5 ULP; Go's math.Tanh reaches 1.3 ULP). |x| < 1/16: the odd Taylor
// series to x^15, x + x^3*P(x^2) rounded once; up to 22: (E-1)/(E+1) with
// E = e^(2|x|) from expCore and the quotient in double-double; beyond, ±1.
// Special values: Tanh(±0) = ±0, Tanh(±Inf) = ±1, Tanh(NaN) = NaN.
func Tanh(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case x != x || x == 0:
		return x // NaN, or ±0 with its sign
	case ax < 0x1p-4:
		const (
			t3  = -1.0 / 3
			t5  = 2.0 / 15
			t7  = -17.0 / 315
			t9  = 62.0 / 2835
			t11 = -1382.0 / 155925
			t13 = 21844.0 / 6081075
			t15 = -929569.0 / 638512875
		)
		x2 := x * x
		return x + x*x2*(t3+x2*(t5+x2*(t7+x2*(t9+x2*(t11+x2*(t13+x2*t15))))))
	case ax > 22: // 1 - tanh(22) < 2^-62: rounds to 1
		return math.Copysign(1, x)
	}
	hi, lo, k := expCore(2*ax, 0)
	sc := math.Float64frombits(uint64(k+1023) << 52) // k <= 64
	eh, el := hi*sc, lo*sc
	nh, nl := twoSum(eh, -1) // E-1 >= 0.13: cancels at most 3 bits
	nl += el
	dh, dl := fastTwoSum(eh, 1)
	dl += el
	q, _ := ddDiv(nh, nl, dh, dl)
	return math.Copysign(q, x)
}

// Tanh32 returns the hyperbolic tangent of x for float32 within 1 ULP:
// float32(Tanh(float64(x))), see the package comment on double rounding.
func Tanh32(x float32) float32 { return float32(Tanh(float64(x))) }
