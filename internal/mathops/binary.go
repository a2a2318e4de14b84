package mathops

// Constructors of the binary ops' kernels, for each element type where the
// op applies. Each returns asm/compute's kernels where it has them for T
// (see asm.go), else the Go loops.

// Add returns the kernels of a + b.
func Add[T Number]() binary[T] {
	return pick(asmAdd[T](), bin(addVV[T], addVS[T], addSV[T]))
}

// Sub returns the kernels of a - b.
func Sub[T Number]() binary[T] {
	return pick(asmSub[T](), bin(subVV[T], subVS[T], subSV[T]))
}

// Mul returns the kernels of a * b.
func Mul[T Number]() binary[T] {
	return pick(asmMul[T](), bin(mulVV[T], mulVS[T], mulSV[T]))
}

// DivFloat returns the kernels of IEEE a / b.
func DivFloat[T Float]() binary[T] {
	return pick(asmDiv[T](), bin(divFloatVV[T], divFloatVS[T], divFloatSV[T]))
}

// DivInt returns the kernels of truncating a / b, with x/0 = 0.
func DivInt[T Integer]() binary[T] { return bin(divIntVV[T], divIntVS[T], divIntSV[T]) }

// FloorDivInt and FloorModInt return the kernels of NumPy's // and % on
// integers (by zero: 0).
func FloorDivInt[T Integer]() binary[T] {
	return bin(floorDivIntVV[T], floorDivIntVS[T], floorDivIntSV[T])
}

func FloorModInt[T Integer]() binary[T] {
	return bin(floorModIntVV[T], floorModIntVS[T], floorModIntSV[T])
}

// FloorDivFloat and FloorModFloat return the kernels of NumPy's // and %
// on floats (npy_divmod).
func FloorDivFloat[T Float]() binary[T] {
	return bin(floorDivFloatVV[T], floorDivFloatVS[T], floorDivFloatSV[T])
}

func FloorModFloat[T Float]() binary[T] {
	return bin(floorModFloatVV[T], floorModFloatVS[T], floorModFloatSV[T])
}

// Maximum and Minimum return the kernels of NumPy's maximum and minimum
// for integers, float32 and float64 (NaN propagates, ties give b).
func Maximum[T RealNumber]() binary[T] {
	return pick(asmMaximum[T](), bin(maximumVV[T], maximumVS[T], maximumSV[T]))
}

func Minimum[T RealNumber]() binary[T] {
	return pick(asmMinimum[T](), bin(minimumVV[T], minimumVS[T], minimumSV[T]))
}

// MaximumTiesFirst and MinimumTiesFirst are NumPy's float16 maximum and
// minimum, computed in float32: ties give a.
func MaximumTiesFirst[T Float]() binary[T] {
	return bin(maximumTiesFirstVV[T], maximumTiesFirstVS[T], maximumTiesFirstSV[T])
}

func MinimumTiesFirst[T Float]() binary[T] {
	return bin(minimumTiesFirstVV[T], minimumTiesFirstVS[T], minimumTiesFirstSV[T])
}

// BitwiseAnd, BitwiseOr and BitwiseXor return the kernels of &, | and ^.
func BitwiseAnd[T Integer]() binary[T] { return bin(andVV[T], andVS[T], andSV[T]) }
func BitwiseOr[T Integer]() binary[T]  { return bin(orVV[T], orVS[T], orSV[T]) }
func BitwiseXor[T Integer]() binary[T] { return bin(xorVV[T], xorVS[T], xorSV[T]) }

// LeftShift and RightShift return the kernels of NumPy's << and >> (past
// the width: 0, or -1 for a negative a shifted right).
func LeftShift[T Integer]() binary[T] {
	return bin(leftShiftVV[T], leftShiftVS[T], leftShiftSV[T])
}

func RightShift[T Integer]() binary[T] {
	return bin(rightShiftVV[T], rightShiftVS[T], rightShiftSV[T])
}

// LogicalAnd, LogicalOr and LogicalXor return the kernels of the logical
// ops on bools (also their bitwise ops).
func LogicalAnd() binary[bool] { return bin(logicalAndVV, logicalAndVS, logicalAndSV) }
func LogicalOr() binary[bool]  { return bin(logicalOrVV, logicalOrVS, logicalOrSV) }
func LogicalXor() binary[bool] { return bin(logicalXorVV, logicalXorVS, logicalXorSV) }

// DivComplex64 and DivComplex128 return the kernels of NumPy's complex
// division.
func DivComplex64() binary[complex64]   { return ByFunc(divComplex64) }
func DivComplex128() binary[complex128] { return ByFunc(divComplex128) }

// ByFunc returns the kernels of the op whose element function is f: for
// the ops whose element function costs far more than the call (Pow, the
// complex products and quotients).
func ByFunc[T any](f func(a, b T) T) binary[T] {
	return bin(
		func(d, a, b []T) { loop2(d, a, b, f) },
		func(d, a []T, b T) { loopVS(d, a, b, f) },
		func(d []T, a T, b []T) { loopSV(d, a, b, f) })
}

// loop2, loopVS and loopSV apply f, a function value, per element: for
// the ops whose element function costs far more than the call.
func loop2[T any](d, a, b []T, f func(x, y T) T) {
	a, b = a[:len(d)], b[:len(d)]
	for i := range d {
		d[i] = f(a[i], b[i])
	}
}

func loopVS[T any](d, a []T, y T, f func(x, y T) T) {
	a = a[:len(d)]
	for i := range d {
		d[i] = f(a[i], y)
	}
}

func loopSV[T any](d []T, x T, b []T, f func(x, y T) T) {
	b = b[:len(d)]
	for i := range d {
		d[i] = f(x, b[i])
	}
}

// pick returns k if it is set (asm), else go.
func pick[D, S any](k *binaryOf[D, S], goLoops binaryOf[D, S]) binaryOf[D, S] {
	if k != nil {
		return *k
	}
	return goLoops
}

// MulComplex64 returns the kernels of NumPy's complex64 product (see
// mulComplex64).
func MulComplex64() binary[complex64] {
	return ByFunc(mulComplex64)
}

// SquareComplex64 returns the kernel of x*x for complex64, as
// MulComplex64.
func SquareComplex64() unary[complex64] {
	return Func(func(x complex64) complex64 { return mulComplex64(x, x) })
}
