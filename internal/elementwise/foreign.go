package elementwise

import "github.com/ndgo/ndarray/nd"

// Ops whose result is another dtype package's array (comparisons to
// *ndbool.NdArray, a complex Abs to *ndfloat64.NdArray) need that array's
// storage and layout for their Into form, which its package keeps
// unexported; so do the ops of packages ndint64 and ndbool, whose arrays
// are declared in internal/arrays. The packages declaring the bool, int64,
// float32 and float64 arrays register here, at init, a function returning
// them without copying (before any package that imports them runs).
var (
	boolOperand    func(a any) (View[bool], bool)
	int64Operand   func(a any) (View[int64], bool)
	float32Operand func(a any) (View[float32], bool)
	float64Operand func(a any) (View[float64], bool)
)

// RegisterOperand records f, which returns the operand of a T array and
// whether it is read-only, for T one of bool, int64, float32 and float64.
func RegisterOperand[T any](f func(a any) (View[T], bool)) {
	switch f := any(f).(type) {
	case func(any) (View[bool], bool):
		boolOperand = f
	case func(any) (View[int64], bool):
		int64Operand = f
	case func(any) (View[float32], bool):
		float32Operand = f
	case func(any) (View[float64], bool):
		float64Operand = f
	default:
		panic("elementwise: RegisterOperand of an unexpected type")
	}
}

// BoolOperand, Int64Operand, Float32Operand and Float64Operand return the
// operand of an *ndbool.NdArray, *ndint64.NdArray, *ndfloat32.NdArray or
// *ndfloat64.NdArray and whether it is read-only.
func BoolOperand(a any) (View[bool], bool)       { return boolOperand(a) }
func Int64Operand(a any) (View[int64], bool)     { return int64Operand(a) }
func Float32Operand(a any) (View[float32], bool) { return float32Operand(a) }
func Float64Operand(a any) (View[float64], bool) { return float64Operand(a) }

// NilArray panics with nd.ErrArgument for a nil array argument of op.
func NilArray(op, name string) {
	panic(nd.Errorf(nd.ErrArgument, "%s: %s is a nil array", op, name))
}
