package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// goldenCase is a golden slicing case and its 1-based position in the
// file's case list.
type goldenCase struct {
	golden.Case
	line int
}

func loadGolden(t *testing.T) []goldenCase {
	t.Helper()
	cases, err := golden.LoadSlices()
	if err != nil {
		t.Fatal(err)
	}
	out := make([]goldenCase, len(cases))
	for i, c := range cases {
		out[i] = goldenCase{c, i + 1}
	}
	return out
}

// testGolden is the differential slicing test against NumPy: each case
// slices Wrap(shape, [Val(0), Val(1), ...]) and must give NumPy's shape and
// elements (by layout position, which is exact for every dtype, and by
// value), write through the view to exactly those positions, and copy out
// of the view with Copy and CopyTo.
func (x h[T, A]) testGolden(t *testing.T) {
	cases := loadGolden(t)
	const maxReports = 20
	failed, errCases := 0, 0
	for _, c := range cases {
		if msg := x.goldenCase(c); msg != "" {
			failed++
			if failed <= maxReports {
				name := c.Name
				if name != "" {
					name = " (" + name + ")"
				}
				t.Errorf("golden case %d%s: shape %v sel %v: %s", c.line, name, c.Shape, c.Sel, msg)
			}
		}
		if c.Error != "" {
			errCases++
		}
	}
	if failed > maxReports {
		t.Errorf("... and %d more failing golden cases", failed-maxReports)
	}
	t.Logf("checked %d golden slicing cases (%d error cases); %d failed", len(cases), errCases, failed)
}

// goldenCase checks one case and returns what went wrong, or "".
func (x h[T, A]) goldenCase(c goldenCase) string {
	idx := make([]nd.Index, len(c.Sel))
	for i, s := range c.Sel {
		var err error
		if idx[i], err = s.Index(false); err != nil {
			return err.Error()
		}
	}
	size := sizeOf(c.Shape)
	base := x.Wrap(shape(c.Shape...), x.iota(int(size)))
	var view A
	err, other := try(func() { view = base.Slice(idx...) })
	if other != nil {
		return fmt.Sprintf("Slice panicked with %T %v, want an *nd.Error or a view", other, other)
	}
	if c.Error != "" {
		switch {
		case err == nil:
			return fmt.Sprintf("Slice succeeded with shape %v, want a panic (%s)", view.Shape(), c.Error)
		case !strings.HasPrefix(err.Error(), "nd: "):
			return fmt.Sprintf("error %q does not start with \"nd: \"", err)
		}
		return ""
	}
	if err != nil {
		return fmt.Sprintf("Slice panicked: %v", err)
	}
	var problems []string
	bad := func(format string, args ...any) { problems = append(problems, fmt.Sprintf(format, args...)) }

	if got := view.Shape().Dims(); !slices.Equal(got, c.OutShape) {
		return fmt.Sprintf("shape %v, want %v", got, c.OutShape)
	}
	want := c.Values
	if want == nil {
		want = []int64{}
	}
	if got := positions(view.Layout()); !slices.Equal(got, want) {
		bad("layout positions %v, want %v (layout %v)", got, want, view.Layout())
	}
	wantVals := x.at(want)
	if got := view.ToSlice(); !slices.EqualFunc(got, wantVals, eq) {
		bad("ToSlice %v, want %v", got, wantVals)
	}
	if got := x.ref(view); !slices.EqualFunc(got, wantVals, eq) {
		bad("GetValue %v, want %v", got, wantVals)
	}

	// Copies out of the view.
	cp := view.Copy()
	if got := cp.ToSlice(); !slices.EqualFunc(got, wantVals, eq) || !cp.Equal(view) || !view.Equal(cp) {
		bad("Copy gives %v, want %v", got, wantVals)
	}
	dst := x.New(shape(c.OutShape...))
	view.CopyTo(dst)
	if got := dst.ToSlice(); !slices.EqualFunc(got, wantVals, eq) {
		bad("CopyTo gives %v, want %v", got, wantVals)
	}

	// Writes through the view, into a fresh array: exactly the golden
	// positions change. A view that repeats a position is read-only.
	fresh := x.New(shape(c.Shape...))
	wv := fresh.Slice(idx...)
	if wv.ReadOnly() {
		if err := nd.Try(func() { wv.Write(make([]T, len(want))) }); !errors.Is(err, nd.ErrReadOnly) {
			bad("Write into a view that repeats a position: %v, want nd.ErrReadOnly", err)
		}
		return strings.Join(problems, "; ")
	}
	w := make([]T, len(want))
	for k := range w {
		w[k] = x.Val(1 + k)
	}
	wv.Write(w)
	expect := make([]T, size)
	for k, p := range want {
		expect[p] = w[k]
	}
	if got := fresh.ToSlice(); !slices.EqualFunc(got, expect, eq) {
		bad("after Write through the view the array is %v, want %v", got, expect)
	}
	// And a CopyTo into the view from a contiguous source does the same.
	fresh2 := x.New(shape(c.Shape...))
	x.Wrap(shape(c.OutShape...), w).CopyTo(fresh2.Slice(idx...))
	if got := fresh2.ToSlice(); !slices.EqualFunc(got, expect, eq) {
		bad("after CopyTo into the view the array is %v, want %v", got, expect)
	}
	return strings.Join(problems, "; ")
}
