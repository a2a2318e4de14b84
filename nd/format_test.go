package nd

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormatDims: dimensions as Shape.String shows them, for any values,
// valid or not; other integers (strides, coordinates) never as "?".
func TestFormatDims(t *testing.T) {
	for _, c := range []struct {
		dims []int64
		want string
	}{
		{nil, "[]"},
		{[]int64{5}, "[5]"},
		{[]int64{2, 3, 4}, "[2, 3, 4]"},
		{[]int64{2, UnknownSize}, "[2, ?]"},
		{[]int64{-3, 1 << 62, 1 << 62}, "[-3, 4611686018427387904, 4611686018427387904]"},
	} {
		assert.Equal(t, c.want, FormatDims(c.dims), "%#v", c.dims)
	}
	assert.Equal(t, "[2, ?, 4]", ShapeOf(2, UnknownSize, 4).String(), "Shape.String is FormatDims")
	assert.Equal(t, "[1, -1]", formatInts([]int{1, -1}, false))
	assert.Equal(t, "dims=[2, 3] strides=[-3, 1] offset=3", RowMajor(2, 3).Slice(Flip()).String())
}
