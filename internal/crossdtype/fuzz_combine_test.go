package crossdtype_test

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// maxFuzzElems bounds the results the combine fuzzers build: a larger one
// that the op would accept is skipped rather than allocated.
const maxFuzzElems = 1 << 16

// fuzzInput returns an int64 array of the given dims holding base, base+1,
// ... in row-major order, in a layout chosen by kind: contiguous, strided,
// reversed, transposed, or (with a Seq) a table dimension. A dims with a
// huge dimension must be empty, and is wrapped as is.
func fuzzInput(dims []int64, base int64, kind int) *ndint64.NdArray {
	n, _ := safe.Size(dims)
	if n == 0 || kind == 0 || len(dims) == 0 {
		return ndint64.Wrap(nd.ShapeOf(dims...), fuzzValues(n, base))
	}
	var a *ndint64.NdArray
	switch kind {
	case 1:
		big, idx := make([]int64, len(dims)), make([]nd.Index, len(dims))
		for i, d := range dims {
			big[i], idx[i] = 2*d+1, nd.Slice(1, 1+2*d, 2)
		}
		a = ndint64.New(nd.ShapeOf(big...)).Slice(idx...)
	case 2:
		a = ndint64.New(nd.ShapeOf(dims...)).Slice(nd.Ellipsis(), nd.Flip())
	case 3:
		rev := append([]int64(nil), dims...)
		for i, j := 0, len(rev)-1; i < j; i, j = i+1, j-1 {
			rev[i], rev[j] = rev[j], rev[i]
		}
		a = ndint64.New(nd.ShapeOf(rev...)).Transpose()
	default:
		a = ndint64.New(nd.ShapeOf(dims...))
		if len(dims) > 0 {
			coords := make([]int64, dims[0])
			for i := range coords {
				coords[i] = dims[0] - 1 - int64(i)
			}
			a = a.Slice(nd.Seq(coords...))
		}
	}
	a.Write(fuzzValues(n, base))
	return a
}

func fuzzValues(n, base int64) []int64 {
	v := make([]int64, n)
	for i := range v {
		v[i] = base + int64(i)
	}
	return v
}

// fuzzDims reads a shape: rank 0 to 4, dimensions 0 to 4, or now and then
// a limit value (kept only if the shape is valid and empty).
func fuzzDims(r *limitReader) []int64 {
	dims := make([]int64, r.choice(5))
	for i := range dims {
		dims[i] = int64(r.choice(5))
		if r.choice(16) == 0 {
			dims[i] = r.int()
		}
	}
	if n, ok := safe.Size(dims); !ok || (n > 0 && n > 1<<12) {
		for i := range dims {
			dims[i] = min(max(dims[i], 0), 4)
		}
	}
	return dims
}

// expectError runs an op whose arguments break a rule and checks its
// error wraps want.
func expectError(t *testing.T, err error, want error) {
	t.Helper()
	require.Error(t, err)
	require.True(t, errors.Is(err, want), "error %v, want one wrapping %v", err, want)
}

// FuzzPad checks Pad on any shape, paddings (small, negative and huge) and
// mode, on every kind of input view: an error exactly when TensorFlow's
// rules refuse the arguments or the result overflows, never a panic, and
// otherwise the elements of a naive per-coordinate reference.
func FuzzPad(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 2, 3, 0, 1, 1, 2, 2, 0, 7},
		{2, 3, 3, 1, 2, 2, 2, 2, 1, 1},
		{1, 4, 2, 3, 3, 2},
		{3, 1, 2, 3, 4, 0, 1, 1, 0, 1, 1, 2, 2},
		{2, 0, 2, 0, 1, 1, 0, 0, 0},
		{1, 2, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0x40, 0},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data}
		dims := fuzzDims(r)
		kind := r.choice(5)
		rows := len(dims)
		if r.choice(16) == 0 {
			rows = r.choice(5)
		}
		paddings := make([][2]int64, rows)
		for i := range paddings {
			for j := range 2 {
				paddings[i][j] = int64(r.choice(5))
				if r.choice(12) == 0 {
					paddings[i][j] = r.int()
				}
			}
		}
		mode := nd.PadMode(r.choice(4))
		value := r.int()
		want, ok := padRule(dims, paddings, mode)
		if n, _ := safe.Size(want); ok && n > maxFuzzElems {
			return // to be accepted, or refused for memory: too large to check
		}
		in := fuzzInput(dims, 0, kind)
		out, err := ndint64.Pad(in, paddings, mode, value)
		if !ok {
			expectError(t, err, nd.ErrArgument)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, out.Shape().Dims())
		for c := range nd.Coords(want...) {
			want := padRef(in, dims, paddings, mode, value, c)
			require.Equal(t, want, out.GetInt64(c...), "at %v", c)
		}
	})
}

// padRule returns Pad's result dims, and false if TensorFlow's rules
// refuse the arguments or the dims overflow.
func padRule(dims []int64, paddings [][2]int64, mode nd.PadMode) ([]int64, bool) {
	if mode > nd.PadSymmetric || len(paddings) != len(dims) {
		return nil, false
	}
	out := make([]int64, len(dims))
	for k, p := range paddings {
		limit := map[nd.PadMode]int64{
			nd.PadConstant: math.MaxInt64, nd.PadReflect: dims[k] - 1, nd.PadSymmetric: dims[k],
		}[mode]
		if p[0] < 0 || p[1] < 0 || p[0] > limit || p[1] > limit {
			return nil, false
		}
		s, ok1 := safe.Add(p[0], dims[k])
		n, ok2 := safe.Add(s, p[1])
		if !ok1 || !ok2 {
			return nil, false
		}
		out[k] = n
	}
	if _, ok := safe.Size(out); !ok {
		return nil, false
	}
	return out, true
}

// padRef returns the element of Pad's result at c, worked out coordinate
// by coordinate.
func padRef(in *ndint64.NdArray, dims []int64, paddings [][2]int64, mode nd.PadMode,
	value int64, c []int64) int64 {
	src := make([]int64, len(c))
	for k, x := range c {
		i, d := x-paddings[k][0], dims[k]
		switch {
		case i >= 0 && i < d:
		case mode == nd.PadConstant:
			return value
		case i < 0 && mode == nd.PadReflect:
			i = -i
		case i < 0:
			i = -i - 1
		case mode == nd.PadReflect:
			i = 2*d - 2 - i
		default:
			i = 2*d - 1 - i
		}
		src[k] = i
	}
	return in.GetInt64(src...)
}

// FuzzConcat checks Concat on any number of inputs of random, mismatched
// and huge empty shapes, on every kind of input view: TensorFlow's error
// exactly when its rules refuse the inputs or the result overflows, never
// a panic, and otherwise the elements of a naive per-coordinate reference.
func FuzzConcat(f *testing.F) {
	for _, seed := range [][]byte{
		{2, 1, 2, 2, 3, 0, 2, 2, 1, 1},
		{3, 0, 2, 1, 3, 2, 2, 3, 3, 2, 4, 3},
		{2, 0, 2, 0, 4, 0, 2, 0, 1, 4},
		{1, 2, 1, 3},
		{2, 1, 2, 0, 15, 1, 0, 2, 0, 15, 1},
		{0, 1},
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data}
		n := r.choice(5)
		axis := r.choice(9) - 4
		first := fuzzDims(r)
		in, shapes := make([]*ndint64.NdArray, n), make([][]int64, n)
		var base int64
		for i := range in {
			shapes[i] = append([]int64(nil), first...)
			switch r.choice(8) {
			case 0:
				shapes[i] = fuzzDims(r)
			case 1, 2, 3:
				if ax := axis + len(first); len(first) > 0 && axis < len(first) && ax >= 0 {
					shapes[i][ax%len(first)] = int64(r.choice(4))
				}
			}
			if size, ok := safe.Size(shapes[i]); !ok || size > 1<<12 {
				shapes[i] = first // a huge dimension was made non-empty
			}
			in[i] = fuzzInput(shapes[i], base, r.choice(5))
			base += in[i].Size()
		}
		want, ax, kind := concatRule(shapes, axis)
		if size, _ := safe.Size(want); kind == nil && size > maxFuzzElems {
			return
		}
		out, err := ndint64.Concat(axis, in...)
		if kind != nil {
			expectError(t, err, kind)
			return
		}
		require.NoError(t, err)
		require.Equal(t, want, out.Shape().Dims())
		for c := range nd.Coords(want...) {
			src := append([]int64(nil), c...)
			k := 0
			for src[ax] >= shapes[k][ax] {
				src[ax] -= shapes[k][ax]
				k++
			}
			require.Equal(t, in[k].GetInt64(src...), out.GetInt64(c...), "at %v", c)
		}
	})
}

// concatRule returns Concat's result dims and axis, or the sentinel its
// error must wrap, by TensorFlow's rules in their order.
func concatRule(shapes [][]int64, axis int) ([]int64, int, error) {
	if len(shapes) == 0 {
		return nil, 0, nd.ErrArgument
	}
	rank := len(shapes[0])
	if rank == 0 {
		return nil, 0, nd.ErrShape
	}
	ax := axis
	if ax < 0 {
		ax += rank
	}
	if ax < 0 || ax >= rank {
		return nil, 0, nd.ErrAxisOutOfRange
	}
	out := append([]int64(nil), shapes[0]...)
	out[ax] = 0
	for _, s := range shapes {
		if len(s) != rank {
			return nil, 0, nd.ErrShape
		}
		for j := range s {
			if j != ax && s[j] != out[j] {
				return nil, 0, nd.ErrShape
			}
		}
		var ok bool
		if out[ax], ok = safe.Add(out[ax], s[ax]); !ok {
			return nil, 0, nd.ErrArgument
		}
	}
	if _, ok := safe.Size(out); !ok {
		return nil, 0, nd.ErrArgument
	}
	return out, ax, nil
}
