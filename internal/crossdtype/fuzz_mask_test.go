package crossdtype_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndint64"
)

// fuzzBools returns a bool array of the given dims with bits read from r,
// contiguous, flipped, read-only or (with a Seq) with a table dimension.
func fuzzBools(r *limitReader, dims []int64) *ndbool.NdArray {
	n, _ := safe.Size(dims)
	v := make([]bool, n)
	for i := range v {
		v[i] = r.choice(2) == 1
	}
	kind := r.choice(4)
	if n == 0 || len(dims) == 0 || kind == 0 {
		return ndbool.Wrap(nd.ShapeOf(dims...), v)
	}
	a := ndbool.New(nd.ShapeOf(dims...))
	switch kind {
	case 1:
		a = a.Flip()
	case 2:
		a.Write(v)
		return a.AsReadOnly()
	case 3:
		seq := make([]int64, dims[0])
		for i := range seq {
			seq[i] = dims[0] - 1 - int64(i)
		}
		a = a.Slice(nd.Seq(seq...))
	}
	a.Write(v)
	return a
}

// maskRule is tf.boolean_mask's shape check, written apart from the
// library's: the k mask dims must be a's dims from axis, where a negative
// axis counts from the end but, as Python slices it, must leave a dim
// after the mask. It returns the first masked dim.
func maskRule(dims, mdims []int64, axis int) (int, bool) {
	n, k := len(dims), len(mdims)
	if k == 0 || axis < -n || axis > n {
		return 0, false
	}
	ax := axis
	if axis < 0 {
		if axis+k >= 0 {
			return 0, false
		}
		ax += n
	}
	return ax, ax+k <= n && slices.Equal(dims[ax:ax+k], mdims)
}

// FuzzBooleanMask checks BooleanMask on any shape, mask shape, axis and
// layouts: an error exactly when TensorFlow's rule refuses, never a panic,
// else the elements a per-coordinate reference selects.
func FuzzBooleanMask(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 3, 4, 0, 0, 1, 0, 1, 1, 0, 1},
		{3, 2, 3, 4, 1, 1, 2, 1, 0, 1, 1, 0, 1, 1},
		{2, 2, 0, 0, 0, 1},
		{1, 4, 1, 0, 3, 1, 1, 0, 0},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data}
		dims := fuzzDims(r)
		axis := r.choice(len(dims)+4) - len(dims) - 2
		k := r.choice(len(dims) + 2)
		var mdims []int64
		ax := axis + len(dims)*boolInt(axis < 0)
		if r.choice(4) != 0 && ax >= 0 && ax+k <= len(dims) {
			mdims = slices.Clone(dims[ax : ax+k])
		} else {
			mdims = fuzzDims(r)
		}
		if n, _ := safe.Size(mdims); n > maxFuzzElems {
			return // a window of an empty a's huge dims: too large to build
		}
		in, mask := fuzzInput(dims, 0, r.choice(5)), fuzzBools(r, mdims)
		out, err := ndint64.BooleanMask(in, mask, axis)
		ax, ok := maskRule(dims, mdims, axis)
		if !ok {
			require.Error(t, err)
			return
		}
		require.NoError(t, err)
		want, vals := booleanMaskRef(in, mask, ax)
		require.Equal(t, want, out.Shape().Dims())
		requireSameInts(t, vals, out.ToSlice())
	})
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// requireSameInts is require.Equal with nil and empty alike.
func requireSameInts(t *testing.T, want, got []int64) {
	t.Helper()
	if len(want)+len(got) > 0 {
		require.Equal(t, want, got)
	}
}

// booleanMaskRef returns BooleanMask's dims and elements, element by
// element: for each outer coordinate, each true mask element in row-major
// order, each inner coordinate.
func booleanMaskRef(a *ndint64.NdArray, mask *ndbool.NdArray, ax int) ([]int64, []int64) {
	dims, k := a.Shape().Dims(), mask.Rank()
	var picked [][]int64
	for c, m := range mask.Scalars() {
		if m {
			picked = append(picked, slices.Clone(c))
		}
	}
	out := append(slices.Clone(dims[:ax]), int64(len(picked)))
	out = append(out, dims[ax+k:]...)
	if n, _ := safe.Size(out); n == 0 {
		return out, nil
	}
	var vals []int64
	for oc := range nd.Coords(dims[:ax]...) {
		for _, mc := range picked {
			for ic := range nd.Coords(dims[ax+k:]...) {
				c := slices.Concat(oc, mc, ic)
				vals = append(vals, a.GetInt64(c...))
			}
		}
	}
	return out, vals
}

// broadcastRule is NumPy's broadcasting of the shapes, written apart from
// the library's.
func broadcastRule(shapes ...[]int64) ([]int64, bool) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range rank {
		out[i] = 1
		for _, s := range shapes {
			j := i - (rank - len(s))
			if j < 0 || s[j] == 1 {
				continue
			}
			if out[i] != 1 && out[i] != s[j] {
				return nil, false
			}
			out[i] = s[j]
		}
	}
	return out, true
}

// at returns the coordinates of an operand of dims broadcast to out's
// coordinates c.
func at(dims, c []int64) []int64 {
	lead := len(c) - len(dims)
	o := make([]int64, len(dims))
	for i, d := range dims {
		if d != 1 {
			o[i] = c[lead+i]
		}
	}
	return o
}

// FuzzWhere checks Where on any three shapes and layouts (broadcast views
// among them): an error exactly when the shapes do not broadcast, never a
// panic, else the element-by-element select.
func FuzzWhere(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 2, 3, 2, 2, 3, 2, 2, 3, 1, 0, 1, 1, 0, 1},
		{0, 1, 4, 2, 4, 1, 1, 1},
		{2, 3, 1, 1, 4, 2, 3, 4, 0, 1, 0},
		{1, 2, 1, 3, 1, 2},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data}
		cd, xd, yd := fuzzDims(r), fuzzDims(r), fuzzDims(r)
		want, ok := broadcastRule(cd, xd, yd)
		if n, _ := safe.Size(want); ok && (n > maxFuzzElems || !fitsSize(want)) {
			return
		}
		cond := fuzzBools(r, cd)
		x, y := fuzzOperand(r, xd, 0), fuzzOperand(r, yd, 1<<20)
		out, err := ndint64.Where(cond, x, y)
		if !ok {
			require.Error(t, err)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, out.Shape().Dims())
		for c := range nd.Coords(want...) {
			v := y.GetInt64(at(yd, c)...)
			if cond.GetBool(at(cd, c)...) {
				v = x.GetInt64(at(xd, c)...)
			}
			require.Equal(t, v, out.GetInt64(c...), "at %v", c)
		}
	})
}

// fitsSize reports whether dims have a size that fits an int64.
func fitsSize(dims []int64) bool {
	_, ok := safe.Size(dims)
	return ok
}

// fuzzOperand is fuzzInput, or now and then a BroadcastTo view of a
// smaller array to dims.
func fuzzOperand(r *limitReader, dims []int64, base int64) *ndint64.NdArray {
	if r.choice(4) == 0 && len(dims) > 0 && fitsSize(dims) {
		small := slices.Clone(dims[1:])
		for i := range small {
			if r.choice(2) == 0 {
				small[i] = 1
			}
		}
		if n, ok := safe.Size(small); ok && n <= maxFuzzElems {
			return fuzzInput(small, base, r.choice(5)).BroadcastTo(nd.ShapeOf(dims...))
		}
	}
	return fuzzInput(dims, base, r.choice(5))
}

// FuzzArgWhere checks ArgWhere on any shape, layout and zero pattern:
// never an error or panic, and the coordinates of the nonzero elements in
// row-major order.
func FuzzArgWhere(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 2, 3, 1, 0, 1, 1, 0, 1, 0},
		{0, 0, 1},
		{3, 2, 1, 3, 2, 1, 1, 0, 0, 1, 1, 1},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data}
		dims := fuzzDims(r)
		in := fuzzInput(dims, 0, r.choice(5))
		var want []int64
		n := int64(0)
		if in.Size() > 0 {
			for c := range nd.Coords(dims...) {
				if r.choice(2) == 0 {
					in.SetInt64(0, c...)
					continue
				}
				if in.GetInt64(c...) != 0 {
					want, n = append(want, c...), n+1
				}
			}
		}
		out, err := ndint64.ArgWhere(in)
		require.NoError(t, err)
		require.Equal(t, []int64{n, int64(len(dims))}, out.Shape().Dims())
		requireSameInts(t, want, out.ToSlice())
	})
}
