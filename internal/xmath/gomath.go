package xmath

import "math"

// Expm1 returns e^x - 1 within 1 ULP: Go's math.Expm1 (fdlibm), measured
// worst ~0.83 ULP over 10^7 inputs (TestULP), except above 709, where Go's
// overflows to +Inf too early (at 709.782712893384, whose e^x is finite):
// there Exp, as the 1 is 2^-1000 of e^x. Special values as C99/NumPy:
// Expm1(±0) = ±0, Expm1(+Inf) = +Inf, Expm1(-Inf) = -1, Expm1(NaN) = NaN.
func Expm1(x float64) float64 {
	if x > 709 {
		return Exp(x)
	}
	return math.Expm1(x)
}

// The float32 forms round the float64 ones (see the package comment on
// double rounding); the names are the float64 names plus "32", as for every
// function here, so Expm132 is Expm1's float32 form.

// Expm132 returns e^x - 1 for float32 within 1 ULP: float32(Expm1(float64(x))).
func Expm132(x float32) float32 { return float32(Expm1(float64(x))) }

// Erf32 returns the error function of x for float32 within 1 ULP:
// float32(Erf(float64(x))).
func Erf32(x float32) float32 { return float32(Erf(float64(x))) }
