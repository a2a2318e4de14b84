package mathops

import (
	"github.com/ndgo/ndarray/asm/compute"
	"github.com/ndgo/ndarray/internal/elementwise"
)

// The asm/compute kernels by op: for each op, the kernels of every element
// type asm/compute has, of which ofType picks T's (nil: none, the Go loops
// run).

// ofType returns the kernels among ks that are of type K, or nil.
func ofType[K any](ks ...any) *K {
	for _, k := range ks {
		if k, ok := k.(K); ok {
			return &k
		}
	}
	return nil
}

// bin makes the kernels of a binary op from its three forms.
func bin[D, S any](vv func(d []D, a, b []S), vs func(d []D, a []S, b S), sv func(d []D, a S, b []S)) elementwise.Binary[D, S] {
	return elementwise.Binary[D, S]{VV: vv, VS: vs, SV: sv}
}

func asmAdd[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.AddVVFloat32, compute.AddVSFloat32, compute.AddSVFloat32),
		bin(compute.AddVVFloat64, compute.AddVSFloat64, compute.AddSVFloat64),
		bin(compute.AddVVInt8, compute.AddVSInt8, compute.AddSVInt8),
		bin(compute.AddVVInt16, compute.AddVSInt16, compute.AddSVInt16),
		bin(compute.AddVVInt32, compute.AddVSInt32, compute.AddSVInt32),
		bin(compute.AddVVInt64, compute.AddVSInt64, compute.AddSVInt64),
		bin(compute.AddVVUint8, compute.AddVSUint8, compute.AddSVUint8),
		bin(compute.AddVVUint16, compute.AddVSUint16, compute.AddSVUint16),
		bin(compute.AddVVUint32, compute.AddVSUint32, compute.AddSVUint32),
		bin(compute.AddVVUint64, compute.AddVSUint64, compute.AddSVUint64))
}

func asmSub[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.SubVVFloat32, compute.SubVSFloat32, compute.SubSVFloat32),
		bin(compute.SubVVFloat64, compute.SubVSFloat64, compute.SubSVFloat64),
		bin(compute.SubVVInt8, compute.SubVSInt8, compute.SubSVInt8),
		bin(compute.SubVVInt16, compute.SubVSInt16, compute.SubSVInt16),
		bin(compute.SubVVInt32, compute.SubVSInt32, compute.SubSVInt32),
		bin(compute.SubVVInt64, compute.SubVSInt64, compute.SubSVInt64),
		bin(compute.SubVVUint8, compute.SubVSUint8, compute.SubSVUint8),
		bin(compute.SubVVUint16, compute.SubVSUint16, compute.SubSVUint16),
		bin(compute.SubVVUint32, compute.SubVSUint32, compute.SubSVUint32),
		bin(compute.SubVVUint64, compute.SubVSUint64, compute.SubSVUint64))
}

func asmMul[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.MulVVFloat32, compute.MulVSFloat32, compute.MulSVFloat32),
		bin(compute.MulVVFloat64, compute.MulVSFloat64, compute.MulSVFloat64),
		bin(compute.MulVVInt8, compute.MulVSInt8, compute.MulSVInt8),
		bin(compute.MulVVInt16, compute.MulVSInt16, compute.MulSVInt16),
		bin(compute.MulVVInt32, compute.MulVSInt32, compute.MulSVInt32),
		bin(compute.MulVVInt64, compute.MulVSInt64, compute.MulSVInt64),
		bin(compute.MulVVUint8, compute.MulVSUint8, compute.MulSVUint8),
		bin(compute.MulVVUint16, compute.MulVSUint16, compute.MulSVUint16),
		bin(compute.MulVVUint32, compute.MulVSUint32, compute.MulSVUint32),
		bin(compute.MulVVUint64, compute.MulVSUint64, compute.MulSVUint64))
}

func asmDiv[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.DivVVFloat32, compute.DivVSFloat32, compute.DivSVFloat32),
		bin(compute.DivVVFloat64, compute.DivVSFloat64, compute.DivSVFloat64))
}

func asmMaximum[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.MaximumVVFloat32, compute.MaximumVSFloat32, compute.MaximumSVFloat32),
		bin(compute.MaximumVVFloat64, compute.MaximumVSFloat64, compute.MaximumSVFloat64),
		bin(compute.MaximumVVInt8, compute.MaximumVSInt8, compute.MaximumSVInt8),
		bin(compute.MaximumVVInt16, compute.MaximumVSInt16, compute.MaximumSVInt16),
		bin(compute.MaximumVVInt32, compute.MaximumVSInt32, compute.MaximumSVInt32),
		bin(compute.MaximumVVInt64, compute.MaximumVSInt64, compute.MaximumSVInt64),
		bin(compute.MaximumVVUint8, compute.MaximumVSUint8, compute.MaximumSVUint8),
		bin(compute.MaximumVVUint16, compute.MaximumVSUint16, compute.MaximumSVUint16),
		bin(compute.MaximumVVUint32, compute.MaximumVSUint32, compute.MaximumSVUint32),
		bin(compute.MaximumVVUint64, compute.MaximumVSUint64, compute.MaximumSVUint64))
}

func asmMinimum[T any]() *binary[T] {
	return ofType[binary[T]](
		bin(compute.MinimumVVFloat32, compute.MinimumVSFloat32, compute.MinimumSVFloat32),
		bin(compute.MinimumVVFloat64, compute.MinimumVSFloat64, compute.MinimumSVFloat64),
		bin(compute.MinimumVVInt8, compute.MinimumVSInt8, compute.MinimumSVInt8),
		bin(compute.MinimumVVInt16, compute.MinimumVSInt16, compute.MinimumSVInt16),
		bin(compute.MinimumVVInt32, compute.MinimumVSInt32, compute.MinimumSVInt32),
		bin(compute.MinimumVVInt64, compute.MinimumVSInt64, compute.MinimumSVInt64),
		bin(compute.MinimumVVUint8, compute.MinimumVSUint8, compute.MinimumSVUint8),
		bin(compute.MinimumVVUint16, compute.MinimumVSUint16, compute.MinimumSVUint16),
		bin(compute.MinimumVVUint32, compute.MinimumVSUint32, compute.MinimumSVUint32),
		bin(compute.MinimumVVUint64, compute.MinimumVSUint64, compute.MinimumSVUint64))
}

func asmCompare[T any](op string) *compare[T] {
	switch op {
	case "Equal":
		return ofType[compare[T]](
			bin(compute.EqualVVFloat32, compute.EqualVSFloat32, compute.EqualSVFloat32),
			bin(compute.EqualVVFloat64, compute.EqualVSFloat64, compute.EqualSVFloat64),
			bin(compute.EqualVVInt8, compute.EqualVSInt8, compute.EqualSVInt8),
			bin(compute.EqualVVInt16, compute.EqualVSInt16, compute.EqualSVInt16),
			bin(compute.EqualVVInt32, compute.EqualVSInt32, compute.EqualSVInt32),
			bin(compute.EqualVVInt64, compute.EqualVSInt64, compute.EqualSVInt64),
			bin(compute.EqualVVUint8, compute.EqualVSUint8, compute.EqualSVUint8),
			bin(compute.EqualVVUint16, compute.EqualVSUint16, compute.EqualSVUint16),
			bin(compute.EqualVVUint32, compute.EqualVSUint32, compute.EqualSVUint32),
			bin(compute.EqualVVUint64, compute.EqualVSUint64, compute.EqualSVUint64))
	case "NotEqual":
		return ofType[compare[T]](
			bin(compute.NotEqualVVFloat32, compute.NotEqualVSFloat32, compute.NotEqualSVFloat32),
			bin(compute.NotEqualVVFloat64, compute.NotEqualVSFloat64, compute.NotEqualSVFloat64),
			bin(compute.NotEqualVVInt8, compute.NotEqualVSInt8, compute.NotEqualSVInt8),
			bin(compute.NotEqualVVInt16, compute.NotEqualVSInt16, compute.NotEqualSVInt16),
			bin(compute.NotEqualVVInt32, compute.NotEqualVSInt32, compute.NotEqualSVInt32),
			bin(compute.NotEqualVVInt64, compute.NotEqualVSInt64, compute.NotEqualSVInt64),
			bin(compute.NotEqualVVUint8, compute.NotEqualVSUint8, compute.NotEqualSVUint8),
			bin(compute.NotEqualVVUint16, compute.NotEqualVSUint16, compute.NotEqualSVUint16),
			bin(compute.NotEqualVVUint32, compute.NotEqualVSUint32, compute.NotEqualSVUint32),
			bin(compute.NotEqualVVUint64, compute.NotEqualVSUint64, compute.NotEqualSVUint64))
	case "Less":
		return ofType[compare[T]](
			bin(compute.LessVVFloat32, compute.LessVSFloat32, compute.LessSVFloat32),
			bin(compute.LessVVFloat64, compute.LessVSFloat64, compute.LessSVFloat64),
			bin(compute.LessVVInt8, compute.LessVSInt8, compute.LessSVInt8),
			bin(compute.LessVVInt16, compute.LessVSInt16, compute.LessSVInt16),
			bin(compute.LessVVInt32, compute.LessVSInt32, compute.LessSVInt32),
			bin(compute.LessVVInt64, compute.LessVSInt64, compute.LessSVInt64),
			bin(compute.LessVVUint8, compute.LessVSUint8, compute.LessSVUint8),
			bin(compute.LessVVUint16, compute.LessVSUint16, compute.LessSVUint16),
			bin(compute.LessVVUint32, compute.LessVSUint32, compute.LessSVUint32),
			bin(compute.LessVVUint64, compute.LessVSUint64, compute.LessSVUint64))
	case "LessEqual":
		return ofType[compare[T]](
			bin(compute.LessEqualVVFloat32, compute.LessEqualVSFloat32, compute.LessEqualSVFloat32),
			bin(compute.LessEqualVVFloat64, compute.LessEqualVSFloat64, compute.LessEqualSVFloat64),
			bin(compute.LessEqualVVInt8, compute.LessEqualVSInt8, compute.LessEqualSVInt8),
			bin(compute.LessEqualVVInt16, compute.LessEqualVSInt16, compute.LessEqualSVInt16),
			bin(compute.LessEqualVVInt32, compute.LessEqualVSInt32, compute.LessEqualSVInt32),
			bin(compute.LessEqualVVInt64, compute.LessEqualVSInt64, compute.LessEqualSVInt64),
			bin(compute.LessEqualVVUint8, compute.LessEqualVSUint8, compute.LessEqualSVUint8),
			bin(compute.LessEqualVVUint16, compute.LessEqualVSUint16, compute.LessEqualSVUint16),
			bin(compute.LessEqualVVUint32, compute.LessEqualVSUint32, compute.LessEqualSVUint32),
			bin(compute.LessEqualVVUint64, compute.LessEqualVSUint64, compute.LessEqualSVUint64))
	case "Greater":
		return ofType[compare[T]](
			bin(compute.GreaterVVFloat32, compute.GreaterVSFloat32, compute.GreaterSVFloat32),
			bin(compute.GreaterVVFloat64, compute.GreaterVSFloat64, compute.GreaterSVFloat64),
			bin(compute.GreaterVVInt8, compute.GreaterVSInt8, compute.GreaterSVInt8),
			bin(compute.GreaterVVInt16, compute.GreaterVSInt16, compute.GreaterSVInt16),
			bin(compute.GreaterVVInt32, compute.GreaterVSInt32, compute.GreaterSVInt32),
			bin(compute.GreaterVVInt64, compute.GreaterVSInt64, compute.GreaterSVInt64),
			bin(compute.GreaterVVUint8, compute.GreaterVSUint8, compute.GreaterSVUint8),
			bin(compute.GreaterVVUint16, compute.GreaterVSUint16, compute.GreaterSVUint16),
			bin(compute.GreaterVVUint32, compute.GreaterVSUint32, compute.GreaterSVUint32),
			bin(compute.GreaterVVUint64, compute.GreaterVSUint64, compute.GreaterSVUint64))
	case "GreaterEqual":
		return ofType[compare[T]](
			bin(compute.GreaterEqualVVFloat32, compute.GreaterEqualVSFloat32, compute.GreaterEqualSVFloat32),
			bin(compute.GreaterEqualVVFloat64, compute.GreaterEqualVSFloat64, compute.GreaterEqualSVFloat64),
			bin(compute.GreaterEqualVVInt8, compute.GreaterEqualVSInt8, compute.GreaterEqualSVInt8),
			bin(compute.GreaterEqualVVInt16, compute.GreaterEqualVSInt16, compute.GreaterEqualSVInt16),
			bin(compute.GreaterEqualVVInt32, compute.GreaterEqualVSInt32, compute.GreaterEqualSVInt32),
			bin(compute.GreaterEqualVVInt64, compute.GreaterEqualVSInt64, compute.GreaterEqualSVInt64),
			bin(compute.GreaterEqualVVUint8, compute.GreaterEqualVSUint8, compute.GreaterEqualSVUint8),
			bin(compute.GreaterEqualVVUint16, compute.GreaterEqualVSUint16, compute.GreaterEqualSVUint16),
			bin(compute.GreaterEqualVVUint32, compute.GreaterEqualVSUint32, compute.GreaterEqualSVUint32),
			bin(compute.GreaterEqualVVUint64, compute.GreaterEqualVSUint64, compute.GreaterEqualSVUint64))
	}
	return nil
}

// asmUnary returns the vector kernel of a float32 or float64 function.
func asmUnary[T any](op string) unary[T] {
	var k *unary[T]
	switch op {
	case "Abs":
		k = ofType[unary[T]](elementwise.Plain(compute.AbsFloat32), elementwise.Plain(compute.AbsFloat64))
	case "Ceil":
		k = ofType[unary[T]](elementwise.Plain(compute.CeilFloat32), elementwise.Plain(compute.CeilFloat64))
	case "Floor":
		k = ofType[unary[T]](elementwise.Plain(compute.FloorFloat32), elementwise.Plain(compute.FloorFloat64))
	case "Neg":
		k = ofType[unary[T]](elementwise.Plain(compute.NegFloat32), elementwise.Plain(compute.NegFloat64))
	case "Reciprocal":
		k = ofType[unary[T]](elementwise.Plain(compute.ReciprocalFloat32), elementwise.Plain(compute.ReciprocalFloat64))
	case "Rint":
		k = ofType[unary[T]](elementwise.Plain(compute.RintFloat32), elementwise.Plain(compute.RintFloat64))
	case "Sqrt":
		k = ofType[unary[T]](elementwise.Plain(compute.SqrtFloat32), elementwise.Plain(compute.SqrtFloat64))
	case "Square":
		k = ofType[unary[T]](elementwise.Plain(compute.SquareFloat32), elementwise.Plain(compute.SquareFloat64))
	case "Exp":
		k = ofType[unary[T]](elementwise.Plain(compute.ExpFloat32), elementwise.Plain(compute.ExpFloat64))
	case "Expm1":
		k = ofType[unary[T]](elementwise.Plain(compute.Expm1Float32), elementwise.Plain(compute.Expm1Float64))
	case "Log":
		k = ofType[unary[T]](elementwise.Plain(compute.LogFloat32), elementwise.Plain(compute.LogFloat64))
	case "Log1p":
		k = ofType[unary[T]](elementwise.Plain(compute.Log1pFloat32), elementwise.Plain(compute.Log1pFloat64))
	case "Tanh":
		k = ofType[unary[T]](elementwise.Plain(compute.TanhFloat32), elementwise.Plain(compute.TanhFloat64))
	case "Sigmoid":
		k = ofType[unary[T]](elementwise.Plain(compute.SigmoidFloat32), elementwise.Plain(compute.SigmoidFloat64))
	}
	if k == nil {
		return nil
	}
	return *k
}

// asmClip returns asm/compute's Clip kernel for T, or nil.
func asmClip[T any]() *elementwise.Unary[T, T, ClipArgs[T]] {
	return ofType[elementwise.Unary[T, T, ClipArgs[T]]](
		clip(compute.ClipFloat32), clip(compute.ClipFloat64),
		clip(compute.ClipInt8), clip(compute.ClipInt16), clip(compute.ClipInt32), clip(compute.ClipInt64),
		clip(compute.ClipUint8), clip(compute.ClipUint16), clip(compute.ClipUint32), clip(compute.ClipUint64))
}

func clip[T any](f func(d, a []T, lo, hi T)) elementwise.Unary[T, T, ClipArgs[T]] {
	return func(d, a []T, p ClipArgs[T]) { f(d, a, p.Lo, p.Hi) }
}
