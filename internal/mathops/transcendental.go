package mathops

import "github.com/ndgo/ndarray/internal/xmath"

// The transcendental ops of float32 and float64: element functions within
// 1 ULP (Pow 2) of the exact result, replaced by asm/compute's vector
// kernels where it has them (asm.go); the element functions are xmath's.

func Exp[T Float]() unary[T]   { return floatFunc[T](asmUnary[T]("Exp"), xmath.Exp32, xmath.Exp) }
func Expm1[T Float]() unary[T] { return floatFunc[T](asmUnary[T]("Expm1"), xmath.Expm132, xmath.Expm1) }
func Log[T Float]() unary[T]   { return floatFunc[T](asmUnary[T]("Log"), xmath.Log32, xmath.Log) }
func Log1p[T Float]() unary[T] { return floatFunc[T](asmUnary[T]("Log1p"), xmath.Log1p32, xmath.Log1p) }
func Sin[T Float]() unary[T]   { return floatFunc[T](nil, xmath.Sin32, xmath.Sin) }
func Cos[T Float]() unary[T]   { return floatFunc[T](nil, xmath.Cos32, xmath.Cos) }
func Tanh[T Float]() unary[T]  { return floatFunc[T](asmUnary[T]("Tanh"), xmath.Tanh32, xmath.Tanh) }
func Sigmoid[T Float]() unary[T] {
	return floatFunc[T](asmUnary[T]("Sigmoid"), xmath.Sigmoid32, xmath.Sigmoid)
}
func Erf[T Float]() unary[T]   { return floatFunc[T](nil, xmath.Erf32, xmath.Erf) }
func Rsqrt[T Float]() unary[T] { return floatFunc[T](nil, xmath.Rsqrt32, xmath.Rsqrt) }

// PowFloat returns the kernels of a**b for float32 or float64.
func PowFloat[T Float]() binary[T] {
	var zero T
	if _, ok := any(zero).(float32); ok {
		return any(ByFunc(xmath.Pow32)).(binary[T])
	}
	return any(ByFunc(xmath.Pow)).(binary[T])
}

// floatFunc returns the asm kernel if there is one, else the loop of the
// element function for T.
func floatFunc[T Float](asm unary[T], f32 func(float32) float32, f64 func(float64) float64) unary[T] {
	if asm != nil {
		return asm
	}
	var zero T
	if _, ok := any(zero).(float32); ok {
		return any(Func(f32)).(unary[T])
	}
	return any(Func(f64)).(unary[T])
}
