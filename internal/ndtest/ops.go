package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// testOps checks StridedSlice, SliceExpr, GatherNd, GatherNdInto and Gather
// against TensorFlow's own cases (testdata/tf), against the NumPy-computed
// golden files (testdata/*_golden.json) and by hand. The golden files run
// whole in float32, int64 and string and every 10th case elsewhere, to keep
// the 14 packages' race-detector runs short.
func (x h[T, A]) testOps(t *testing.T) {
	if x.StridedSlice == nil || x.SliceExpr == nil || x.GatherNd == nil || x.GatherNdInto == nil || x.Gather == nil {
		t.Fatal("the Suite lacks StridedSlice, SliceExpr, GatherNd, GatherNdInto or Gather (gen/tests.go fills them)")
	}
	step := 10
	switch x.DType {
	case nd.Float32, nd.Int64, nd.String:
		step = 1
	}
	run(t, "TFStridedSlice", func(t *testing.T) { x.runStridedSlice(t, tfStridedSliceFile, 1) })
	run(t, "TFGatherNd", func(t *testing.T) { x.runGatherNd(t, tfGatherNdFile, 1) })
	run(t, "GoldenStridedSlice", func(t *testing.T) { x.runStridedSlice(t, goldenStridedSliceFile, step) })
	run(t, "GoldenGatherNd", func(t *testing.T) { x.runGatherNd(t, goldenGatherNdFile, step) })
	run(t, "GoldenGather", func(t *testing.T) { x.runGather(t, goldenGatherFile, step) })
	run(t, "GatherNdEmptyIndexRows", x.testGatherNdEmptyRows)
	run(t, "GatherNdSlices", x.testGatherNdSlices)
	run(t, "GatherNdOfViews", x.testGatherNdViews)
	run(t, "GatherNdIntoEmptyViews", x.testGatherNdEmptyViews)
	run(t, "GatherAxes", x.testGatherAxes)
	run(t, "IndexErrorsNameTheRow", x.testIndexErrors)
	run(t, "StridedSliceIsAView", x.testStridedSliceView)
}

// input returns Wrap(dims, data) with data[i] = Val(i) (list nil: arange)
// or Val(list[i]).
func (x h[T, A]) input(dims, list []int64) (A, []T, error) {
	n := sizeOf(dims)
	if list != nil && int64(len(list)) != n {
		var zero A
		return zero, nil, fmt.Errorf("%d input values for shape %v", len(list), dims)
	}
	data := make([]T, n)
	for i := range data {
		if list == nil {
			data[i] = x.Val(i)
		} else {
			data[i] = x.Val(int(list[i]))
		}
	}
	return x.Wrap(shape(dims...), data), data, nil
}

// indices wraps index values as an ndint64 array of the given shape.
func indicesOf(dims, v []int64) (*ndint64.NdArray, error) {
	if int64(len(v)) != sizeOf(dims) {
		return nil, fmt.Errorf("%d index values for indices shape %v", len(v), dims)
	}
	if v == nil {
		v = []int64{}
	}
	return ndint64.Wrap(shape(dims...), v), nil
}

// int32Indices returns a's values as an int32 array of the same shape,
// and false if one of them does not fit in an int32.
func int32Indices(a *ndint64.NdArray) (*ndint32.NdArray, bool) {
	v := a.ToSlice()
	w := make([]int32, len(v))
	for i, k := range v {
		if k != int64(int32(k)) {
			return nil, false
		}
		w[i] = int32(k)
	}
	return ndint32.Wrap(a.Shape(), w), true
}

// stridedCopy returns a view, into fresh storage, whose elements equal a's
// and whose layout is strided rather than contiguous: flipped on every axis
// (negative strides, offset at the far end) and, from rank 2, transposed. A
// rank-0 a gives a rank-0 view at offset 1.
func stridedCopy[T any, B nd.Array[T, B]](a B, newB func(nd.Shape) B) B {
	dims := a.Shape().Dims()
	switch len(dims) {
	case 0:
		w := newB(shape(3))
		w.SetValue(a.GetValue(), 1)
		return w.Slice(nd.At(1))
	case 1:
		c := newB(shape(dims...))
		a.Slice(nd.Flip()).CopyTo(c)
		return c.Slice(nd.Flip())
	}
	flips := slices.Repeat([]nd.Index{nd.Flip()}, len(dims))
	rev := slices.Clone(dims)
	slices.Reverse(rev)
	c := newB(shape(rev...))
	a.Transpose().Slice(flips...).CopyTo(c)
	return c.Slice(flips...).Transpose()
}

// stridedDst returns a view of shape dims into a fresh array base filled
// with fill: every other element, backwards, of a transposed array (rank 0:
// the element at offset 1 of a vector).
func (x h[T, A]) stridedDst(dims []int64, fill T) (view, base A) {
	if len(dims) == 0 {
		base = x.New(shape(3))
		base.Fill(fill)
		return base.Slice(nd.At(1)), base
	}
	big := make([]int64, len(dims))
	for i, d := range dims {
		big[len(dims)-1-i] = 2 * d
	}
	base = x.New(shape(big...))
	base.Fill(fill)
	return base.Transpose().Slice(slices.Repeat([]nd.Index{nd.Step(-2)}, len(dims))...), base
}

// offsetDst returns a contiguous view of shape dims at offset 1 of a fresh
// vector base of two more elements, filled with fill.
func (x h[T, A]) offsetDst(dims []int64, fill T) (view, base A) {
	n := sizeOf(dims)
	base = x.New(shape(n + 2))
	base.Fill(fill)
	return base.Slice(nd.Range(1, n+1)).Reshape(shape(dims...)), base
}

// outside returns the positions of base (a fresh contiguous array) outside
// view that no longer hold fill.
func (x h[T, A]) outside(base, view A, fill T) []int {
	in := map[int64]bool{}
	for _, p := range positions(view.Layout()) {
		in[p] = true
	}
	var bad []int
	for p, v := range base.Data() {
		if !in[int64(p)] && !eq(v, fill) {
			bad = append(bad, p)
		}
	}
	return bad
}

// call runs an op that must not panic (its inputs are data) and reports a
// panic as an error that no sentinel matches.
func call(f func()) error {
	err, other := try(f)
	switch {
	case other != nil:
		return fmt.Errorf("panicked with %T %v", other, other)
	case err != nil:
		return fmt.Errorf("panicked: %v", err)
	}
	return nil
}

// ---------------------------------------------------------------------------
// StridedSlice

func (x h[T, A]) runStridedSlice(t *testing.T, file string, step int) {
	cases := loadCases[stridedSliceCase](t, file)
	r := caseReporter{t: t, file: file}
	exprs, views, writes := 0, 0, 0
	for i, c := range cases {
		if i%step != 0 {
			continue
		}
		if c.Error != "" {
			r.errCases++
		}
		if c.Expr != nil {
			exprs++
		}
		// The full write-through check allocates a fresh input: every case
		// of a small file, every 10th of a large one.
		full := step == 1 && len(cases) < 1000 || r.checked%10 == 0
		msg, viewed, wrote := x.stridedSliceCase(c, full)
		if viewed {
			views++
		}
		if wrote {
			writes++
		}
		r.report(i, c, msg)
	}
	r.done(len(cases), fmt.Sprintf(", %d also through SliceExpr (those with an expr), %d single-element and %d whole-view writes through the result", exprs, views, writes))
	if views == 0 || writes == 0 {
		t.Errorf("%s: no case checked that StridedSlice returns a view of its input", file)
	}
}

// stridedSliceCase checks one case and returns what went wrong ("" if
// nothing) and whether it checked writes through the result: one element
// always (when there is one), the whole view when full.
func (x h[T, A]) stridedSliceCase(c stridedSliceCase, full bool) (msg string, viewed, wrote bool) {
	var p problems
	list, err := decodeInput(c.Input)
	if err != nil {
		return err.Error(), false, false
	}
	in, data, err := x.input(c.Shape, list)
	if err != nil {
		return err.Error(), false, false
	}
	spec := c.spec()
	var out A
	var opErr error
	if err := call(func() { out, opErr = x.StridedSlice(in, spec) }); err != nil {
		return "StridedSlice " + err.Error(), false, false
	}
	can, canErr := spec.Canonical(c.Shape)
	var exprOut A
	var exprErr error
	exprOK := c.Expr != nil
	if exprOK {
		if err := call(func() { exprOut, exprErr = x.SliceExpr(in, *c.Expr) }); err != nil {
			p.add("SliceExpr(%q) %v", *c.Expr, err)
			exprOK = false
		}
	}

	if c.Error != "" {
		want, ok := stridedSliceErrors[c.Error]
		if !ok {
			return fmt.Sprintf("unknown error kind %q", c.Error), false, false
		}
		switch {
		case opErr == nil:
			p.add("StridedSlice succeeded with shape %v, want error %q", out.Shape(), c.Error)
		case !errors.Is(opErr, want):
			p.add("StridedSlice error %q, want %q (%q)", opErr, c.Error, want)
		case !strings.HasPrefix(opErr.Error(), "nd: "):
			p.add("error %q does not start with \"nd: \"", opErr)
		}
		if !errors.Is(canErr, want) {
			p.add("Canonical error %v, want %q", canErr, c.Error)
		}
		if exprOK && exprErr == nil {
			p.add("SliceExpr(%q) succeeded with shape %v, want an error (%s)", *c.Expr, exprOut.Shape(), c.Error)
		}
		return p.String(), false, false
	}
	if opErr != nil {
		p.add("StridedSlice: %v", opErr)
		return p.String(), false, false
	}
	if got := out.Shape().Dims(); !slices.Equal(got, c.OutShape) {
		p.add("shape %v, want %v", got, c.OutShape)
		return p.String(), false, false
	}
	want := x.at(c.Values)
	if got := out.ToSlice(); !slices.EqualFunc(got, want, eq) {
		p.add("ToSlice %v, want %v", got, want)
	}
	if got := x.ref(out); !slices.EqualFunc(got, want, eq) {
		p.add("GetValue %v, want %v", got, want)
	}
	wantPos := c.Values
	if wantPos == nil {
		wantPos = []int64{}
	}
	if got := positions(out.Layout()); list == nil && !slices.Equal(got, wantPos) {
		p.add("layout positions %v, want %v (layout %v)", got, wantPos, out.Layout())
	}
	if len(data) > 0 && !sameStorage(out.Data(), data) {
		p.add("the result does not share the input's storage: not a view")
	}

	// The canonical form.
	if canErr != nil {
		p.add("Canonical: %v", canErr)
	} else {
		if !slices.Equal(can.FinalShape, c.OutShape) {
			p.add("Canonical FinalShape %v, want %v", can.FinalShape, c.OutShape)
		}
		for _, f := range []struct {
			name      string
			got, want []int64
		}{
			{"ProcessingShape", can.ProcessingShape, c.ProcessingShape},
			{"Begin", can.Begin, c.CanonicalBegin},
			{"End", can.End, c.CanonicalEnd},
			{"Strides", can.Strides, c.CanonicalStrides},
		} {
			if f.want != nil && !slices.Equal(f.got, f.want) {
				p.add("Canonical %s %v, want %v", f.name, f.got, f.want)
			}
		}
	}

	// The same selection as subscript text.
	if exprOK {
		switch {
		case exprErr != nil:
			p.add("SliceExpr(%q): %v", *c.Expr, exprErr)
		case !slices.Equal(exprOut.Shape().Dims(), c.OutShape):
			p.add("SliceExpr(%q) shape %v, want %v", *c.Expr, exprOut.Shape().Dims(), c.OutShape)
		default:
			if got := exprOut.ToSlice(); !slices.EqualFunc(got, want, eq) {
				p.add("SliceExpr(%q) gives %v, want %v", *c.Expr, got, want)
			}
			if got, w := positions(exprOut.Layout()), positions(out.Layout()); !slices.Equal(got, w) {
				p.add("SliceExpr(%q) views positions %v, StridedSlice %v", *c.Expr, got, w)
			}
		}
	}

	// Writing one element through the result changes exactly that element
	// of the input.
	if len(want) > 0 {
		viewed = true
		save := slices.Clone(data)
		zero := make([]int64, out.Rank())
		v := x.diff(out.GetValue(zero...))
		out.SetValue(v, zero...)
		var changed []int64
		for i := range data {
			if !eq(data[i], save[i]) {
				changed = append(changed, int64(i))
			}
		}
		switch {
		case len(changed) != 1 || !eq(data[changed[0]], v):
			p.add("setting the result's first element changed input positions %v, want one", changed)
		case list == nil && changed[0] != c.Values[0]:
			p.add("setting the result's first element changed input position %d, want %d", changed[0], c.Values[0])
		}
		copy(data, save)
	}
	// Writing the whole result writes exactly its positions of the input.
	if full && list == nil && len(want) > 0 {
		wrote = true
		fresh := x.New(shape(c.Shape...))
		view, err := x.StridedSlice(fresh, spec)
		if err != nil {
			p.add("StridedSlice of a fresh input: %v", err)
			return p.String(), viewed, wrote
		}
		w := make([]T, len(want))
		for k := range w {
			w[k] = x.Val(1 + k)
		}
		view.Write(w)
		expect := make([]T, len(data))
		for k, pos := range c.Values {
			expect[pos] = w[k]
		}
		if got := fresh.ToSlice(); !slices.EqualFunc(got, expect, eq) {
			p.add("after Write through the result the input is %v, want %v", got, expect)
		}
	}
	return p.String(), viewed, wrote
}

// testStridedSliceView: results are views that share storage and
// writes; slicing a view slices the view, not its storage.
func (x h[T, A]) testStridedSliceView(t *testing.T) {
	a := x.arange(4, 5)
	// a[::-1, 1:4:2] as a spec, then a[1] of that.
	v, err := x.StridedSlice(a, nd.StridedSliceSpec{Begin: []int64{0, 1}, End: []int64{0, 4}, Strides: []int64{-1, 2}, BeginMask: 1, EndMask: 1})
	if !noErr(t, err) {
		return
	}
	x.check(t, v, []int64{4, 2}, outer([]int64{4, 5}, []int64{3, 2, 1, 0}, []int64{1, 3}), "a[::-1, 1:4:2]")
	w, err := x.StridedSlice(v, nd.StridedSliceSpec{Begin: []int64{1}, End: []int64{2}, Strides: []int64{1}, ShrinkAxisMask: 1})
	if !noErr(t, err) {
		return
	}
	x.check(t, w, []int64{2}, []int64{11, 13}, "a[::-1, 1:4:2][1]")
	w.SetValue(x.Val(100), 1)
	if !eq(a.GetValue(2, 3), x.Val(100)) || !eq(v.GetValue(1, 1), x.Val(100)) {
		t.Errorf("a write through a slice of a slice did not reach the input: %v", a)
	}
	e, err := x.SliceExpr(a, "::-1, 1:4:2")
	if noErr(t, err) && !e.Equal(v) {
		t.Errorf("SliceExpr(\"::-1, 1:4:2\") = %v, want %v", e, v)
	}
	// A strided input view: StridedSlice of a transposed view.
	tv, err := x.StridedSlice(a.Transpose(), nd.StridedSliceSpec{Begin: []int64{-1}, End: []int64{0}, Strides: []int64{-2}, EndMask: 1})
	if noErr(t, err) {
		var pos []int64
		for _, col := range []int64{4, 2, 0} {
			for row := range int64(4) {
				pos = append(pos, row*5+col)
			}
		}
		x.check(t, tv, []int64{3, 4}, pos, "a.T[-1::-2]")
	}
}

// noErr reports err as a test error.
func noErr(t *testing.T, err error) bool {
	t.Helper()
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

// ---------------------------------------------------------------------------
// GatherNd

func (x h[T, A]) runGatherNd(t *testing.T, file string, step int) {
	cases := loadCases[gatherNdCase](t, file)
	r := caseReporter{t: t, file: file}
	for i, c := range cases {
		if i%step != 0 {
			continue
		}
		if c.Error != "" {
			r.errCases++
		}
		r.report(i, c, x.gatherNdCase(c))
	}
	r.done(len(cases), ", each also with strided params, strided indices, int32 indices (where they fit) and GatherNdInto")
}

// gatherNdCase checks GatherNd on one case, with the params and indices as
// given and as strided views of the same values, and GatherNdInto into a
// fresh array, a strided view, an offset view and a wrong-shaped array.
func (x h[T, A]) gatherNdCase(c gatherNdCase) string {
	var p problems
	list, err := decodeInput(c.Params)
	if err != nil {
		return err.Error()
	}
	params, data, err := x.input(c.ParamsShape, list)
	if err != nil {
		return err.Error()
	}
	indices, err := indicesOf(c.IndicesShape, c.Indices)
	if err != nil {
		return err.Error()
	}
	sParams := stridedCopy(params, x.New)
	sIndices := stridedCopy(indices, ndint64.New)
	if !sParams.Equal(params) || !sIndices.Equal(indices) {
		return "test bug: stridedCopy changed the values"
	}
	type result struct {
		name string
		out  A
		err  error
	}
	var results []result
	type input struct {
		name    string
		params  A
		indices nd.Indices
	}
	inputs := []input{
		{"GatherNd", params, indices},
		{"GatherNd(strided params)", sParams, indices},
		{"GatherNd(strided indices)", params, sIndices},
	}
	if i32, ok := int32Indices(indices); ok {
		inputs = append(inputs, input{"GatherNd(int32 indices)", params, i32})
	}
	for _, in := range inputs {
		var r result
		r.name = in.name
		if err := call(func() { r.out, r.err = x.GatherNd(in.params, in.indices) }); err != nil {
			p.add("%s %v", in.name, err)
			continue
		}
		results = append(results, r)
	}
	outDims, haveDims := gatherNdDims(c.ParamsShape, c.IndicesShape)
	fill := x.Val(7)

	if c.Error != "" {
		want, ok := gatherNdErrors[c.Error]
		if !ok {
			return fmt.Sprintf("unknown error kind %q", c.Error)
		}
		for _, r := range results {
			switch {
			case r.err == nil:
				p.add("%s succeeded with shape %v, want error %q", r.name, r.out.Shape(), c.Error)
			case !errors.Is(r.err, want):
				p.add("%s error %q, want %q (%q)", r.name, r.err, c.Error, want)
			case !strings.HasPrefix(r.err.Error(), "nd: "):
				p.add("%s error %q does not start with \"nd: \"", r.name, r.err)
			}
		}
		// GatherNdInto returns the same error into a dst of the shape the
		// result would have; without such a shape, any error.
		var intoErr error
		if haveDims && sizeOf(outDims) > 0 {
			dst := x.New(shape(outDims...))
			if err := call(func() { intoErr = x.GatherNdInto(dst, params, indices) }); err != nil {
				p.add("GatherNdInto %v", err)
			} else if !errors.Is(intoErr, want) {
				p.add("GatherNdInto error %v, want %q", intoErr, c.Error)
			}
			view, base := x.stridedDst(outDims, fill)
			if err := call(func() { intoErr = x.GatherNdInto(view, params, indices) }); err != nil {
				p.add("GatherNdInto(strided dst) %v", err)
			} else if !errors.Is(intoErr, want) {
				p.add("GatherNdInto(strided dst) error %v, want %q", intoErr, c.Error)
			}
			if bad := x.outside(base, view, fill); len(bad) > 0 {
				p.add("GatherNdInto(strided dst) wrote outside dst, at %v of its storage", bad)
			}
		} else {
			dst := x.New(shape())
			if err := call(func() { intoErr = x.GatherNdInto(dst, params, indices) }); err != nil {
				p.add("GatherNdInto %v", err)
			} else if intoErr == nil {
				p.add("GatherNdInto succeeded, want an error (%s)", c.Error)
			}
		}
		return p.String()
	}

	want := x.at(c.Values)
	for _, r := range results {
		switch {
		case r.err != nil:
			p.add("%s: %v", r.name, r.err)
		case !slices.Equal(r.out.Shape().Dims(), c.OutShape):
			p.add("%s shape %v, want %v", r.name, r.out.Shape().Dims(), c.OutShape)
		default:
			if got := r.out.ToSlice(); !slices.EqualFunc(got, want, eq) {
				p.add("%s gives %v, want %v", r.name, got, want)
			}
			if len(data) > 0 && sameStorage(r.out.Data(), data) {
				p.add("%s returned a view of params, want a copy", r.name)
			}
		}
	}
	if !haveDims || !slices.Equal(outDims, c.OutShape) {
		p.add("test bug: out shape %v, computed %v", c.OutShape, outDims)
		return p.String()
	}

	// GatherNdInto: a fresh contiguous dst, a contiguous dst at an offset,
	// a strided dst, and wrong shapes.
	var intoErr error
	dst := x.New(shape(c.OutShape...))
	if err := call(func() { intoErr = x.GatherNdInto(dst, params, indices) }); err != nil {
		p.add("GatherNdInto %v", err)
	} else if intoErr != nil {
		p.add("GatherNdInto: %v", intoErr)
	} else if got := dst.ToSlice(); !slices.EqualFunc(got, want, eq) {
		p.add("GatherNdInto gives %v, want %v", got, want)
	}
	for _, d := range []struct {
		name string
		make func([]int64, T) (A, A)
	}{
		{"offset", x.offsetDst},
		{"strided", x.stridedDst},
	} {
		if d.name == "strided" && len(want) == 0 {
			continue // an empty strided view: GatherNdIntoEmptyViews
		}
		view, base := d.make(c.OutShape, fill)
		if err := call(func() { intoErr = x.GatherNdInto(view, sParams, sIndices) }); err != nil {
			p.add("GatherNdInto(%s dst, strided params and indices) %v", d.name, err)
			continue
		}
		if intoErr != nil {
			p.add("GatherNdInto(%s dst, strided params and indices): %v", d.name, intoErr)
			continue
		}
		if got := view.ToSlice(); !slices.EqualFunc(got, want, eq) {
			p.add("GatherNdInto(%s dst) gives %v, want %v", d.name, got, want)
		}
		if bad := x.outside(base, view, fill); len(bad) > 0 {
			p.add("GatherNdInto(%s dst) wrote outside dst, at %v of its storage", d.name, bad)
		}
	}
	wrong := [][]int64{append(slices.Clone(c.OutShape), 1)}
	if len(c.OutShape) > 0 {
		w := slices.Clone(c.OutShape)
		w[0]++
		wrong = append(wrong, w, c.OutShape[1:])
	}
	for _, dims := range wrong {
		dst := x.New(shape(dims...))
		if err := call(func() { intoErr = x.GatherNdInto(dst, params, indices) }); err != nil {
			p.add("GatherNdInto(dst of shape %v) %v", dims, err)
		} else if intoErr == nil {
			p.add("GatherNdInto(dst of shape %v) succeeded, want a shape error", dims)
		}
	}
	return p.String()
}

// testGatherNdEmptyRows: indices with no components per row (depth 0)
// gather the whole of params per row, as copies.
func (x h[T, A]) testGatherNdEmptyRows(t *testing.T) {
	params := x.arange(3, 4)
	all := x.iota(12)
	for _, p := range []struct {
		name   string
		params A
	}{{"params", params}, {"strided params", stridedCopy(params, x.New)}} {
		out, err := x.GatherNd(p.params, ndint64.New(shape(0)))
		if !noErr(t, err) {
			continue
		}
		assertDims(t, []int64{3, 4}, out, p.name)
		assertVals(t, all, out.ToSlice(), p.name)
		// A copy, not params itself or a view of it.
		out.SetValue(x.diff(out.GetValue(1, 2)), 1, 2)
		out.Fill(x.diff(x.Val(0)))
		assertVals(t, all, p.params.ToSlice(), "%s: writing to GatherNd's result changed params", p.name)

		two, err := x.GatherNd(p.params, ndint64.New(shape(2, 0)))
		if !noErr(t, err) {
			continue
		}
		assertDims(t, []int64{2, 3, 4}, two, p.name+", indices (2,0)")
		assertVals(t, append(slices.Clone(all), all...), two.ToSlice(), p.name+", indices (2,0)")
		two.Get(0).Fill(x.diff(x.Val(0)))
		assertVals(t, all, two.Get(1).ToSlice(), "%s: the two copies share storage", p.name)
		assertVals(t, all, p.params.ToSlice(), "%s: writing to GatherNd's result changed params", p.name)
	}

	empty := x.New(shape(0, 3))
	_, err := x.GatherNd(empty, ndint64.New(shape(2, 0)))
	if !errors.Is(err, nd.ErrEmptyParams) {
		t.Errorf("GatherNd of (0,3) params by (2,0) indices: error %v, want ErrEmptyParams", err)
	}
	out, err := x.GatherNd(empty, ndint64.New(shape(0, 2)))
	if noErr(t, err) {
		assertDims(t, []int64{0}, out, "(0,3) params, (0,2) indices")
	}
	if _, err := x.GatherNd(params, ndint64.New(shape(0, 3))); !errors.Is(err, nd.ErrIndexDepth) {
		t.Errorf("GatherNd of (3,4) params by (0,3) indices: error %v, want ErrIndexDepth", err)
	}
	// GatherNdInto with depth 0 into a strided dst.
	view, base := x.stridedDst([]int64{2, 3, 4}, x.Val(5))
	if noErr(t, x.GatherNdInto(view, params, ndint64.New(shape(2, 0)))) {
		assertVals(t, append(slices.Clone(all), all...), view.ToSlice(), "GatherNdInto, indices (2,0)")
		if bad := x.outside(base, view, x.Val(5)); len(bad) > 0 {
			t.Errorf("GatherNdInto wrote outside dst, at %v", bad)
		}
	}
}

// testGatherNdSlices: with K < rank each index row selects a whole slice,
// copied.
func (x h[T, A]) testGatherNdSlices(t *testing.T) {
	params := x.arange(3, 4, 5)
	d := []int64{3, 4, 5}
	for _, tc := range []struct {
		name    string
		idxDims []int64
		idx     []int64
		out     []int64
		pos     []int64
	}{
		{"K=1", []int64{2, 1}, []int64{2, 0}, []int64{2, 4, 5}, outer(d, []int64{2, 0})},
		{"K=1, 1-D indices", []int64{1}, []int64{1}, []int64{4, 5}, outer(d, []int64{1})},
		{"K=2", []int64{3, 2}, []int64{1, 3, 2, 0, 1, 3}, []int64{3, 5},
			slices.Concat(outer(d, []int64{1}, []int64{3}), outer(d, []int64{2}, []int64{0}), outer(d, []int64{1}, []int64{3}))},
		{"K=2, indices (2,1,2)", []int64{2, 1, 2}, []int64{0, 0, 2, 3}, []int64{2, 1, 5},
			slices.Concat(outer(d, []int64{0}, []int64{0}), outer(d, []int64{2}, []int64{3}))},
		{"K=3", []int64{2, 3}, []int64{2, 3, 4, 0, 1, 2}, []int64{2}, []int64{59, 7}},
	} {
		for _, p := range []struct {
			name   string
			params A
		}{
			{"", params},
			{", strided params", stridedCopy(params, x.New)},
			{", params as a Seq view", x.arange(3, 4, 5).Slice(nd.Seq(0, 1, 2))},
		} {
			name := tc.name + p.name
			out, err := x.GatherNd(p.params, ndint64.Wrap(shape(tc.idxDims...), tc.idx))
			if !noErr(t, err) {
				continue
			}
			assertDims(t, tc.out, out, name)
			assertVals(t, x.at(tc.pos), out.ToSlice(), name)
			out.Fill(x.Val(99))
			assertVals(t, x.iota(60), p.params.ToSlice(), "%s: writing to GatherNd's result changed params", name)
		}
	}
	// The first row's slice equals Get of the row.
	out, err := x.GatherNd(params, ndint64.Wrap(shape(2, 2), []int64{2, 1, 0, 3}))
	if noErr(t, err) {
		assert := func(got, want A, what string) {
			if !got.Equal(want) {
				t.Errorf("%s: %v, want %v", what, got, want)
			}
		}
		assert(out.Get(0), params.Get(2, 1), "row 0 = params[2,1]")
		assert(out.Get(1), params.Get(0, 3), "row 1 = params[0,3]")
	}
}

// testGatherNdViews: GatherNd of every kind of view (strided, flipped,
// transposed, Seq and Hyperslab tables, new axes, rank 0, empty) equals
// GatherNd of its contiguous copy.
func (x h[T, A]) testGatherNdViews(t *testing.T) {
	for _, s := range x.samples() {
		_, view := s.make()
		cp := view.Copy()
		dims := view.Shape().Dims()
		if len(dims) == 0 || view.Size() == 0 {
			_, err1 := x.GatherNd(view, ndint64.New(shape(1, len64(dims))))
			_, err2 := x.GatherNd(cp, ndint64.New(shape(1, len64(dims))))
			if k1, k2 := kindOf(err1, gatherNdErrors), kindOf(err2, gatherNdErrors); k1 == "" || k1 != k2 {
				t.Errorf("%s: GatherNd of the view: %v, of its copy: %v", s.name, err1, err2)
			}
			continue
		}
		// Two rows per depth: the last element and the first, as slices.
		for depth := 0; depth <= len(dims); depth++ {
			idx := make([]int64, 0, 2*depth)
			for k := range depth {
				idx = append(idx, dims[k]-1)
			}
			idx = append(idx, make([]int64, depth)...)
			indices := ndint64.Wrap(shape(2, int64(depth)), idx)
			got, err := x.GatherNd(view, indices)
			if !noErr(t, err) {
				continue
			}
			want, err := x.GatherNd(cp, indices)
			if !noErr(t, err) {
				continue
			}
			if !got.Equal(want) {
				t.Errorf("%s, depth %d: GatherNd of the view %v, of its copy %v", s.name, depth, got, want)
			}
			dst, _ := x.stridedDst(want.Shape().Dims(), x.Val(3))
			if noErr(t, x.GatherNdInto(dst, view, indices)) && !dst.Equal(want) {
				t.Errorf("%s, depth %d: GatherNdInto a strided dst gives %v, want %v", s.name, depth, dst, want)
			}
		}
	}
	// Indices as a table view (Seq) and as a transposed view.
	params := x.arange(4, 3)
	base := ndint64.Wrap(shape(3, 2), []int64{3, 2, 9, 9, 0, 1})
	for _, iv := range []struct {
		name    string
		indices *ndint64.NdArray
	}{
		{"Seq", base.Slice(nd.Seq(2, 0))},
		{"transposed", ndint64.Wrap(shape(2, 2), []int64{0, 3, 1, 2}).Transpose()},
	} {
		out, err := x.GatherNd(params, iv.indices)
		if noErr(t, err) {
			assertVals(t, x.vals(1, 11), out.ToSlice(), "indices as a %s view", iv.name)
		}
	}
}

// testGatherNdEmptyViews: empty views as indices and as GatherNdInto's
// destination. A flipped or strided empty view may have an Offset past its
// (empty) storage: New(0, 2).Slice(All(), Flip()) has Offset 1 over no
// storage. The ops must not slice the storage at that offset.
func (x h[T, A]) testGatherNdEmptyViews(t *testing.T) {
	params := x.arange(3, 4)
	want := []int64{2, 0, 4}
	// Indices of shape (2, 0, 1), as views with an offset past their storage.
	for _, iv := range []struct {
		name    string
		indices *ndint64.NdArray
	}{
		{"New(2,0,1)", ndint64.New(shape(2, 0, 1))},
		{"New(2,1,0).Transpose(0,2,1)[:, :, ::-1]", ndint64.New(shape(2, 1, 0)).Transpose(0, 2, 1).Slice(nd.All(), nd.All(), nd.Flip())},
		{"New(1,0,2).T[::-1]", ndint64.New(shape(1, 0, 2)).Transpose().Slice(nd.Flip())},
	} {
		var out A
		var err error
		if e := call(func() { out, err = x.GatherNd(params, iv.indices) }); e != nil {
			t.Errorf("GatherNd with empty indices %s (layout %v): %v", iv.name, iv.indices.Layout(), e)
		} else if noErr(t, err) {
			assertDims(t, want, out, "GatherNd with empty indices %s", iv.name)
		}
		if e := call(func() { out, err = x.Gather(params, iv.indices, 1) }); e != nil {
			t.Errorf("Gather with empty indices %s (layout %v): %v", iv.name, iv.indices.Layout(), e)
		} else if noErr(t, err) {
			assertDims(t, []int64{3, 2, 0, 1}, out, "Gather with empty indices %s", iv.name)
		}
	}
	// Destinations of shape (2, 0, 4).
	indices := ndint64.New(shape(2, 0, 1))
	for _, d := range []struct {
		name string
		dst  A
	}{
		{"New(2,0,4)", x.New(shape(2, 0, 4))},
		{"New(2,0,4)[::-1, :, ::-1]", x.New(shape(2, 0, 4)).Slice(nd.Flip(), nd.All(), nd.Flip())},
		{"New(4,0,2).T", x.New(shape(4, 0, 2)).Transpose()},
		{"New(4,0,4).T[::-2, :, ::-1]", x.New(shape(4, 0, 4)).Transpose().Slice(nd.Step(-2), nd.All(), nd.Flip())},
	} {
		var err error
		if e := call(func() { err = x.GatherNdInto(d.dst, params, indices) }); e != nil {
			t.Errorf("GatherNdInto an empty dst %s (layout %v): %v", d.name, d.dst.Layout(), e)
		} else {
			noErr(t, err)
		}
	}
}

func len64[E any](s []E) int64 { return int64(len(s)) }

// kindOf returns the key of the sentinel err wraps, or "".
func kindOf(err error, kinds map[string]error) string {
	for k, e := range kinds {
		if errors.Is(err, e) {
			return k
		}
	}
	return ""
}

// ---------------------------------------------------------------------------
// Gather

func (x h[T, A]) runGather(t *testing.T, file string, step int) {
	cases := loadCases[gatherCase](t, file)
	r := caseReporter{t: t, file: file}
	unchecked := 0
	for i, c := range cases {
		if i%step != 0 {
			continue
		}
		if c.Error != "" {
			r.errCases++
		}
		if c.Unchecked {
			unchecked++
		}
		r.report(i, c, x.gatherCase(c))
	}
	r.done(len(cases), fmt.Sprintf(", %d empty results with unchecked indices, each also with strided params and indices and int32 indices (where they fit)", unchecked))
}

func (x h[T, A]) gatherCase(c gatherCase) string {
	var p problems
	params, data, err := x.input(c.ParamsShape, nil)
	if err != nil {
		return err.Error()
	}
	indices, err := indicesOf(c.IndicesShape, c.Indices)
	if err != nil {
		return err.Error()
	}
	type input struct {
		name    string
		params  A
		indices nd.Indices
	}
	inputs := []input{
		{"Gather", params, indices},
		{"Gather(strided params)", stridedCopy(params, x.New), indices},
		{"Gather(strided indices)", params, stridedCopy(indices, ndint64.New)},
	}
	if i32, ok := int32Indices(indices); ok {
		inputs = append(inputs, input{"Gather(int32 indices)", params, i32})
	}
	for _, in := range inputs {
		var out A
		var opErr error
		if err := call(func() { out, opErr = x.Gather(in.params, in.indices, c.Axis) }); err != nil {
			p.add("%s %v", in.name, err)
			continue
		}
		if c.Error != "" {
			want, ok := gatherErrors[c.Error]
			switch {
			case !ok:
				return fmt.Sprintf("unknown error kind %q", c.Error)
			case opErr == nil:
				p.add("%s succeeded with shape %v, want error %q", in.name, out.Shape(), c.Error)
			case !errors.Is(opErr, want):
				p.add("%s error %q, want %q (%q)", in.name, opErr, c.Error, want)
			case !strings.HasPrefix(opErr.Error(), "nd: "):
				p.add("%s error %q does not start with \"nd: \"", in.name, opErr)
			}
			continue
		}
		switch {
		case opErr != nil:
			p.add("%s: %v", in.name, opErr)
		case !slices.Equal(out.Shape().Dims(), c.OutShape):
			p.add("%s shape %v, want %v", in.name, out.Shape().Dims(), c.OutShape)
		default:
			if got, want := out.ToSlice(), x.at(c.Values); !slices.EqualFunc(got, want, eq) {
				p.add("%s gives %v, want %v", in.name, got, want)
			}
			if len(data) > 0 && sameStorage(out.Data(), data) {
				p.add("%s returned a view of params, want a copy", in.name)
			}
		}
	}
	return p.String()
}

// testGatherAxes: negative axes count from the end; a scalar index removes
// the axis; out-of-range axes and negative indices are errors.
func (x h[T, A]) testGatherAxes(t *testing.T) {
	params := x.arange(2, 3, 4)
	d := []int64{2, 3, 4}
	idx := ndint64.Vector(1, 0, 1)
	for axis := -3; axis < 3; axis++ {
		ax := (axis + 3) % 3
		picks := make([][]int64, 3)
		picks[ax] = []int64{1, 0, 1}
		wantDims := slices.Clone(d)
		wantDims[ax] = 3
		out, err := x.Gather(params, idx, axis)
		if noErr(t, err) {
			assertDims(t, wantDims, out, "axis %d", axis)
			assertVals(t, x.at(outer(d, picks...)), out.ToSlice(), "axis %d", axis)
		}
	}
	for _, axis := range []int{-4, 3, 100, -100} {
		_, err := x.Gather(params, idx, axis)
		if !errors.Is(err, nd.ErrAxisOutOfRange) || !errors.Is(err, nd.ErrArgument) {
			t.Errorf("Gather along axis %d of a rank-3 array: error %v, want ErrAxisOutOfRange and ErrArgument", axis, err)
		}
	}
	// A scalar (rank-0) index removes the axis.
	for _, tc := range []struct {
		axis int
		i    int64
		want A
	}{
		{0, 1, params.Get(1)},
		{1, 2, params.Slice(nd.All(), nd.At(2))},
		{-1, 3, params.Slice(nd.Ellipsis(), nd.At(3))},
		{-3, 0, params.Get(0)},
	} {
		out, err := x.Gather(params, ndint64.Scalar(tc.i), tc.axis)
		if noErr(t, err) && !out.Equal(tc.want) {
			t.Errorf("Gather(params, Scalar(%d), %d) = %v, want %v", tc.i, tc.axis, out, tc.want)
		}
	}
	// Indices of rank 2 along a negative axis.
	out, err := x.Gather(params, ndint64.Wrap(shape(2, 2), []int64{3, 0, 1, 1}), -1)
	if noErr(t, err) {
		assertDims(t, []int64{2, 3, 2, 2}, out, "rank-2 indices along axis -1")
		assertVals(t, x.at(outer(d, nil, nil, []int64{3, 0, 1, 1})), out.ToSlice(), "rank-2 indices along axis -1")
	}
	// Negative indices are errors, as on TensorFlow's CPU: no wrap-around.
	for _, i := range []int64{-1, 2} {
		if _, err := x.Gather(params, ndint64.Scalar(i), 0); !errors.Is(err, nd.ErrIndexOutOfRange) {
			t.Errorf("Gather(params, Scalar(%d), 0) with dimension 2: error %v, want ErrIndexOutOfRange", i, err)
		}
	}
	if _, err := x.Gather(x.Scalar(x.Val(1)), ndint64.Vector(0), 0); !errors.Is(err, nd.ErrParamsScalar) {
		t.Errorf("Gather of a scalar: error %v, want ErrParamsScalar", err)
	}
	// A copy, not a view.
	out, err = x.Gather(params, ndint64.Vector(0, 1), 0)
	if noErr(t, err) {
		out.Fill(x.Val(42))
		assertVals(t, x.iota(24), params.ToSlice(), "writing to Gather's result changed params")
	}
}

// ---------------------------------------------------------------------------
// Index errors

// testIndexErrors: an out-of-range or negative index is an
// ErrIndexOutOfRange error whose message names the first bad row, on every
// gather path (scalar gathers of depth 1, 2 and more, slice gathers,
// strided params, GatherNdInto).
func (x h[T, A]) testIndexErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		params  []int64
		idxDims []int64
		idx     []int64
		row     int
	}{
		{"depth 1 of 1", []int64{5}, []int64{4, 1}, []int64{0, 4, 5, 7}, 2},
		{"depth 1 of 1, negative", []int64{5}, []int64{3, 1}, []int64{0, -1, 9}, 1},
		{"depth 2 of 2", []int64{3, 4}, []int64{4, 2}, []int64{0, 0, 1, 1, 2, 4, 5, 5}, 2},
		{"depth 2 of 2, negative", []int64{3, 4}, []int64{3, 2}, []int64{0, 0, 1, -1, -9, 0}, 1},
		{"depth 3 of 3", []int64{2, 3, 4}, []int64{3, 3}, []int64{1, 2, 3, 0, 0, 0, 1, 3, 0}, 2},
		{"depth 1 of 3 (slices)", []int64{2, 3, 4}, []int64{3, 1}, []int64{1, 0, 2}, 2},
		{"depth 2 of 3 (slices)", []int64{2, 3, 4}, []int64{3, 2}, []int64{1, 2, 0, -3, 0, 0}, 1},
		{"huge", []int64{3, 4}, []int64{2, 2}, []int64{0, 0, 1 << 62, 0}, 1},
		{"rows numbered flat in rank-3 indices", []int64{3, 4}, []int64{2, 2, 2}, []int64{0, 0, 1, 1, 2, 3, 2, 4}, 3},
		{"1-D indices are row 0", []int64{3, 4}, []int64{2}, []int64{3, 0}, 0},
	} {
		params := x.arange(tc.params...)
		indices := ndint64.Wrap(shape(tc.idxDims...), tc.idx)
		want := fmt.Sprintf("indices[%d]", tc.row)
		check := func(what string, err error) {
			t.Helper()
			if !errors.Is(err, nd.ErrIndexOutOfRange) {
				t.Errorf("%s, %s: error %v, want ErrIndexOutOfRange", tc.name, what, err)
			} else if !strings.Contains(err.Error(), want) {
				t.Errorf("%s, %s: error %q does not name %s", tc.name, what, err, want)
			}
		}
		var err error
		if e := call(func() { _, err = x.GatherNd(params, indices) }); e != nil {
			t.Errorf("%s: GatherNd %v", tc.name, e)
		} else {
			check("GatherNd", err)
		}
		_, err = x.GatherNd(stridedCopy(params, x.New), stridedCopy(indices, ndint64.New))
		check("GatherNd of strided views", err)
		if dims, ok := gatherNdDims(tc.params, tc.idxDims); ok {
			check("GatherNdInto", x.GatherNdInto(x.New(shape(dims...)), params, indices))
			dst, _ := x.stridedDst(dims, x.Val(1))
			check("GatherNdInto a strided dst", x.GatherNdInto(dst, params, indices))
		}
	}
	// Gather names the position of the bad index.
	params := x.arange(3, 4)
	for _, tc := range []struct {
		idx  []int64
		axis int
		pos  int
	}{
		{[]int64{0, 1, 3}, 0, 2},
		{[]int64{0, -1, 2}, 1, 1},
		{[]int64{4, 0}, -1, 0},
	} {
		_, err := x.Gather(params, ndint64.Vector(tc.idx...), tc.axis)
		want := fmt.Sprintf("indices[%d]", tc.pos)
		if !errors.Is(err, nd.ErrIndexOutOfRange) || !strings.Contains(err.Error(), want) {
			t.Errorf("Gather(%v, axis %d): error %v, want ErrIndexOutOfRange naming %s", tc.idx, tc.axis, err, want)
		}
	}
}
