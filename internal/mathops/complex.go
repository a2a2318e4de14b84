package mathops

import (
	"math"
	"math/cmplx"

	"github.com/ndgo/ndarray/internal/elementwise"
)

// The complex ops: element functions of math/cmplx, complex64 computed in
// complex128 and rounded.

func ComplexSqrt[T Complex]() unary[T] { return complexFunc[T](sqrtComplex) }
func ComplexExp[T Complex]() unary[T]  { return complexFunc[T](cmplx.Exp) }
func ComplexLog[T Complex]() unary[T]  { return complexFunc[T](logComplex) }
func ComplexSin[T Complex]() unary[T]  { return complexFunc[T](cmplx.Sin) }
func ComplexCos[T Complex]() unary[T]  { return complexFunc[T](cmplx.Cos) }
func ComplexTanh[T Complex]() unary[T] { return complexFunc[T](tanhComplex) }
func Conj[T Complex]() unary[T]        { return complexFunc[T](cmplx.Conj) }
func ComplexSign[T Complex]() unary[T] { return complexFunc[T](complexSign) }
func ComplexReciprocal[T Complex]() unary[T] {
	return complexFunc[T](reciprocalComplex128)
}

// ComplexReciprocal64 keeps float32 arithmetic, as NumPy's does.
func ComplexReciprocal64() unary[complex64] {
	return Func(reciprocalComplex64)
}

// PowComplex returns the kernels of a**b.
func PowComplex[T Complex]() binary[T] {
	return ByFunc(func(x, y T) T { return T(powComplex(complex128(x), complex128(y))) })
}

// ComplexAbs, Real and Imag return the kernels to the float type F.
func ComplexAbs[F Float, T Complex]() elementwise.Unary[F, T, noArgs] {
	return ComplexTo(func(x T) F { return F(math.Hypot(real(complex128(x)), imag(complex128(x)))) })
}

func Real[F Float, T Complex]() elementwise.Unary[F, T, noArgs] {
	return ComplexTo(func(x T) F { return F(real(complex128(x))) })
}

func Imag[F Float, T Complex]() elementwise.Unary[F, T, noArgs] {
	return ComplexTo(func(x T) F { return F(imag(complex128(x))) })
}

// ComplexIsNan, ComplexIsInf and ComplexIsFinite test either part.
func ComplexIsNan[T Complex]() test[T] {
	return ComplexTo(isNaNParts[T])
}

func ComplexIsInf[T Complex]() test[T] {
	return ComplexTo(func(x T) bool {
		return math.IsInf(real(complex128(x)), 0) || math.IsInf(imag(complex128(x)), 0)
	})
}

func ComplexIsFinite[T Complex]() test[T] {
	return ComplexTo(func(x T) bool {
		c := complex128(x)
		return !math.IsInf(real(c), 0) && !math.IsNaN(real(c)) && !math.IsInf(imag(c), 0) && !math.IsNaN(imag(c))
	})
}

func isNaNParts[T Complex](x T) bool {
	c := complex128(x)
	return math.IsNaN(real(c)) || math.IsNaN(imag(c))
}

// complexSign is NumPy 1.24's sign of a complex number: the sign of the
// real part (of the imaginary part where the real part is 0), as a complex
// number, NaN if either part is NaN.
func complexSign(x complex128) complex128 {
	r, i := real(x), imag(x)
	switch {
	case math.IsNaN(r) || math.IsNaN(i):
		return complex(math.NaN(), 0)
	case r > 0 || (r == 0 && i > 0):
		return 1
	case r < 0 || (r == 0 && i < 0):
		return -1
	}
	return 0
}

// complexFunc returns the loop of f for T, complex64 through complex128.
func complexFunc[T Complex](f func(complex128) complex128) unary[T] {
	return Func(func(x T) T { return T(f(complex128(x))) })
}
