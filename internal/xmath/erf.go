package xmath

import "math"

// Erf returns the error function of x within 1 ULP (measured worst ~0.5
// ULP; Go's math.Erf, fdlibm's, reaches 1.0001 ULP, e.g. at -0x1.c0289e440eb0bp-24).
// Method: the Taylor expansion of erf at the nearest x0 = i/32 (|h| <= 1/64,
// coefficients from mpmath in erfTab, truncation < 2^-70), erf(x0) + a1*h in
// double-double, rounded once; |x| >= 6 gives ±1 (1 - erf(5.93) < 2^-54).
// Special values: Erf(±0) = ±0, Erf(±Inf) = ±1, Erf(NaN) = NaN.
func Erf(x float64) float64 {
	ax := math.Abs(x)
	switch {
	case x != x || x == 0:
		return x // NaN, or ±0 with its sign
	case ax >= 6:
		return math.Copysign(1, x)
	case ax < 0x1p-900:
		// erf x = 2x/sqrt(pi) (1 - x^2/3): the product with 2/sqrt(pi) as a
		// double-double, scaled so a subnormal result rounds once.
		const (
			ch = 0x1.20dd750429b6dp0 // 2/sqrt(pi) as hi + lo
			cl = 0x1.1ae3a914fed80p-56
		)
		xs := x * 0x1p200
		ph, pl := twoProd(xs, ch)
		return scaleRound(ph, pl+xs*cl, -200)
	}
	i := int(ax*32 + 0.5)
	h := ax - float64(i)*(1.0/32) // exact
	t := erfTab[erfStride*i : erfStride*i+erfStride]
	p := t[4] + h*(t[5]+h*(t[6]+h*(t[7]+h*(t[8]+h*(t[9]+h*(t[10]+h*(t[11]+h*t[12])))))))
	ph, pl := twoProd(t[2], h)
	pl += t[3] * h
	s, e := twoSum(t[0], ph)
	return math.Copysign(s+(e+t[1]+pl+h*h*p), x)
}
