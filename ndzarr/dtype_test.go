package ndzarr

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

func TestParseDescr(t *testing.T) {
	for s, want := range map[string]elemType{
		"<f8": {nd.Float64, false}, ">i4": {nd.Int32, true}, "|b1": {nd.Bool, false},
		"|u1": {nd.Uint8, false}, ">c16": {nd.Complex128, true}, "<u8": {nd.Uint64, false},
		"<f2": {nd.Float16, false}, ">f2": {nd.Float16, true},
	} {
		got, err := parseDescr(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
		assert.Equal(t, s, got.descr())
	}
	for _, s := range []string{"<U10", "|S3", "|O", "<f16", "", "f8x", "<M8[ns]"} {
		_, err := parseDescr(s)
		assert.Error(t, err, s)
	}
}

// TestGridDimsNearInt64Limit: the chunk count rounds up without
// overflowing on a dimension near the int64 limit.
func TestGridDimsNearInt64Limit(t *testing.T) {
	m := &meta{shape: []int64{math.MaxInt64, 0, 10}, chunks: []int64{2, 3, 4}}
	assert.Equal(t, []int64{math.MaxInt64/2 + 1, 0, 3}, m.gridDims())
}
