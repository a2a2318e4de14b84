package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/nd"
)

// runStridedSlice runs every step-th StridedSlice case of file, each also
// through SliceExpr where the case has an expression.
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
