package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndint64"
)

// Masking is a dtype package's masking ops (its package functions of
// those names).
type Masking[A any] struct {
	BooleanMask func(A, nd.Bools, int) (A, error)
	Where       func(nd.Bools, A, A) (A, error)
	ArgWhere    func(A) (*ndint64.NdArray, error)
}

// RunMasking checks BooleanMask, Where and ArgWhere: against NumPy with
// TensorFlow's errors (testdata/mask_golden.json) and TensorFlow's own
// test cases (testdata/tf/mask_cases.json), on every kind of input view
// and mask layout; errors for nil arrays and for results that overflow;
// and the bulk paths on larger arrays. The golden cases run in full for
// float32, int64 and string, sampled for the other dtypes.
func RunMasking[T any, A nd.Array[T, A]](t *testing.T, s Suite[T, A], ops Masking[A]) {
	x := masker[T, A]{h[T, A]{s}, ops}
	run(t, "Golden", func(t *testing.T) { x.testMaskFile(t, golden.MaskFile) })
	run(t, "TensorFlow", func(t *testing.T) { x.testMaskFile(t, golden.MaskTFFile) })
	run(t, "Nil", x.testMaskNil)
	run(t, "Errors", x.testMaskErrors)
	run(t, "Broadcast", x.testWhereBroadcastViews)
	run(t, "Overflow", x.testWhereOverflow)
	run(t, "Large", x.testMaskLarge)
}

type masker[T any, A nd.Array[T, A]] struct {
	h[T, A]
	ops Masking[A]
}

// maskKinds are the layouts a mask or condition is built in.
var maskKinds = []string{"contiguous", "reversed", "read-only", "table"}

// boolInput returns a bool array of the given dims holding bits (row-major),
// built in the given kind of layout.
func boolInput(dims []int64, bits []int, kind int) *ndbool.NdArray {
	v := make([]bool, len(bits))
	for i, b := range bits {
		v[i] = b != 0
	}
	switch maskKinds[kind] {
	case "reversed":
		a := ndbool.New(nd.ShapeOf(dims...)).Flip()
		a.Write(v)
		return a
	case "read-only":
		return ndbool.Wrap(nd.ShapeOf(dims...), v).AsReadOnly()
	case "table":
		if len(dims) > 0 && dims[0] > 0 {
			seq := make([]int64, dims[0])
			for i := range seq {
				seq[i] = dims[0] - 1 - int64(i)
			}
			a := ndbool.New(nd.ShapeOf(dims...)).Slice(nd.Seq(seq...))
			a.Write(v)
			return a
		}
	}
	return ndbool.Wrap(nd.ShapeOf(dims...), v)
}

func (x masker[T, A]) testMaskFile(t *testing.T, path string) {
	cases, err := golden.LoadMask(path)
	require.NoError(t, err)
	full := slices.Contains(fullCombineDTypes, x.DType)
	const maxReports = 20
	failed, ran := 0, 0
	for i, c := range cases {
		for _, k := range sampledKinds(full, i) {
			ran++
			if msg := x.maskCase(c, k); msg != "" {
				if failed++; failed <= maxReports {
					t.Errorf("%s case %d %s (%s inputs) %+v: %s", path, i+1, c.Source, inputKinds[k], c, msg)
				}
			}
		}
	}
	if failed > maxReports {
		t.Errorf("... and %d more failing cases", failed-maxReports)
	}
	t.Logf("ran %d inputs of %d cases of %s; %d failed", ran, len(cases), path, failed)
}

// maskCase runs one case with inputs of the given kind (an inputKinds
// index; the mask's kind follows it) and returns what went wrong, or "".
func (x masker[T, A]) maskCase(c golden.MaskCase, kind int) string {
	var out A
	var coords *ndint64.NdArray
	var err error
	other := catch(func() {
		switch c.Op {
		case "boolean_mask":
			a := x.combineInput(c.Shape, x.iota(int(sizeOf(c.Shape))), kind)
			out, err = x.ops.BooleanMask(a, boolInput(c.MaskShape, c.Mask, kind%len(maskKinds)), c.Axis)
		case "where":
			nx := int(sizeOf(c.XShape))
			ys := make([]T, sizeOf(c.YShape))
			for i := range ys {
				ys[i] = x.Val(nx + i)
			}
			cond := boolInput(c.CondShape, c.Cond, kind%len(maskKinds))
			out, err = x.ops.Where(cond, x.combineInput(c.XShape, x.iota(nx), kind),
				x.combineInput(c.YShape, ys, (kind+1)%len(inputKinds)))
		case "argwhere":
			v := make([]T, len(c.Nonzero))
			for i, b := range c.Nonzero {
				v[i] = x.zero()
				if b != 0 {
					v[i] = x.Val(i)
					if eq(v[i], x.zero()) {
						v[i] = x.nonzero()
					}
				}
			}
			coords, err = x.ops.ArgWhere(x.combineInput(c.Shape, v, kind))
		}
	})
	switch {
	case other != nil:
		return fmt.Sprintf("panicked: %v", other)
	case c.Error != "":
		return wantKind(err, c.Error)
	case err != nil:
		return fmt.Sprintf("unexpected error %v", err)
	case c.Op == "argwhere":
		if !slices.Equal(coords.Shape().Dims(), c.OutShape) {
			return fmt.Sprintf("shape %v, want %v", coords.Shape(), c.OutShape)
		}
		if got := coords.ToSlice(); !slices.Equal(got, c.Values) && len(got)+len(c.Values) > 0 {
			return fmt.Sprintf("coordinates %v, want %v", got, c.Values)
		}
		return ""
	}
	if !slices.Equal(out.Shape().Dims(), c.OutShape) {
		return fmt.Sprintf("shape %v, want %v", out.Shape(), c.OutShape)
	}
	if out.ReadOnly() {
		return "the result is read-only"
	}
	if got, want := out.ToSlice(), x.at(c.Values); !slices.EqualFunc(got, want, eq) {
		return fmt.Sprintf("values %v, want %v", got, want)
	}
	return ""
}

// wantKind returns "" if err wraps the nd sentinel of the given kind,
// else what is wrong.
func wantKind(err error, kind string) string {
	sentinel := map[string]error{"shape": nd.ErrShape, "argument": nd.ErrArgument}[kind]
	if err == nil || !errors.Is(err, sentinel) {
		return fmt.Sprintf("error %v, want one wrapping %v", err, sentinel)
	}
	return ""
}

func (x masker[T, A]) testMaskNil(t *testing.T) {
	var nilA A
	a := x.arange(2, 3)
	m := ndbool.Vector(true, false)
	var nilMask *ndbool.NdArray
	for name, f := range map[string]func() error{
		"BooleanMask(nil, mask)": func() error {
			_, err := x.ops.BooleanMask(nilA, m, 0)
			return err
		},
		"BooleanMask(a, nil)": func() error { _, err := x.ops.BooleanMask(a, nil, 0); return err },
		"BooleanMask(a, typed nil)": func() error {
			_, err := x.ops.BooleanMask(a, nilMask, 0)
			return err
		},
		"Where(nil, a, a)":       func() error { _, err := x.ops.Where(nil, a, a); return err },
		"Where(typed nil, a, a)": func() error { _, err := x.ops.Where(nilMask, a, a); return err },
		"Where(cond, nil, a)":    func() error { _, err := x.ops.Where(m, nilA, a); return err },
		"Where(cond, a, nil)":    func() error { _, err := x.ops.Where(m, a, nilA); return err },
		"ArgWhere(nil)":          func() error { _, err := x.ops.ArgWhere(nilA); return err },
	} {
		var err error
		noPanic(t, func() { err = f() }, name)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
		assert.ErrorContains(t, err, "nil array", name)
	}
}

// testMaskErrors checks TensorFlow's error texts.
func (x masker[T, A]) testMaskErrors(t *testing.T) {
	a := x.arange(2, 3)
	_, err := x.ops.BooleanMask(a, ndbool.Scalar(true), 0)
	assert.ErrorContains(t, err, "mask cannot be scalar.")
	assert.ErrorIs(t, err, nd.ErrArgument)
	_, err = x.ops.BooleanMask(a, ndbool.Vector(true, false, true), 0)
	assert.ErrorContains(t, err, "BooleanMask: Shapes (2,) and (3,) are incompatible")
	assert.ErrorIs(t, err, nd.ErrShape)
	_, err = x.ops.BooleanMask(a, ndbool.Vector(true, false, true), -1)
	assert.ErrorContains(t, err, "Shapes () and (3,) are incompatible",
		"axis -1 is TensorFlow's empty slice")
	_, err = x.ops.Where(ndbool.Vector(true, false), x.arange(3), x.arange(2, 3))
	assert.ErrorContains(t, err, "condition [2], then [3], and else [2,3] must be broadcastable")
	assert.ErrorIs(t, err, nd.ErrShape)
}

// testWhereBroadcastViews gives Where zero-stride operands (BroadcastTo
// views) and a condition that is one per row, a column, or a scalar.
func (x masker[T, A]) testWhereBroadcastViews(t *testing.T) {
	xs, ys := x.arange(1, 4).BroadcastTo(shape(3, 4)), x.Wrap(shape(3, 1), x.vals(20, 21, 22))
	for _, c := range []struct {
		cond *ndbool.NdArray
		want []int
	}{
		{ndbool.Scalar(true), []int{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}},
		{ndbool.Wrap(shape(3, 1), []bool{true, false, true}),
			[]int{0, 1, 2, 3, 21, 21, 21, 21, 0, 1, 2, 3}},
		{ndbool.Vector(false, true, true, false), []int{20, 1, 2, 20, 21, 1, 2, 21, 22, 1, 2, 22}},
		{ndbool.Vector(true).BroadcastTo(shape(3, 4)), []int{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}},
	} {
		out, err := x.ops.Where(c.cond, xs, ys)
		require.NoError(t, err)
		assertDims(t, []int64{3, 4}, out)
		assertVals(t, x.vals(c.want...), out.ToSlice(), c.cond)
	}
}

// testWhereOverflow broadcasts zero-stride views to results that overflow
// int64 or memory: errors, no panic, no allocation attempt.
func (x masker[T, A]) testWhereOverflow(t *testing.T) {
	v := x.Scalar(x.Val(1))
	for _, d := range []int64{1 << 31, 1 << 40} {
		col, row := v.BroadcastTo(shape(d, 1)), v.BroadcastTo(shape(1, d))
		var err error
		noPanic(t, func() { _, err = x.ops.Where(ndbool.Scalar(true), col, row) }, d)
		assert.ErrorIs(t, err, nd.ErrArgument, d)
	}
}

// testMaskLarge masks rows of arrays large enough for the streaming bulk
// copies, contiguous and strided, against an element-by-element reference.
func (x masker[T, A]) testMaskLarge(t *testing.T) {
	const rows, cols = 300, 1100
	base := x.arange(rows, cols)
	bits := make([]bool, rows)
	for i := range bits {
		bits[i] = i%3 != 1 && i%7 != 0
	}
	for name, a := range map[string]A{
		"contiguous": base, "flipped": base.Flip(0), "transposed": x.arange(cols, rows).Transpose(),
		"strided": base.Slice(nd.All(), nd.Step(2)),
	} {
		out, err := x.ops.BooleanMask(a, ndbool.Vector(bits...), 0)
		require.NoError(t, err, name)
		var want []T
		for i, b := range bits {
			if b {
				want = append(want, x.ref(a.Get(int64(i)))...)
			}
		}
		assertVals(t, want, out.ToSlice(), name)
		col, err := x.ops.BooleanMask(a.Transpose(), ndbool.Vector(bits...), 1)
		require.NoError(t, err, name)
		assertVals(t, want, x.ref(col.Transpose()), name+" along axis 1")
	}
}
