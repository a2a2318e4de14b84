package elementwise

import (
	"fmt"
	"reflect"

	"github.com/ndgo/ndarray/nd"
)

// Ops whose result is another dtype package's array (comparisons to
// *ndbool.NdArray, a complex Abs to *ndfloat64.NdArray) need that array's
// storage and layout for their Into form, which its package keeps
// unexported; so do the ops of packages ndint64 and ndbool, whose arrays
// are declared in internal/arrays, and the reductions, which take their
// dst through an interface. Each dtype package registers here, at init, a
// function returning its arrays' operand without copying (before any
// package that imports it runs; the map is only read after).
var operands = map[reflect.Type]any{}

// RegisterOperand records f for the arrays of element type T: it returns
// the operand of an array of T's package and whether it is read-only, and
// ok false for any other value.
func RegisterOperand[T any](f func(a any) (v View[T], readOnly, ok bool)) {
	operands[reflect.TypeFor[T]()] = f
}

// OperandOf returns the operand of a, an array of a dtype package whose
// element type is T, and whether it is read-only; ok is false where a is
// not such an array.
func OperandOf[T any](a any) (v View[T], readOnly, ok bool) {
	f, _ := operands[reflect.TypeFor[T]()].(func(any) (View[T], bool, bool))
	if f == nil {
		return View[T]{}, false, false
	}
	return f(a)
}

// Operand is OperandOf for a known to be an array of T's package (a
// result of another package's op, an array of ndint64 or ndbool reached
// from their public packages).
func Operand[T any](a any) (View[T], bool) {
	v, readOnly, ok := OperandOf[T](a)
	if !ok {
		panic(fmt.Sprintf("elementwise: %T is not a registered array of %v", a, reflect.TypeFor[T]()))
	}
	return v, readOnly
}

// A Dst is an array an Into op writes through an interface: a dtype
// package's *NdArray.
type Dst[T any] interface {
	Data() []T
	Layout() nd.Layout
	ReadOnly() bool
}

// ViewOf returns the storage and layout of x, an array of a dtype
// package: shared, without copying, where its package registered its
// operand (every generated one does), else from Layout.
func ViewOf[T any](x Dst[T]) View[T] {
	if v, _, ok := OperandOf[T](x); ok {
		return v
	}
	return View[T]{Data: x.Data(), Layout: x.Layout()}
}

// NotNil panics as NilArray if x, an array argument of op, is nil (a nil
// interface or a nil pointer in one).
func NotNil(op, name string, x any) {
	if v := reflect.ValueOf(x); !v.IsValid() || v.Kind() == reflect.Pointer && v.IsNil() {
		NilArray(op, name)
	}
}

// NilArray panics with nd.ErrArgument for a nil array argument of op.
func NilArray(op, name string) {
	panic(nd.Errorf(nd.ErrArgument, "%s: %s is a nil array", op, name))
}
