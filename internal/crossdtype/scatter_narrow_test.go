package crossdtype_test

import (
	"encoding/json"
	"os"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// The arithmetic scatters of the 16-bit floats round after each update, as
// TensorFlow's CPU kernels (Eigen's half and bfloat16) do: float16 against
// NumPy's ufunc.at on float16 (testdata/gen_scatter_float16_golden.py),
// bfloat16 against narrowReference, a row loop that rounds each operation
// with the bfloat16 package (itself checked against NumPy on float16).

// narrowCase is one case of testdata/scatter_float16_golden.json: float16
// bit patterns for the tensor, updates and result.
type narrowCase struct {
	Op           string  `json:"op"`
	IndexType    string  `json:"index_type"`
	Shape        []int64 `json:"shape"`
	Tensor       []uint16
	IndicesShape []int64 `json:"indices_shape"`
	Indices      []int64
	UpdatesShape []int64 `json:"updates_shape"`
	Updates      []uint16
	Values       []uint16
}

// narrowOps are one 16-bit float package's scatter ops by name, every one
// called as f(tensor, indices, updates, shape); the in-place ones return
// their ref.
type narrowOps[A any] map[string]func(A, nd.Indices, A, nd.Shape) (A, error)

func opsOf[A any](scatterNd func(nd.Indices, A, nd.Shape) (A, error),
	fresh map[string]func(A, nd.Indices, A) (A, error),
	ref map[string]func(A, nd.Indices, A) error) narrowOps[A] {
	ops := narrowOps[A]{"ScatterNd": func(_ A, i nd.Indices, u A, s nd.Shape) (A, error) {
		return scatterNd(i, u, s)
	}}
	for name, f := range fresh {
		ops[name] = func(t A, i nd.Indices, u A, _ nd.Shape) (A, error) { return f(t, i, u) }
	}
	for name, f := range ref {
		ops[name] = func(t A, i nd.Indices, u A, _ nd.Shape) (A, error) { return t, f(t, i, u) }
	}
	return ops
}

var float16Ops = opsOf(ndfloat16.ScatterNd, map[string]func(*ndfloat16.NdArray, nd.Indices,
	*ndfloat16.NdArray) (*ndfloat16.NdArray, error){
	"TensorScatterUpdate": ndfloat16.TensorScatterUpdate, "TensorScatterAdd": ndfloat16.TensorScatterAdd,
	"TensorScatterSub": ndfloat16.TensorScatterSub, "TensorScatterMin": ndfloat16.TensorScatterMin,
	"TensorScatterMax": ndfloat16.TensorScatterMax,
}, map[string]func(*ndfloat16.NdArray, nd.Indices, *ndfloat16.NdArray) error{
	"ScatterNdUpdate": ndfloat16.ScatterNdUpdate, "ScatterNdAdd": ndfloat16.ScatterNdAdd,
})

var bfloat16Ops = opsOf(ndbfloat16.ScatterNd, map[string]func(*ndbfloat16.NdArray, nd.Indices,
	*ndbfloat16.NdArray) (*ndbfloat16.NdArray, error){
	"TensorScatterUpdate": ndbfloat16.TensorScatterUpdate, "TensorScatterAdd": ndbfloat16.TensorScatterAdd,
	"TensorScatterSub": ndbfloat16.TensorScatterSub, "TensorScatterMin": ndbfloat16.TensorScatterMin,
	"TensorScatterMax": ndbfloat16.TensorScatterMax,
}, map[string]func(*ndbfloat16.NdArray, nd.Indices, *ndbfloat16.NdArray) error{
	"ScatterNdUpdate": ndbfloat16.ScatterNdUpdate, "ScatterNdAdd": ndbfloat16.ScatterNdAdd,
})

func loadNarrowCases(t *testing.T) []narrowCase {
	raw, err := os.ReadFile(testdata("scatter_float16_golden.json"))
	require.NoError(t, err)
	var doc struct{ Cases []narrowCase }
	require.NoError(t, json.Unmarshal(raw, &doc))
	require.NotEmpty(t, doc.Cases)
	return doc.Cases
}

// indicesOf is c's indices as an int64 or int32 array.
func (c narrowCase) indicesOf() nd.Indices {
	s := nd.ShapeOf(c.IndicesShape...)
	if c.IndexType == "int32" {
		v := make([]int32, len(c.Indices))
		for i, x := range c.Indices {
			v[i] = int32(x)
		}
		return ndint32.Wrap(s, v)
	}
	return ndint64.Wrap(s, c.Indices)
}

// runNarrow runs case c's op on tensor and updates (contiguous, or as
// views that are not: flipped copies flipped back) and returns the result.
func runNarrow[T any, A interface {
	nd.Array[T, A]
	Flip(...int) A
}](c narrowCase, ops narrowOps[A], wrap func(nd.Shape, []T) A, tensor, updates []T,
	views bool) ([]T, error) {
	in := func(shape []int64, v []T) A {
		a := wrap(nd.ShapeOf(shape...), slices.Clone(v)) // the in-place ops write to it
		if views && len(shape) > 0 {
			a = a.Flip().Copy().Flip()
		}
		return a
	}
	var t A
	if c.Op != "ScatterNd" {
		t = in(c.Shape, tensor)
	}
	got, err := ops[c.Op](t, c.indicesOf(), in(c.UpdatesShape, updates), nd.ShapeOf(c.Shape...))
	if err != nil {
		return nil, err
	}
	return got.ToSlice(), nil
}

func TestScatterFloat16Golden(t *testing.T) {
	cases := loadNarrowCases(t)
	half := func(b []uint16) []float16.Float16 {
		out := make([]float16.Float16, len(b))
		for i, v := range b {
			out[i] = float16.Frombits(v)
		}
		return out
	}
	for i, c := range cases {
		for _, views := range []bool{false, true} {
			got, err := runNarrow(c, float16Ops, ndfloat16.Wrap, half(c.Tensor), half(c.Updates), views)
			require.NoError(t, err, "case %d %s", i, c.Op)
			require.Equal(t, c.Values, bits16(got), "case %d %s (views %v)", i, c.Op, views)
		}
		ref := narrowReference(c, half(c.Tensor), half(c.Updates), float16.Float16.Float32,
			float16.Fromfloat32)
		require.Equal(t, c.Values, bits16(ref), "case %d %s: the reference", i, c.Op)
	}
	t.Logf("%d cases, contiguous and as views", len(cases))
}

// TestScatterBFloat16Rounding runs the float16 cases' values as bfloat16
// (each rounded to bfloat16) against narrowReference.
func TestScatterBFloat16Rounding(t *testing.T) {
	brain := func(b []uint16) []bfloat16.BFloat16 {
		out := make([]bfloat16.BFloat16, len(b))
		for i, v := range b {
			out[i] = bfloat16.FromFloat32(float16.Frombits(v).Float32())
		}
		return out
	}
	rounded := 0
	for i, c := range loadNarrowCases(t) {
		tensor, updates := brain(c.Tensor), brain(c.Updates)
		want := bits16(narrowReference(c, tensor, updates, bfloat16.BFloat16.Float32,
			bfloat16.FromFloat32))
		for _, views := range []bool{false, true} {
			got, err := runNarrow(c, bfloat16Ops, ndbfloat16.Wrap, tensor, updates, views)
			require.NoError(t, err, "case %d %s", i, c.Op)
			require.Equal(t, want, bits16(got), "case %d %s (views %v)", i, c.Op, views)
		}
		arith := c.Op == "ScatterNd" || c.Op == "TensorScatterAdd" || c.Op == "ScatterNdAdd" ||
			c.Op == "TensorScatterSub"
		if arith && !slices.Equal(want, bits16(onceRounded(c, tensor, updates))) {
			rounded++
		}
	}
	assert.Greater(t, rounded, 100, "cases where rounding once per update tells")
	t.Logf("%d cases where one rounding of the sums would differ", rounded)
}

// narrowReference computes case c as TensorFlow's CPU kernel does for a
// 16-bit float type: row by row in order, each element's operation in
// float32 and rounded back by from.
func narrowReference[T any](c narrowCase, tensor, updates []T, to func(T) float32,
	from func(float32) T) []T {
	return scatterRows(c, tensor, updates, func(d, u T) T {
		x, y := to(d), to(u)
		switch c.Op {
		case "ScatterNd", "TensorScatterAdd", "ScatterNdAdd":
			return from(x + y)
		case "TensorScatterSub":
			return from(x - y)
		case "TensorScatterMin":
			if y < x {
				return u
			}
		case "TensorScatterMax":
			if x < y {
				return u
			}
		default: // the Update ops
			return u
		}
		return d
	})
}

// onceRounded is case c's sums and differences computed exactly (in
// float64) and rounded to bfloat16 once.
func onceRounded(c narrowCase, tensor, updates []bfloat16.BFloat16) []bfloat16.BFloat16 {
	wide := func(v []bfloat16.BFloat16) []float64 {
		out := make([]float64, len(v))
		for i, x := range v {
			out[i] = float64(x.Float32())
		}
		return out
	}
	sums := scatterRows(c, wide(tensor), wide(updates), func(d, u float64) float64 {
		if c.Op == "TensorScatterSub" {
			return d - u
		}
		return d + u
	})
	out := make([]bfloat16.BFloat16, len(sums))
	for i, v := range sums {
		out[i] = bfloat16.FromFloat64(v)
	}
	return out
}

// scatterRows applies the rows of case c to a copy of tensor (zeros for
// ScatterNd), element by element with f(element, update), in row order.
func scatterRows[T any](c narrowCase, tensor, updates []T, f func(d, u T) T) []T {
	size := int64(1)
	for _, d := range c.Shape {
		size *= d
	}
	out := make([]T, size)
	if c.Op != "ScatterNd" {
		copy(out, tensor)
	}
	k := c.IndicesShape[len(c.IndicesShape)-1]
	slice := size
	for _, d := range c.Shape[:k] {
		slice /= d
	}
	for r := int64(0); r*k < int64(len(c.Indices)); r++ {
		pos := int64(0)
		for j, v := range c.Indices[r*k : (r+1)*k] {
			pos = pos*c.Shape[j] + v
		}
		for e := range slice {
			out[pos*slice+e] = f(out[pos*slice+e], updates[r*slice+e])
		}
	}
	return out
}

// The facts the golden cases rest on, one by one: duplicates round once
// per update, so a bfloat16 sum of ones stops at 256 (TensorFlow's
// ScatterNd on bfloat16 gives the same), a float16 one at 2048.
func TestScatterNarrowRoundsPerUpdate(t *testing.T) {
	ones := func(n int) ([]int64, []float32) {
		ix, u := make([]int64, n), make([]float32, n)
		for i := range u {
			u[i] = 1
		}
		return ix, u
	}
	ix, u := ones(3000)
	idx := ndint64.Wrap(nd.ShapeOf(3000, 1), ix)
	h := make([]float16.Float16, len(u))
	b := make([]bfloat16.BFloat16, len(u))
	for i, v := range u {
		h[i], b[i] = float16.Fromfloat32(v), bfloat16.FromFloat32(v)
	}
	hs, err := ndfloat16.ScatterNd(idx, ndfloat16.Vector(h...), nd.ShapeOf(1))
	require.NoError(t, err)
	assert.Equal(t, float32(2048), hs.GetFloat16(0).Float32())
	bs, err := ndbfloat16.ScatterNd(idx, ndbfloat16.Vector(b...), nd.ShapeOf(1))
	require.NoError(t, err)
	assert.Equal(t, float32(256), bs.GetBFloat16(0).Float32())
	// 2048 + 1 rounds to 2048 (a tie, to even) each time; 2048 + 2 would not.
	ref := ndfloat16.Vector(float16.Fromfloat32(2048))
	require.NoError(t, ndfloat16.ScatterNdAdd(ref, ndint64.Wrap(nd.ShapeOf(2, 1), []int64{0, 0}),
		ndfloat16.Vector(h[:2]...)))
	assert.Equal(t, float32(2048), ref.GetFloat16(0).Float32())
}
