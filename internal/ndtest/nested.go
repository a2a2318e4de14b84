package ndtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// nest2 etc. build nested slices of Val(i) in row-major order.
func (x h[T, A]) nest2(d0, d1 int, from int) [][]T {
	out := make([][]T, d0)
	for i := range out {
		out[i] = make([]T, d1)
		for j := range out[i] {
			out[i][j] = x.Val(from + i*d1 + j)
		}
	}
	return out
}

func (x h[T, A]) nest3(d0, d1, d2 int, from int) [][][]T {
	out := make([][][]T, d0)
	for i := range out {
		out[i] = x.nest2(d1, d2, from+i*d1*d2)
	}
	return out
}

func (x h[T, A]) nest4(d0, d1, d2, d3 int) [][][][]T {
	out := make([][][][]T, d0)
	for i := range out {
		out[i] = x.nest3(d1, d2, d3, i*d1*d2*d3)
	}
	return out
}

// raggedErr asserts that err is a ragged-input error.
func raggedErr(t *testing.T, err error, what string) {
	t.Helper()
	if assert.Error(t, err, what) {
		assert.ErrorIs(t, err, nd.ErrShape, what)
		assert.True(t, strings.HasPrefix(err.Error(), "nd: shape mismatch: ragged"), "%s: error %q should start with \"nd: shape mismatch: ragged\"", what, err.Error())
	}
}

func (x h[T, A]) testNested(t *testing.T) {
	run(t, "FromSlice1", func(t *testing.T) {
		in := x.iota(5)
		a := x.FromSlice1(in)
		x.check(t, a, []int64{5}, span(0, 1, 5))
		in[0] = x.diff(in[0])
		assert.True(t, eq(a.GetValue(0), x.Val(0)), "FromSlice1 copies")
		a.SetValue(x.diff(x.Val(1)), 1)
		assert.True(t, eq(in[1], x.Val(1)), "FromSlice1 copies")
		assertDims(t, []int64{0}, x.FromSlice1(nil))
		assertDims(t, []int64{0}, x.FromSlice1([]T{}))
	})
	run(t, "FromSlice2", func(t *testing.T) {
		in := x.nest2(2, 3, 0)
		a, err := x.FromSlice2(in)
		require.NoError(t, err)
		x.check(t, a, []int64{2, 3}, span(0, 1, 6))
		in[1][0] = x.diff(in[1][0])
		assert.True(t, eq(a.GetValue(1, 0), x.Val(3)), "FromSlice2 copies")
		assert.Equal(t, x.nest2(2, 3, 0), x.ToSlice2(a), "round trip")
	})
	run(t, "FromSlice3", func(t *testing.T) {
		a, err := x.FromSlice3(x.nest3(2, 3, 4, 0))
		require.NoError(t, err)
		x.check(t, a, []int64{2, 3, 4}, span(0, 1, 24))
		assert.Equal(t, x.nest3(2, 3, 4, 0), x.ToSlice3(a), "round trip")
	})
	run(t, "FromSlice4", func(t *testing.T) {
		a, err := x.FromSlice4(x.nest4(2, 1, 3, 2))
		require.NoError(t, err)
		x.check(t, a, []int64{2, 1, 3, 2}, span(0, 1, 12))
		assert.Equal(t, x.nest4(2, 1, 3, 2), x.ToSlice4(a), "round trip")
	})
	run(t, "ToSliceOfViews", func(t *testing.T) {
		tr := x.arange(3, 4).Transpose()
		got := x.ToSlice2(tr)
		require.Len(t, got, 4)
		for j, row := range got {
			require.Len(t, row, 3)
			for i, v := range row {
				assert.True(t, eq(v, x.Val(i*4+j)), "ToSlice2(transposed)[%d][%d]", j, i)
			}
		}
		back, err := x.FromSlice2(got)
		require.NoError(t, err)
		assert.True(t, back.Equal(tr), "FromSlice2(ToSlice2(v)) equals v")
		got[0][0] = x.diff(got[0][0])
		assert.True(t, eq(tr.GetValue(0, 0), x.Val(0)), "ToSlice2 copies")
		got[0] = append(got[0], x.diff(got[1][0]))
		assert.True(t, eq(got[1][0], x.Val(1)), "appending to one row does not overwrite the next")

		v3 := x.arange(2, 3, 4).Slice(nd.Flip(), nd.All(), nd.Step(2))
		g3 := x.ToSlice3(v3)
		require.Len(t, g3, 2)
		for c := range nd.Coords(2, 3, 2) {
			i, j, k := c[0], c[1], c[2]
			assert.True(t, eq(g3[i][j][k], x.Val(int((1-i)*12+j*4+2*k))), "ToSlice3 of a view at %v", c)
		}
		b3, err := x.FromSlice3(g3)
		require.NoError(t, err)
		assert.True(t, b3.Equal(v3))

		v4 := x.arange(2, 3).Slice(nd.NewAxis(), nd.All(), nd.NewAxis(), nd.Flip())
		g4 := x.ToSlice4(v4)
		require.Len(t, g4, 1)
		require.Len(t, g4[0], 2)
		assert.Equal(t, [][]T{x.vals(2, 1, 0)}, g4[0][0])
		assert.Equal(t, [][]T{x.vals(5, 4, 3)}, g4[0][1])
		b4, err := x.FromSlice4(g4)
		require.NoError(t, err)
		assert.True(t, b4.Equal(v4))
	})
	run(t, "Ragged", func(t *testing.T) {
		a, b, c, d := x.Val(0), x.Val(1), x.Val(2), x.Val(3)
		_, err := x.FromSlice2([][]T{{a, b}, {c}})
		raggedErr(t, err, "{{a,b},{c}}")
		_, err = x.FromSlice2([][]T{{a}, {b, c}})
		raggedErr(t, err, "{{a},{b,c}}")
		_, err = x.FromSlice2([][]T{{}, {a}})
		raggedErr(t, err, "{{},{a}}")
		_, err = x.FromSlice3([][][]T{{{a, b}}, {{a, b}, {c, d}}})
		raggedErr(t, err, "3-D, middle level")
		_, err = x.FromSlice3([][][]T{{{a, b}, {c}}})
		raggedErr(t, err, "3-D, inner level")
		_, err = x.FromSlice3([][][]T{{{a}}, {{a, b}}})
		raggedErr(t, err, "3-D, inner lengths differ between blocks")
		_, err = x.FromSlice3([][][]T{{{a, b}}, {}})
		raggedErr(t, err, "3-D, an empty block")
		_, err = x.FromSlice4([][][][]T{{{{a}}}, {{{a}}, {{b}}}})
		raggedErr(t, err, "4-D, second level")
		_, err = x.FromSlice4([][][][]T{{{{a, b}, {c}}}})
		raggedErr(t, err, "4-D, innermost level")
		_, err = x.FromSlice4([][][][]T{{{{a}, {b}}, {{c}}}})
		raggedErr(t, err, "4-D, third level")
		_, err = x.FromSlice4([][][][]T{{{{a}}}, {{{a, b}}}})
		raggedErr(t, err, "4-D, innermost lengths differ between blocks")
	})
	run(t, "Empty", func(t *testing.T) {
		cases := []struct {
			name string
			f    func() (A, error)
			dims []int64
		}{
			{"[][]T{}", func() (A, error) { return x.FromSlice2([][]T{}) }, []int64{0, 0}},
			{"[][]T(nil)", func() (A, error) { return x.FromSlice2(nil) }, []int64{0, 0}},
			{"{{},{}}", func() (A, error) { return x.FromSlice2([][]T{{}, {}}) }, []int64{2, 0}},
			{"[][][]T{}", func() (A, error) { return x.FromSlice3([][][]T{}) }, []int64{0, 0, 0}},
			{"3-D {{},{}}", func() (A, error) { return x.FromSlice3([][][]T{{}, {}}) }, []int64{2, 0, 0}},
			{"{{{},{}}}", func() (A, error) { return x.FromSlice3([][][]T{{{}, {}}}) }, []int64{1, 2, 0}},
			{"[][][][]T{}", func() (A, error) { return x.FromSlice4([][][][]T{}) }, []int64{0, 0, 0, 0}},
			{"4-D {{}}", func() (A, error) { return x.FromSlice4([][][][]T{{}}) }, []int64{1, 0, 0, 0}},
			{"4-D {{{},{}}}", func() (A, error) { return x.FromSlice4([][][][]T{{{}, {}}}) }, []int64{1, 2, 0, 0}},
		}
		for _, c := range cases {
			a, err := c.f()
			if assert.NoError(t, err, c.name) {
				assertDims(t, c.dims, a, c.name)
			}
		}
		g := x.ToSlice2(x.New(shape(2, 0)))
		assert.Len(t, g, 2)
		for _, r := range g {
			assert.Len(t, r, 0)
		}
		assert.Len(t, x.ToSlice2(x.New(shape(0, 3))), 0)
		g3 := x.ToSlice3(x.New(shape(2, 0, 3)))
		assert.Len(t, g3, 2)
		for _, r := range g3 {
			assert.Len(t, r, 0)
		}
		g4 := x.ToSlice4(x.New(shape(1, 2, 0, 1)))
		require.Len(t, g4, 1)
		require.Len(t, g4[0], 2)
		assert.Len(t, g4[0][1], 0)
	})
	run(t, "WrongRank", func(t *testing.T) {
		for _, dims := range [][]int64{{3}, {}, {2, 2, 2}} {
			a := x.New(shape(dims...))
			mustPanic(t, func() { x.ToSlice2(a) }, fmt.Sprintf("ToSlice2 of %v", dims))
		}
		for _, dims := range [][]int64{{2, 2}, {2, 2, 2, 2}} {
			a := x.New(shape(dims...))
			mustPanic(t, func() { x.ToSlice3(a) }, fmt.Sprintf("ToSlice3 of %v", dims))
		}
		for _, dims := range [][]int64{{2, 2, 2}, {1, 1, 1, 1, 1}} {
			a := x.New(shape(dims...))
			mustPanic(t, func() { x.ToSlice4(a) }, fmt.Sprintf("ToSlice4 of %v", dims))
		}
	})
}
