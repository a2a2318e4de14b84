package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// runGather runs every step-th Gather case of file.
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

// gatherCase checks Gather on one case, with the params and indices as
// given, as strided views and with int32 indices where they fit, and
// returns what went wrong ("" if nothing).
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
			// GatherInto fails too, whatever dst it is given.
			var intoErr error
			if err := call(func() { intoErr = x.GatherInto(x.New(shape()), in.params, in.indices, c.Axis) }); err != nil {
				p.add("%s: GatherInto %v", in.name, err)
			} else if intoErr == nil {
				p.add("%s: GatherInto succeeded, want an error (%s)", in.name, c.Error)
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
			x.checkGatherInto(&p, in.name, in.params, in.indices, c)
		}
	}
	return p.String()
}

// checkGatherInto checks GatherInto of a case Gather passed: into a fresh
// dst, one at an offset and a strided one (each written exactly), and
// into a dst of a wrong shape (an nd.ErrShape error).
func (x h[T, A]) checkGatherInto(p *problems, name string, params A, indices nd.Indices, c gatherCase) {
	want := x.at(c.Values)
	into := func(dst A) error { return x.GatherInto(dst, params, indices, c.Axis) }
	dst := x.New(shape(c.OutShape...))
	var intoErr error
	if err := call(func() { intoErr = into(dst) }); err != nil {
		p.add("%s: GatherInto %v", name, err)
	} else if intoErr != nil {
		p.add("%s: GatherInto: %v", name, intoErr)
	} else if got := dst.ToSlice(); !slices.EqualFunc(got, want, eq) {
		p.add("%s: GatherInto gives %v, want %v", name, got, want)
	}
	x.intoViews(p, name+": GatherInto", c.OutShape, want, into)
	wrong := append(slices.Clone(c.OutShape), 1)
	if err := call(func() { intoErr = into(x.New(shape(wrong...))) }); err != nil {
		p.add("%s: GatherInto(dst of shape %v) %v", name, wrong, err)
	} else if !errors.Is(intoErr, nd.ErrShape) {
		p.add("%s: GatherInto(dst of shape %v): %v, want an nd.ErrShape error", name, wrong, intoErr)
	}
}

// intoViews checks an Into op (into) writing want into a dst of dims at
// an offset in a larger array and into a strided one (unless want is
// empty): it must write want there and nothing else.
func (x h[T, A]) intoViews(p *problems, name string, dims []int64, want []T, into func(dst A) error) {
	fill := x.Val(7)
	for _, d := range []struct {
		name string
		make func([]int64, T) (A, A)
	}{
		{"offset", x.offsetDst},
		{"strided", x.stridedDst},
	} {
		if d.name == "strided" && len(want) == 0 {
			continue // an empty strided view has no storage to check
		}
		view, base := d.make(dims, fill)
		var intoErr error
		if err := call(func() { intoErr = into(view) }); err != nil {
			p.add("%s (%s dst) %v", name, d.name, err)
			continue
		}
		if intoErr != nil {
			p.add("%s (%s dst): %v", name, d.name, intoErr)
			continue
		}
		if got := view.ToSlice(); !slices.EqualFunc(got, want, eq) {
			p.add("%s (%s dst) gives %v, want %v", name, d.name, got, want)
		}
		if bad := x.outside(base, view, fill); len(bad) > 0 {
			p.add("%s (%s dst) wrote outside dst, at %v of its storage", name, d.name, bad)
		}
	}
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
