package nd_test

import (
	"errors"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

func TestMemoryLimit(t *testing.T) {
	def := nd.MemoryLimit()
	require.Positive(t, def)
	assert.LessOrEqual(t, def, int64(1)<<47)

	prev := nd.SetMemoryLimit(1 << 20)
	defer nd.SetMemoryLimit(prev)
	assert.Equal(t, int64(1<<20), nd.MemoryLimit())
	assert.NoError(t, nd.CheckMemory(1<<18, 4), "exactly the limit")
	err := nd.CheckMemory(1<<18+1, 4)
	require.ErrorIs(t, err, nd.ErrMemory)
	assert.Equal(t, "1048580 bytes is more than memory allows (the limit is 1048576 bytes)", err.Error())

	assert.ErrorIs(t, nd.CheckMemory(math.MaxInt64, 2), nd.ErrMemory, "the product overflows")
	assert.NoError(t, nd.CheckMemory(math.MaxInt64, 0))
	assert.NoError(t, nd.CheckMemory(-5, 8), "negative counts count as zero")

	assert.Equal(t, int64(1<<20), nd.SetMemoryLimit(math.MaxInt64))
	assert.Equal(t, int64(1)<<47, nd.MemoryLimit(), "never past Go's own limit")
	nd.SetMemoryLimit(-1)
	assert.Equal(t, def, nd.MemoryLimit(), "<= 0 restores the default")
	assert.False(t, errors.Is(nd.CheckMemory(1, 1), nd.ErrMemory))
}
