package safetensors

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndfloat16"
)

// F16 and BF16 tensors save from and load as ndfloat16 and ndbfloat16
// arrays, strided views included, through Load and Map.
func TestHalfRoundTrip(t *testing.T) {
	h := ndfloat16.Linspace(float16.Fromfloat32(0), float16.Fromfloat32(2), 12).
		Reshape(nd.ShapeOf(3, 4))
	b := ndbfloat16.Wrap(nd.ShapeOf(2, 3), []bfloat16.BFloat16{
		bfloat16.FromFloat32(0.1), bfloat16.FromFloat32(-3), bfloat16.FromBits(0x7f80),
		bfloat16.FromBits(1), bfloat16.FromFloat32(1e30), bfloat16.FromFloat32(-0.5)})
	path := filepath.Join(t.TempDir(), "half.safetensors")
	require.NoError(t, Save(path, map[string]nd.AnyArray{"h": h.Transpose(), "b": b}, nil))
	all, err := Load(path)
	require.NoError(t, err)
	assert.True(t, all["h"].(*ndfloat16.NdArray).Equal(h.Transpose()))
	assert.True(t, all["b"].(*ndbfloat16.NdArray).Equal(b))
	m, err := Map(path)
	require.NoError(t, err)
	defer m.Close()
	info, err := m.Info("b")
	require.NoError(t, err)
	assert.Equal(t, "BF16", info.DType)
	got, err := m.Tensor("b")
	require.NoError(t, err)
	assert.True(t, got.(*ndbfloat16.NdArray).Equal(b))
}
