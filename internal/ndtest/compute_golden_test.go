package ndtest

import (
	"fmt"
	"math"
	"math/cmplx"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// The compute drivers are tested before the compute API exists, on fake
// ops written as plain loops over broadcast copies.

// recorder is a computeReporter that keeps what the driver reports.
type recorder struct {
	errors, logs []string
	fatal        bool
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.errors = append(r.errors, fmt.Sprintf(format, args...))
}
func (r *recorder) Logf(format string, args ...any) {
	r.logs = append(r.logs, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) {
	r.fatal = true
	r.Errorf(format, args...)
}

// broadcastDims is NumPy's broadcast of two shapes (they must broadcast).
func broadcastDims(a, b []int64) []int64 {
	n := max(len(a), len(b))
	out := make([]int64, n)
	for i := range out {
		da, db := int64(1), int64(1)
		if k := i - (n - len(a)); k >= 0 {
			da = a[k]
		}
		if k := i - (n - len(b)); k >= 0 {
			db = b[k]
		}
		if da == 1 {
			out[i] = db
		} else {
			out[i] = da
		}
	}
	return out
}

// fakeBinary makes Op and OpInto of f: the inputs are read whole (so that
// dst may be one of them) and written row-major.
func fakeBinary[T, R any, A nd.Array[T, A], D nd.Array[R, D]](f func(x, y T) R) (func(a, b A) D, func(dst D, a, b A)) {
	into := func(dst D, a, b A) {
		xs, ys := a.BroadcastTo(dst.Shape()).ToSlice(), b.BroadcastTo(dst.Shape()).ToSlice()
		out := make([]R, len(xs))
		for i := range xs {
			out[i] = f(xs[i], ys[i])
		}
		dst.Write(out)
	}
	op := func(a, b A) D {
		var d D
		dst := d.New(nd.ShapeOf(broadcastDims(a.Shape().Dims(), b.Shape().Dims())...))
		into(dst, a, b)
		return dst
	}
	return op, into
}

// fakeUnary makes Op and OpInto of f.
func fakeUnary[T, R any, A nd.Array[T, A], D nd.Array[R, D]](f func(x T) R) (func(a A) D, func(dst D, a A)) {
	into := func(dst D, a A) {
		xs := a.ToSlice()
		out := make([]R, len(xs))
		for i, x := range xs {
			out[i] = f(x)
		}
		dst.Write(out)
	}
	op := func(a A) D {
		var d D
		dst := d.New(a.Shape())
		into(dst, a)
		return dst
	}
	return op, into
}

// addOps puts Op and OpInto into ops under name.
func addOps[F, G any](ops map[string]any, name string, op F, into G) {
	ops[name] = op
	ops[name+"Into"] = into
}

// otherOps lists the ops of dtype's golden cases that ops lacks.
func otherOps(t *testing.T, dtype nd.DType, ops map[string]any) []string {
	cases, err := golden.ComputeCases(dtype.String())
	require.NoError(t, err)
	var out []string
	for _, c := range cases {
		if _, ok := ops[c.Op]; !ok && !slices.Contains(out, c.Op) {
			out = append(out, c.Op)
		}
	}
	return out
}

// nanMax is NumPy's float32 maximum: NaN propagates; of two equal values
// (+0 and -0) the second.
func nanMax(x, y float32) float32 {
	switch {
	case x != x:
		return x
	case y != y || y >= x:
		return y
	}
	return x
}

// nanMin is NumPy's float32 minimum, as nanMax.
func nanMin(x, y float32) float32 {
	switch {
	case x != x:
		return x
	case y != y || y <= x:
		return y
	}
	return x
}

func fakeFloat32Ops() map[string]any {
	type A = *ndfloat32.NdArray
	type B = *ndbool.NdArray
	ops := map[string]any{}
	add, addInto := fakeBinary[float32, float32, A, A](func(x, y float32) float32 { return x + y })
	addOps(ops, "Add", add, addInto)
	mul, mulInto := fakeBinary[float32, float32, A, A](func(x, y float32) float32 { return x * y })
	addOps(ops, "Mul", mul, mulInto)
	mx, mxInto := fakeBinary[float32, float32, A, A](nanMax)
	addOps(ops, "Maximum", mx, mxInto)
	less, lessInto := fakeBinary[float32, bool, A, B](func(x, y float32) bool { return x < y })
	addOps(ops, "Less", less, lessInto)
	neg, negInto := fakeUnary[float32, float32, A, A](func(x float32) float32 { return -x })
	addOps(ops, "Neg", neg, negInto)
	sqrt, sqrtInto := fakeUnary[float32, float32, A, A](func(x float32) float32 { return float32(math.Sqrt(float64(x))) })
	addOps(ops, "Sqrt", sqrt, sqrtInto)
	exp, expInto := fakeUnary[float32, float32, A, A](func(x float32) float32 { return float32(math.Exp(float64(x))) })
	addOps(ops, "Exp", exp, expInto)
	isnan, isnanInto := fakeUnary[float32, bool, A, B](func(x float32) bool { return x != x })
	addOps(ops, "IsNan", isnan, isnanInto)
	// NumPy's clip is minimum(maximum(x, lo), hi).
	clip := func(x, lo, hi float32) float32 { return nanMin(nanMax(x, lo), hi) }
	ops["Clip"] = func(a A, lo, hi float32) A {
		op, _ := fakeUnary[float32, float32, A, A](func(x float32) float32 { return clip(x, lo, hi) })
		return op(a)
	}
	ops["ClipInto"] = func(dst, a A, lo, hi float32) {
		_, into := fakeUnary[float32, float32, A, A](func(x float32) float32 { return clip(x, lo, hi) })
		into(dst, a)
	}
	return ops
}

// TestComputeGoldenFakeFloat32: the driver passes correct float32 ops on
// every case (views, 0-d and empty operands, scalars, Into fresh and in
// place), with the other ops skipped.
func TestComputeGoldenFakeFloat32(t *testing.T) {
	ops := fakeFloat32Ops()
	var r recorder
	computeGolden(&r, nd.Float32, ops, otherOps(t, nd.Float32, ops))
	assert.Empty(t, r.errors)
	require.Len(t, r.logs, 1)
	t.Log(r.logs[0])
	assert.Contains(t, r.logs[0], "Add=")
	assert.Contains(t, r.logs[0], "failing: none")
}

// TestComputeGoldenReportsMismatch: a wrong op is reported with its name,
// dtype, inputs and got/want values, at most five elements a case.
func TestComputeGoldenReportsMismatch(t *testing.T) {
	good := fakeFloat32Ops()
	ops := map[string]any{"Sub": good["Add"], "SubInto": good["AddInto"]}
	var r recorder
	computeGolden(&r, nd.Float32, ops, otherOps(t, nd.Float32, ops))
	require.GreaterOrEqual(t, len(r.errors), 2)
	msg := r.errors[0]
	t.Log(msg)
	for _, s := range []string{"Sub float32", `"Sub/edge"`, "inputs", "got", "want", "SubInto (fresh dst)"} {
		assert.Contains(t, msg, s)
	}
	assert.Equal(t, maxComputeMismatches, strings.Count(strings.SplitN(msg, "SubInto", 2)[0], "got "))
	if !computeRace { // the race run's one random case may have no in-place form
		assert.Contains(t, strings.Join(r.errors, "\n"), "SubInto in place (dst = argument 0)")
	}
	assert.Contains(t, r.logs[0], "failing: Sub=")
}

// TestComputeGoldenMissingOp: an op of the file that is neither given nor
// skipped fails the run, and so does an op of the wrong signature.
func TestComputeGoldenMissingOp(t *testing.T) {
	ops := fakeFloat32Ops()
	skip := otherOps(t, nd.Float32, ops)
	var r recorder
	computeGolden(&r, nd.Float32, ops, slices.DeleteFunc(skip, func(s string) bool { return s == "Tanh" }))
	require.Len(t, r.errors, 1)
	assert.Contains(t, r.errors[0], "neither in ops nor in skip")
	assert.Contains(t, r.errors[0], "Tanh=")

	r = recorder{}
	ops["Neg"] = func(a, b *ndfloat32.NdArray) *ndfloat32.NdArray { return a }
	computeGolden(&r, nd.Float32, ops, skip)
	require.NotEmpty(t, r.errors)
	assert.Contains(t, r.errors[0], "want a func of 1 arguments")
}

// TestComputeGoldenFakeInt8: truncating division by Go's operator (x/0 = 0
// by hand) and shifts, which Go defines as NumPy's for counts >= width and
// negative ones.
func TestComputeGoldenFakeInt8(t *testing.T) {
	type A = *ndint8.NdArray
	ops := map[string]any{}
	div, divInto := fakeBinary[int8, int8, A, A](func(x, y int8) int8 {
		if y == 0 {
			return 0
		}
		return x / y
	})
	addOps(ops, "Div", div, divInto)
	shl, shlInto := fakeBinary[int8, int8, A, A](func(x, y int8) int8 {
		if y < 0 {
			return 0
		}
		return x << y
	})
	addOps(ops, "LeftShift", shl, shlInto)
	shr, shrInto := fakeBinary[int8, int8, A, A](func(x, y int8) int8 {
		if y < 0 {
			y = 7 // as any count >= 7: 0 or -1
		}
		return x >> y
	})
	addOps(ops, "RightShift", shr, shrInto)
	var r recorder
	computeGolden(&r, nd.Int8, ops, otherOps(t, nd.Int8, ops))
	assert.Empty(t, r.errors)
	t.Log(r.logs)
}

// TestComputeGoldenFakeComplex128: complex results within their ULP
// (norm-wise where a component cancels): Go's multiplication and cmplx.Exp.
func TestComputeGoldenFakeComplex128(t *testing.T) {
	type A = *ndcomplex128.NdArray
	ops := map[string]any{}
	mul, mulInto := fakeBinary[complex128, complex128, A, A](func(x, y complex128) complex128 {
		// The textbook formula, as NumPy's (Go's own * differs on infinities).
		return complex(real(x)*real(y)-imag(x)*imag(y), real(x)*imag(y)+imag(x)*real(y))
	})
	addOps(ops, "Mul", mul, mulInto)
	exp, expInto := fakeUnary[complex128, complex128, A, A](cmplx.Exp)
	ops["Exp"] = exp
	ops["ExpInto"] = expInto
	var r recorder
	computeGolden(&r, nd.Complex128, ops, otherOps(t, nd.Complex128, ops))
	for _, e := range r.errors {
		t.Log(e)
	}
	t.Log(r.logs)
}

// TestComputeExhaustiveFake: the exhaustive driver on float16 and bfloat16
// ops computed in float32 and rounded once.
func TestComputeExhaustiveFake(t *testing.T) {
	type H = *ndfloat16.NdArray
	type BF = *ndbfloat16.NdArray
	type B = *ndbool.NdArray
	h := map[string]any{}
	neg, negInto := fakeUnary[float16.Float16, float16.Float16, H, H](func(x float16.Float16) float16.Float16 { return x ^ 0x8000 })
	addOps(h, "Neg", neg, negInto)
	exp, expInto := fakeUnary[float16.Float16, float16.Float16, H, H](func(x float16.Float16) float16.Float16 {
		return float16.Fromfloat32(float32(math.Exp(float64(x.Float32()))))
	})
	addOps(h, "Exp", exp, expInto)
	isnan, isnanInto := fakeUnary[float16.Float16, bool, H, B](func(x float16.Float16) bool { return x.IsNaN() })
	addOps(h, "IsNan", isnan, isnanInto)
	var r recorder
	computeExhaustive16(&r, nd.Float16, h, exhaustiveOthers(t, "float16", h))
	assert.Empty(t, r.errors)
	t.Log(r.logs)

	bf := map[string]any{}
	sqrt, sqrtInto := fakeUnary[bfloat16.BFloat16, bfloat16.BFloat16, BF, BF](func(x bfloat16.BFloat16) bfloat16.BFloat16 {
		return bfloat16.FromFloat32(float32(math.Sqrt(float64(x.Float32()))))
	})
	addOps(bf, "Sqrt", sqrt, sqrtInto)
	tanh, tanhInto := fakeUnary[bfloat16.BFloat16, bfloat16.BFloat16, BF, BF](func(x bfloat16.BFloat16) bfloat16.BFloat16 {
		return bfloat16.FromFloat32(float32(math.Tanh(float64(x.Float32()))))
	})
	addOps(bf, "Tanh", tanh, tanhInto)
	r = recorder{}
	computeExhaustive16(&r, nd.BFloat16, bf, exhaustiveOthers(t, "bfloat16", bf))
	assert.Empty(t, r.errors)
	t.Log(r.logs)

	// A wrong op: Sqrt as Tanh.
	r = recorder{}
	computeExhaustive16(&r, nd.BFloat16, map[string]any{"Tanh": sqrt}, exhaustiveOthers(t, "bfloat16", map[string]any{"Tanh": nil}))
	require.Len(t, r.errors, 2)
	assert.Contains(t, r.errors[0], "Tanh bfloat16 (all 65536 inputs)")
	assert.Contains(t, r.errors[1], "reversed view")
	t.Log(r.errors[0])
}

// exhaustiveOthers lists the ops of the exhaustive tables that ops lacks.
func exhaustiveOthers(t *testing.T, dtype string, ops map[string]any) []string {
	tables, err := golden.ComputeExhaustive(dtype)
	require.NoError(t, err)
	var out []string
	for _, tb := range tables {
		if _, ok := ops[tb.Op]; !ok {
			out = append(out, tb.Op)
		}
	}
	return out
}

// plain is the element types whose Go + is NumPy's add (wrapping ints,
// IEEE floats, complex as (re+re, im+im)).
type plain interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// addGolden runs the Add cases of one dtype on a fake Add, which exercises
// the driver's views and value handling on every dtype's random shapes.
func addGolden[T plain, A nd.Array[T, A]](t *testing.T, dtype nd.DType) {
	ops := map[string]any{}
	add, addInto := fakeBinary[T, T, A, A](func(x, y T) T { return x + y })
	addOps(ops, "Add", add, addInto)
	var r recorder
	computeGolden(&r, dtype, ops, otherOps(t, dtype, ops))
	assert.Empty(t, r.errors, dtype.String())
	assert.Contains(t, r.logs[0], "Add=", dtype.String())
}

// TestComputeGoldenFakeAddEveryDType: Add of every dtype with a Go +.
func TestComputeGoldenFakeAddEveryDType(t *testing.T) {
	addGolden[float32, *ndfloat32.NdArray](t, nd.Float32)
	addGolden[float64, *ndfloat64.NdArray](t, nd.Float64)
	addGolden[int8, *ndint8.NdArray](t, nd.Int8)
	addGolden[int16, *ndint16.NdArray](t, nd.Int16)
	addGolden[int32, *ndint32.NdArray](t, nd.Int32)
	addGolden[int64, *ndint64.NdArray](t, nd.Int64)
	addGolden[uint8, *nduint8.NdArray](t, nd.Uint8)
	addGolden[uint16, *nduint16.NdArray](t, nd.Uint16)
	addGolden[uint32, *nduint32.NdArray](t, nd.Uint32)
	addGolden[uint64, *nduint64.NdArray](t, nd.Uint64)
	addGolden[complex64, *ndcomplex64.NdArray](t, nd.Complex64)
	addGolden[complex128, *ndcomplex128.NdArray](t, nd.Complex128)
}

// TestComputeGoldenFakeBool: bool's logical ops and comparisons.
func TestComputeGoldenFakeBool(t *testing.T) {
	type B = *ndbool.NdArray
	ops := map[string]any{}
	and, andInto := fakeBinary[bool, bool, B, B](func(x, y bool) bool { return x && y })
	addOps(ops, "LogicalAnd", and, andInto)
	xor, xorInto := fakeBinary[bool, bool, B, B](func(x, y bool) bool { return x != y })
	addOps(ops, "BitwiseXor", xor, xorInto)
	less, lessInto := fakeBinary[bool, bool, B, B](func(x, y bool) bool { return !x && y })
	addOps(ops, "Less", less, lessInto)
	not, notInto := fakeUnary[bool, bool, B, B](func(x bool) bool { return !x })
	addOps(ops, "Invert", not, notInto)
	var r recorder
	computeGolden(&r, nd.Bool, ops, otherOps(t, nd.Bool, ops))
	assert.Empty(t, r.errors)
	t.Log(r.logs)
}
