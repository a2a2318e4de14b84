package check_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

func TestScalarPathOf(t *testing.T) {
	rank2 := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{4, 1}, Offset: 2}
	assert.Equal(t, check.ScalarPath{Rank: 2, Offset: 2, D0: 3, D1: 4, S0: 4, S1: 1},
		check.ScalarPathOf(rank2, 14))
	rank1 := nd.Layout{Dims: []int64{5}, Strides: []int64{3}, Offset: 1}
	assert.Equal(t, check.ScalarPath{Rank: 1, Offset: 1, D0: 5, D1: math.MaxUint64, S0: 3},
		check.ScalarPathOf(rank1, 13))
	broadcast := nd.Layout{Dims: []int64{3, 4}, Strides: []int64{0, 0}}
	assert.Equal(t, 2, check.ScalarPathOf(broadcast, 1).Rank)

	none := map[string]nd.Layout{
		"rank 0":           nd.RowMajor(),
		"rank 3":           nd.RowMajor(2, 2, 2),
		"empty":            nd.RowMajor(0, 3),
		"table":            {Dims: []int64{2}, Strides: []int64{0}, Tables: [][]int64{{1, 0}}},
		"negative stride":  {Dims: []int64{3, 2}, Strides: []int64{-2, 1}, Offset: 4},
		"negative inner":   {Dims: []int64{3}, Strides: []int64{-1}, Offset: 2},
		"offset past data": {Dims: []int64{1}, Strides: []int64{1}, Offset: 8},
	}
	for name, l := range none {
		assert.Equal(t, -1, check.ScalarPathOf(l, 8).Rank, name)
	}
}

// Pos agrees with nd.Layout.Pos, refusals included, on the ranks it unrolls
// and on others.
func TestPos(t *testing.T) {
	layouts := []nd.Layout{
		nd.RowMajor(2, 3, 4),
		nd.RowMajor(2, 3, 4, 5),
		{Dims: []int64{2, 3, 2}, Strides: []int64{-12, 4, 1}, Offset: 12},
		nd.RowMajor(2, 3, 4).Slice(nd.Seq(1, 0)),
		nd.RowMajor(6),
	}
	for _, l := range layouts {
		n := len(l.Dims)
		ones, last, far := []int64{1, 2, 3, 4, 5}, []int64{-1, -1, -1, -1, -1}, []int64{0, 9, 0, 0, 0}
		if n == 1 {
			far = []int64{9}
		}
		for _, c := range [][]int64{make([]int64, n), ones[:n], last[:n], far[:n], make([]int64, n+1)} {
			want := nd.Try(func() { _ = l.Pos(c) })
			got := nd.Try(func() { _ = check.Pos(&l, c) })
			assert.Equal(t, want, got, "%v at %v", l, c)
			if want == nil {
				assert.Equal(t, l.Pos(c), check.Pos(&l, c), "%v at %v", l, c)
			}
		}
	}
}
