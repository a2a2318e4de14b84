package xmath

import "math"

// Sigmoid returns the logistic function 1/(1+e^-x) within 1 ULP (NumPy has
// no sigmoid; this is the exactly defined function, measured worst ~0.5
// ULP). x >= 0: 1/(1+E) with E = e^-x from expCore, the quotient in
// double-double; x < 0: E/(1+E) with E = e^x kept as mantissa and exponent,
// so results far below 1 (down to subnormals, where sigmoid(x) ~ e^x) are
// exact to the last bit instead of overflowing e^-x. Special values:
// Sigmoid(+Inf) = 1, Sigmoid(-Inf) = 0, Sigmoid(±0) = 0.5, Sigmoid(NaN) = NaN.
func Sigmoid(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 37.5: // e^-x < 2^-54: rounds to 1
		return 1
	case x < -745.2: // below e^x = 2^-1075: rounds to 0
		return 0
	case x >= 0:
		hi, lo, k := expCore(-x, 0)
		sc := math.Float64frombits(uint64(k+1023) << 52) // -55 <= k <= 0
		dh, dl := fastTwoSum(1, hi*sc)
		dl += lo * sc
		q, _ := ddDiv(1, 0, dh, dl)
		return q
	}
	hi, lo, k := expCore(x, 0)
	dh, dl := 1.0, 0.0
	if k > -1000 {
		sc := math.Float64frombits(uint64(k+1023) << 52)
		dh, dl = fastTwoSum(1, hi*sc)
		dl += lo * sc
	}
	qh, ql := ddDiv(hi, lo, dh, dl)
	return scaleRound(qh, ql, k)
}

// Sigmoid32 returns 1/(1+e^-x) for float32 within 1 ULP:
// float32(Sigmoid(float64(x))), see the package comment on double rounding.
func Sigmoid32(x float32) float32 { return float32(Sigmoid(float64(x))) }
