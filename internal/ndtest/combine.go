package ndtest

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// Combine is a dtype package's combining and splitting ops (its package
// functions of those names).
type Combine[T any, A any] struct {
	Concat  func(int, ...A) (A, error)
	Stack   func(int, ...A) (A, error)
	Unstack func(A, int) ([]A, error)
	Split   func(A, int, int) ([]A, error)
	SplitV  func(A, int, ...int64) ([]A, error)
	Tile    func(A, ...int64) (A, error)
	Repeat  func(A, int, ...int64) (A, error)
	Pad     func(A, [][2]int64, nd.PadMode, T) (A, error)
}

// testCombine checks Concat, Stack, Unstack, Split, SplitV, Tile, Repeat
// and Pad: against NumPy and TensorFlow's error rules (the golden file),
// on every kind of input view; split results as views; nil arrays; shapes
// whose results overflow or do not fit in memory; and results large enough
// for the streaming and parallel copies.
func (x h[T, A]) testCombine(t *testing.T) {
	run(t, "Golden", x.testCombineGolden)
	run(t, "Views", x.testCombineViews)
	run(t, "Nil", x.testCombineNil)
	run(t, "Overflow", x.testCombineOverflow)
	run(t, "Large", x.testCombineLarge)
}

// inputKinds are the layouts the golden inputs are built in; each holds
// the same values.
var inputKinds = []string{"contiguous", "strided", "reversed", "transposed", "read-only"}

// sampledKinds returns the input kinds (inputKinds indices) golden case i
// runs on: all of them in a full dtype; else every fourth case, on one kind
// that rotates from case to case.
func sampledKinds(full bool, i int) []int {
	switch {
	case full:
		return []int{0, 1, 2, 3, 4}
	case i%4 != 0:
		return nil
	}
	return []int{i / 4 % len(inputKinds)}
}

// fullCombineDTypes run every golden case on every kind of input; the
// others a sample.
var fullCombineDTypes = []nd.DType{nd.Float32, nd.Int64, nd.String}

func (x h[T, A]) testCombineGolden(t *testing.T) {
	cases, err := golden.LoadCombine()
	require.NoError(t, err)
	full := slices.Contains(fullCombineDTypes, x.DType)
	const maxReports = 20
	failed, ran := 0, 0
	for i, c := range cases {
		for _, k := range sampledKinds(full, i) {
			ran++
			if msg := x.combineCase(c, k); msg != "" {
				if failed++; failed <= maxReports {
					t.Errorf("combine case %d %q (%s inputs) %s: %s",
						i+1, c.Name, inputKinds[k], caseText(c), msg)
				}
			}
		}
	}
	if failed > maxReports {
		t.Errorf("... and %d more failing combine cases", failed-maxReports)
	}
	t.Logf("ran %d of %d golden combine cases' inputs; %d failed", ran, len(cases), failed)
}

// caseText prints a case's op and arguments.
func caseText(c golden.CombineCase) string {
	return fmt.Sprintf("%s shapes=%v axis=%d n=%d sizes=%v multiples=%v repeats=%v "+
		"paddings=%v mode=%s", c.Op, c.Shapes, c.Axis, c.N, c.Sizes, c.Multiples, c.Repeats, c.Paddings, c.Mode)
}

// combineInput returns an array of the given dims holding vals, built in
// the given kind of layout.
func (x h[T, A]) combineInput(dims []int64, vals []T, kind int) A {
	switch inputKinds[kind] {
	case "strided": // every other element of a larger array, from 1
		big := make([]int64, len(dims))
		idx := make([]nd.Index, len(dims))
		for i, d := range dims {
			big[i], idx[i] = 2*d+1, nd.Slice(1, 1+2*d, 2)
		}
		a := x.New(shape(big...)).Slice(idx...)
		a.Write(vals)
		return a
	case "reversed":
		idx := make([]nd.Index, len(dims))
		for i := range idx {
			idx[i] = nd.Flip()
		}
		a := x.New(shape(dims...)).Slice(idx...)
		a.Write(vals)
		return a
	case "transposed":
		a := x.New(shape(reversed(dims)...)).Transpose()
		a.Write(vals)
		return a
	case "read-only":
		return x.Wrap(shape(dims...), vals).AsReadOnly()
	}
	return x.Wrap(shape(dims...), vals)
}

// combineCase runs one golden case with inputs of the given kind and
// returns what went wrong, or "".
func (x h[T, A]) combineCase(c golden.CombineCase, kind int) string {
	in := make([]A, len(c.Shapes))
	base := 0
	for i, dims := range c.Shapes {
		n := int(sizeOf(dims))
		vals := make([]T, n)
		for j := range vals {
			vals[j] = x.Val(base + j)
		}
		in[i] = x.combineInput(dims, vals, kind)
		base += n
	}
	padValue := x.Val(base)
	want := func(pos []int64) []T {
		out := make([]T, len(pos))
		for i, p := range pos {
			out[i] = padValue
			if p >= 0 {
				out[i] = x.Val(int(p))
			}
		}
		return out
	}
	var outs []A
	var err error
	other := catch(func() { outs, err = x.callCombine(c, in, padValue) })
	switch {
	case other != nil:
		return fmt.Sprintf("panicked: %v", other)
	case c.Error != "":
		return combineError(c, err)
	case err != nil:
		return fmt.Sprintf("error %v, want a result", err)
	}
	if c.Outs == nil {
		c.Outs = []golden.Result{{Shape: c.OutShape, Values: c.Values}}
	}
	if len(outs) != len(c.Outs) {
		return fmt.Sprintf("%d results, want %d", len(outs), len(c.Outs))
	}
	var problems []string
	for i, o := range outs {
		if got := o.Shape().Dims(); !slices.Equal(got, c.Outs[i].Shape) {
			problems = append(problems,
				fmt.Sprintf("result %d has shape %v, want %v", i, got, c.Outs[i].Shape))
			continue
		}
		if got, w := o.ToSlice(), want(c.Outs[i].Values); !slices.EqualFunc(got, w, eq) {
			problems = append(problems, fmt.Sprintf("result %d is %v, want %v", i, got, w))
		}
		if msg := x.combineOwnership(c, o, in); msg != "" {
			problems = append(problems, msg)
		}
	}
	return strings.Join(problems, "; ")
}

// combineError checks the error of a failing case.
func combineError(c golden.CombineCase, err error) string {
	if err == nil {
		return fmt.Sprintf("succeeded, want an error (%s: %s)", c.Error, c.Why)
	}
	sentinel := map[string]error{
		"axis": nd.ErrAxisOutOfRange, "shape": nd.ErrShape, "argument": nd.ErrArgument,
	}[c.Error]
	switch {
	case !errors.Is(err, sentinel):
		return fmt.Sprintf("error %q does not wrap %v (%s)", err, sentinel, c.Why)
	case c.Error == "axis" && !errors.Is(err, nd.ErrArgument):
		return fmt.Sprintf("axis error %q does not wrap nd.ErrArgument", err)
	case !strings.HasPrefix(err.Error(), "nd: "):
		return fmt.Sprintf("error %q does not start with \"nd: \"", err)
	}
	return ""
}

// combineOwnership checks that a split op's result is a view of its input
// (read-only if the input is) and any other op's a new, writable array.
func (x h[T, A]) combineOwnership(c golden.CombineCase, o A, in []A) string {
	split := c.Op == "unstack" || c.Op == "split" || c.Op == "splitv"
	if split {
		switch {
		case o.ReadOnly() != in[0].ReadOnly():
			return fmt.Sprintf("a split view's ReadOnly is %v, the input's %v",
				o.ReadOnly(), in[0].ReadOnly())
		case o.Size() > 0 && !sameStorage(o.Data(), in[0].Data()):
			return "a split result is not a view of its input"
		}
		return ""
	}
	if o.ReadOnly() {
		return "the result is read-only"
	}
	for _, a := range in {
		if o.Size() > 0 && a.Size() > 0 && sameStorage(o.Data(), a.Data()) {
			return "the result shares its input's storage"
		}
	}
	return ""
}

// callCombine runs the case's op.
func (x h[T, A]) callCombine(c golden.CombineCase, in []A, pad T) ([]A, error) {
	one := func(a A, err error) ([]A, error) { return []A{a}, err }
	ops := x.Combine
	switch c.Op {
	case "concat":
		return one(ops.Concat(c.Axis, in...))
	case "stack":
		return one(ops.Stack(c.Axis, in...))
	case "unstack":
		return ops.Unstack(in[0], c.Axis)
	case "split":
		return ops.Split(in[0], c.Axis, c.N)
	case "splitv":
		return ops.SplitV(in[0], c.Axis, c.Sizes...)
	case "tile":
		return one(ops.Tile(in[0], c.Multiples...))
	case "repeat":
		return one(ops.Repeat(in[0], c.Axis, c.Repeats...))
	case "pad":
		mode := map[string]nd.PadMode{
			"constant": nd.PadConstant, "reflect": nd.PadReflect, "symmetric": nd.PadSymmetric,
		}[c.Mode]
		return one(ops.Pad(in[0], c.Paddings, mode, pad))
	}
	return nil, fmt.Errorf("unknown op %q", c.Op)
}

// testCombineViews checks that the split ops' results are views: writes
// through them reach the input, and the input's writes reach them.
func (x h[T, A]) testCombineViews(t *testing.T) {
	a := x.arange(4, 6)
	parts, err := x.Combine.SplitV(a, 1, 1, -1, 2)
	require.NoError(t, err)
	require.Len(t, parts, 3)
	assertDims(t, []int64{4, 3}, parts[1])
	parts[1].SetValue(x.Val(99), 2, 0)
	assert.Equal(t, x.Val(99), a.GetValue(2, 1), "a write through SplitV's view reaches the input")
	rows, err := x.Combine.Unstack(a, 0)
	require.NoError(t, err)
	a.SetValue(x.Val(77), 3, 5)
	assert.Equal(t, x.Val(77), rows[3].GetValue(5), "the input's writes show in Unstack's views")
	halves, err := x.Combine.Split(x.arange(4, 6).Transpose(), -1, 2)
	require.NoError(t, err)
	var pos []int64 // of [:, 2:4] of the transpose
	for i := range int64(6) {
		pos = append(pos, 2*6+i, 3*6+i)
	}
	x.check(t, halves[1], []int64{6, 2}, pos)

	// A result is independent of its inputs.
	b := x.arange(2, 3)
	cat, err := x.Combine.Concat(0, b, b)
	require.NoError(t, err)
	b.SetValue(x.Val(50), 0, 0)
	assert.Equal(t, x.Val(0), cat.GetValue(2, 0), "Concat copies")
	assert.False(t, cat.ReadOnly())
}

// testCombineNil gives every op nil and typed-nil arrays.
func (x h[T, A]) testCombineNil(t *testing.T) {
	var none A // a typed nil *NdArray
	a, ops := x.arange(2, 2), x.Combine
	check := func(err error, op string) {
		t.Helper()
		assert.ErrorIs(t, err, nd.ErrArgument, op)
	}
	_, err := ops.Concat(0, a, none)
	check(err, "Concat")
	_, err = ops.Concat(0)
	check(err, "Concat of nothing")
	_, err = ops.Stack(0, none)
	check(err, "Stack")
	_, err = ops.Stack(0)
	check(err, "Stack of nothing")
	_, err = ops.Unstack(none, 0)
	check(err, "Unstack")
	_, err = ops.Split(none, 0, 1)
	check(err, "Split")
	_, err = ops.SplitV(none, 0, 1)
	check(err, "SplitV")
	_, err = ops.Tile(none)
	check(err, "Tile")
	_, err = ops.Repeat(none, 0, 1)
	check(err, "Repeat")
	_, err = ops.Pad(none, nil, nd.PadConstant, x.zero())
	check(err, "Pad")
	_, err = ops.Pad(a, [][2]int64{{0, 0}, {0, 0}}, nd.PadMode(9), x.zero())
	check(err, "Pad with an unknown mode")
}

// testCombineOverflow checks results whose shapes overflow int64 or whose
// size does not fit in memory: errors wrapping nd.ErrArgument, no panic.
func (x h[T, A]) testCombineOverflow(t *testing.T) {
	huge := x.Wrap(shape(0, 1<<62), nil) // empty, but its dimension is real
	ops := x.Combine
	results := map[string]func() (A, error){
		"Concat":          func() (A, error) { return ops.Concat(1, huge, huge) },
		"Stack":           func() (A, error) { return ops.Stack(0, huge, huge) },
		"Tile overflow":   func() (A, error) { return ops.Tile(huge, 1, 4) },
		"Tile memory":     func() (A, error) { return ops.Tile(x.arange(2), 1<<45) },
		"Repeat overflow": func() (A, error) { return ops.Repeat(huge, 1, 2) },
		"Repeat counts":   func() (A, error) { return ops.Repeat(x.arange(2), 0, math.MaxInt64, 1) },
		"Repeat memory":   func() (A, error) { return ops.Repeat(x.arange(2), 0, 1<<45, 1) },
		"Pad overflow": func() (A, error) {
			return ops.Pad(huge, [][2]int64{{0, 0}, {1 << 62, 0}}, nd.PadConstant, x.zero())
		},
		"Pad memory": func() (A, error) {
			return ops.Pad(x.arange(2), [][2]int64{{1 << 45, 0}}, nd.PadConstant, x.zero())
		},
		"Pad huge symmetric": func() (A, error) {
			return ops.Pad(huge, [][2]int64{{0, 0}, {1 << 62, 0}}, nd.PadSymmetric, x.zero())
		},
	}
	for name, f := range results {
		var err error
		noPanic(t, func() { _, err = f() }, name)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
	}
	splits := map[string]func() ([]A, error){
		"Unstack": func() ([]A, error) { return ops.Unstack(x.Wrap(shape(1<<50, 0), nil), 0) },
		"Split":   func() ([]A, error) { return ops.Split(x.Wrap(shape(0), nil), 0, 1<<50) },
		"SplitV": func() ([]A, error) {
			return ops.SplitV(x.arange(2), 0, math.MaxInt64, math.MaxInt64, 4)
		},
	}
	for name, f := range splits {
		var err error
		noPanic(t, func() { _, err = f() }, name)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
	}
}

// testCombineLarge checks results over move.StreamThreshold (1 MiB), where
// the copies stream, against the same ops on a small scale computed by
// hand: Concat along both axes, Tile, Repeat and mirror Pad of a matrix
// whose rows are larger than a megabyte in all.
func (x h[T, A]) testCombineLarge(t *testing.T) {
	elem := max(x.DType.Size(), 1)
	cols := int64(largeBytes/elem/64 + 5)
	a := x.arange(64, cols)
	row := func(m A, r int64) []T { return m.Get(r).ToSlice() }
	ops := x.Combine

	cat, err := ops.Concat(1, a, a.Slice(nd.All(), nd.Flip()))
	require.NoError(t, err)
	r := row(a, 7)
	assertVals(t, append(slices.Clone(r), reversed(r)...), row(cat, 7), "Concat axis 1")

	cat0, err := ops.Concat(0, a, a)
	require.NoError(t, err)
	assert.True(t, cat0.Slice(nd.Range(64, 128)).Equal(a), "Concat axis 0")

	tiled, err := ops.Tile(a, 3, 2)
	require.NoError(t, err)
	r = row(a, 5)
	assertVals(t, append(slices.Clone(r), r...), row(tiled, 64*2+5), "Tile")

	rep, err := ops.Repeat(a, 0, 2)
	require.NoError(t, err)
	assert.True(t, rep.Slice(nd.Step(2)).Equal(a), "Repeat's even rows")
	assert.True(t, rep.Slice(nd.SliceFromStep(1, 2)).Equal(a), "Repeat's odd rows")

	pad, err := ops.Pad(a, [][2]int64{{3, 2}, {2, 3}}, nd.PadReflect, x.zero())
	require.NoError(t, err)
	r = row(a, 3) // result row 0 mirrors input row 3
	want := slices.Concat([]T{r[2], r[1]}, r, []T{r[cols-2], r[cols-3], r[cols-4]})
	assertVals(t, want, row(pad, 0), "Pad")
	assert.True(t, pad.Slice(nd.Range(3, 67), nd.Range(2, cols+2)).Equal(a), "Pad's interior")
}

// catch runs f and returns what it panicked with, or nil.
func catch(f func()) (panicked any) {
	defer func() { panicked = recover() }()
	f()
	return nil
}

// reversed returns v in reverse order.
func reversed[T any](v []T) []T {
	out := slices.Clone(v)
	slices.Reverse(out)
	return out
}
