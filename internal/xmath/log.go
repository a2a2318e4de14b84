package xmath

import "math"

// Log returns the natural logarithm of x within 1 ULP (logCore's
// double-double rounded once; measured worst ~0.5 ULP). Unlike Go's amd64
// math.Log it is exact for subnormal x. Special values as C99/NumPy:
// Log(+Inf) = +Inf, Log(±0) = -Inf, Log(x < 0) = NaN, Log(NaN) = NaN.
func Log(x float64) float64 {
	switch {
	case x != x || x == math.Inf(1):
		return x
	case x == 0:
		return math.Inf(-1)
	case x < 0:
		return math.NaN()
	}
	hi, _ := logCore(x)
	return hi
}

// Log32 returns the natural logarithm of x for float32 within 1 ULP:
// float32(Log(float64(x))), see the package comment on double rounding.
func Log32(x float32) float32 { return float32(Log(float64(x))) }
