package ndtest

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// ComputeExhaustive16 checks every unary op of a 16-bit float dtype
// (nd.Float16 or nd.BFloat16) on all 65536 bit patterns against the
// exhaustive tables (testdata/compute/<dtype>_unary.bin.gz): Op on the
// patterns in order and on them reversed (a negative-stride view), and
// OpInto, when in ops, into a fresh dst. An op of the tables that is
// neither in ops nor in skip fails the test.
func ComputeExhaustive16(t *testing.T, dtype nd.DType, ops map[string]any, skip ...string) {
	t.Helper()
	computeExhaustive16(t, dtype, ops, skip)
}

func computeExhaustive16(t computeReporter, dtype nd.DType, ops map[string]any, skip []string) {
	t.Helper()
	tables, err := golden.ComputeExhaustive(dtype.String())
	if err != nil {
		t.Fatalf("%v", err)
		return
	}
	const n = 1 << 16
	patterns := make([]uint64, n)
	for i := range patterns {
		patterns[i] = uint64(i)
	}
	in := ndany.New(dtype, nd.ShapeOf(n))
	setBits(in.Storage(), patterns)
	reversed := reflect.ValueOf(in).MethodByName("Slice").Call([]reflect.Value{reflect.ValueOf(nd.Step(-1))})[0]
	var missing, ran []string
	for _, tb := range tables {
		fn, ok := ops[tb.Op]
		if !ok {
			if !slices.Contains(skip, tb.Op) {
				missing = append(missing, tb.Op)
			}
			continue
		}
		ran = append(ran, tb.Op)
		f := reflect.ValueOf(fn)
		if f.Kind() != reflect.Func || f.Type().NumIn() != 1 {
			t.Errorf("%s %s: ops[%q] is a %T, want a unary func", tb.Op, dtype, tb.Op, fn)
			continue
		}
		got, msg := callOp(f, []reflect.Value{reflect.ValueOf(in)})
		if msg == "" {
			msg = exhaustiveCompare(got, tb, dtype.String(), false)
		}
		if msg != "" {
			t.Errorf("%s %s (all 65536 inputs): %s", tb.Op, dtype, msg)
		}
		got, msg = callOp(f, []reflect.Value{reversed})
		if msg == "" {
			msg = exhaustiveCompare(got, tb, dtype.String(), true)
		}
		if msg != "" {
			t.Errorf("%s %s (all 65536 inputs, reversed view): %s", tb.Op, dtype, msg)
		}
		into, ok := ops[tb.Op+"Into"]
		if !ok {
			continue
		}
		rdt, err := dtypeNamed(tb.DType)
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		dst := ndany.New(rdt, nd.ShapeOf(n))
		msg = callInto(reflect.ValueOf(into), reflect.ValueOf(dst), []reflect.Value{reflect.ValueOf(in)})
		if msg == "" {
			msg = exhaustiveCompare(dst, tb, dtype.String(), false)
		}
		if msg != "" {
			t.Errorf("%sInto %s (all 65536 inputs): %s", tb.Op, dtype, msg)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%s: exhaustive ops neither in ops nor in skip: %s", dtype, strings.Join(missing, " "))
	}
	t.Logf("%s: checked %d unary ops on all 16-bit patterns: %s", dtype, len(ran), strings.Join(ran, " "))
}

// exhaustiveCompare checks got (the result for the inputs 0..65535 of
// dtype in, or for them reversed) against the table and names the first
// mismatches.
func exhaustiveCompare(got nd.AnyArray, tb golden.ExhaustiveTable, in string, reversed bool) string {
	if got.DType().String() != tb.DType {
		return fmt.Sprintf("dtype %s, want %s", got.DType(), tb.DType)
	}
	if dims := got.Shape().Dims(); !slices.Equal(dims, []int64{int64(len(tb.Bits))}) {
		return fmt.Sprintf("shape %v, want [%d]", dims, len(tb.Bits))
	}
	bits := getBits(toSlice(got))
	var bad []string
	count := 0
	for i, g := range bits {
		x := i
		if reversed {
			x = len(bits) - 1 - i
		}
		w := tb.Bits[x]
		if matchElement(tb.DType, []uint64{g}, []uint64{w}, tb.ULP) {
			continue
		}
		count++
		if count <= maxComputeMismatches {
			bad = append(bad, fmt.Sprintf("input %s: got %s, want %s", formatElement(in, []uint64{uint64(x)}),
				formatElement(tb.DType, []uint64{g}), formatElement(tb.DType, []uint64{w})))
		}
	}
	if count == 0 {
		return ""
	}
	return fmt.Sprintf("%d of %d differ (ulp %d):\n    %s", count, len(bits), tb.ULP, strings.Join(bad, "\n    "))
}
