package nd_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

func TestColumnMajor(t *testing.T) {
	l := nd.ColumnMajor(2, 3, 4)
	assert.Equal(t, []int64{2, 3, 4}, l.Dims)
	assert.Equal(t, []int64{1, 2, 6}, l.Strides)
	assert.Zero(t, l.Offset)
	assert.NoError(t, l.Validate(24))
	// The transpose of RowMajor of the reversed dims.
	r := nd.RowMajor(4, 3, 2)
	slices.Reverse(r.Strides)
	assert.Equal(t, r.Strides, l.Strides)
	assert.Equal(t, []int64{1}, nd.ColumnMajor(5).Strides)
	assert.Empty(t, nd.ColumnMajor().Dims)
	assert.Equal(t, int64(0), nd.ColumnMajor(2, 0, 3).Size())

	dims := []int64{2, 3}
	l = nd.ColumnMajor(dims...)
	dims[0] = 7
	assert.Equal(t, []int64{2, 3}, l.Dims, "dims are copied")

	for _, bad := range [][]int64{{-1}, {2, nd.UnknownSize}, {1 << 32, 1 << 32}} {
		assert.ErrorIs(t, nd.Try(func() { nd.ColumnMajor(bad...) }), nd.ErrArgument, bad)
	}
}
