package masking

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

func TestMaskAxis(t *testing.T) {
	dims := []int64{2, 3, 4}
	for _, c := range []struct {
		mask []int64
		axis int
		want int
		err  string
	}{
		{[]int64{2}, 0, 0, ""},
		{[]int64{3, 4}, 1, 1, ""},
		{[]int64{2, 3, 4}, 0, 0, ""},
		{[]int64{3}, -2, 1, ""},
		{[]int64{2, 3}, -3, 0, ""},
		{[]int64{4}, -1, 0, "Shapes () and (4,) are incompatible"},
		{[]int64{3, 4}, -2, 0, "Shapes () and (3, 4) are incompatible"},
		{[]int64{4, 1}, 2, 0, "Shapes (4,) and (4, 1) are incompatible"},
		{[]int64{2}, 3, 0, "Shapes () and (2,) are incompatible"},
		{[]int64{2}, -4, 0, "Shapes () and (2,) are incompatible"},
		{[]int64{2}, math.MaxInt, 0, "Shapes () and (2,) are incompatible"},
		{[]int64{2}, math.MinInt, 0, "Shapes () and (2,) are incompatible"},
		{[]int64{}, 0, 0, "mask cannot be scalar."},
	} {
		got, err := MaskAxis("BooleanMask", dims, c.mask, c.axis)
		if c.err != "" {
			assert.ErrorContains(t, err, c.err, c)
			continue
		}
		require.NoError(t, err, c)
		assert.Equal(t, c.want, got, c)
	}
}

func TestRuns(t *testing.T) {
	rs, n := runs([]bool{true, true, false, true, false, false, true})
	assert.Equal(t, []run{{0, 2}, {3, 4}, {6, 7}}, rs)
	assert.Equal(t, int64(4), n)
}

// TestSelectMerges checks that Where's loop nest merges what all operands
// allow and keeps the rest.
func TestSelectMerges(t *testing.T) {
	rm := nd.RowMajor(2, 3, 4)
	s := newSelect(rm.Dims, rm, rm, rm)
	assert.Empty(t, s.dims)
	assert.Equal(t, int64(24), s.n)
	col := nd.RowMajor(2, 3, 1).BroadcastTo(2, 3, 4)
	s = newSelect(rm.Dims, col, rm, rm)
	assert.Equal(t, []int64{6}, s.dims)
	assert.Equal(t, [3]int64{0, 1, 1}, [3]int64{s.cs, s.xs, s.ys})
}

func TestArgWhereStrided(t *testing.T) {
	data := []int32{0, 1, 2, 0, 0, 5}
	l := nd.RowMajor(2, 3).Transpose() // [[0 0] [1 0] [2 5]]
	coords, n, err := ArgWhere(data, l)
	require.NoError(t, err)
	assert.Equal(t, int64(3), n)
	assert.Equal(t, []int64{1, 0, 2, 0, 2, 1}, coords)
	coords, n, err = ArgWhere([]float64{math.NaN()}, nd.RowMajor())
	require.NoError(t, err)
	assert.Equal(t, int64(1), n, "NaN is nonzero")
	assert.Empty(t, coords)
}

func TestWhereCopiesTables(t *testing.T) {
	x := view[int64]{Data: []int64{1, 2, 3}, Layout: nd.RowMajor(3).Slice(nd.Seq(2, 0))}
	y := view[int64]{Data: []int64{9}, Layout: nd.RowMajor()}
	m := moves[int64]{Copy: bulk.Copy[int64], Disjoint: bulk.CopyDisjoint[int64]}
	out, err := Where(m, []bool{true, false}, nd.RowMajor(2), x, y)
	require.NoError(t, err)
	assert.Equal(t, []int64{3, 9}, out.Data)
}
