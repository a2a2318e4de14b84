package masking

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// ArgWhereFunc finds what ArgWhere finds, through strided and reversed
// layouts and at rank 0, with the zero test it is given.
func TestArgWhereFuncMatchesArgWhere(t *testing.T) {
	data := []int{0, 3, 0, 5, 6, 0, 0, 9, 1, 0, 2, 0}
	for name, l := range map[string]nd.Layout{
		"contiguous": nd.RowMajor(3, 4),
		"strided":    {Dims: []int64{3, 2}, Strides: []int64{4, 2}, Offset: 1},
		"reversed":   {Dims: []int64{2, 3}, Strides: []int64{-6, -1}, Offset: 11},
		"scalar":     {Dims: []int64{}, Strides: []int64{}, Offset: 3},
		"empty":      nd.RowMajor(0, 4),
	} {
		want, wn, err := ArgWhere(data, l)
		require.NoError(t, err, name)
		got, n, err := ArgWhereFunc(data, l, func(v int) bool { return v == 0 })
		require.NoError(t, err, name)
		assert.Equal(t, wn, n, name)
		assert.Equal(t, want, got, name)
	}
	lists := [][]int{nil, {1}, {}, {0}}
	coords, n, err := ArgWhereFunc(lists, nd.RowMajor(4), func(v []int) bool { return len(v) == 0 })
	require.NoError(t, err)
	assert.Equal(t, int64(2), n)
	assert.Equal(t, []int64{1, 3}, coords)
}
