package mathops

import (
	"math"

	"github.com/ndgo/ndarray/internal/elementwise"
)

// Constructors of the unary ops' kernels.

func Neg[T Number]() unary[T]     { return elementwise.Plain(neg[T]) }
func Square[T Number]() unary[T]  { return elementwise.Plain(square[T]) }
func AbsInt[T Integer]() unary[T] { return elementwise.Plain(absInt[T]) }
func AbsFloat[T Float]() unary[T] {
	return pickUnary(asmUnary[T]("Abs"), elementwise.Plain(absFloat[T]))
}
func SignSigned[T Signed]() unary[T]     { return elementwise.Plain(signSigned[T]) }
func SignUnsigned[T Unsigned]() unary[T] { return elementwise.Plain(signUnsigned[T]) }
func SignFloat[T Float]() unary[T]       { return elementwise.Plain(signFloat[T]) }
func Invert[T Integer]() unary[T]        { return elementwise.Plain(invert[T]) }
func LogicalNot() unary[bool]            { return elementwise.Plain(logicalNot) }
func Reciprocal[T Float]() unary[T] {
	return pickUnary(asmUnary[T]("Reciprocal"), elementwise.Plain(reciprocal[T]))
}
func Floor[T Float]() unary[T] {
	return pickUnary(asmUnary[T]("Floor"), elementwise.Plain(floorFloat[T]))
}
func Ceil[T Float]() unary[T] { return pickUnary(asmUnary[T]("Ceil"), elementwise.Plain(ceilFloat[T])) }
func Rint[T Float]() unary[T] { return pickUnary(asmUnary[T]("Rint"), elementwise.Plain(rintFloat[T])) }
func Sqrt[T Float]() unary[T] { return pickUnary(asmUnary[T]("Sqrt"), elementwise.Plain(sqrtFloat[T])) }

func IsNan[T Float]() test[T]    { return elementwise.Plain(isNan[T]) }
func IsInf[T Float]() test[T]    { return elementwise.Plain(isInf[T]) }
func IsFinite[T Float]() test[T] { return elementwise.Plain(isFinite[T]) }

// Func returns the kernel applying f to each element: for the
// transcendental ops, f from xmath (or asm/compute's vector kernel in its
// place, see asm.go).
func Func[T any](f func(T) T) unary[T] {
	return func(d, a []T, _ noArgs) { mapFloat(d, a, f) }
}

// ClipArgs are Clip's bounds.
type ClipArgs[T any] struct{ Lo, Hi T }

// Clip returns the kernel of NumPy's clip: max(a, lo) then min(.., hi),
// NaN staying NaN (floats); integers and float32/float64. A NaN bound is
// no bound, as NumPy 1.24's clip treats a scalar NaN (deprecated there).
func Clip[T RealNumber]() elementwise.Unary[T, T, ClipArgs[T]] {
	k := func(d, a []T, p ClipArgs[T]) {
		a = a[:len(d)]
		for i := range d {
			d[i] = minimum(maximum(a[i], p.Lo), p.Hi)
		}
	}
	if asm := asmClip[T](); asm != nil {
		k = *asm
	}
	return func(d, a []T, p ClipArgs[T]) { k(d, a, withoutNaN(p)) }
}

// ClipTiesFirst is NumPy's float16 clip, computed in float32.
func ClipTiesFirst[T Float]() elementwise.Unary[T, T, ClipArgs[T]] {
	return func(d, a []T, p ClipArgs[T]) {
		a = a[:len(d)]
		p = withoutNaN(p)
		for i := range d {
			d[i] = minimumTiesFirst(maximumTiesFirst(a[i], p.Lo), p.Hi)
		}
	}
}

// withoutNaN returns the bounds with a NaN one replaced by the infinity
// that bounds nothing.
func withoutNaN[T RealNumber](p ClipArgs[T]) ClipArgs[T] {
	if p.Lo != p.Lo {
		p.Lo = T(math.Inf(-1))
	}
	if p.Hi != p.Hi {
		p.Hi = T(math.Inf(1))
	}
	return p
}

// Complex returns the kernel applying f, a complex element function, to
// each element (ComplexTo: to another type, as Abs and Real do).
func ComplexTo[D, S any](f func(S) D) elementwise.Unary[D, S, noArgs] {
	return func(d []D, a []S, _ noArgs) {
		a = a[:len(d)]
		for i := range d {
			d[i] = f(a[i])
		}
	}
}

// pickUnary returns k if it is set (asm), else goLoop.
func pickUnary[T any](k, goLoop unary[T]) unary[T] {
	if k != nil {
		return k
	}
	return goLoop
}
