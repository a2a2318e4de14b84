package nd_test

import (
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

func TestSizeOf(t *testing.T) {
	for _, c := range []struct {
		dims []int64
		size int64
		ok   bool
	}{
		{nil, 1, true},
		{[]int64{}, 1, true},
		{[]int64{2, 3, 4}, 24, true},
		{[]int64{2, 0, 4}, 0, true},
		{[]int64{math.MaxInt64}, math.MaxInt64, true},
		{[]int64{1 << 31, 1 << 31}, 1 << 62, true},
		{[]int64{-1}, 0, false},
		{[]int64{3, -2}, 0, false},
		{[]int64{2, nd.UnknownSize}, 0, false},
		{[]int64{1 << 32, 1 << 32}, 0, false},
		// The non-zero dims must be addressable even when the array is empty.
		{[]int64{0, 1 << 32, 1 << 32}, 0, false},
		{[]int64{math.MaxInt64, 2}, 0, false},
	} {
		size, ok := nd.SizeOf(c.dims)
		assert.Equal(t, c.ok, ok, "%v", c.dims)
		assert.Equal(t, c.size, size, "%v", c.dims)
		if ok {
			assert.NotPanics(t, func() { nd.ShapeOf(c.dims...) }, "SizeOf agrees with ShapeOf: %v", c.dims)
			assert.Equal(t, c.size, nd.ShapeOf(c.dims...).Size(), "%v", c.dims)
		} else if !slices.Contains(c.dims, nd.UnknownSize) { // ShapeOf takes unknown dims
			assert.Panics(t, func() { nd.ShapeOf(c.dims...) }, "%v", c.dims)
		}
	}
}
