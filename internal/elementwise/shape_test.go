package elementwise

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBroadcastDims(t *testing.T) {
	got, ok := BroadcastDims([]int64{3, 1}, []int64{4}, nil)
	assert.True(t, ok)
	assert.Equal(t, []int64{3, 4}, got)
	got, ok = BroadcastDims([]int64{0}, []int64{1}, []int64{2, 1})
	assert.True(t, ok)
	assert.Equal(t, []int64{2, 0}, got)
	_, ok = BroadcastDims([]int64{0}, []int64{2})
	assert.False(t, ok, "0 broadcasts only with 1")
	got, ok = BroadcastDims(nil, nil, nil)
	assert.True(t, ok)
	assert.Empty(t, got)
}
