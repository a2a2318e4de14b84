package ndtest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// ReduceGolden runs the NumPy golden cases of the reductions, scans,
// softmax and sorts of dtype (testdata/reduce/<dtype>.jsonl.gz, written by
// testdata/gen_reduce_golden.py, which documents the semantics) on the
// functions in ops, by name: "Sum" maps to the package's Sum, "SumKeepDims"
// to SumKeepDims, "SumInto" to SumInto. ReduceFuncs lists the names of
// a dtype. The forms, R the result's array type:
//
//	Sum Prod Mean Min Max ArgMin ArgMax Any All CountNonzero LogSumExp:
//	    Op(a, axes ...int) R, OpKeepDims(a, axes ...int) R,
//	    OpInto(dst R, a, axes ...int)   (dst: the reduced or keep-dims shape)
//	Var Std: Op(a, ddof int, axes ...int) R, OpKeepDims, OpInto likewise
//	CumSum CumProd Softmax LogSoftmax Sort ArgSort:
//	    Op(a, axis int) R, OpInto(dst R, a, axis int)
//	TopK: TopK(a, k int) (A, *ndint64.NdArray), TopKInto(vals, idx, a, k)
//
// Each case builds its input (views applied: Slice, Transpose,
// BroadcastTo) and calls every form: Op (checking that it leaves its input
// alone), OpKeepDims, OpInto with a fresh dst of each accepted shape and a
// read-only input, OpInto with a read-only dst (nd.ErrReadOnly) and one
// of a wrong shape (nd.ErrShape), and, for the scans, softmax and Sort of
// a whole input of the result's dtype, OpInto in place (dst the input).
// An error case must panic with an *nd.Error whose message starts "nd:"
// and that wraps nd.ErrAxisOutOfRange ("axis") or nd.ErrArgument
// ("argument"), from every form.
//
// Comparison: integer, bool, index, Any/All/CountNonzero, Min/Max and
// Sort/ArgSort/TopK results must equal NumPy's (any NaN matching any NaN;
// Min, Max and Sort do not check the sign of a zero, NumPy's being
// order-dependent). Float and complex Sum, Prod, Mean, Var, Std,
// LogSumExp, CumSum, CumProd, Softmax and LogSoftmax pass an element when
// it has NumPy's bits (the half types: within 1 ulp of NumPy's float32
// computation rounded once), or when it is finite and no farther from the
// accurate result than max(NumPy's error, the case's tolerance: a few
// ulps scaled by the condition); the cases the file marks exact (float32
// and float64 Sum and Mean of up to 8192 contiguous elements, which NumPy
// sums pairwise) need NumPy's bits.
//
// An op of the file that is neither in ops nor in skip fails the test, so
// a missing op is noticed; skip names the ops deliberately left out. Under
// the race detector only every 8th random case runs.
func ReduceGolden(t *testing.T, dtype nd.DType, ops map[string]any, skip ...string) {
	t.Helper()
	reduceGolden(t, dtype, ops, skip)
}

func reduceGolden(t computeReporter, dtype nd.DType, ops map[string]any, skip []string) {
	t.Helper()
	cases, err := golden.ReduceCases(dtype.String())
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	missing, broken := map[string]int{}, map[string]string{}
	ran, failures := map[string]int{}, map[string]int{}
	skipped, sampled := 0, 0
	for _, c := range cases {
		if _, ok := ops[c.Op]; !ok {
			if slices.Contains(skip, c.Op) {
				skipped++
			} else {
				missing[c.Op]++
			}
			continue
		}
		if _, seen := broken[c.Op]; !seen {
			broken[c.Op] = checkReduceFuncs(c.Op, ops)
			if broken[c.Op] != "" {
				t.Errorf("%s %s: %s", c.Op, dtype, broken[c.Op])
			}
		}
		if broken[c.Op] != "" {
			continue
		}
		if computeRace && c.Random && c.Line%8 != 0 {
			sampled++
			continue
		}
		ran[c.Op]++
		problems := runReduceCase(dtype, c, ops)
		if len(problems) == 0 {
			continue
		}
		failures[c.Op]++
		switch n := failures[c.Op]; {
		case n <= maxComputeReports:
			t.Errorf("%s %s case %q (line %d): %s\n  input: %s", c.Op, dtype, c.Name, c.Line,
				strings.Join(problems, "\n  "), describeReduceCase(c))
		case n == maxComputeReports+1:
			t.Errorf("%s %s: more failing cases not reported", c.Op, dtype)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s: golden ops neither in ops nor in skip (cases): %s", dtype, countList(missing))
	}
	t.Logf("%s: ran %d golden reduction cases of %d ops (%s); %d skipped (skip list), %d sampled out (race); failing: %s",
		dtype, sum(ran), len(ran), countList(ran), skipped, sampled, countList(failures))
}

// reduceForm is how an op is called: "reduce" (axes), "var" (ddof, axes),
// "axis" (one axis) or "topk" (k).
func reduceForm(op string) string {
	switch op {
	case "Var", "Std":
		return "var"
	case "CumSum", "CumProd", "Softmax", "LogSoftmax", "Sort", "ArgSort":
		return "axis"
	case "TopK":
		return "topk"
	}
	return "reduce"
}

// reduceFuncNames are the functions of op: Op, then OpKeepDims for the
// reductions, then OpInto.
func reduceFuncNames(op string) []string {
	if f := reduceForm(op); f == "reduce" || f == "var" {
		return []string{op, op + "KeepDims", op + "Into"}
	}
	return []string{op, op + "Into"}
}

// checkReduceFuncs returns what is wrong with op's functions in ops (a
// form missing, a signature of another shape), or "".
func checkReduceFuncs(op string, ops map[string]any) string {
	form := reduceForm(op)
	extra := map[string]int{"reduce": 1, "var": 2, "axis": 1, "topk": 1}[form]
	outs := map[bool]int{false: 1, true: 2}[form == "topk"]
	variadic := form == "reduce" || form == "var"
	for _, name := range reduceFuncNames(op) {
		fn, ok := ops[name]
		if !ok {
			return fmt.Sprintf("ops lacks %s", name)
		}
		ft := reflect.TypeOf(fn)
		in, out := 1+extra, outs
		if strings.HasSuffix(name, "Into") {
			in, out = in+outs, 0
		}
		if ft == nil || ft.Kind() != reflect.Func || ft.NumIn() != in || ft.NumOut() != out || ft.IsVariadic() != variadic {
			return fmt.Sprintf("ops[%q] is a %T, want a func of %d arguments%s and %d results", name, fn, in,
				map[bool]string{true: " (the last ...int)", false: ""}[variadic], out)
		}
	}
	return ""
}

// reduceExtras are a case's arguments after the array: axes, ddof and
// axes, axis or k.
func reduceExtras(c golden.ReduceCase) []reflect.Value {
	var out []reflect.Value
	switch reduceForm(c.Op) {
	case "var":
		out = append(out, reflect.ValueOf(c.DDof))
		fallthrough
	case "reduce":
		for _, a := range c.Axes {
			out = append(out, reflect.ValueOf(a))
		}
	case "axis":
		out = append(out, reflect.ValueOf(c.Axis))
	case "topk":
		out = append(out, reflect.ValueOf(c.K))
	}
	return out
}

// runReduceCase runs every form of op on case c and returns what went
// wrong.
func runReduceCase(dtype nd.DType, c golden.ReduceCase, ops map[string]any) []string {
	extras := reduceExtras(c)
	if c.Error != "" {
		return runReduceError(dtype, c, ops, extras)
	}
	var problems []string
	add := func(form, msg string) {
		if msg != "" {
			problems = append(problems, form+": "+msg)
		}
	}
	input, err := buildReduceInput(dtype, c, false)
	if err != nil {
		return []string{err.Error()}
	}
	before := reduceValues(input)
	f := reflect.ValueOf(ops[c.Op])
	out, msg := callReduce(f, append([]reflect.Value{input}, extras...))
	add(c.Op, msg)
	if msg == "" {
		add(c.Op, compareReduceOut(out, c))
		if !sameValues(before, reduceValues(input)) {
			add(c.Op, "changed its input")
		}
	}
	form := reduceForm(c.Op)
	if form == "reduce" || form == "var" {
		kc := c
		kc.Want.Shape = c.KeepShape
		out, msg := callReduce(reflect.ValueOf(ops[c.Op+"KeepDims"]), append([]reflect.Value{input}, extras...))
		if msg == "" {
			msg = compareReduceOut(out, kc)
		}
		add(c.Op+"KeepDims", msg)
	}
	problems = append(problems, runReduceInto(dtype, c, ops, extras)...)
	return problems
}

// runReduceInto runs OpInto: with a fresh dst of each accepted shape and a
// read-only input, with a read-only dst and a wrongly shaped one, and in
// place where that applies.
func runReduceInto(dtype nd.DType, c golden.ReduceCase, ops map[string]any, extras []reflect.Value) []string {
	var problems []string
	into := reflect.ValueOf(ops[c.Op+"Into"])
	ndst := 1
	if c.Op == "TopK" {
		ndst = 2
	}
	ro, err := buildReduceInput(dtype, c, true)
	if err != nil {
		return []string{err.Error()}
	}
	shapes := [][]int64{c.Want.Shape}
	if c.KeepShape != nil && !slices.Equal(c.KeepShape, c.Want.Shape) {
		shapes = append(shapes, c.KeepShape)
	}
	for _, shape := range shapes {
		dsts := newDsts(into, ndst, shape, false)
		msg := catchPanic(func() { into.Call(append(append(dsts, ro), extras...)) })
		if msg == "" {
			kc := c
			kc.Want.Shape = shape
			msg = compareReduceOut(dsts, kc)
		}
		if msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto (fresh dst %v): %s", c.Op, shape, msg))
		}
	}
	for _, bad := range []struct {
		what     string
		shape    []int64
		readOnly bool
		want     error
	}{
		{"read-only dst", c.Want.Shape, true, nd.ErrReadOnly},
		{"dst of a wrong shape", append(slices.Clone(c.Want.Shape), 2), false, nd.ErrShape},
	} {
		dsts := newDsts(into, ndst, bad.shape, bad.readOnly)
		if msg := expectNdPanic(bad.want, func() { into.Call(append(append(dsts, ro), extras...)) }); msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto (%s %v): %s", c.Op, bad.what, bad.shape, msg))
		}
	}
	if inPlace(dtype, c) {
		arg, err := buildReduceInput(dtype, c, false)
		if err != nil {
			return append(problems, err.Error())
		}
		msg := catchPanic(func() { into.Call(append([]reflect.Value{arg, arg}, extras...)) })
		if msg == "" {
			msg = compareReduceOut([]reflect.Value{arg}, c)
		}
		if msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto in place (dst = the input): %s", c.Op, msg))
		}
	}
	return problems
}

// inPlace reports whether case c runs OpInto with dst the input: the
// scans, softmax and Sort of an input that is a whole array of the
// result's dtype.
func inPlace(dtype nd.DType, c golden.ReduceCase) bool {
	switch c.Op {
	case "CumSum", "CumProd", "Softmax", "LogSoftmax", "Sort":
		return c.View == nil && c.Want.DType == dtype.String()
	}
	return false
}

// runReduceError checks that every form of op panics as case c says.
func runReduceError(dtype nd.DType, c golden.ReduceCase, ops map[string]any, extras []reflect.Value) []string {
	want := map[string]error{"axis": nd.ErrAxisOutOfRange, "argument": nd.ErrArgument}[c.Error]
	if want == nil {
		return []string{fmt.Sprintf("unknown error kind %q", c.Error)}
	}
	input, err := buildReduceInput(dtype, c, false)
	if err != nil {
		return []string{err.Error()}
	}
	var problems []string
	names := []string{c.Op}
	if f := reduceForm(c.Op); f == "reduce" || f == "var" {
		names = append(names, c.Op+"KeepDims")
	}
	for _, name := range names {
		f := reflect.ValueOf(ops[name])
		if msg := expectNdPanic(want, func() { f.Call(append([]reflect.Value{input}, extras...)) }); msg != "" {
			problems = append(problems, name+": "+msg)
		}
	}
	if c.DstShape != nil {
		into := reflect.ValueOf(ops[c.Op+"Into"])
		ndst := map[bool]int{false: 1, true: 2}[c.Op == "TopK"]
		dsts := newDsts(into, ndst, c.DstShape, false)
		if msg := expectNdPanic(want, func() { into.Call(append(append(dsts, input), extras...)) }); msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto (dst %v): %s", c.Op, c.DstShape, msg))
		}
	}
	return problems
}

// expectNdPanic runs f and returns "" if it panicked with an *nd.Error
// wrapping want whose message starts "nd:", else what happened.
func expectNdPanic(want error, f func()) (msg string) {
	defer func() {
		r := recover()
		if r == nil {
			msg = fmt.Sprintf("did not panic, want %v", want)
			return
		}
		e, ok := r.(*nd.Error)
		switch {
		case !ok:
			msg = fmt.Sprintf("panicked with %T %v, want an *nd.Error wrapping %v", r, r, want)
		case !errors.Is(e, want):
			msg = fmt.Sprintf("panicked with %q, which does not wrap %v", e, want)
		case !strings.HasPrefix(e.Error(), "nd:"):
			msg = fmt.Sprintf("panicked with %q, which does not start \"nd:\"", e)
		}
	}()
	f()
	return ""
}

// newDsts makes n arrays of shape of the types of into's first n
// parameters (the dtype packages' New works on a nil receiver), read-only
// if readOnly. TopK's second dst is the indices' (int64).
func newDsts(into reflect.Value, n int, shape []int64, readOnly bool) []reflect.Value {
	out := make([]reflect.Value, n)
	for i := range out {
		typ := into.Type().In(i)
		v := reflect.Zero(typ).MethodByName("New").Call([]reflect.Value{reflect.ValueOf(nd.ShapeOf(shape...))})[0]
		if readOnly {
			v = reflect.ValueOf(ndany.ReadOnly(v.Interface().(nd.AnyArray)))
		}
		out[i] = v
	}
	return out
}

// callReduce calls f and returns its results, or what went wrong (a
// panic, a nil result).
func callReduce(f reflect.Value, args []reflect.Value) ([]reflect.Value, string) {
	var out []reflect.Value
	if msg := catchPanic(func() { out = f.Call(args) }); msg != "" {
		return nil, msg
	}
	for _, o := range out {
		if o.IsNil() {
			return nil, fmt.Sprintf("returned a nil %s", o.Type())
		}
	}
	return out, ""
}

// buildReduceInput makes a case's input array with its view applied,
// read-only if readOnly.
func buildReduceInput(dtype nd.DType, c golden.ReduceCase, readOnly bool) (reflect.Value, error) {
	if dtype.String() != c.Input.DType {
		return reflect.Value{}, fmt.Errorf("input dtype %s in the %s file", c.Input.DType, dtype)
	}
	arg := golden.ComputeArg{ComputeArray: c.Input.ComputeArray, View: c.View}
	if c.Input.Strings == nil {
		return buildArg(dtype, arg, readOnly)
	}
	base := ndany.New(dtype, nd.ShapeOf(c.Input.Shape...))
	copy(base.Storage().([]string), c.Input.Strings)
	v := reflect.ValueOf(base)
	if c.View != nil {
		var err error
		if msg := catchPanic(func() { v, err = applyView(v, c.View) }); msg != "" || err != nil {
			return v, fmt.Errorf("view %s of shape %v: %s%v", describeView(c.View), c.Input.Shape, msg, err)
		}
	}
	if readOnly {
		v = reflect.ValueOf(ndany.ReadOnly(v.Interface().(nd.AnyArray)))
	}
	return v, nil
}

// reduceValues returns an array's values in row-major order ([]float32,
// []string, ...).
func reduceValues(v reflect.Value) any {
	return toSlice(v.Interface().(nd.AnyArray))
}

// sameValues reports whether two results of reduceValues hold the same
// strings or bits (NaNs included).
func sameValues(a, b any) bool {
	if s, ok := a.([]string); ok {
		return slices.Equal(s, b.([]string))
	}
	return slices.Equal(getBits(a), getBits(b))
}
