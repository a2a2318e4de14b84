package xmath

import "math"

// Pow returns x**y within 1 ULP (measured worst ~0.52 ULP; Go's math.Pow
// exceeds 2 ULP on many inputs with large results). Method as glibc's pow:
// log|x| in double-double to 2^-68 (logCore), its exact product with y, and
// exp of that double-double (expCore), rounded once, subnormal results
// included; |y log x| <= 746 keeps the product's error below 2^-58.
//
// Special values as C99 and NumPy 1.24 (glibc), signaling NaNs included:
// Pow(x, ±0) = 1 and Pow(1, y) = 1 for any x, y, NaN too; otherwise a NaN
// argument gives NaN; Pow(-1, ±Inf) = 1; Pow(x < 0, non-integer y) = NaN;
// Pow(±0, y) is ±0 or ±Inf for odd integer y < 0 or > 0 (sign of x kept),
// +0 or +Inf otherwise; Pow(x, ±Inf) is +0 or +Inf by |x| < 1 or > 1;
// Pow(±Inf, y) as Pow(±0, -y).
func Pow(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case x != x || y != y:
		return x + y
	case math.IsInf(y, 0):
		ax := math.Abs(x)
		switch {
		case ax == 1:
			return 1
		case (ax < 1) == (y > 0):
			return 0
		}
		return math.Inf(1)
	}
	yOdd, yInt := oddInt(y)
	switch {
	case x == 0:
		if y < 0 {
			if yOdd {
				return 1 / x // ±Inf with x's sign
			}
			return math.Inf(1)
		}
		if yOdd {
			return x
		}
		return 0
	case math.IsInf(x, 0):
		if x < 0 {
			return Pow(math.Copysign(0, -1), -y) // C99: pow(-Inf, y) = pow(-0, -y)
		}
		if y < 0 {
			return 0
		}
		return x
	}
	sign := 1.0
	if x < 0 {
		if !yInt {
			return math.NaN()
		}
		x = -x
		if yOdd {
			sign = -1
		}
	}
	lh, ll := logCore(x)
	ph, pl := twoProd(y, lh)
	pl += y * ll
	switch {
	case ph > 710: // beyond log(MaxFloat64) + 1/2: overflow
		return sign * math.Inf(1)
	case ph < -746: // below log(2^-1075): underflow to ±0
		return sign * 0
	}
	hi, lo, k := expCore(ph, pl)
	return scaleRound(sign*hi, sign*lo, k)
}

// oddInt reports whether y (finite) is an odd integer, and whether it is an
// integer.
func oddInt(y float64) (odd, isInt bool) {
	if y != math.Trunc(y) {
		return false, false
	}
	if math.Abs(y) >= 1<<53 { // every such double is even
		return false, true
	}
	return int64(y)&1 == 1, true
}

// Pow32 returns x**y for float32 within 1 ULP: float32(Pow(float64(x),
// float64(y))), see the package comment on double rounding; the special
// values are Pow's, which are NumPy's float32 results too (NumPy 1.24 gives
// Pow32(sNaN, 0) = 1, measured).
func Pow32(x, y float32) float32 { return float32(Pow(float64(x), float64(y))) }
