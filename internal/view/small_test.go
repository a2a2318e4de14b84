package view_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/internal/view"
	"github.com/ndgo/ndarray/nd"
)

func TestAdopt(t *testing.T) {
	var s view.Small
	rank2 := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{4, 1}, Offset: 2}
	l := rank2.Clone()
	assert.Equal(t, 2, view.Adopt(&s, &l, 14))
	assert.Equal(t, rank2, l)
	assert.Equal(t, view.Small{3, 4, 4, 1}, s)
	assert.Same(t, &s[0], &l.Dims[0], "the tables live in s")
	rank1 := nd.Layout{Dims: []int64{5}, Strides: []int64{3}, Offset: 1}
	l = rank1.Clone()
	assert.Equal(t, 1, view.Adopt(&s, &l, 13))
	assert.Equal(t, rank1, l)
	assert.Equal(t, view.Small{-1, 5, 0, 3}, s, "right-aligned, padded")
	broadcast := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{0, 0}}
	assert.Equal(t, 2, view.Adopt(&s, &broadcast, 1))

	none := map[string]nd.Layout{
		"rank 0":           nd.RowMajor(),
		"rank 5":           nd.RowMajor(1, 1, 1, 1, 1),
		"empty":            nd.RowMajor(0, 3),
		"table":            {Dims: []int64{2}, Strides: []int64{0}, Tables: [][]int64{{1, 0}}},
		"negative stride":  {Dims: []int64{3, 2}, Strides: []int64{-2, 1}, Offset: 4},
		"negative inner":   {Dims: []int64{3}, Strides: []int64{-1}, Offset: 2},
		"offset past data": {Dims: []int64{1}, Strides: []int64{1}, Offset: 8},
	}
	for name, want := range none {
		l := want.Clone()
		assert.Equal(t, view.NoFastPath, view.Adopt(&s, &l, 8), name)
		assert.Equal(t, want, l, name)
	}
}

// Ranks 3 and 4 without tables get ^rank, which takes no fast path (it is
// negative) and marks the accessors' unrolled path; their tables stay put.
func TestAdoptUnrolled(t *testing.T) {
	var s view.Small
	flipped := nd.Layout{Dims: []int64{2, 2, 2}, Strides: []int64{-4, 2, 1}, Offset: 4}
	past := nd.Layout{Dims: []int64{1, 1, 1}, Strides: []int64{1, 1, 1}, Offset: 120}
	for name, c := range map[string]struct {
		l    nd.Layout
		want int
	}{
		"rank 3":           {nd.RowMajor(2, 3, 4), ^3},
		"rank 4":           {nd.RowMajor(2, 3, 4, 5), ^4},
		"negative stride":  {flipped, ^3},
		"rank 5":           {nd.RowMajor(1, 2, 1, 2, 1), view.NoFastPath},
		"empty":            {nd.RowMajor(2, 0, 4), view.NoFastPath},
		"offset past data": {past, view.NoFastPath},
		"table": {nd.Layout{Dims: []int64{2, 1, 1}, Strides: []int64{0, 1, 1},
			Tables: [][]int64{{1, 0}, nil, nil}}, view.NoFastPath},
	} {
		l := c.l.Clone()
		assert.Equal(t, c.want, view.Adopt(&s, &l, 120), name)
		assert.Equal(t, c.l, l, name)
	}
}

// Adopt moves tables that nd built in s, left-aligned, to the right without
// losing any: the source and destination overlap.
func TestAdoptOverlapping(t *testing.T) {
	for r := 1; r <= view.SmallRank; r++ {
		var s view.Small
		dims := []int64{5, 4}[:r]
		var l nd.Layout
		l.SetRowMajor(s[:], dims...)
		assert.Same(t, &s[0], &l.Dims[0], "built in s")
		want := nd.RowMajor(dims...)
		assert.Equal(t, r, view.Adopt(&s, &l, 120))
		assert.Equal(t, want, l, "rank %d", r)
		assert.Same(t, &s[view.SmallRank-1], &l.Dims[r-1])
	}
}

// SliceRank counts the dimensions a slice keeps: Ats remove one, NewAxis
// adds one, the rest (ranges, Seq, AtKeep, Ellipsis) change nothing.
func TestSliceRank(t *testing.T) {
	for _, c := range []struct {
		rank, want int
		indices    []nd.Index
	}{
		{2, 2, nil},
		{2, 2, []nd.Index{nd.Range(2, 10), nd.Step(2)}},
		{3, 1, []nd.Index{nd.At(1), nd.Step(2), nd.At(3)}},
		{3, 3, []nd.Index{nd.NewAxis(), nd.At(1), nd.Step(2)}},
		{2, 2, []nd.Index{nd.AtKeep(0), nd.Seq(1, 1), nd.Ellipsis()}},
	} {
		assert.Equal(t, c.want, view.SliceRank(c.rank, c.indices), "%v", c.indices)
	}
}
