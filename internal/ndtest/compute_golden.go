package ndtest

import (
	"fmt"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// computeReporter is the part of *testing.T the compute drivers use, so that
// their own test can watch them fail.
type computeReporter interface {
	Helper()
	Errorf(format string, args ...any)
	Logf(format string, args ...any)
	Fatalf(format string, args ...any)
}

// maxComputeReports is how many failing cases per op are reported, and
// maxComputeMismatches how many elements per failure.
const (
	maxComputeReports    = 10
	maxComputeMismatches = 5
)

// ComputeGolden runs the NumPy golden cases of the elementwise ops of
// dtype (testdata/compute/<dtype>.jsonl.gz, written by
// testdata/gen_compute_golden.py) on the functions in ops: "Add" maps to
// the package's Add (ndfloat32.Add), "AddInto" to its AddInto. Each case
// builds its arguments (views applied: Slice, Transpose, BroadcastTo),
// calls Op and compares the result's dtype, shape and values with NumPy's
// (bit-exact or within the case's ULP); then, when OpInto is in ops, calls
// it with a fresh dst and read-only inputs, and in place (dst the very
// argument) for each argument that is a whole array of the result's dtype
// and shape.
//
// An op of the file that is neither in ops nor in skip fails the test, so
// a missing op is noticed; skip names the ops deliberately left out. Under
// the race detector only every 8th random case runs.
func ComputeGolden(t *testing.T, dtype nd.DType, ops map[string]any, skip ...string) {
	t.Helper()
	computeGolden(t, dtype, ops, skip)
}

func computeGolden(t computeReporter, dtype nd.DType, ops map[string]any, skip []string) {
	t.Helper()
	cases, err := golden.ComputeCases(dtype.String())
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	missing := map[string]int{}
	skipped, sampled := 0, 0
	ran := map[string]int{}
	failures := map[string]int{}
	for _, c := range cases {
		fn, ok := ops[c.Op]
		if !ok {
			if slices.Contains(skip, c.Op) {
				skipped++
			} else {
				missing[c.Op]++
			}
			continue
		}
		if computeRace && c.Random && c.Line%8 != 0 {
			sampled++
			continue
		}
		ran[c.Op]++
		problems := runComputeCase(dtype, c, fn, ops[c.Op+"Into"])
		if len(problems) == 0 {
			continue
		}
		failures[c.Op]++
		switch n := failures[c.Op]; {
		case n <= maxComputeReports:
			t.Errorf("%s %s case %q (line %d): %s\n  inputs: %s", c.Op, dtype, c.Name, c.Line,
				strings.Join(problems, "\n  "), describeArgs(c))
		case n == maxComputeReports+1:
			t.Errorf("%s %s: more failing cases not reported", c.Op, dtype)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s: golden ops neither in ops nor in skip (cases): %s", dtype, countList(missing))
	}
	t.Logf("%s: ran %d golden compute cases of %d ops (%s); %d skipped (skip list), %d sampled out (race); failing: %s",
		dtype, sum(ran), len(ran), countList(ran), skipped, sampled, countList(failures))
}

// runComputeCase runs one case: Op, then OpInto with a fresh dst and in
// place where into is not nil. It returns what went wrong.
func runComputeCase(dtype nd.DType, c golden.ComputeCase, fn, into any) []string {
	var problems []string
	args, err := computeArgs(dtype, c, false)
	if err != nil {
		return []string{err.Error()}
	}
	f := reflect.ValueOf(fn)
	if f.Kind() != reflect.Func || f.Type().NumIn() != len(args) || f.Type().NumOut() != 1 {
		return []string{fmt.Sprintf("ops[%q] is a %T, want a func of %d arguments and one result", c.Op, fn, len(args))}
	}
	got, msg := callOp(f, args)
	if msg == "" {
		msg = compareResult(got, c)
	}
	if msg != "" {
		problems = append(problems, c.Op+": "+msg)
	}
	if into == nil {
		return problems
	}
	fi := reflect.ValueOf(into)
	if fi.Kind() != reflect.Func || fi.Type().NumIn() != len(args)+1 {
		return append(problems, fmt.Sprintf("ops[%q] is a %T, want a func of %d arguments", c.Op+"Into", into, len(args)+1))
	}
	wantDT, err := dtypeNamed(c.Want.DType)
	if err != nil {
		return append(problems, err.Error())
	}
	// A fresh dst, the inputs read-only.
	ro, err := computeArgs(dtype, c, true)
	if err != nil {
		return append(problems, err.Error())
	}
	dst := ndany.New(wantDT, nd.ShapeOf(c.Want.Shape...))
	if msg := callInto(fi, reflect.ValueOf(dst), ro); msg != "" {
		problems = append(problems, c.Op+"Into: "+msg)
	} else if msg := compareResult(dst, c); msg != "" {
		problems = append(problems, c.Op+"Into (fresh dst): "+msg)
	}
	// In place: dst is argument i itself.
	for i, a := range c.Args {
		if a.Scalar != nil || a.View != nil || a.DType != c.Want.DType || !slices.Equal(a.Shape, c.Want.Shape) {
			continue
		}
		args, err := computeArgs(dtype, c, false)
		if err != nil {
			return append(problems, err.Error())
		}
		if msg := callInto(fi, args[i], args); msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto in place (dst = argument %d): %s", c.Op, i, msg))
		} else if msg := compareResult(args[i].Interface().(nd.AnyArray), c); msg != "" {
			problems = append(problems, fmt.Sprintf("%sInto in place (dst = argument %d): %s", c.Op, i, msg))
		}
	}
	return problems
}

// callOp calls f and returns its result as an nd.AnyArray, or what went
// wrong (a panic, a nil result).
func callOp(f reflect.Value, args []reflect.Value) (nd.AnyArray, string) {
	var out []reflect.Value
	if msg := catchPanic(func() { out = f.Call(args) }); msg != "" {
		return nil, msg
	}
	a, ok := out[0].Interface().(nd.AnyArray)
	if !ok || out[0].IsNil() {
		return nil, fmt.Sprintf("returned %v (%s), want an array", out[0], out[0].Type())
	}
	return a, ""
}

// callInto calls f(dst, args...) and returns what went wrong.
func callInto(f, dst reflect.Value, args []reflect.Value) string {
	return catchPanic(func() { f.Call(append([]reflect.Value{dst}, args...)) })
}

// catchPanic runs f and returns its panic, printed, or "".
func catchPanic(f func()) (msg string) {
	defer func() {
		if r := recover(); r != nil {
			msg = fmt.Sprintf("panicked: %v", r)
		}
	}()
	f()
	return ""
}

// compareResult checks got's dtype, shape and values against c.Want and
// returns what differs, naming the first mismatching elements.
func compareResult(got nd.AnyArray, c golden.ComputeCase) string {
	want := c.Want
	if got.DType().String() != want.DType {
		return fmt.Sprintf("dtype %s, want %s", got.DType(), want.DType)
	}
	if dims := got.Shape().Dims(); !slices.Equal(dims, want.Shape) && !(len(dims) == 0 && len(want.Shape) == 0) {
		return fmt.Sprintf("shape %v, want %v", dims, want.Shape)
	}
	bits := getBits(toSlice(got))
	w := words(want.DType)
	var bad []string
	n := 0
	for i := 0; i*w < len(want.Bits); i++ {
		g, wt := bits[i*w:(i+1)*w], want.Bits[i*w:(i+1)*w]
		if matchElement(want.DType, g, wt, c.ULP) {
			continue
		}
		n++
		if n <= maxComputeMismatches {
			bad = append(bad, fmt.Sprintf("at %v (inputs %s): got %s, want %s", coords(i, want.Shape),
				inputsAt(c, i), formatElement(want.DType, g), formatElement(want.DType, wt)))
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d elements differ (ulp %d):\n    %s", n, want.Size(), c.ULP, strings.Join(bad, "\n    "))
}

// toSlice returns a's elements in row-major order ([]float32, ...).
func toSlice(a nd.AnyArray) any {
	return reflect.ValueOf(a).MethodByName("ToSlice").Call(nil)[0].Interface()
}

// coords turns a row-major position into coordinates of shape.
func coords(i int, shape []int64) []int64 {
	c := make([]int64, len(shape))
	for k := len(shape) - 1; k >= 0; k-- {
		c[k] = int64(i) % shape[k]
		i /= int(shape[k])
	}
	return c
}

// describeArgs prints a case's arguments: shape, view, scalar values.
func describeArgs(c golden.ComputeCase) string {
	parts := make([]string, len(c.Args))
	for i, a := range c.Args {
		switch {
		case a.Scalar != nil:
			parts[i] = "scalar " + formatElement(c.Args[0].DType, a.Scalar)
		case a.View != nil:
			parts[i] = fmt.Sprintf("%s%v viewed %s", a.DType, a.Shape, describeView(a.View))
		default:
			parts[i] = fmt.Sprintf("%s%v", a.DType, a.Shape)
		}
	}
	return strings.Join(parts, "; ")
}

func describeView(v *golden.ComputeView) string {
	var s []string
	if v.Slice != "" {
		s = append(s, "["+v.Slice+"]")
	}
	if v.Transpose != nil {
		s = append(s, fmt.Sprintf(".Transpose%v", v.Transpose))
	}
	if v.Broadcast != nil {
		s = append(s, fmt.Sprintf(".BroadcastTo%v", v.Broadcast))
	}
	return strings.Join(s, "")
}

// inputsAt prints the input elements that make result element i (row-major
// in c.Want's shape), found by applying each argument's view in Go to
// its base values (broadcasting as NumPy).
func inputsAt(c golden.ComputeCase, i int) string {
	out := coords(i, c.Want.Shape)
	var parts []string
	for _, a := range c.Args {
		if a.Scalar != nil {
			parts = append(parts, formatElement(c.Args[0].DType, a.Scalar))
			continue
		}
		dt, err := dtypeNamed(a.DType)
		if err != nil {
			return err.Error()
		}
		v, err := buildArg(dt, a, false)
		if err != nil {
			return err.Error()
		}
		arr := v.Interface().(nd.AnyArray)
		shape := arr.Shape().Dims()
		bits := getBits(toSlice(arr))
		pos := 0
		for k, d := range shape {
			x := int64(0)
			if d != 1 {
				x = out[len(out)-len(shape)+k]
			}
			pos = pos*int(d) + int(x)
		}
		w := words(a.DType)
		if (pos+1)*w > len(bits) {
			parts = append(parts, "?")
			continue
		}
		parts = append(parts, formatElement(a.DType, bits[pos*w:(pos+1)*w]))
	}
	return strings.Join(parts, ", ")
}

// computeArgs builds a case's arguments as reflect values: arrays (views
// applied, read-only when readOnly) and T-typed scalars.
func computeArgs(dtype nd.DType, c golden.ComputeCase, readOnly bool) ([]reflect.Value, error) {
	args := make([]reflect.Value, len(c.Args))
	for i, a := range c.Args {
		if a.Scalar != nil {
			s := reflect.MakeSlice(reflect.SliceOf(ndany.GoType(dtype)), 1, 1)
			setBits(s.Interface(), a.Scalar)
			args[i] = s.Index(0)
			continue
		}
		dt, err := dtypeNamed(a.DType)
		if err != nil {
			return nil, err
		}
		if args[i], err = buildArg(dt, a, readOnly); err != nil {
			return nil, fmt.Errorf("argument %d: %w", i, err)
		}
	}
	return args, nil
}

// buildArg makes an argument's base array with its values and applies its
// view through the array's own methods.
func buildArg(dt nd.DType, a golden.ComputeArg, readOnly bool) (v reflect.Value, err error) {
	base := ndany.New(dt, nd.ShapeOf(a.Shape...))
	setBits(base.Storage(), a.Bits)
	v = reflect.ValueOf(base)
	if a.View != nil {
		if msg := catchPanic(func() { v, err = applyView(v, a.View) }); msg != "" {
			return v, fmt.Errorf("view %s of shape %v: %s", describeView(a.View), a.Shape, msg)
		}
		if err != nil {
			return v, err
		}
	}
	if readOnly {
		v = reflect.ValueOf(ndany.ReadOnly(v.Interface().(nd.AnyArray)))
	}
	return v, nil
}

func applyView(v reflect.Value, view *golden.ComputeView) (reflect.Value, error) {
	if view.Slice != "" {
		idx, err := nd.ParseIndices(view.Slice)
		if err != nil {
			return v, err
		}
		in := make([]reflect.Value, len(idx))
		for i, x := range idx {
			in[i] = reflect.ValueOf(&x).Elem()
		}
		v = v.MethodByName("Slice").Call(in)[0]
	}
	if view.Transpose != nil {
		in := make([]reflect.Value, len(view.Transpose))
		for i, p := range view.Transpose {
			in[i] = reflect.ValueOf(p)
		}
		v = v.MethodByName("Transpose").Call(in)[0]
	}
	if view.Broadcast != nil {
		v = v.MethodByName("BroadcastTo").Call([]reflect.Value{reflect.ValueOf(nd.ShapeOf(view.Broadcast...))})[0]
	}
	return v, nil
}

// dtypeNamed returns the library dtype of a name ("float32").
func dtypeNamed(name string) (nd.DType, error) {
	for _, dt := range ndany.DTypes() {
		if dt.String() == name {
			return dt, nil
		}
	}
	return 0, fmt.Errorf("no library dtype %q", name)
}

// countList prints counts by name, sorted: "Add=9 Sub=9", or "none".
func countList(m map[string]int) string {
	if len(m) == 0 {
		return "none"
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for i, k := range keys {
		keys[i] = fmt.Sprintf("%s=%d", k, m[k])
	}
	return strings.Join(keys, " ")
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}
