package mathops

import (
	"math"
	"unsafe"
)

// Element functions with NumPy 1.24's semantics, inlined into the loops.

// divInt is truncating division with x/0 = 0 (NumPy's result for integer
// division by zero; Go panics) and MinInt/-1 = MinInt (Go's wrap).
func divInt[T Integer](x, y T) T {
	if y == 0 {
		return 0
	}
	return x / y
}

// floorDivInt is NumPy's // on integers: rounded toward -Inf, x//0 = 0.
func floorDivInt[T Integer](x, y T) T {
	if y == 0 {
		return 0
	}
	q := x / y
	if (x%y != 0) && ((x < 0) != (y < 0)) {
		q--
	}
	return q
}

// floorModInt is NumPy's % on integers: the sign of y, x%0 = 0.
func floorModInt[T Integer](x, y T) T {
	if y == 0 {
		return 0
	}
	r := x % y
	if r != 0 && ((r < 0) != (y < 0)) {
		r += y
	}
	return r
}

// floorDivFloat is NumPy's npy_floor_divide.
func floorDivFloat[T Float](a, b T) T {
	if b == 0 {
		return a / b
	}
	div, _ := divmod(a, b)
	return div
}

// floorModFloat is NumPy's npy_remainder.
func floorModFloat[T Float](a, b T) T {
	if b == 0 {
		return fmod(a, b)
	}
	_, mod := divmod(a, b)
	return mod
}

// divmod is NumPy's npy_divmod for b != 0.
func divmod[T Float](a, b T) (floordiv, mod T) {
	mod = fmod(a, b)
	div := (a - mod) / b
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
			div -= 1
		}
	} else {
		mod = copysign(0, b)
	}
	if div != 0 {
		floordiv = floor(div)
		if div-floordiv > 0.5 {
			floordiv += 1
		}
	} else {
		floordiv = copysign(0, a/b)
	}
	return floordiv, mod
}

// fmod is C's fmod (exact, so computing a float32's in float64 is too).
func fmod[T Float](a, b T) T { return T(math.Mod(float64(a), float64(b))) }

func floor[T Float](x T) T       { return T(math.Floor(float64(x))) }
func copysign[T Float](x, s T) T { return T(math.Copysign(float64(x), float64(s))) }

// maximum is NumPy's maximum for integers and float32/float64: NaN
// propagates (the first NaN), ties (±0) give y.
func maximum[T RealNumber](x, y T) T {
	if x > y || x != x {
		return x
	}
	return y
}

// minimum is maximum's twin.
func minimum[T RealNumber](x, y T) T {
	if x < y || x != x {
		return x
	}
	return y
}

// maximumTiesFirst is NumPy's maximum of float16 (computed in float32):
// ties give x.
func maximumTiesFirst[T Float](x, y T) T {
	if x >= y || x != x {
		return x
	}
	return y
}

// minimumTiesFirst is maximumTiesFirst's twin.
func minimumTiesFirst[T Float](x, y T) T {
	if x <= y || x != x {
		return x
	}
	return y
}

// leftShift is NumPy's npy_lshift: a shift by the width or more, or by a
// negative amount, gives 0.
func leftShift[T Integer](x, y T) T {
	if uint64(y) < bits[T]() {
		return x << uint64(y)
	}
	return 0
}

// rightShift is NumPy's npy_rshift: past the width, 0, or -1 for a
// negative x.
func rightShift[T Integer](x, y T) T {
	if uint64(y) < bits[T]() {
		return x >> uint64(y)
	}
	if x < 0 {
		return ^T(0) // -1; unreachable for unsigned T
	}
	return 0
}

// bits returns T's width in bits.
func bits[T Integer]() uint64 {
	var x T
	return uint64(unsafe.Sizeof(x)) * 8
}

// divComplex128 is NumPy's complex division (Smith's method; a zero
// divisor gives infinities or NaN from the real divisions).
func divComplex128(x, y complex128) complex128 {
	xr, xi, yr, yi := real(x), imag(x), real(y), imag(y)
	ar, ai := math.Abs(yr), math.Abs(yi)
	if ar >= ai {
		if ar == 0 && ai == 0 {
			return complex(xr/ar, xi/ar)
		}
		rat := yi / yr
		scl := 1 / (yr + yi*rat)
		return complex((xr+xi*rat)*scl, (xi-xr*rat)*scl)
	}
	rat := yr / yi
	scl := 1 / (yi + yr*rat)
	return complex((xr*rat+xi)*scl, (xi*rat-xr)*scl)
}

// divComplex64 is divComplex128 in float32 arithmetic.
func divComplex64(x, y complex64) complex64 {
	xr, xi, yr, yi := real(x), imag(x), real(y), imag(y)
	ar, ai := abs32(yr), abs32(yi)
	if ar >= ai {
		if ar == 0 && ai == 0 {
			return complex(xr/ar, xi/ar)
		}
		rat := yi / yr
		scl := 1 / (yr + yi*rat)
		return complex((xr+xi*rat)*scl, (xi-xr*rat)*scl)
	}
	rat := yr / yi
	scl := 1 / (yi + yr*rat)
	return complex((xr*rat+xi)*scl, (xi*rat-xr)*scl)
}

func abs32(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }

// mulComplex64 is NumPy's complex64 product, in float32 arithmetic (Go's
// complex64 * keeps more precision, and so misses NumPy's infinities and
// NaN on overflow).
func mulComplex64(x, y complex64) complex64 {
	xr, xi, yr, yi := real(x), imag(x), real(y), imag(y)
	re := xr*yr - xi*yi
	im := xr*yi + xi*yr
	return complex(re, im)
}
