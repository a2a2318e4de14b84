package ndtest

import (
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// compareReduceOut checks an op's results (TopK: values and indices)
// against case c and returns what differs.
func compareReduceOut(outs []reflect.Value, c golden.ReduceCase) string {
	got, ok := outs[0].Interface().(nd.AnyArray)
	if !ok {
		return fmt.Sprintf("result is a %s, not an array", outs[0].Type())
	}
	msg := compareReduceArray(got, c.Want, c, false)
	if c.Op != "TopK" || len(outs) < 2 {
		return msg
	}
	idx, ok := outs[1].Interface().(nd.AnyArray)
	if !ok {
		return fmt.Sprintf("indices are a %s, not an array", outs[1].Type())
	}
	want := golden.ReduceArray{ComputeArray: c.WantIndex}
	want.Shape = c.Want.Shape
	if m := compareReduceArray(idx, want, c, true); m != "" {
		msg = strings.TrimSpace(msg + "\n    indices: " + m)
	}
	return msg
}

// compareReduceArray checks got's dtype, shape and values against want
// under case c's rule (index: TopK's indices, compared exactly) and
// returns what differs, naming the first mismatching elements.
func compareReduceArray(got nd.AnyArray, want golden.ReduceArray, c golden.ReduceCase, index bool) string {
	if got.DType().String() != want.DType {
		return fmt.Sprintf("dtype %s, want %s", got.DType(), want.DType)
	}
	if dims := got.Shape().Dims(); !slices.Equal(dims, want.Shape) && !(len(dims) == 0 && len(want.Shape) == 0) {
		return fmt.Sprintf("shape %v, want %v", dims, want.Shape)
	}
	var bad []string
	n := 0
	report := func(i int, g, w string) {
		n++
		if n <= maxComputeMismatches {
			bad = append(bad, fmt.Sprintf("at %v: got %s, want %s", coords(i, want.Shape), g, w))
		}
	}
	if want.Strings != nil {
		for i, g := range toSlice(got).([]string) {
			if g != want.Strings[i] {
				report(i, fmt.Sprintf("%q", g), fmt.Sprintf("%q", want.Strings[i]))
			}
		}
	} else {
		bits := getBits(toSlice(got))
		w := words(want.DType)
		for i := 0; i*w < len(want.Bits); i++ {
			g, wt := bits[i*w:(i+1)*w], want.Bits[i*w:(i+1)*w]
			if index || reduceMatch(c, want.DType, i, g, wt) {
				if !index || g[0] == wt[0] {
					continue
				}
			}
			report(i, formatElement(want.DType, g), formatElement(want.DType, wt)+refNote(c, want.DType, i, index))
		}
	}
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d elements differ (%s):\n    %s", n, want.Size(), reduceRule(c, index),
		strings.Join(bad, "\n    "))
}

// reduceMatch is the golden rule for element i (its words) of a result of
// dtype: the same bits, or within c.ULP; a zero of either sign for Min,
// Max and Sort; or, where the element has a tolerance, a finite value
// within max(|want - ref|, tol) of ref, part by part.
func reduceMatch(c golden.ReduceCase, dtype string, i int, got, want []uint64) bool {
	f, isFloat := formatOf(dtype)
	if !isFloat {
		return got[0] == want[0]
	}
	if matchElement(dtype, got, want, c.ULP) {
		return true
	}
	if len(want) == 1 && anySignZero(c.Op) && got[0]&^f.sign() == 0 && want[0]&^f.sign() == 0 {
		return true
	}
	if c.Tol == nil || c.Tol[i] == 0 {
		return false
	}
	ref := c.Ref[i*len(want) : (i+1)*len(want)]
	for k := range want {
		if !withinRef(f, got[k], want[k], ref[k], c.Tol[i]) {
			return false
		}
	}
	return true
}

// anySignZero reports whether op's zero results match either zero.
func anySignZero(op string) bool { return op == "Min" || op == "Max" || op == "Sort" }

// withinRef: got is want, or finite and at most max(|want - ref|, tol)
// from ref (only tol when want is not finite); ref is finite.
func withinRef(f floatFmt, got, want, ref uint64, tol float64) bool {
	if got == want {
		return true
	}
	if f.isNaN(got) || f.isInf(got) {
		return false
	}
	g, r := f.value(got), f.value(ref)
	allowed := tol
	if !f.isNaN(want) && !f.isInf(want) {
		allowed = max(allowed, math.Abs(f.value(want)-r))
	}
	return math.Abs(g-r) <= allowed
}

// refNote prints element i's reference and tolerance, if it has them.
func refNote(c golden.ReduceCase, dtype string, i int, index bool) string {
	if index || c.Tol == nil || c.Tol[i] == 0 {
		return ""
	}
	w := words(dtype)
	return fmt.Sprintf(" (accurate %s, tolerance %g)", formatElement(dtype, c.Ref[i*w:(i+1)*w]), c.Tol[i])
}

// reduceRule names the comparison a failing case used.
func reduceRule(c golden.ReduceCase, index bool) string {
	switch {
	case index:
		return "indices, exact"
	case c.Exact:
		return "exact: NumPy's pairwise sum"
	case c.Tol != nil:
		return fmt.Sprintf("ulp %d or within the tolerance of the accurate result", c.ULP)
	}
	return fmt.Sprintf("ulp %d", c.ULP)
}

// describeReduceCase prints a case's input and arguments.
func describeReduceCase(c golden.ReduceCase) string {
	s := fmt.Sprintf("%s%v", c.Input.DType, c.Input.Shape)
	if c.View != nil {
		s += " viewed " + describeView(c.View)
	}
	switch reduceForm(c.Op) {
	case "var":
		s += fmt.Sprintf("; ddof %d", c.DDof)
		fallthrough
	case "reduce":
		if c.Axes == nil {
			s += "; all axes"
		} else {
			s += fmt.Sprintf("; axes %v", c.Axes)
		}
	case "axis":
		s += fmt.Sprintf("; axis %d", c.Axis)
	case "topk":
		s += fmt.Sprintf("; k %d", c.K)
	}
	if c.Error != "" {
		s += "; want error " + c.Error
	}
	return s
}
