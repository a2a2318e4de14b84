package nd

import (
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// positions enumerates the view's coordinates in row-major order and returns
// the storage position of each, through Pos: the slow, obviously correct
// reference every other test compares against. For a RowMajor layout of
// arange the positions are the values.
func positions(l Layout) []int64 {
	out := []int64{}
	if l.Size() == 0 {
		return out
	}
	coords := make([]int64, len(l.Dims))
	for {
		out = append(out, l.Pos(slices.Clone(coords)))
		d := len(coords) - 1
		for ; d >= 0; d-- {
			coords[d]++
			if coords[d] < l.Dims[d] {
				break
			}
			coords[d] = 0
		}
		if d < 0 {
			return out
		}
	}
}

// dimsOf returns l.Dims as a non-nil slice, so rank 0 compares equal to
// []int64{}.
func dimsOf(l Layout) []int64 { return append([]int64{}, l.Dims...) }

// iota64 returns lo, lo+1, ..., hi-1.
func iota64(lo, hi int64) []int64 {
	out := []int64{}
	for i := lo; i < hi; i++ {
		out = append(out, i)
	}
	return out
}

// requireView requires l to have the given dims and positions.
func requireView(t *testing.T, l Layout, dims, pos []int64, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, dims, dimsOf(l), msgAndArgs...)
	require.Equal(t, pos, positions(l), msgAndArgs...)
}

// requireSameView requires a and b to have the same dims and positions.
func requireSameView(t *testing.T, a, b Layout, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, dimsOf(a), dimsOf(b), msgAndArgs...)
	require.Equal(t, positions(a), positions(b), msgAndArgs...)
}

func TestPositionsHelper(t *testing.T) {
	assert.Equal(t, iota64(0, 12), positions(RowMajor(3, 4)))
	assert.Equal(t, []int64{0}, positions(RowMajor()))
	assert.Equal(t, []int64{}, positions(RowMajor(3, 0, 2)))
	l := Layout{Dims: []int64{2, 3}, Strides: []int64{1, 2}, Offset: 10}
	assert.Equal(t, []int64{10, 12, 14, 11, 13, 15}, positions(l))
	l.Tables = [][]int64{nil, {5, -1, 0}}
	assert.Equal(t, []int64{15, 9, 10, 16, 10, 11}, positions(l))
}

func TestRowMajor(t *testing.T) {
	l := RowMajor(2, 3, 4)
	assert.Equal(t, []int64{2, 3, 4}, l.Dims)
	assert.Equal(t, []int64{12, 4, 1}, l.Strides)
	assert.Equal(t, int64(0), l.Offset)
	assert.Nil(t, l.Tables)
	assert.Equal(t, 3, l.Rank())
	assert.Equal(t, int64(24), l.Size())
	assert.True(t, l.Shape().Equal(ShapeOf(2, 3, 4)))

	s := RowMajor()
	assert.Equal(t, 0, s.Rank())
	assert.Equal(t, int64(1), s.Size())
	assert.True(t, s.Shape().IsScalar())

	z := RowMajor(3, 0, 2)
	assert.Equal(t, []int64{0, 2, 1}, z.Strides)
	assert.Equal(t, int64(0), z.Size())

	dims := []int64{2, 3}
	l = RowMajor(dims...)
	dims[0] = 7
	assert.Equal(t, []int64{2, 3}, l.Dims, "RowMajor copies its argument")

	requireNdPanic(t, "dimension 1 is -1, want >= 0", func() { RowMajor(2, -1) })
	assert.Equal(t, "dims=[2, 3] strides=[3, 1] offset=0", RowMajor(2, 3).String())
	assert.Contains(t, RowMajor(3, 4).Slice(Seq(2, 0)).String(), "tables=[[8 0] []]")
}

// TestSliceTFJavaIndexTest is IndexTest on a 5x4 array with m[r][c] = "(c, r)",
// that is position r*4+c.
func TestSliceTFJavaIndexTest(t *testing.T) {
	m := RowMajor(5, 4)
	p := func(c, r int64) int64 { return r*4 + c } // "(c, r)"
	all := iota64(0, 20)

	requireView(t, m.Slice(All()), []int64{5, 4}, all)
	requireView(t, m.Slice(Ellipsis()), []int64{5, 4}, all)
	requireView(t, m.Slice(), []int64{5, 4}, all)
	requireView(t, m.Slice(All(), At(1)), []int64{5}, []int64{1, 5, 9, 13, 17})
	requireView(t, m.Slice(At(2), All()), []int64{4}, []int64{8, 9, 10, 11})
	requireView(t, m.Slice(At(2), At(1)), []int64{}, []int64{p(1, 2)})
	requireView(t, m.Slice(Range(1, 3)), []int64{2, 4}, iota64(4, 12))
	cols := m.Slice(All(), Range(1, 3))
	require.Equal(t, []int64{5, 2}, dimsOf(cols))
	for r := int64(0); r < 5; r++ {
		assert.Equal(t, []int64{p(1, r), p(2, r)}, positions(cols.Get(r)), "get(%d)", r)
	}
	want := []int64{p(1, 1), p(2, 1), p(1, 2), p(2, 2)}
	requireView(t, m.Slice(Slice(1, 3, 1), Slice(1, 3, 1)), []int64{2, 2}, want)
	requireView(t, m.Slice(Range(1, 3), Range(1, 3)), []int64{2, 2}, want)
	requireView(t, m.Slice(Odd(), Even()), []int64{2, 2}, []int64{p(0, 1), p(2, 1), p(0, 3), p(2, 3)})
	requireView(t, m.Slice(SliceFrom(3), SliceFrom(2)), []int64{2, 2}, []int64{p(2, 3), p(3, 3), p(2, 4), p(3, 4)})
	requireView(t, m.Slice(SliceFromStep(3, 1), SliceFromStep(2, 1)), []int64{2, 2}, []int64{p(2, 3), p(3, 3), p(2, 4), p(3, 4)})
	requireView(t, m.Slice(SliceToStep(3, 2), SliceToStep(2, 1)), []int64{2, 2}, []int64{p(0, 0), p(1, 0), p(0, 2), p(1, 2)})
	stepped := m.Slice(Step(2), Step(2))
	requireView(t, stepped, []int64{3, 2}, []int64{0, 2, 8, 10, 16, 18})
	requireView(t, stepped.Slice(Flip(), Flip()), []int64{3, 2}, []int64{18, 16, 10, 8, 2, 0})
	want = []int64{p(3, 4), p(1, 4), p(3, 2), p(1, 2)}
	requireView(t, m.Slice(Slice(4, 0, -2), SliceFromStep(3, -2)), []int64{2, 2}, want)
	requireView(t, m.Slice(Seq(4, 2), Seq(3, 1)), []int64{2, 2}, want)
	requireView(t, m.Slice(All(), All(), NewAxis()), []int64{5, 4, 1}, all)
}

// TestSlice5x4x5 covers the 5x4x5 cases of NdArrayTestBase/IndexTest, where
// the value is coords[2], that is position % 5.
func TestSlice5x4x5(t *testing.T) {
	a := RowMajor(5, 4, 5)
	all := iota64(0, 100)
	values := func(l Layout) []int64 {
		v := positions(l)
		for i := range v {
			v[i] %= 5
		}
		return v
	}
	repeat := func(n int, vals ...int64) []int64 {
		var out []int64
		for range n {
			out = append(out, vals...)
		}
		return out
	}

	t.Run("newAxis", func(t *testing.T) {
		requireView(t, a.Slice(All(), All(), All(), NewAxis()), []int64{5, 4, 5, 1}, all)
		requireView(t, a.Slice(All(), All(), NewAxis(), All()), []int64{5, 4, 1, 5}, all)
		requireView(t, a.Slice(All(), NewAxis(), All(), All()), []int64{5, 1, 4, 5}, all)
		requireView(t, a.Slice(NewAxis(), All(), All(), All()), []int64{1, 5, 4, 5}, all)
		requireView(t, a.Slice(NewAxis(), NewAxis()), []int64{1, 1, 5, 4, 5}, all)
	})
	t.Run("ellipsis", func(t *testing.T) {
		for _, pair := range [][2][]Index{
			{{Ellipsis(), At(0)}, {All(), All(), At(0)}},
			{{At(0), Ellipsis()}, {At(0), All(), All()}},
			{{At(0), Ellipsis(), At(0)}, {At(0), All(), At(0)}},
			{{Ellipsis(), NewAxis(), At(0)}, {All(), All(), NewAxis(), At(0)}},
			{{NewAxis(), Ellipsis(), At(0)}, {NewAxis(), All(), All(), At(0)}},
			{{Ellipsis(), At(0), NewAxis()}, {All(), All(), At(0), NewAxis()}},
			{{At(1), At(2), At(3), Ellipsis()}, {At(1), At(2), At(3)}},
			{{Ellipsis(), At(1), At(2), At(3)}, {At(1), At(2), At(3)}},
			{{At(1), Ellipsis(), At(2), At(3)}, {At(1), At(2), At(3)}},
		} {
			requireSameView(t, a.Slice(pair[0]...), a.Slice(pair[1]...), "%v vs %v", pair[0], pair[1])
		}
		// The ellipsis may cover no dimension and then contributes nothing.
		requireView(t, a.Slice(At(1), At(2), At(3), Ellipsis(), NewAxis()), []int64{1}, []int64{20 + 10 + 3})
		v := a.Slice(Ellipsis(), At(0))
		require.Equal(t, []int64{5, 4}, dimsOf(v))
		require.Equal(t, repeat(20, 0), values(v))
	})
	t.Run("testSlice", func(t *testing.T) {
		v := a.Slice(All(), SliceTo(3))
		require.Equal(t, []int64{5, 3, 5}, dimsOf(v))
		v = a.Slice(All(), All(), Range(1, 4))
		require.Equal(t, []int64{5, 4, 3}, dimsOf(v))
		require.Equal(t, repeat(20, 1, 2, 3), values(v))
		requireSameView(t, v, a.Slice(All(), All(), Slice(1, -1, 1)))
		requireSameView(t, v, a.Slice(All(), All(), Slice(-4, -1, 1)))
		requireSameView(t, v, a.Slice(Ellipsis(), Range(-4, -1)))
		v = a.Slice(All(), All(), Slice(1, 4, -2))
		require.Equal(t, []int64{5, 4, 0}, dimsOf(v))
		require.Empty(t, positions(v))
		v = a.Slice(All(), All(), Slice(4, 1, -2))
		require.Equal(t, []int64{5, 4, 2}, dimsOf(v))
		require.Equal(t, repeat(20, 4, 2), values(v))
		requireSameView(t, v, a.Slice(All(), All(), Slice(-1, 1, -2)))
		requireSameView(t, v, a.Slice(All(), All(), Slice(-1, -4, -2)))
		v = a.Slice(All(), All(), Flip())
		require.Equal(t, repeat(20, 4, 3, 2, 1, 0), values(v))
		requireSameView(t, v, a.Slice(All(), All(), Step(-1)))
	})
	t.Run("testAt", func(t *testing.T) {
		for _, c := range []struct {
			at   int64
			want int64
		}{{0, 0}, {3, 3}, {-3, 2}, {-1, 4}, {-5, 0}} {
			v := a.Slice(All(), All(), At(c.at))
			require.Equal(t, []int64{5, 4}, dimsOf(v))
			require.Equal(t, repeat(20, c.want), values(v), "at(%d)", c.at)
		}
		v := a.Slice(All(), All(), AtKeep(-3))
		require.Equal(t, []int64{5, 4, 1}, dimsOf(v))
		require.Equal(t, repeat(20, 2), values(v))
	})
	t.Run("NdArrayTestBase", func(t *testing.T) {
		l := a.Get(1, 0)
		require.Equal(t, iota64(20, 25), positions(l))
		require.Len(t, positions(l.Slice(Even())), 3)
		requireView(t, l.Slice(Even()).Slice(Odd()), []int64{1}, []int64{22})
		requireView(t, l.Slice(SliceFrom(1)), []int64{4}, iota64(21, 25))
		requireView(t, l.Slice(SliceTo(2)), []int64{2}, []int64{20, 21})
		requireView(t, l.Slice(Range(1, 3)), []int64{2}, []int64{21, 22})
		require.Equal(t, []int64{5, 5}, dimsOf(a.Slice(All(), At(0))))
		// (0,1,0)=5, (1,0,0)=20, (1,1,0)=25, (4,3,4)=99
		for _, c := range [][4]int64{{0, 1, 0, 5}, {1, 0, 0, 20}, {1, 1, 0, 25}, {4, 3, 4, 99}, {-1, -1, -1, 99}} {
			assert.Equal(t, c[3], a.Pos(c[:3]))
		}
	})
}

// TestSliceProbed3x4 covers "Probed slices on a 3x4 array" (reference §2).
func TestSliceProbed3x4(t *testing.T) {
	a := RowMajor(3, 4)
	requireView(t, a.Slice(All(), Step(-2)), []int64{3, 2}, []int64{3, 1, 7, 5, 11, 9})
	requireView(t, a.Slice(All(), SliceFromStep(2, -1)), []int64{3, 3}, []int64{2, 1, 0, 6, 5, 4, 10, 9, 8})
	requireView(t, a.Slice(All(), SliceToStep(1, -1)), []int64{3, 2}, []int64{3, 2, 7, 6, 11, 10})
	requireView(t, a.Slice(All(), Seq(3, 0, 3)), []int64{3, 3}, []int64{3, 0, 3, 7, 4, 7, 11, 8, 11})
	requireView(t, a.Slice(Hyperslab(0, 1, 2, 1), Hyperslab(1, 2, 1, 2)), []int64{2, 2}, []int64{1, 2, 5, 6})
	requireView(t, a.Slice(Flip(), At(0)), []int64{3}, []int64{8, 4, 0})
	requireView(t, a.Slice(At(1), NewAxis()), []int64{1, 4}, []int64{4, 5, 6, 7})
	requireView(t, a.Slice(All(), Even()).Slice(All(), Odd()), []int64{3, 1}, []int64{2, 6, 10})
	// More hyperslabs: blocks of 2 every 3, and overlapping blocks.
	requireView(t, RowMajor(8).Slice(Hyperslab(1, 3, 2, 2)), []int64{4}, []int64{1, 2, 4, 5})
	requireView(t, RowMajor(8).Slice(Hyperslab(0, 1, 3, 2)), []int64{6}, []int64{0, 1, 1, 2, 2, 3})
	requireView(t, RowMajor(8).Slice(Hyperslab(5, 2, 0, 4)), []int64{0}, []int64{})
	requireView(t, RowMajor(8).Slice(Hyperslab(4, 2, 2, 2)), []int64{4}, []int64{4, 5, 6, 7})
	requireNdPanic(t, "goes past the end of dimension 0 of size 8", func() { RowMajor(8).Slice(Hyperslab(5, 2, 2, 2)) })
	requireNdPanic(t, "goes past the end", func() { RowMajor(8).Slice(Hyperslab(8, 1, 1, 1)) })
	requireNdPanic(t, "goes past the end", func() { RowMajor(0).Slice(Hyperslab(0, 1, 1, 1)) })
	requireNdPanic(t, "goes past the end", func() { RowMajor(8).Slice(Hyperslab(0, math.MaxInt64, 3, 1)) })
	// Seq: negatives count from the end, out-of-range coordinates panic.
	requireView(t, RowMajor(5).Slice(Seq(-1, 0, -5, 4)), []int64{4}, []int64{4, 0, 0, 4})
	requireView(t, RowMajor(5).Slice(Seq()), []int64{0}, []int64{})
	requireNdPanic(t, "index seq(0, 5) out of range for dimension 0 of size 5", func() { RowMajor(5).Slice(Seq(0, 5)) })
	requireNdPanic(t, "out of range", func() { RowMajor(5).Slice(Seq(-6)) })
}

// TestSliceBugsNotToCopy covers TF Java's bugs (reference §2).
func TestSliceBugsNotToCopy(t *testing.T) {
	a := RowMajor(3, 4)
	// at(c, true) with c != 0 on a non-innermost dim.
	requireView(t, a.Slice(AtKeep(2)), []int64{1, 4}, []int64{8, 9, 10, 11})
	requireView(t, a.Slice(AtKeep(-2), AtKeep(3)), []int64{1, 1}, []int64{7})
	requireView(t, RowMajor(3, 4, 5).Slice(All(), AtKeep(2), Range(1, 3)), []int64{3, 1, 2},
		[]int64{11, 12, 31, 32, 51, 52})
	// AtKeep(-1) selects the last element (TF Java's -1:0 selects none).
	requireView(t, a.Slice(AtKeep(-1), AtKeep(-1)), []int64{1, 1}, []int64{11})
	// Slices clamp instead of producing out-of-range or negative dims.
	requireView(t, a.Slice(Slice(0, 10, 1)), []int64{3, 4}, iota64(0, 12))
	requireView(t, a.Slice(Slice(3, 0, 1)), []int64{0, 4}, []int64{})
	requireView(t, a.Slice(Slice(1, 4, -2)), []int64{0, 4}, []int64{})
	requireView(t, a.Slice(Slice(-10, 10, 1), Slice(10, -10, -3)), []int64{3, 2}, []int64{3, 0, 7, 4, 11, 8})
	requireView(t, a.Slice(SliceFrom(7)), []int64{0, 4}, []int64{})
	requireView(t, a.Slice(SliceTo(-7)), []int64{0, 4}, []int64{})
	requireView(t, a.Slice(SliceFromStep(-7, -1)), []int64{0, 4}, []int64{})
	requireView(t, a.Slice(SliceToStep(-7, -1)), []int64{3, 4}, []int64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3})
	requireView(t, a.Slice(Slice(math.MinInt64, math.MaxInt64, math.MaxInt64)), []int64{1, 4}, iota64(0, 4))
	requireView(t, a.Slice(Slice(math.MaxInt64, math.MinInt64, math.MinInt64)), []int64{1, 4}, iota64(8, 12))
	// A view never points outside its data: a size-0 slice past the end.
	v := a.Slice(SliceFrom(5), All())
	lo, hi := v.Bounds()
	assert.Greater(t, lo, hi)
}

func TestSliceRankErrors(t *testing.T) {
	a := RowMajor(3, 4)
	// Fewer indices than rank keep the trailing dims.
	requireView(t, RowMajor(3, 4, 5).Slice(At(1)), []int64{4, 5}, iota64(20, 40))
	requireView(t, RowMajor(3, 4, 5).Slice(Flip()), []int64{3, 4, 5}, append(append(iota64(40, 60), iota64(20, 40)...), iota64(0, 20)...))
	// NewAxis and Ellipsis consume nothing.
	requireView(t, a.Slice(All(), NewAxis(), All(), NewAxis()), []int64{3, 1, 4, 1}, iota64(0, 12))
	requireView(t, RowMajor().Slice(NewAxis(), Ellipsis(), NewAxis()), []int64{1, 1}, []int64{0})
	requireView(t, RowMajor().Slice(), []int64{}, []int64{0})

	requireNdPanic(t, "3 indices", func() { a.Slice(All(), All(), All()) })
	requireNdPanic(t, "for an array of shape [3, 4]", func() { a.Slice(At(0), Ellipsis(), At(0), At(0)) })
	requireNdPanic(t, "1 indices", func() { RowMajor().Slice(All()) })
	requireNdPanic(t, "more than one ellipsis", func() { a.Slice(Ellipsis(), Ellipsis()) })
	requireNdPanic(t, "more than one ellipsis", func() { a.Slice(Ellipsis(), At(0), Ellipsis()) })
	// Two ellipses are reported before too many indices.
	requireNdPanic(t, "more than one ellipsis", func() { a.Slice(Ellipsis(), All(), All(), All(), Ellipsis()) })
}

func TestSliceAtOutOfRange(t *testing.T) {
	a := RowMajor(3, 4)
	requireNdPanic(t, "index 3 out of range for dimension 0 of size 3", func() { a.Slice(At(3)) })
	requireNdPanic(t, "index -4 out of range for dimension 0 of size 3", func() { a.Slice(At(-4)) })
	requireNdPanic(t, "index 4 out of range for dimension 1 of size 4", func() { a.Slice(All(), At(4)) })
	requireNdPanic(t, "index -5 out of range for dimension 1 of size 4", func() { a.Slice(Ellipsis(), At(-5)) })
	requireNdPanic(t, "index 3:4 out of range", func() { a.Slice(AtKeep(3)) })
	requireNdPanic(t, "out of range", func() { a.Slice(AtKeep(-4)) })
	requireNdPanic(t, "out of range", func() { a.Slice(At(math.MinInt64)) })
	requireNdPanic(t, "out of range", func() { a.Slice(At(math.MaxInt64)) })
	requireNdPanic(t, "out of range for dimension 0 of size 0", func() { RowMajor(0, 4).Slice(At(0)) })
	requireNdPanic(t, "out of range", func() { RowMajor(0, 4).Slice(At(-1)) })
	// The edges are fine.
	requireView(t, a.Slice(At(-3), At(-4)), []int64{}, []int64{0})
	requireView(t, a.Slice(At(2), At(3)), []int64{}, []int64{11})
}

func TestPosAndGet(t *testing.T) {
	a := RowMajor(3, 4)
	assert.Equal(t, int64(6), a.Pos([]int64{1, 2}))
	assert.Equal(t, int64(11), a.Pos([]int64{-1, -1}))
	assert.Equal(t, int64(4), a.Pos([]int64{-2, -4}))
	scalar := RowMajor()
	assert.Equal(t, int64(0), scalar.Pos(nil))
	requireNdPanic(t, "coordinate 3 out of range for dimension 0 of shape [3, 4]", func() { a.Pos([]int64{3, 0}) })
	requireNdPanic(t, "out of range for dimension 1", func() { a.Pos([]int64{0, 4}) })
	requireNdPanic(t, "coordinate -4 out of range for dimension 0", func() { a.Pos([]int64{-4, 0}) })
	requireNdPanic(t, "coordinate -5 out of range for dimension 1", func() { a.Pos([]int64{0, -5}) })
	requireNdPanic(t, "coordinate -9223372036854775808 out of range", func() { a.Pos([]int64{math.MinInt64, 0}) })
	requireNdPanic(t, "1 coordinates [1] for an array of shape [3, 4]", func() { a.Pos([]int64{1}) })
	requireNdPanic(t, "3 coordinates", func() { a.Pos([]int64{1, 1, 1}) })
	requireNdPanic(t, "0 coordinates", func() { a.Pos(nil) })
	requireNdPanic(t, "1 coordinates", func() { scalar.Pos([]int64{0}) })

	// Tables, with negative coordinates.
	v := a.Slice(Seq(2, 0), Flip())
	assert.Equal(t, int64(11), v.Pos([]int64{0, 0}))
	assert.Equal(t, int64(0), v.Pos([]int64{-1, -1}))
	assert.Equal(t, int64(9), v.Pos([]int64{-2, 2}))
	requireNdPanic(t, "out of range for dimension 0", func() { v.Pos([]int64{2, 0}) })
	requireNdPanic(t, "out of range for dimension 0", func() { v.Pos([]int64{-3, 0}) })
	row := v.Slice(At(0))
	requireNdPanic(t, "2 coordinates", func() { row.Pos([]int64{0, 0}) })

	// Get: partial coordinates, negatives, tables.
	requireView(t, a.Get(), []int64{3, 4}, iota64(0, 12))
	requireView(t, a.Get(1), []int64{4}, iota64(4, 8))
	requireView(t, a.Get(-1), []int64{4}, iota64(8, 12))
	requireView(t, a.Get(-1, -2), []int64{}, []int64{10})
	requireView(t, v.Get(0), []int64{4}, []int64{11, 10, 9, 8})
	requireView(t, v.Get(-1, 1), []int64{}, []int64{2})
	assert.Nil(t, v.Get(1).Tables, "no table left")
	w := a.Slice(Flip(), Seq(3, 1))
	requireView(t, w.Get(0), []int64{2}, []int64{11, 9})
	assert.NotNil(t, w.Get(0).Tables)
	requireNdPanic(t, "3 coordinates", func() { a.Get(0, 0, 0) })
	requireNdPanic(t, "out of range", func() { a.Get(3) })
	requireNdPanic(t, "out of range", func() { a.Get(0, -5) })
	requireNdPanic(t, "out of range", func() { RowMajor(0, 2).Get(0) })
}

// TestSliceChainedOnTables slices, again, a dimension selected by Seq.
func TestSliceChainedOnTables(t *testing.T) {
	a := RowMajor(4, 6)
	v := a.Slice(All(), Seq(5, 0, 3, 3, 1))
	row := func(cols ...int64) []int64 {
		var out []int64
		for r := int64(0); r < 4; r++ {
			for _, c := range cols {
				out = append(out, r*6+c)
			}
		}
		return out
	}
	requireView(t, v, []int64{4, 5}, row(5, 0, 3, 3, 1))
	requireView(t, v.Slice(All(), Range(1, 4)), []int64{4, 3}, row(0, 3, 3))
	requireView(t, v.Slice(All(), Flip()), []int64{4, 5}, row(1, 3, 3, 0, 5))
	requireView(t, v.Slice(All(), Step(-2)), []int64{4, 3}, row(1, 3, 5))
	requireView(t, v.Slice(All(), SliceFromStep(-2, -3)), []int64{4, 2}, row(3, 5))
	requireView(t, v.Slice(All(), Range(4, 1)), []int64{4, 0}, []int64{})
	w := v.Slice(All(), At(2))
	requireView(t, w, []int64{4}, row(3))
	assert.Nil(t, w.Tables, "At on the only table dimension leaves no table")
	requireView(t, v.Slice(All(), AtKeep(-1)), []int64{4, 1}, row(1))
	requireView(t, v.Slice(All(), Seq(-1, 0, 0)), []int64{4, 3}, row(1, 5, 5))
	requireView(t, v.Slice(All(), Hyperslab(1, 3, 2, 1)), []int64{4, 2}, row(0, 1))
	requireNdPanic(t, "out of range", func() { v.Slice(All(), At(5)) })
	requireNdPanic(t, "out of range", func() { v.Slice(All(), Seq(5)) })
	// Slicing another dimension keeps the table; NewAxis in front shifts it.
	x := v.Slice(NewAxis(), Range(1, 3), NewAxis())
	requireView(t, x, []int64{1, 2, 1, 5}, []int64{11, 6, 9, 9, 7, 17, 12, 15, 15, 13})
	require.Len(t, x.Tables, 4)
	assert.Nil(t, x.Tables[0])
	assert.Nil(t, x.Tables[2])
	assert.NotNil(t, x.Tables[3])
	// Two table dimensions, then chained.
	y := a.Slice(Seq(3, 1), Seq(0, 5)).Slice(Flip(), Seq(1, 1, 0))
	requireView(t, y, []int64{2, 3}, []int64{11, 11, 6, 23, 23, 18})
	// The receiver's tables are untouched.
	requireView(t, v, []int64{4, 5}, row(5, 0, 3, 3, 1))
}

func TestTranspose(t *testing.T) {
	a := RowMajor(2, 3, 4)
	tr := a.Transpose()
	assert.Equal(t, []int64{4, 3, 2}, tr.Dims)
	assert.Equal(t, []int64{1, 4, 12}, tr.Strides)
	for i := int64(0); i < 2; i++ {
		for j := int64(0); j < 3; j++ {
			for k := int64(0); k < 4; k++ {
				require.Equal(t, a.Pos([]int64{i, j, k}), tr.Pos([]int64{k, j, i}))
			}
		}
	}
	p := a.Transpose(1, 0, 2)
	assert.Equal(t, []int64{3, 2, 4}, p.Dims)
	assert.Equal(t, []int64{4, 12, 1}, p.Strides)
	requireSameView(t, a, a.Transpose(0, 1, 2))
	requireSameView(t, a, a.Transpose(2, 0, 1).Transpose(1, 2, 0))
	requireView(t, RowMajor().Transpose(), []int64{}, []int64{0})
	requireView(t, RowMajor(3, 0).Transpose(), []int64{0, 3}, []int64{})
	// The offset is kept.
	requireView(t, a.Get(1).Transpose(), []int64{4, 3}, []int64{12, 16, 20, 13, 17, 21, 14, 18, 22, 15, 19, 23})

	requireNdPanic(t, "need 3 axes", func() { a.Transpose(0, 1) })
	requireNdPanic(t, "need 3 axes", func() { a.Transpose(0, 1, 2, 3) })
	requireNdPanic(t, "not a permutation", func() { a.Transpose(0, 1, 1) })
	requireNdPanic(t, "not a permutation", func() { a.Transpose(0, 1, 3) })
	requireNdPanic(t, "not a permutation", func() { a.Transpose(0, -1, 2) })
	requireNdPanic(t, "need 0 axes", func() { RowMajor().Transpose(0) })

	// A view with a table.
	v := RowMajor(3, 4).Slice(Seq(2, 0), Flip())
	requireView(t, v, []int64{2, 4}, []int64{11, 10, 9, 8, 3, 2, 1, 0})
	vt := v.Transpose()
	requireView(t, vt, []int64{4, 2}, []int64{11, 3, 10, 2, 9, 1, 8, 0})
	require.Len(t, vt.Tables, 2)
	assert.Nil(t, vt.Tables[0])
	assert.Equal(t, []int64{8, 0}, vt.Tables[1])
	requireView(t, vt.Slice(Range(1, 3), At(-1)), []int64{2}, []int64{2, 1})
	requireSameView(t, v, vt.Transpose())
}

// TestReshape checks Reshape against NumPy's no-copy rules.
func TestReshape(t *testing.T) {
	type rc struct {
		name string
		l    Layout
		to   []int64
		ok   bool
		// strides, checked when ok and non-nil
		strides []int64
	}
	a48 := RowMajor(4, 8)
	cases := []rc{
		{"contiguous to flat", RowMajor(2, 3, 4), []int64{24}, true, []int64{1}},
		{"contiguous split", RowMajor(2, 3, 4), []int64{6, 4}, true, []int64{4, 1}},
		{"contiguous regroup", RowMajor(2, 3, 4), []int64{4, 3, 2}, true, []int64{6, 2, 1}},
		{"same shape", RowMajor(2, 3), []int64{2, 3}, true, []int64{3, 1}},
		{"a[:, ::2] flat", a48.Slice(All(), Step(2)), []int64{16}, true, []int64{2}},
		{"a[:, ::2] to 2x8", a48.Slice(All(), Step(2)), []int64{2, 8}, true, []int64{16, 2}},
		{"a[:, ::2] to 8x2", a48.Slice(All(), Step(2)), []int64{8, 2}, true, []int64{4, 2}},
		{"a[:, :4] flat", a48.Slice(All(), SliceTo(4)), []int64{16}, false, nil},
		{"a[:, :4] split outer", a48.Slice(All(), SliceTo(4)), []int64{2, 2, 4}, true, []int64{16, 8, 1}},
		{"a[:, :4] split inner", a48.Slice(All(), SliceTo(4)), []int64{4, 2, 2}, true, []int64{8, 2, 1}},
		{"a[:, :4] to 8x2", a48.Slice(All(), SliceTo(4)), []int64{8, 2}, false, nil},
		{"a[:, :4] to 2x8", a48.Slice(All(), SliceTo(4)), []int64{2, 8}, false, nil},
		{"transposed flat", RowMajor(3, 4).Transpose(), []int64{12}, false, nil},
		{"transposed same", RowMajor(3, 4).Transpose(), []int64{4, 3}, true, []int64{1, 4}},
		{"transposed split", RowMajor(3, 4).Transpose(), []int64{2, 2, 3}, true, []int64{2, 1, 4}},
		{"transposed 2x6", RowMajor(3, 4).Transpose(), []int64{2, 6}, false, nil},
		{"transposed 6x2", RowMajor(3, 4).Transpose(), []int64{6, 2}, false, nil},
		{"flipped flat", RowMajor(3, 4).Slice(Flip(), Flip()), []int64{12}, true, []int64{-1}},
		{"flipped outer flat", RowMajor(3, 4).Slice(Flip()), []int64{12}, false, nil},
		{"flipped outer split", RowMajor(3, 4).Slice(Flip()), []int64{3, 2, 2}, true, []int64{-4, 2, 1}},
		{"add size-1 dims", RowMajor(3, 4).Slice(All(), Step(2)), []int64{1, 3, 1, 2, 1}, true, nil},
		{"remove size-1 dims", RowMajor(3, 1, 4, 1), []int64{3, 4}, true, []int64{4, 1}},
		{"size-1 dims of a strided view", RowMajor(3, 1, 4).Slice(All(), All(), Step(2)), []int64{3, 2}, true, []int64{4, 2}},
		{"size 0", RowMajor(0, 3), []int64{3, 0}, true, []int64{0, 1}},
		{"size 0 transposed", RowMajor(0, 3).Transpose(), []int64{0}, true, []int64{1}},
		{"size 0 strided", RowMajor(4, 8).Slice(Range(2, 2), Step(2)), []int64{2, 0, 5}, true, nil},
		{"rank 0 to 1x1", RowMajor(), []int64{1, 1}, true, nil},
		{"1x1 to rank 0", RowMajor(1, 1), []int64{}, true, nil},
		{"single element view", RowMajor(3, 4).Slice(At(2), AtKeep(3)), []int64{}, true, nil},
		{"single element view to 1x1x1", RowMajor(3, 4).Slice(AtKeep(2), AtKeep(3)), []int64{1, 1, 1}, true, nil},
		{"a[1:-1, 1:-1] flat", RowMajor(6, 6).Slice(Range(1, -1), Range(1, -1)), []int64{16}, false, nil},
		{"a[1:-1, 1:-1] split", RowMajor(6, 6).Slice(Range(1, -1), Range(1, -1)), []int64{2, 2, 2, 2}, true, []int64{12, 6, 2, 1}},
		{"table", RowMajor(3, 4).Slice(Seq(2, 0)), []int64{8}, false, nil},
		{"size-1 table dim", RowMajor(3, 4).Slice(Seq(2)), []int64{4}, true, []int64{1}},
		{"size-1 table dim and newaxis", RowMajor(3, 4).Slice(Seq(-1), Range(1, 3), NewAxis()), []int64{2}, true, []int64{1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, ok := c.l.Reshape(c.to...)
			require.Equal(t, c.ok, ok)
			if c.l.Tables == nil {
				npOK, _ := numpyNoCopyReshape(c.l, c.to)
				require.Equal(t, npOK, ok, "NumPy's rule")
			}
			if !ok {
				return
			}
			require.Equal(t, c.to, dimsOf(got))
			require.Equal(t, positions(c.l), positions(got), "same elements in the same order")
			if c.strides != nil {
				require.Equal(t, c.strides, got.Strides)
			}
		})
	}
	requireNdPanic(t, "cannot reshape an array of shape [3, 4] (size 12) to shape [5] (size 5)", func() { RowMajor(3, 4).Reshape(5) })
	requireNdPanic(t, "cannot reshape", func() { RowMajor(0, 4).Reshape(1) })
	requireNdPanic(t, "cannot reshape", func() { RowMajor().Reshape(0) })
	requireNdPanic(t, "want >= 0", func() { RowMajor(3, 4).Reshape(-3, -4) })
	requireNdPanic(t, "want >= 0", func() { RowMajor(0).Reshape(-1, 0) })
}

// numpyNoCopyReshape is NumPy's _attempt_nocopy_reshape (C order) for a
// layout without tables, preceded by PyArray_Newshape's shortcut: arrays of
// at most one element always reshape without a copy.
func numpyNoCopyReshape(l Layout, newdims []int64) (bool, []int64) {
	if l.Size() <= 1 {
		return true, nil
	}
	var olddims, oldstrides []int64
	for i, d := range l.Dims {
		if d != 1 {
			olddims = append(olddims, d)
			oldstrides = append(oldstrides, l.Strides[i])
		}
	}
	newstrides := make([]int64, len(newdims))
	oi, oj, ni, nj := 0, 1, 0, 1
	for ni < len(newdims) && oi < len(olddims) {
		np, op := newdims[ni], olddims[oi]
		for np != op {
			if np < op {
				np *= newdims[nj]
				nj++
			} else {
				op *= olddims[oj]
				oj++
			}
		}
		for ok := oi; ok < oj-1; ok++ {
			if oldstrides[ok] != olddims[ok+1]*oldstrides[ok+1] {
				return false, nil
			}
		}
		newstrides[nj-1] = oldstrides[oj-1]
		for nk := nj - 1; nk > ni; nk-- {
			newstrides[nk-1] = newstrides[nk] * newdims[nk]
		}
		ni = nj
		nj++
		oi = oj
		oj++
	}
	lastStride := int64(1)
	if ni >= 1 {
		lastStride = newstrides[ni-1]
	}
	for nk := ni; nk < len(newdims); nk++ {
		newstrides[nk] = lastStride
	}
	return true, newstrides
}

func TestIsContiguous(t *testing.T) {
	a := RowMajor(3, 4)
	yes := map[string]Layout{
		"row-major":          a,
		"rank 0":             RowMajor(),
		"a[1:]":              a.Slice(SliceFrom(1)),
		"a[1]":               a.Slice(At(1)),
		"a[1, 1:3]":          a.Slice(At(1), Range(1, 3)),
		"a[1:2, 1:3]":        a.Slice(Range(1, 2), Range(1, 3)),
		"a[2:3]":             a.Slice(AtKeep(2)),
		"newaxis":            a.Slice(NewAxis(), All(), NewAxis()),
		"size-1 dims":        RowMajor(1, 3, 1, 4, 1),
		"empty":              a.Slice(Range(2, 2)),
		"empty strided":      a.Slice(Flip(), Range(3, 1)),
		"single element":     a.Slice(At(2), AtKeep(1)),
		"size-1 seq at 0":    a.Slice(Seq(0)),
		"transposed 1xN":     RowMajor(1, 5).Transpose(),
		"a[::-1][::-1]":      a.Slice(Flip(), Flip()).Slice(Flip(), Flip()),
		"single step 5 elem": RowMajor(10).Slice(Step(5)).Slice(AtKeep(1)),
	}
	no := map[string]Layout{
		"a[:, 1:]":               a.Slice(All(), SliceFrom(1)),
		"a[::2]":                 a.Slice(Even()),
		"a[:, ::2]":              a.Slice(All(), Even()),
		"flip":                   a.Slice(Flip()),
		"flip inner":             a.Slice(All(), Flip()),
		"flip both":              a.Slice(Flip(), Flip()),
		"transposed":             a.Transpose(),
		"seq":                    a.Slice(Seq(2, 0)),
		"seq inner":              a.Slice(All(), Seq(0, 1, 3)),
		"hyperslab with gaps":    a.Slice(Hyperslab(0, 2, 2, 1)),
		"broadcast-like stride0": {Dims: []int64{3}, Strides: []int64{0}},
		// A size-1 Seq away from the offset covers 4 consecutive
		// positions, but they do not start at Offset.
		"size-1 seq at 2": a.Slice(Seq(2)),
	}
	for name, l := range yes {
		assert.True(t, l.IsContiguous(), name)
		checkContiguousClaim(t, l, name)
	}
	for name, l := range no {
		assert.False(t, l.IsContiguous(), name)
	}
}

// checkContiguousClaim checks IsContiguous against its doc: true only if the
// view covers Size() consecutive positions starting at Offset, in row-major
// order; and for a view without tables, exactly then.
func checkContiguousClaim(t *testing.T, l Layout, msgAndArgs ...any) {
	t.Helper()
	pos := positions(l)
	consecutive := true
	for i, p := range pos {
		consecutive = consecutive && p == l.Offset+int64(i)
	}
	if l.IsContiguous() {
		require.True(t, consecutive, msgAndArgs...)
	} else if l.Tables == nil {
		require.False(t, consecutive, msgAndArgs...)
	}
}

func TestNormalize(t *testing.T) {
	a := RowMajor(3, 4)
	cases := []struct {
		name string
		l    Layout
		want Layout
	}{
		{"row-major merges", a, Layout{Dims: []int64{12}, Strides: []int64{1}}},
		{"size-1 dims dropped", RowMajor(3, 1, 4, 1), Layout{Dims: []int64{12}, Strides: []int64{1}}},
		{"newaxis dropped", a.Slice(NewAxis(), Flip(), NewAxis()), Layout{Dims: []int64{3, 4}, Strides: []int64{-4, 1}, Offset: 8}},
		{"rank 0", RowMajor(), Layout{}},
		{"single element", a.Slice(AtKeep(2), AtKeep(-1)), Layout{Offset: 11}},
		{"empty", a.Slice(All(), Range(1, 1)), Layout{Dims: []int64{0}, Strides: []int64{1}}},
		{"empty: offset 0", a.Slice(At(2), Range(1, 1)), Layout{Dims: []int64{0}, Strides: []int64{1}, Offset: 0}},
		{"a[1:-1, 1:-1] not merged", RowMajor(6, 6).Slice(Range(1, -1), Range(1, -1)),
			Layout{Dims: []int64{4, 4}, Strides: []int64{6, 1}, Offset: 7}},
		{"a[:, ::2] merges", RowMajor(4, 8).Slice(All(), Even()), Layout{Dims: []int64{16}, Strides: []int64{2}}},
		{"a[:, 1::2] merges", RowMajor(4, 8).Slice(All(), Odd()), Layout{Dims: []int64{16}, Strides: []int64{2}, Offset: 1}},
		{"full flip merges", a.Slice(Flip(), Flip()), Layout{Dims: []int64{12}, Strides: []int64{-1}, Offset: 11}},
		{"transposed", a.Transpose(), Layout{Dims: []int64{4, 3}, Strides: []int64{1, 4}}},
		{"3-d partial merge", RowMajor(2, 3, 4).Slice(All(), All(), Range(0, 2)),
			Layout{Dims: []int64{6, 2}, Strides: []int64{4, 1}}},
		{"3-d outer merge", RowMajor(2, 3, 4).Slice(Even(), All(), All()), Layout{Dims: []int64{12}, Strides: []int64{1}}},
		{"table kept", a.Slice(Seq(2, 0), Range(1, 3)),
			Layout{Dims: []int64{2, 2}, Strides: []int64{0, 1}, Offset: 1, Tables: [][]int64{{8, 0}, nil}}},
		{"no merge into a table", RowMajor(3, 4, 5).Slice(All(), Seq(3, 1), All()),
			Layout{Dims: []int64{3, 2, 5}, Strides: []int64{20, 0, 1}, Tables: [][]int64{nil, {15, 5}, nil}}},
		{"size-1 table folded", a.Slice(Seq(2)), Layout{Dims: []int64{4}, Strides: []int64{1}, Offset: 8}},
		{"broadcast dims merge", Layout{Dims: []int64{2, 3}, Strides: []int64{0, 0}, Offset: 4},
			Layout{Dims: []int64{6}, Strides: []int64{0}, Offset: 4}},
		{"broadcast then table", Layout{Dims: []int64{2, 3}, Strides: []int64{0, 0}, Tables: [][]int64{nil, {5, 1, 3}}},
			Layout{Dims: []int64{2, 3}, Strides: []int64{0, 0}, Tables: [][]int64{nil, {5, 1, 3}}}},
		{"table then broadcast", Layout{Dims: []int64{3, 2}, Strides: []int64{0, 0}, Tables: [][]int64{{4, 0, 8}, nil}},
			Layout{Dims: []int64{3, 2}, Strides: []int64{0, 0}, Tables: [][]int64{{4, 0, 8}, nil}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			n := c.l.normalize()
			assert.Equal(t, dimsOf(c.want), dimsOf(n), "dims")
			assert.Equal(t, append([]int64{}, c.want.Strides...), append([]int64{}, n.Strides...), "strides")
			assert.Equal(t, c.want.Offset, n.Offset, "offset")
			assert.Equal(t, c.want.Tables, n.Tables, "tables")
			assert.Equal(t, positions(c.l), positions(n))
		})
	}
}

// checkNormalForm checks the promises of Normalize on n, the normal form
// of l: same positions, no size-1 dimension, no mergeable neighbours, a
// single size-0 dimension for an empty view.
func checkNormalForm(t *testing.T, l, n Layout, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, positions(l), positions(n), msgAndArgs...)
	if l.Size() == 0 {
		require.Equal(t, []int64{0}, n.Dims, msgAndArgs...)
		return
	}
	for i, d := range n.Dims {
		require.Greater(t, d, int64(1), msgAndArgs...)
		if i > 0 {
			tabled := n.Tables != nil && (n.Tables[i-1] != nil || n.Tables[i] != nil)
			require.False(t, !tabled && n.Strides[i-1] == n.Strides[i]*d, msgAndArgs...)
		}
	}
}

func TestBounds(t *testing.T) {
	a := RowMajor(3, 4)
	cases := []struct {
		name   string
		l      Layout
		lo, hi int64
	}{
		{"row-major", a, 0, 11},
		{"rank 0", RowMajor(), 0, 0},
		{"view", RowMajor(6, 6).Slice(Range(1, -1), Range(1, -1)), 7, 28},
		{"flip", a.Slice(Flip(), Flip()), 0, 11},
		{"flip inner", a.Slice(Range(1, 3), Flip()), 4, 11},
		{"transposed", a.Transpose(), 0, 11},
		{"seq", a.Slice(Seq(1, 2, 1), Seq(3, 0)), 4, 11},
		{"seq unsorted", RowMajor(10).Slice(Seq(5, 2, 8, 3)), 2, 8},
		{"newaxis", a.Slice(At(1), NewAxis()), 4, 7},
		{"single", a.Slice(At(2), At(1)), 9, 9},
		{"empty", a.Slice(At(2), Range(2, 2)), 0, -1},
		{"empty outer", a.Slice(Range(2, 2), Range(1, 3)), 0, -1},
		{"empty, flipped", RowMajor(0, 2).Slice(All(), Flip()), 0, -1},
		{"empty RowMajor", RowMajor(0, 3), 0, -1},
	}
	for _, c := range cases {
		lo, hi := c.l.Bounds()
		assert.Equal(t, c.lo, lo, "%s lo", c.name)
		assert.Equal(t, c.hi, hi, "%s hi", c.name)
		checkBounds(t, c.l, c.name)
	}
}

// checkBounds checks that Bounds returns the least and greatest positions
// (Offset, Offset-1 for an empty view).
func checkBounds(t *testing.T, l Layout, msgAndArgs ...any) {
	t.Helper()
	lo, hi := l.Bounds()
	pos := positions(l)
	if len(pos) == 0 {
		require.Equal(t, l.Offset, lo, msgAndArgs...)
		require.Equal(t, l.Offset-1, hi, msgAndArgs...)
		return
	}
	require.Equal(t, slices.Min(pos), lo, msgAndArgs...)
	require.Equal(t, slices.Max(pos), hi, msgAndArgs...)
}

// ---- Random views, and an independent reference for Slice ----

// pySlice returns the coordinates Python's slice(begin, end, stride) selects
// from range(n): bounds default to the widest range for the stride's sign;
// negative ones count from the end once, then clamp to [0, n] (stride > 0)
// or [-1, n-1] (stride < 0).
func pySlice(n int64, hasBegin bool, begin int64, hasEnd bool, end int64, stride int64) []int64 {
	adjust := func(v int64) int64 {
		if v < 0 {
			v += n
			if v < 0 {
				if stride < 0 {
					return -1
				}
				return 0
			}
		}
		if stride < 0 && v >= n {
			return n - 1
		}
		if stride > 0 && v > n {
			return n
		}
		return v
	}
	start, stop := int64(0), n
	if stride < 0 {
		start, stop = n-1, -1
	}
	if hasBegin {
		start = adjust(begin)
	}
	if hasEnd {
		stop = adjust(end)
	}
	out := []int64{}
	for i := start; (stride > 0 && i < stop) || (stride < 0 && i > stop); {
		out = append(out, i)
		if (stride > 0 && stop-i <= stride) || (stride < 0 && stop-i >= stride) {
			break // the next one would pass stop (and might overflow)
		}
		i += stride
	}
	return out
}

// refSlice evaluates indices on an array of the given dims by outer
// indexing, independently of Layout.Slice: each output dimension gets the
// list of input coordinates it walks. It returns the output dims and, for
// each output element in row-major order, the row-major index of the input
// element it views; or an error kind, with the golden file's names and
// precedence.
func refSlice(dims []int64, indices []Index) (outDims, flat []int64, errKind string) {
	consuming, ellipses := 0, 0
	for _, x := range indices {
		switch x.is().kind {
		case kindEllipsis:
			ellipses++
		case kindNewAxis:
		default:
			consuming++
		}
	}
	if ellipses > 1 {
		return nil, nil, "multiple ellipses"
	}
	if consuming > len(dims) {
		return nil, nil, "too many indices"
	}
	var expanded []Index
	for _, x := range indices {
		if x.is().kind == kindEllipsis {
			for range len(dims) - consuming {
				expanded = append(expanded, All())
			}
		} else {
			expanded = append(expanded, x)
		}
	}
	if ellipses == 0 {
		for range len(dims) - consuming {
			expanded = append(expanded, All())
		}
	}
	type axis struct {
		in     int // input dimension, -1 for a new axis
		coords []int64
	}
	var axes []axis
	fixed := make([]int64, len(dims))
	d := 0
	for _, x := range expanded {
		if x.is().kind == kindNewAxis {
			axes = append(axes, axis{-1, []int64{0}})
			continue
		}
		n := dims[d]
		inRange := func(c int64) (int64, bool) {
			if c < 0 {
				c += n
			}
			return c, c >= 0 && c < n
		}
		switch x.is().kind {
		case kindAt:
			c, ok := inRange(x.begin)
			if !ok {
				return nil, nil, "index out of range"
			}
			if x.is().keepDim {
				axes = append(axes, axis{d, []int64{c}})
			} else {
				fixed[d] = c
			}
		case kindRange:
			stride := x.stride
			if stride == 0 {
				stride = 1
			}
			axes = append(axes, axis{d, pySlice(n, x.is().hasBegin, x.begin, x.is().hasEnd, x.end, stride)})
		case kindSeq:
			cs := []int64{}
			for _, c := range x.is().coords {
				c, ok := inRange(c)
				if !ok {
					return nil, nil, "index out of range"
				}
				cs = append(cs, c)
			}
			axes = append(axes, axis{d, cs})
		case kindHyperslab:
			cs := []int64{}
			for i := int64(0); i < x.is().count*x.is().block; i++ {
				c := x.begin + x.stride*(i/x.is().block) + i%x.is().block
				if c >= n {
					return nil, nil, "index out of range"
				}
				cs = append(cs, c)
			}
			axes = append(axes, axis{d, cs})
		}
		d++
	}
	outDims = []int64{}
	size := int64(1)
	for _, a := range axes {
		outDims = append(outDims, int64(len(a.coords)))
		size *= int64(len(a.coords))
	}
	flat = []int64{}
	if size == 0 {
		return outDims, flat, ""
	}
	o := make([]int64, len(axes))
	in := make([]int64, len(dims))
	for {
		copy(in, fixed)
		for k, a := range axes {
			if a.in >= 0 {
				in[a.in] = a.coords[o[k]]
			}
		}
		f := int64(0)
		for i, c := range in {
			f = f*dims[i] + c
		}
		flat = append(flat, f)
		k := len(o) - 1
		for ; k >= 0; k-- {
			o[k]++
			if o[k] < outDims[k] {
				break
			}
			o[k] = 0
		}
		if k < 0 {
			return outDims, flat, ""
		}
	}
}

// errorSubstring is what Slice's panic message says for each error kind of
// refSlice and the golden file.
var errorSubstring = map[string][]string{
	"multiple ellipses":  {"more than one ellipsis"},
	"too many indices":   {"indices", "for an array of shape"},
	"index out of range": {"out of range", "goes past the end"}, // either
}

// requireSliceError requires err, from Slice, to be an *Error of the kind.
func requireSliceError(t *testing.T, err error, kind string, msgAndArgs ...any) {
	t.Helper()
	require.Error(t, err, msgAndArgs...)
	e, ok := err.(*Error)
	require.True(t, ok, msgAndArgs...)
	require.True(t, strings.HasPrefix(e.Msg, "nd: "), msgAndArgs...)
	subs := errorSubstring[kind]
	require.NotEmpty(t, subs, "unknown error kind %q", kind)
	if kind == "index out of range" {
		require.True(t, strings.Contains(e.Msg, subs[0]) || strings.Contains(e.Msg, subs[1]),
			"%q is not an out-of-range message", e.Msg)
		return
	}
	for _, s := range subs {
		require.Contains(t, e.Msg, s, msgAndArgs...)
	}
}

func TestRefSlice(t *testing.T) {
	// The reference itself, on cases worked by hand.
	dims, flat, err := refSlice([]int64{3, 4}, []Index{NewAxis(), Seq(2, 0), Ellipsis(), Step(-3)})
	require.Empty(t, err)
	assert.Equal(t, []int64{1, 2, 2}, dims)
	assert.Equal(t, []int64{11, 8, 3, 0}, flat)
	_, _, err = refSlice([]int64{3}, []Index{Hyperslab(1, 1, 1, 3)})
	assert.Equal(t, "index out of range", err)
	assert.Equal(t, []int64{4, 2}, pySlice(5, true, -1, true, 1, -2))
	assert.Equal(t, []int64{1}, pySlice(5, true, 1, false, 0, math.MaxInt64))
	assert.Equal(t, []int64{4}, pySlice(5, false, 0, false, 0, math.MinInt64))
	assert.Equal(t, []int64{}, pySlice(0, false, 0, false, 0, -1))
}

func randomBound(r *rand.Rand) int64 {
	switch r.IntN(20) {
	case 0:
		return math.MinInt64
	case 1:
		return math.MaxInt64
	case 2:
		return -(1 << 62)
	case 3:
		return 1 << 62
	}
	return r.Int64N(15) - 7
}

func randomStride(r *rand.Rand) int64 {
	switch r.IntN(25) {
	case 0:
		return math.MaxInt64
	case 1:
		return math.MinInt64
	}
	for {
		if s := r.Int64N(9) - 4; s != 0 {
			return s
		}
	}
}

// randomIndex returns any kind of index, with parameters that are often but
// not always in range for dimensions of up to 6.
func randomIndex(r *rand.Rand) Index {
	switch r.IntN(18) {
	case 0:
		return All()
	case 1, 2:
		return At(r.Int64N(13) - 6)
	case 3:
		return AtKeep(r.Int64N(13) - 6)
	case 4:
		return Slice(randomBound(r), randomBound(r), randomStride(r))
	case 5:
		return Range(randomBound(r), randomBound(r))
	case 6:
		return SliceFrom(randomBound(r))
	case 7:
		return SliceFromStep(randomBound(r), randomStride(r))
	case 8:
		return SliceTo(randomBound(r))
	case 9:
		return SliceToStep(randomBound(r), randomStride(r))
	case 10:
		return Step(randomStride(r))
	case 11:
		return []Index{Even(), Odd(), Flip(), {}}[r.IntN(4)]
	case 12:
		cs := make([]int64, r.IntN(5))
		for i := range cs {
			cs[i] = r.Int64N(12) - 6
		}
		return Seq(cs...)
	case 13:
		return Hyperslab(r.Int64N(4), 1+r.Int64N(3), r.Int64N(4), 1+r.Int64N(3))
	case 14, 15:
		return NewAxis()
	}
	return Ellipsis()
}

func randomIndices(r *rand.Rand, rank int) []Index {
	n := r.IntN(rank + 2) // too many consuming indices now and then
	if r.IntN(8) == 0 {
		n = rank + 2
	}
	out := make([]Index, n)
	for i := range out {
		out[i] = randomIndex(r)
	}
	return out
}

func randomDims(r *rand.Rand, maxRank int, maxDim int64) []int64 {
	dims := make([]int64, r.IntN(maxRank+1))
	for i := range dims {
		dims[i] = r.Int64N(maxDim + 1)
	}
	return dims
}

// randomLayoutWithDims returns a random view whose dims are exactly dims:
// each dimension is cut from a larger one by a range, a step, a flip, a Seq
// or a Hyperslab (or is an AtKeep or NewAxis when of size 1), or is a
// broadcast dimension of stride 0; extra dimensions removed by At sit in
// between, and the whole is built in a random axis order and transposed
// back.
func randomLayoutWithDims(r *rand.Rand, dims []int64) Layout {
	rank := len(dims)
	perm := r.Perm(rank) // dimension j of the built view is dims[perm[j]]
	var base []int64
	var indices []Index
	var broadcast []int // positions in indices of NewAxis to widen
	addAt := func() {
		n := 1 + r.Int64N(3)
		base = append(base, n)
		indices = append(indices, At(r.Int64N(2*n)-n))
	}
	for _, pj := range perm {
		if r.IntN(5) == 0 {
			addAt()
		}
		d := dims[pj]
		if r.IntN(12) == 0 { // a broadcast dimension: stride 0
			broadcast = append(broadcast, len(indices))
			indices = append(indices, NewAxis())
			continue
		}
		kinds := 6
		if d == 1 {
			kinds = 8
		}
		switch r.IntN(kinds) {
		case 0:
			base = append(base, d)
			indices = append(indices, All())
		case 1:
			extra := r.Int64N(3)
			s := r.Int64N(extra + 1)
			base = append(base, d+extra)
			indices = append(indices, Range(s, s+d))
		case 2: // ceil(n/k) == d
			k := 2 + r.Int64N(2)
			n := int64(0)
			if d > 0 {
				n = (d-1)*k + 1 + r.Int64N(k)
			}
			base = append(base, n)
			if r.IntN(2) == 0 {
				indices = append(indices, Step(k))
			} else {
				indices = append(indices, Step(-k))
			}
		case 3:
			base = append(base, d)
			indices = append(indices, Flip())
		case 4:
			n := d + r.Int64N(2)
			if n == 0 {
				n = r.Int64N(2)
			}
			cs := make([]int64, d)
			for i := range cs {
				cs[i] = r.Int64N(n)
			}
			base = append(base, n)
			indices = append(indices, Seq(cs...))
		case 5:
			count, block := d, int64(1)
			if d > 1 && d%2 == 0 && r.IntN(2) == 0 {
				count, block = d/2, 2
			}
			start, stride := r.Int64N(2), block+r.Int64N(2)
			n := start + r.Int64N(2)
			if count > 0 {
				n += stride*(count-1) + block
			}
			base = append(base, n)
			indices = append(indices, Hyperslab(start, stride, count, block))
		case 6:
			n := 1 + r.Int64N(3)
			base = append(base, n)
			indices = append(indices, AtKeep(r.Int64N(2*n)-n))
		case 7:
			indices = append(indices, NewAxis())
		}
	}
	if r.IntN(4) == 0 {
		addAt()
	}
	built := RowMajor(base...).Slice(indices...)
	for _, k := range broadcast {
		// Output dimension j comes from the j-th index that is not an
		// extra At; widen the NewAxis there to dims[perm[j]].
		j := 0
		for _, x := range indices[:k] {
			if !x.IsPoint() {
				j++
			}
		}
		built.Dims[j], built.Strides[j] = dims[perm[j]], 0
	}
	inv := make([]int, rank) // Transpose(inv) puts dims[i] at i
	for j, pj := range perm {
		inv[pj] = j
	}
	l := built.Transpose(inv...)
	if !slices.Equal(l.Dims, dims) {
		panic("randomLayoutWithDims: wrong dims")
	}
	return l
}

// randomReshapeTarget returns random dims with the given product.
func randomReshapeTarget(r *rand.Rand, size int64) []int64 {
	if size == 0 {
		dims := randomDims(r, 4, 4)
		dims = append(dims, 0)
		r.Shuffle(len(dims), func(i, j int) { dims[i], dims[j] = dims[j], dims[i] })
		return dims
	}
	var factors []int64
	for p, n := int64(2), size; n > 1; {
		if n%p == 0 {
			factors = append(factors, p)
			n /= p
		} else {
			p++
		}
	}
	rank := r.IntN(5)
	if rank == 0 && size > 1 {
		rank = 1
	}
	dims := make([]int64, rank)
	for i := range dims {
		dims[i] = 1
	}
	for _, f := range factors {
		dims[r.IntN(rank)] *= f
	}
	return dims
}

func TestRandomLayoutWithDims(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	sawTable, sawNeg, sawBroadcast := false, false, false
	for range 500 {
		dims := randomDims(r, 4, 5)
		l := randomLayoutWithDims(r, dims)
		require.Equal(t, dimsOf(RowMajor(dims...)), dimsOf(l))
		sawTable = sawTable || l.Tables != nil
		for i, s := range l.Strides {
			sawNeg = sawNeg || (s < 0 && l.Dims[i] > 1)
			sawBroadcast = sawBroadcast || (s == 0 && l.Dims[i] > 1 && (l.Tables == nil || l.Tables[i] == nil))
		}
	}
	assert.True(t, sawTable)
	assert.True(t, sawNeg)
	assert.True(t, sawBroadcast)
}

// TestLayoutProperties slices random views with random indices and checks
// every Layout method against the slow references.
func TestLayoutProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(2024, 6))
	counts := map[string]int{}
	for trial := range 4000 {
		dims := randomDims(r, 4, 5)
		var base Layout
		if trial%2 == 0 {
			base = RowMajor(dims...)
		} else {
			base = randomLayoutWithDims(r, dims)
		}
		indices := randomIndices(r, len(dims))
		msg := []any{"trial %d: %v sliced by %v", trial, base, indices}

		basePos := positions(base)
		before := base.Clone()
		wantDims, flat, errKind := refSlice(dims, indices)
		var v Layout
		err := Try(func() { v = base.Slice(indices...) })
		require.Equal(t, before, base, msg...) // the receiver is untouched
		if errKind != "" {
			counts[errKind]++
			requireSliceError(t, err, errKind, msg...)
			continue
		}
		require.NoError(t, err, msg...)
		counts["ok"]++
		want := make([]int64, len(flat))
		for i, f := range flat {
			want[i] = basePos[f]
		}
		requireView(t, v, wantDims, want, msg...)
		checkLayoutInvariants(t, r, v, msg...)
		if trial%2 == 0 {
			// A RowMajor view stays within [0, size).
			for _, p := range want {
				require.True(t, p >= 0 && p < RowMajor(dims...).Size(), msg...)
			}
		}
	}
	t.Logf("cases: %v", counts)
	for _, k := range []string{"ok", "multiple ellipses", "too many indices", "index out of range"} {
		assert.Greater(t, counts[k], 50, k)
	}
}

// checkLayoutInvariants checks Bounds, Normalize, IsContiguous,
// Get, Transpose and Reshape on the view v.
func checkLayoutInvariants(t *testing.T, r *rand.Rand, v Layout, msgAndArgs ...any) {
	t.Helper()
	before := v.Clone()
	pos := positions(v)
	checkBounds(t, v, msgAndArgs...)
	checkNormalForm(t, v, v.normalize(), msgAndArgs...)
	checkContiguousClaim(t, v, msgAndArgs...)

	// Get with leading coordinates is Slice with At.
	k := r.IntN(len(v.Dims) + 1)
	coords := make([]int64, k)
	ats := make([]Index, k)
	valid := true
	for i := range coords {
		if v.Dims[i] == 0 {
			valid = false
			break
		}
		coords[i] = r.Int64N(2*v.Dims[i]) - v.Dims[i]
		ats[i] = At(coords[i])
	}
	if valid {
		requireSameView(t, v.Slice(ats...), v.Get(coords...), msgAndArgs...)
	}

	// Transpose permutes the coordinates.
	perm := r.Perm(len(v.Dims))
	tr := v.Transpose(perm...)
	if v.Size() > 0 {
		c := make([]int64, len(v.Dims))
		tc := make([]int64, len(v.Dims))
		for i := range c {
			c[i] = r.Int64N(v.Dims[i])
		}
		for i, p := range perm {
			tc[i] = c[p]
		}
		require.Equal(t, v.Pos(c), tr.Pos(tc), msgAndArgs...)
	}
	inv := make([]int, len(perm))
	for i, p := range perm {
		inv[p] = i
	}
	requireSameView(t, v, tr.Transpose(inv...), msgAndArgs...)

	// Reshape, when it says yes, views the same elements in the same order;
	// without tables it says yes exactly when NumPy would.
	to := randomReshapeTarget(r, v.Size())
	rs, ok := v.Reshape(to...)
	if v.Tables == nil {
		npOK, npStrides := numpyNoCopyReshape(v, to)
		require.Equal(t, npOK, ok, append([]any{"reshape to %v"}, to)...)
		if npOK && npStrides != nil {
			np := Layout{Dims: to, Strides: npStrides, Offset: v.Offset}
			require.Equal(t, pos, positions(np), msgAndArgs...)
		}
	}
	if ok {
		requireView(t, rs, to, pos, msgAndArgs...)
		checkBounds(t, rs, msgAndArgs...)
	}
	require.Equal(t, before, v, msgAndArgs...)
}

// Seq and Hyperslab repeat coordinates, so a view may have more elements
// than its array, but never a shape whose size overflows int64.
func TestSliceRepeatsCannotOverflow(t *testing.T) {
	empty := RowMajor(1, 0, 0, 1<<62)
	e := Try(func() { empty.Slice(Seq(0, 0)) })
	require.ErrorIs(t, e, ErrArgument)
	assert.Contains(t, e.Error(), "more than")
	v := empty.Slice(Seq(0), All(), All(), Hyperslab(0, 1, 2, 1))
	assert.Equal(t, []int64{1, 0, 0, 2}, v.Dims, "within bounds: fine")
	assert.Nil(t, v.Tables, "an empty view builds no tables")
}
