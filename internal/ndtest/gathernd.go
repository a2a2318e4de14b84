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

// runGatherNd runs every step-th GatherNd case of file.
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
	// An empty strided view is GatherNdIntoEmptyViews'.
	x.intoViews(&p, "GatherNdInto, strided params and indices", c.OutShape, want, func(dst A) error {
		return x.GatherNdInto(dst, sParams, sIndices)
	})
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
