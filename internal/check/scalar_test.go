package check_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

func TestAdopt(t *testing.T) {
	var s check.Small
	rank2 := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{4, 1}, Offset: 2}
	l := rank2.Clone()
	assert.Equal(t, 2, check.Adopt(&s, &l, 14))
	assert.Equal(t, rank2, l)
	assert.Equal(t, check.Small{3, 4, 4, 1}, s)
	assert.Same(t, &s[0], &l.Dims[0], "the tables live in s")
	rank1 := nd.Layout{Dims: []int64{5}, Strides: []int64{3}, Offset: 1}
	l = rank1.Clone()
	assert.Equal(t, 1, check.Adopt(&s, &l, 13))
	assert.Equal(t, rank1, l)
	assert.Equal(t, check.Small{-1, 5, 0, 3}, s, "right-aligned, padded")
	broadcast := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{0, 0}}
	assert.Equal(t, 2, check.Adopt(&s, &broadcast, 1))

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
		assert.Equal(t, check.NoFastPath, check.Adopt(&s, &l, 8), name)
		assert.Equal(t, want, l, name)
	}
}

// Ranks 3 and 4 without tables get ^rank, which takes no fast path (it is
// negative) and marks the accessors' unrolled path; their tables stay put.
func TestAdoptUnrolled(t *testing.T) {
	var s check.Small
	flipped := nd.Layout{Dims: []int64{2, 2, 2}, Strides: []int64{-4, 2, 1}, Offset: 4}
	past := nd.Layout{Dims: []int64{1, 1, 1}, Strides: []int64{1, 1, 1}, Offset: 120}
	for name, c := range map[string]struct {
		l    nd.Layout
		want int
	}{
		"rank 3":           {nd.RowMajor(2, 3, 4), ^3},
		"rank 4":           {nd.RowMajor(2, 3, 4, 5), ^4},
		"negative stride":  {flipped, ^3},
		"rank 5":           {nd.RowMajor(1, 2, 1, 2, 1), check.NoFastPath},
		"empty":            {nd.RowMajor(2, 0, 4), check.NoFastPath},
		"offset past data": {past, check.NoFastPath},
		"table": {nd.Layout{Dims: []int64{2, 1, 1}, Strides: []int64{0, 1, 1},
			Tables: [][]int64{{1, 0}, nil, nil}}, check.NoFastPath},
	} {
		l := c.l.Clone()
		assert.Equal(t, c.want, check.Adopt(&s, &l, 120), name)
		assert.Equal(t, c.l, l, name)
	}
}

// Adopt moves tables that nd built in s, left-aligned, to the right without
// losing any: the source and destination overlap.
func TestAdoptOverlapping(t *testing.T) {
	for r := 1; r <= check.SmallRank; r++ {
		var s check.Small
		dims := []int64{5, 4}[:r]
		l := rowMajorIn(&s, dims)
		assert.Same(t, &s[0], &l.Dims[0], "built in s")
		want := nd.RowMajor(dims...)
		assert.Equal(t, r, check.Adopt(&s, &l, 120))
		assert.Equal(t, want, l, "rank %d", r)
		assert.Same(t, &s[check.SmallRank-1], &l.Dims[r-1])
	}
}

// The In forms agree with the nd methods, errors included, and use s for
// the tables of results up to rank 4.
func TestIn(t *testing.T) {
	var s check.Small
	l := nd.RowMajor(3, 4, 5)
	for _, x := range [][]nd.Index{{}, {nd.At(1)}, {nd.At(1), nd.Step(-2)}, {nd.At(0), nd.At(1)},
		{nd.NewAxis(), nd.All(), nd.NewAxis()},
		{nd.At(1), nd.At(1), nd.At(1), nd.NewAxis(), nd.NewAxis()},
		{nd.Seq(2, 0)}, {nd.At(5)}, {nd.Ellipsis(), nd.Ellipsis()}} {
		want, wantErr := l.TrySlice(x...)
		var got nd.Layout
		err := nd.Try(func() { check.SliceIn(&got, s[:], &l, x) })
		if wantErr == nil {
			assert.NoError(t, err, "%v", x)
			assert.Equal(t, want, got, "%v", x)
		} else {
			assert.Equal(t, wantErr, err, "%v", x)
		}
	}
	for _, l := range []nd.Layout{l, nd.RowMajor(3, 4)} {
		for _, axes := range [][]int{nil, {0, 2, 1}, {1, 0}, {0, 0, 1}, {0, 1}} {
			want := nd.Try(func() { l.Transpose(axes...) })
			var got nd.Layout
			err := nd.Try(func() { got = transposeIn(&s, l, axes) })
			assert.Equal(t, want, err)
			if want == nil {
				assert.Equal(t, l.Transpose(axes...), got)
			}
			if want == nil && l.Rank() == 2 {
				assert.Same(t, &s[0], &got.Dims[0])
			}
		}
	}
	big := []int64{1, 2, 1}
	assert.Equal(t, nd.RowMajor(big...), rowMajorIn(&s, big))
	err := nd.Try(func() { rowMajorIn(&s, []int64{math.MaxInt64, 2}) })
	assert.ErrorIs(t, err, nd.ErrArgument)
}

// TestTransposeInSmall: .T of a layout of rank up to SmallRank without
// tables, which TransposeIn builds itself, is Transpose's layout, in s
// for rank 2; other transposes go through nd.
func TestTransposeInSmall(t *testing.T) {
	flipped := nd.RowMajor(5, 6).Slice(nd.Step(-2), nd.Slice(-1, 0, -3))
	tabled := nd.RowMajor(6, 3).Slice(nd.Seq(4, 0, 2))
	for _, l := range []nd.Layout{nd.RowMajor(), nd.RowMajor(7), nd.RowMajor(4, 5), nd.RowMajor(3, 0),
		flipped, tabled, nd.RowMajor(2, 3, 4)} {
		for _, axes := range [][]int{nil, {1, 0}} {
			if len(axes) != 0 && len(axes) != len(l.Dims) {
				continue
			}
			var s check.Small
			want, got := l.Transpose(axes...), transposeIn(&s, l, axes)
			assert.Equal(t, append([]int64{}, want.Dims...), append([]int64{}, got.Dims...), "%v %v", l, axes)
			assert.Equal(t, append([]int64{}, want.Strides...), append([]int64{}, got.Strides...), "%v %v", l, axes)
			assert.Equal(t, want.Offset, got.Offset, "%v %v", l, axes)
			assert.Equal(t, want.Tables, got.Tables, "%v %v", l, axes)
			if len(got.Dims) == 2 && got.Tables == nil {
				assert.Same(t, &s[0], &got.Dims[0], "%v %v: the tables live in s", l, axes)
			}
		}
	}
}

// TestRowMajorIn: RowMajorIn builds nd.RowMajor's layout, in s up to
// SmallRank, and refuses what it refuses with its error.
func TestRowMajorIn(t *testing.T) {
	for _, dims := range [][]int64{{}, {0}, {7}, {3, 4}, {0, 5}, {5, 0}, {1 << 40, 1 << 22},
		{2, 3, 4}} {
		var s check.Small
		want, got := nd.RowMajor(dims...), rowMajorIn(&s, dims)
		assert.Equal(t, append([]int64{}, want.Dims...), append([]int64{}, got.Dims...), "%v", dims)
		assert.Equal(t, append([]int64{}, want.Strides...), append([]int64{}, got.Strides...), "%v", dims)
		assert.Equal(t, want.Offset, got.Offset, "%v", dims)
		if n := len(dims); n > 0 && n <= check.SmallRank {
			assert.Same(t, &s[0], &got.Dims[0], "%v: the tables live in s", dims)
		}
	}
	for _, dims := range [][]int64{{-1}, {-1, 4}, {4, -1}, {1 << 40, 1 << 24}, {math.MaxInt64, 2}} {
		var s check.Small
		want, got := nd.Try(func() { nd.RowMajor(dims...) }), nd.Try(func() { rowMajorIn(&s, dims) })
		assert.ErrorIs(t, got, nd.ErrArgument, "%v", dims)
		assert.Equal(t, want, got, "%v", dims)
	}
}

// rowMajorIn and transposeIn return the layouts that check's In forms set.
func rowMajorIn(s *check.Small, dims []int64) (l nd.Layout) {
	check.RowMajorIn(&l, s[:], dims)
	return l
}

func transposeIn(s *check.Small, src nd.Layout, axes []int) (l nd.Layout) {
	check.TransposeIn(&l, s[:], &src, axes)
	return l
}
