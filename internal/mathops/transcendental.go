package mathops

import "math"

// The transcendental ops of float32 and float64: element functions within
// 1 ULP (Pow 2) of the exact result, replaced by asm/compute's vector
// kernels where it has them (asm.go).

func Exp[T Float]() unary[T]     { return floatFunc[T](asmUnary[T]("Exp"), exp32, math.Exp) }
func Expm1[T Float]() unary[T]   { return floatFunc[T](asmUnary[T]("Expm1"), expm132, math.Expm1) }
func Log[T Float]() unary[T]     { return floatFunc[T](asmUnary[T]("Log"), log32, logF64) }
func Log1p[T Float]() unary[T]   { return floatFunc[T](asmUnary[T]("Log1p"), log1p32, math.Log1p) }
func Sin[T Float]() unary[T]     { return floatFunc[T](nil, sin32, math.Sin) }
func Cos[T Float]() unary[T]     { return floatFunc[T](nil, cos32, math.Cos) }
func Tanh[T Float]() unary[T]    { return floatFunc[T](asmUnary[T]("Tanh"), tanh32, math.Tanh) }
func Sigmoid[T Float]() unary[T] { return floatFunc[T](asmUnary[T]("Sigmoid"), sigmoid32, sigmoid64) }
func Erf[T Float]() unary[T]     { return floatFunc[T](nil, erf32, math.Erf) }
func Rsqrt[T Float]() unary[T]   { return floatFunc[T](nil, rsqrt32, rsqrt64) }

// PowFloat returns the kernels of a**b for float32 or float64.
func PowFloat[T Float]() binary[T] {
	var zero T
	if _, ok := any(zero).(float32); ok {
		return any(Pow(pow32)).(binary[T])
	}
	return any(Pow(math.Pow)).(binary[T])
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

// via64 computes a float32 function in float64 and rounds once: within 1
// ULP when f is within 1 ULP in float64.
func via64(f func(float64) float64) func(float32) float32 {
	return func(x float32) float32 { return float32(f(float64(x))) }
}

var (
	exp32     = via64(math.Exp)
	expm132   = via64(math.Expm1)
	log32     = via64(logF64)
	log1p32   = via64(math.Log1p)
	sin32     = via64(math.Sin)
	cos32     = via64(math.Cos)
	tanh32    = via64(math.Tanh)
	sigmoid32 = via64(sigmoid64)
	erf32     = via64(math.Erf)
	rsqrt32   = via64(rsqrt64)
)

func pow32(x, y float32) float32 { return float32(math.Pow(float64(x), float64(y))) }

func logF64(x float64) float64 { return math.Log(x) }

func sigmoid64(x float64) float64 {
	if x < 0 {
		e := math.Exp(x)
		return e / (1 + e)
	}
	return 1 / (1 + math.Exp(-x))
}

func rsqrt64(x float64) float64 { return 1 / math.Sqrt(x) }
