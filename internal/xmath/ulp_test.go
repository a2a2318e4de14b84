package xmath

import "math"

// ulpErr returns |got - v*2^k| in ULPs of the exact value v*2^k at float64
// precision (subnormal ULP below 2^-1022; an infinite got counts as
// ±2^1024, so overflow of a value above MaxFloat64 costs under 1 ULP).
func ulpErr(got float64, v dd, k int) float64 {
	return ulpErrP(got, v, k, -1022, 52, 1024)
}

// ulpErr32 is ulpErr at float32 precision.
func ulpErr32(got float32, v dd, k int) float64 {
	return ulpErrP(float64(got), v, k, -126, 23, 128)
}

func ulpErrP(got float64, v dd, k, emin, mant, inf int) float64 {
	if math.IsNaN(got) {
		return math.Inf(1)
	}
	if v.hi == 0 {
		if got == 0 {
			return 0
		}
		return math.Inf(1)
	}
	e := math.Ilogb(v.hi) + k
	if math.IsInf(got, 0) && e >= inf && (got > 0) == (v.hi > 0) {
		return 0 // the exact value is beyond the largest finite: Inf is right
	}
	e = min(max(e, emin), inf-1)
	u := e - mant // exponent of one ULP
	g := got
	if math.IsInf(got, 0) {
		g = math.Copysign(1, got)
		return math.Abs(math.Ldexp(g, inf-u) - math.Ldexp(v.hi, k-u) - math.Ldexp(v.lo, k-u))
	}
	return math.Abs(math.Ldexp(g, -u) - math.Ldexp(v.hi, k-u) - math.Ldexp(v.lo, k-u))
}
