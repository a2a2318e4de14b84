package ndtest

import (
	"cmp"
	"math"
	"math/cmplx"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/ndgo/ndarray/nduint64"
)

// The reduction driver is tested before the library's reductions exist, on
// the fakes of reduce_golden_fakes_test.go: correct ones pass every case
// of their dtype, and wrong ones are reported.

type (
	f32A  = *ndfloat32.NdArray
	f64A  = *ndfloat64.NdArray
	i64A  = *ndint64.NdArray
	boolA = *ndbool.NdArray
)

func prod(xs []float64) float64 {
	p := 1.0
	for _, x := range xs {
		p *= x
	}
	return p
}

func running(xs []float64, f func(acc, x float64) float64, init float64) []float64 {
	return cumulative(xs, f, init)
}

func plus(acc, x float64) float64  { return acc + x }
func times(acc, x float64) float64 { return acc * x }

// fakeFloat32Reduce has every float32 op: NumPy's pairwise sum and mean,
// the rest computed in float64 and rounded.
func fakeFloat32Reduce() map[string]any {
	type A = f32A
	ops := map[string]any{}
	r := func(f func([]float64) float64) func([]float32) float32 {
		return func(xs []float32) float32 { return float32(f(widen(xs))) }
	}
	lane := func(f func([]float64) []float64) func([]float32) []float32 {
		return func(xs []float32) []float32 {
			return mapTo(f(widen(xs)), func(v float64) float32 { return float32(v) })
		}
	}
	nonzero := func(x float32) bool { return x != 0 }
	same := func(name string, f func([]float32) float32, nonEmpty bool) {
		addFakeReduce[float32, float32, A, A](ops, name, f, nonEmpty)
	}
	index := func(name string, f func([]float32) int64) { addFakeReduce[float32, int64, A, i64A](ops, name, f, true) }
	test := func(name string, f func([]float32) bool) { addFakeReduce[float32, bool, A, boolA](ops, name, f, false) }
	scan := func(name string, f func([]float64) []float64) {
		addFakeAxis[float32, float32, A, A](ops, name, lane(f), false)
	}
	same("Sum", numpySum[float32], false)
	same("Prod", r(prod), false)
	same("Mean", numpyMean[float32], false)
	same("Min", func(xs []float32) float32 { return extreme(xs, less) }, true)
	same("Max", func(xs []float32) float32 { return extreme(xs, greater) }, true)
	same("LogSumExp", r(logSumExp), false)
	index("ArgMin", func(xs []float32) int64 { return extremeIndex(xs, less) })
	index("ArgMax", func(xs []float32) int64 { return extremeIndex(xs, greater) })
	test("Any", func(xs []float32) bool { return countIf(xs, nonzero) > 0 })
	test("All", func(xs []float32) bool { return countIf(xs, nonzero) == int64(len(xs)) })
	addFakeReduce[float32, int64, A, i64A](ops, "CountNonzero", func(xs []float32) int64 { return countIf(xs, nonzero) }, false)
	addFakeVar[float32, float32, A, A](ops, "Var", func(xs []float32, ddof int) float32 { return float32(variance(widen(xs), ddof)) })
	addFakeVar[float32, float32, A, A](ops, "Std", func(xs []float32, ddof int) float32 {
		return float32(math.Sqrt(variance(widen(xs), ddof)))
	})
	scan("CumSum", func(xs []float64) []float64 { return running(xs, plus, 0) })
	scan("CumProd", func(xs []float64) []float64 { return running(xs, times, 1) })
	scan("Softmax", func(xs []float64) []float64 { return softmax(xs, false) })
	scan("LogSoftmax", func(xs []float64) []float64 { return softmax(xs, true) })
	addFakeAxis[float32, float32, A, A](ops, "Sort", fakeSort(nanLast[float32]), true)
	addFakeAxis[float32, int64, A, i64A](ops, "ArgSort", fakeArgSort(nanLast[float32]), true)
	addFakeTopK[float32, A](ops, nanFirstDesc[float32])
	return ops
}

// otherReduceOps lists the ops of dtype's golden cases that ops lacks.
func otherReduceOps(t *testing.T, dtype nd.DType, ops map[string]any) []string {
	cases, err := golden.ReduceCases(dtype.String())
	require.NoError(t, err)
	var out []string
	for _, c := range cases {
		if _, ok := ops[c.Op]; !ok && !slices.Contains(out, c.Op) {
			out = append(out, c.Op)
		}
	}
	return out
}

// runFakes runs the driver on ops (the other ops skipped) and returns the
// recorder.
func runFakes(t *testing.T, dtype nd.DType, ops map[string]any) *recorder {
	var r recorder
	reduceGolden(&r, dtype, ops, otherReduceOps(t, dtype, ops))
	require.Len(t, r.logs, 1)
	t.Log(r.logs[0])
	return &r
}

// TestReduceGoldenFakeFloat32: correct float32 ops pass every case, the
// exact pairwise sums, the tolerances, the errors and every form.
func TestReduceGoldenFakeFloat32(t *testing.T) {
	r := runFakes(t, nd.Float32, fakeFloat32Reduce())
	for _, e := range r.errors {
		t.Log(e)
	}
	assert.Empty(t, r.errors)
	assert.Contains(t, r.logs[0], "0 skipped")
	assert.Contains(t, r.logs[0], "failing: none")
}

// TestReduceGoldenFakeFloat64: float64 sums, means, variances and softmax.
func TestReduceGoldenFakeFloat64(t *testing.T) {
	type A = f64A
	ops := map[string]any{}
	addFakeReduce[float64, float64, A, A](ops, "Sum", numpySum[float64], false)
	addFakeReduce[float64, float64, A, A](ops, "Mean", numpyMean[float64], false)
	addFakeVar[float64, float64, A, A](ops, "Std", func(xs []float64, ddof int) float64 { return math.Sqrt(variance(xs, ddof)) })
	addFakeAxis[float64, float64, A, A](ops, "Softmax", func(xs []float64) []float64 { return softmax(xs, false) }, false)
	addFakeAxis[float64, float64, A, A](ops, "LogSoftmax", func(xs []float64) []float64 { return softmax(xs, true) }, false)
	r := runFakes(t, nd.Float64, ops)
	assert.Empty(t, r.errors)
}

// TestReduceGoldenFakeFloat16: computed in float32 and rounded once, the
// half types pass within their ulp or tolerance.
func TestReduceGoldenFakeFloat16(t *testing.T) {
	type H = float16.Float16
	type A = *ndfloat16.NdArray
	to32 := func(xs []H) []float32 { return mapTo(xs, H.Float32) }
	h := func(f func([]float32) float32) func([]H) H {
		return func(xs []H) H { return float16.Fromfloat32(f(to32(xs))) }
	}
	lane := func(f func([]float64) []float64) func([]H) []H {
		return func(xs []H) []H {
			return mapTo(f(widen(to32(xs))), func(v float64) H { return float16.Fromfloat32(float32(v)) })
		}
	}
	ops := map[string]any{}
	addFakeReduce[H, H, A, A](ops, "Sum", h(numpySum[float32]), false)
	addFakeReduce[H, H, A, A](ops, "Mean", h(numpyMean[float32]), false)
	addFakeReduce[H, H, A, A](ops, "Max", h(func(xs []float32) float32 { return extreme(xs, greater) }), true)
	addFakeReduce[H, int64, A, i64A](ops, "ArgMin", func(xs []H) int64 { return extremeIndex(to32(xs), less) }, true)
	addFakeReduce[H, H, A, A](ops, "LogSumExp", h(func(xs []float32) float32 { return float32(logSumExp(widen(xs))) }), false)
	addFakeVar[H, H, A, A](ops, "Var", func(xs []H, ddof int) H {
		return float16.Fromfloat32(float32(variance(widen(to32(xs)), ddof)))
	})
	addFakeAxis[H, H, A, A](ops, "CumSum", lane(func(xs []float64) []float64 { return running(xs, plus, 0) }), false)
	addFakeAxis[H, H, A, A](ops, "Softmax", lane(func(xs []float64) []float64 { return softmax(xs, false) }), false)
	byValue := func(x, y H) int { return nanLast(x.Float32(), y.Float32()) }
	addFakeAxis[H, H, A, A](ops, "Sort", fakeSort(byValue), true)
	addFakeTopK[H, A](ops, func(x, y H) bool { return nanFirstDesc(x.Float32(), y.Float32()) })
	r := runFakes(t, nd.Float16, ops)
	for _, e := range r.errors {
		t.Log(e)
	}
	assert.Empty(t, r.errors)
}

// addFakeInts adds every op of an integer dtype T whose sums widen to W.
func addFakeInts[T integer, A nd.Array[T, A], W int64 | uint64, WA nd.Array[W, WA]](ops map[string]any) {
	f64 := func(xs []T) []float64 { return mapTo(xs, func(x T) float64 { return float64(x) }) }
	nonzero := func(x T) bool { return x != 0 }
	addFakeReduce[T, W, A, WA](ops, "Sum", func(xs []T) W {
		s := W(0)
		for _, x := range xs {
			s += W(x)
		}
		return s
	}, false)
	addFakeReduce[T, W, A, WA](ops, "Prod", func(xs []T) W {
		p := W(1)
		for _, x := range xs {
			p *= W(x)
		}
		return p
	}, false)
	addFakeReduce[T, float64, A, f64A](ops, "Mean", func(xs []T) float64 { return numpyMean(f64(xs)) }, false)
	addFakeReduce[T, T, A, A](ops, "Min", func(xs []T) T { return slices.Min(xs) }, true)
	addFakeReduce[T, T, A, A](ops, "Max", func(xs []T) T { return slices.Max(xs) }, true)
	addFakeReduce[T, int64, A, i64A](ops, "ArgMin", func(xs []T) int64 { return int64(slices.Index(xs, slices.Min(xs))) }, true)
	addFakeReduce[T, int64, A, i64A](ops, "ArgMax", func(xs []T) int64 { return int64(slices.Index(xs, slices.Max(xs))) }, true)
	addFakeReduce[T, bool, A, boolA](ops, "Any", func(xs []T) bool { return countIf(xs, nonzero) > 0 }, false)
	addFakeReduce[T, bool, A, boolA](ops, "All", func(xs []T) bool { return countIf(xs, nonzero) == int64(len(xs)) }, false)
	addFakeReduce[T, int64, A, i64A](ops, "CountNonzero", func(xs []T) int64 { return countIf(xs, nonzero) }, false)
	addFakeVar[T, float64, A, f64A](ops, "Var", func(xs []T, ddof int) float64 { return variance(f64(xs), ddof) })
	addFakeVar[T, float64, A, f64A](ops, "Std", func(xs []T, ddof int) float64 { return math.Sqrt(variance(f64(xs), ddof)) })
	addFakeAxis[T, W, A, WA](ops, "CumSum", func(xs []T) []W {
		return cumulative(xs, func(acc W, x T) W { return acc + W(x) }, 0)
	}, false)
	addFakeAxis[T, W, A, WA](ops, "CumProd", func(xs []T) []W {
		return cumulative(xs, func(acc W, x T) W { return acc * W(x) }, 1)
	}, false)
	addFakeAxis[T, T, A, A](ops, "Sort", fakeSort(cmp.Compare[T]), true)
	addFakeAxis[T, int64, A, i64A](ops, "ArgSort", fakeArgSort(cmp.Compare[T]), true)
	addFakeTopK[T, A](ops, greater[T])
}

// TestReduceGoldenFakeInts: int8 and uint64, every op: wrapping sums and
// products, float64 means and variances.
func TestReduceGoldenFakeInts(t *testing.T) {
	ops := map[string]any{}
	addFakeInts[int8, *ndint8.NdArray, int64, i64A](ops)
	r := runFakes(t, nd.Int8, ops)
	assert.Empty(t, r.errors)
	assert.Contains(t, r.logs[0], "0 skipped")

	ops = map[string]any{}
	addFakeInts[uint64, *nduint64.NdArray, uint64, *nduint64.NdArray](ops)
	r = runFakes(t, nd.Uint64, ops)
	for _, e := range r.errors {
		t.Log(e)
	}
	assert.Empty(t, r.errors)
	assert.Contains(t, r.logs[0], "0 skipped")
}

// TestReduceGoldenFakeComplex128: sums, means and variances (to float64)
// of complex, part by part.
func TestReduceGoldenFakeComplex128(t *testing.T) {
	type A = *ndcomplex128.NdArray
	sum := func(xs []complex128) complex128 {
		return complex(numpySum(mapTo(xs, func(z complex128) float64 { return real(z) })),
			numpySum(mapTo(xs, func(z complex128) float64 { return imag(z) })))
	}
	variance := func(xs []complex128, ddof int) float64 {
		n := float64(len(xs))
		m := sum(xs)
		m = complex(real(m)/n, imag(m)/n)
		d2 := mapTo(xs, func(x complex128) float64 {
			a := cmplx.Abs(x - m)
			return a * a
		})
		return numpySum(d2) / float64(max(len(xs)-ddof, 0))
	}
	ops := map[string]any{}
	addFakeReduce[complex128, complex128, A, A](ops, "Sum", sum, false)
	addFakeReduce[complex128, complex128, A, A](ops, "Mean", func(xs []complex128) complex128 {
		// complex division, as NumPy: a NaN or Inf part spoils the other
		return sum(xs) / complex(float64(len(xs)), 0)
	}, false)
	addFakeVar[complex128, float64, A, f64A](ops, "Var", variance)
	addFakeVar[complex128, float64, A, f64A](ops, "Std", func(xs []complex128, ddof int) float64 {
		return math.Sqrt(variance(xs, ddof))
	})
	addFakeAxis[complex128, complex128, A, A](ops, "CumSum", func(xs []complex128) []complex128 {
		return cumulative(xs, func(acc, x complex128) complex128 { return acc + x }, 0)
	}, false)
	addFakeReduce[complex128, int64, A, i64A](ops, "CountNonzero", func(xs []complex128) int64 {
		return countIf(xs, func(z complex128) bool { return z != 0 })
	}, false)
	r := runFakes(t, nd.Complex128, ops)
	for _, e := range r.errors {
		t.Log(e)
	}
	assert.Empty(t, r.errors)
}

// TestReduceGoldenFakeBoolString: bool's counts, extremes and sort;
// strings' sort by bytes.
func TestReduceGoldenFakeBoolString(t *testing.T) {
	type B = boolA
	b2i := func(b bool) int64 {
		if b {
			return 1
		}
		return 0
	}
	byInt := func(x, y bool) int { return cmp.Compare(b2i(x), b2i(y)) }
	id := func(b bool) bool { return b }
	ops := map[string]any{}
	addFakeReduce[bool, int64, B, i64A](ops, "Sum", func(xs []bool) int64 { return countIf(xs, id) }, false)
	addFakeReduce[bool, bool, B, B](ops, "Max", func(xs []bool) bool { return countIf(xs, id) > 0 }, true)
	addFakeReduce[bool, int64, B, i64A](ops, "ArgMax", func(xs []bool) int64 { return int64(max(slices.Index(xs, true), 0)) }, true)
	addFakeReduce[bool, bool, B, B](ops, "All", func(xs []bool) bool { return countIf(xs, id) == int64(len(xs)) }, false)
	addFakeAxis[bool, int64, B, i64A](ops, "CumSum", func(xs []bool) []int64 {
		return cumulative(xs, func(acc int64, x bool) int64 { return acc + b2i(x) }, 0)
	}, false)
	addFakeAxis[bool, bool, B, B](ops, "Sort", fakeSort(byInt), true)
	addFakeAxis[bool, int64, B, i64A](ops, "ArgSort", fakeArgSort(byInt), true)
	r := runFakes(t, nd.Bool, ops)
	assert.Empty(t, r.errors)

	type S = *ndstring.NdArray
	ops = map[string]any{}
	addFakeAxis[string, string, S, S](ops, "Sort", fakeSort(strings.Compare), true)
	addFakeAxis[string, int64, S, i64A](ops, "ArgSort", fakeArgSort(strings.Compare), true)
	r = runFakes(t, nd.String, ops)
	assert.Empty(t, r.errors)
	assert.Contains(t, r.logs[0], "0 skipped")
}

// failures runs the driver on float32 ops with some replaced and returns
// the errors, all joined.
func failures(t *testing.T, replace func(ops map[string]any)) (string, *recorder) {
	ops := fakeFloat32Reduce()
	replace(ops)
	var r recorder
	reduceGolden(&r, nd.Float32, ops, nil)
	require.NotEmpty(t, r.errors)
	return strings.Join(r.errors, "\n"), &r
}

// TestReduceGoldenSequentialSum: a left-to-right float32 sum passes the
// tolerance but not the cases NumPy sums pairwise.
func TestReduceGoldenSequentialSum(t *testing.T) {
	msg, r := failures(t, func(ops map[string]any) {
		addFakeReduce[float32, float32, f32A, f32A](ops, "Sum", func(xs []float32) float32 {
			s := float32(0)
			for _, x := range xs {
				s += x
			}
			return s
		}, false)
	})
	t.Log(r.errors[0])
	assert.Contains(t, msg, "exact: NumPy's pairwise sum")
	assert.NotContains(t, msg, "tolerance of the accurate result")
	assert.Contains(t, r.logs[0], "failing: Sum=")
}

// TestReduceGoldenWrongValues: a Prod off by 2^-10 relative, a Max that is
// Min, an ArgSort that is not stable, a TopK with ties to the higher
// index; each reported with its rule.
func TestReduceGoldenWrongValues(t *testing.T) {
	msg, r := failures(t, func(ops map[string]any) {
		addFakeReduce[float32, float32, f32A, f32A](ops, "Prod", func(xs []float32) float32 {
			return float32(prod(widen(xs)) * (1 + 1.0/1024))
		}, false)
		for _, f := range []string{"Max", "MaxKeepDims", "MaxInto"} {
			ops[f] = ops["Min"+strings.TrimPrefix(f, "Max")]
		}
		addFakeAxis[float32, int64, f32A, i64A](ops, "ArgSort", func(xs []float32) []int64 {
			ids := fakeArgSort(nanLast[float32])(xs)
			slices.Reverse(ids)
			return ids
		}, true)
		addFakeTopK[float32, f32A](ops, func(x, y float32) bool { return nanFirstDesc(x, y) || x == y })
	})
	t.Log(r.errors[0])
	for _, s := range []string{"Prod float32 case", "tolerance of the accurate result", "(accurate ",
		"Max float32 case", "ArgSort float32 case", "TopK float32 case", "indices: ", "ProdKeepDims: ",
		"ProdInto (fresh dst", "input: float32["} {
		assert.Contains(t, msg, s)
	}
	assert.Contains(t, r.logs[0], "ArgSort=")
}

// TestReduceGoldenForms: a missing op, a missing form, a wrong signature
// and a KeepDims without the kept axes are reported.
func TestReduceGoldenForms(t *testing.T) {
	msg, r := failures(t, func(ops map[string]any) {
		delete(ops, "Prod")
		delete(ops, "SumInto")
		ops["Var"] = func(a f32A, axes ...int) f32A { return a }
		ops["MinKeepDims"] = ops["Min"]
	})
	assert.Contains(t, msg, "golden ops neither in ops nor in skip (cases): Prod=")
	assert.Contains(t, msg, "Sum float32: ops lacks SumInto")
	assert.Contains(t, msg, `ops["Var"] is a func(*ndfloat32.NdArray, ...int) *ndfloat32.NdArray, want a func of 3 arguments`)
	assert.Contains(t, msg, "MinKeepDims: shape")
	assert.Equal(t, 1, strings.Count(msg, "ops lacks SumInto"))
	assert.NotContains(t, r.logs[0], " Sum=")
}

// TestReduceGoldenErrors: ops that do not panic on bad axes, panic with
// another error, ignore a read-only or wrongly shaped dst, or change
// their input are reported.
func TestReduceGoldenErrors(t *testing.T) {
	msg, _ := failures(t, func(ops map[string]any) {
		sum := ops["Sum"].(func(f32A, ...int) f32A)
		ops["Sum"] = func(a f32A, axes ...int) (out f32A) {
			defer func() {
				if recover() != nil {
					out = ndfloat32.Scalar(0)
				}
			}()
			return sum(a, axes...)
		}
		prod := ops["Prod"].(func(f32A, ...int) f32A)
		ops["Prod"] = func(a f32A, axes ...int) (out f32A) {
			defer func() {
				if e := recover(); e != nil {
					panic("prod: bad axes")
				}
			}()
			return prod(a, axes...)
		}
		minInto := ops["MinInto"].(func(f32A, f32A, ...int))
		ops["MinInto"] = func(dst, a f32A, axes ...int) {
			if !dst.ReadOnly() {
				minInto(dst, a, axes...)
			}
		}
		ops["MaxInto"] = func(dst, a f32A, axes ...int) {
			ops["Max"].(func(f32A, ...int) f32A)(a, axes...)
		}
		sort := ops["Sort"].(func(f32A, int) f32A)
		ops["Sort"] = func(a f32A, axis int) f32A {
			out := sort(a, axis)
			if !a.ReadOnly() {
				out.CopyTo(a)
			}
			return out
		}
	})
	for _, s := range []string{
		"Sum: did not panic, want nd: axis out of range",
		"Sum: did not panic, want nd: invalid argument",
		`Prod: panicked with string prod: bad axes, want an *nd.Error`,
		"MinInto (read-only dst []): did not panic, want nd: write to a read-only array",
		"MaxInto (dst of a wrong shape [2]): did not panic, want nd: shape mismatch",
		"Sort: changed its input",
	} {
		assert.Contains(t, msg, s)
	}
}

// TestReduceGoldenHalfULP: a float16 sum 2 ulps off fails, within 1 ulp
// of NumPy's float32 result passes.
func TestReduceGoldenHalfULP(t *testing.T) {
	type H = float16.Float16
	type A = *ndfloat16.NdArray
	for _, c := range []struct {
		steps int
		pass  bool
	}{{1, true}, {8, false}} {
		ops := map[string]any{}
		addFakeReduce[H, H, A, A](ops, "Mean", func(xs []H) H {
			m := float16.Fromfloat32(numpyMean(mapTo(xs, H.Float32)))
			if m.IsFinite() && len(xs) == 9 {
				m = float16.Frombits(m.Bits() + uint16(c.steps))
			}
			return m
		}, false)
		r := runFakes(t, nd.Float16, ops)
		assert.Equal(t, c.pass, len(r.errors) == 0, "%d steps: %v", c.steps, r.errors)
	}
}

// TestReduceFuncs: the function names of each dtype are the golden file's
// ops in all their forms.
func TestReduceFuncs(t *testing.T) {
	for _, dt := range []nd.DType{nd.Float32, nd.Float16, nd.Int64, nd.Uint8, nd.Complex64, nd.Bool, nd.String} {
		var want []string
		for _, op := range otherReduceOps(t, dt, nil) {
			want = append(want, reduceFuncNames(op)...)
		}
		assert.Equal(t, want, ReduceFuncs(dt), dt.String())
	}
	assert.Contains(t, ReduceFuncs(nd.Float32), "LogSoftmaxInto")
	assert.Equal(t, []string{"Sort", "SortInto", "ArgSort", "ArgSortInto"}, ReduceFuncs(nd.String))
	assert.Contains(t, ReduceFuncs(nd.Int64), "MeanInto")
	assert.Contains(t, ReduceFuncs(nd.Bool), "StdKeepDims")
}
