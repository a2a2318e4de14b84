package xmath

import "math"

// Exp returns e^x within 1 ULP (measured worst below 0.51 ULP): expCore's
// double-double result rounded once, also for subnormal results. Special
// values as C99/NumPy: Exp(+Inf) = +Inf, Exp(-Inf) = 0, Exp(NaN) = NaN.
func Exp(x float64) float64 {
	switch {
	case x != x:
		return x
	case x > 709.8: // above log(MaxFloat64) = 709.78...: +Inf
		return math.Inf(1)
	case x < -745.2: // below log(2^-1075) = -745.13...: 0
		return 0
	}
	hi, lo, k := expCore(x, 0)
	return scaleRound(hi, lo, k)
}

// Exp32 returns e^x for float32 within 1 ULP: float32(Exp(float64(x))), whose
// double rounding stays within 0.5 + 2^-28 ULP32 (see the package comment).
func Exp32(x float32) float32 { return float32(Exp(float64(x))) }
