package safetensors_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/nduint8"
	"github.com/ndgo/ndarray/safetensors"
)

// TestTensorResultTyped: what Load, Open's and Map's Tensor return goes
// to Cast and From as it is, with no type assertion; From of the wrong
// dtype is an error, not a panic.
func TestTensorResultTyped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w.safetensors")
	w := nduint8.FromSlice1([]uint8{1, 2, 250})
	require.NoError(t, safetensors.Save(path, map[string]nd.AnyArray{"w": w}, nil))

	all, err := safetensors.Load(path)
	require.NoError(t, err)
	opened, err := safetensors.Open(path)
	require.NoError(t, err)
	defer opened.Close()
	mapped, err := safetensors.Map(path)
	require.NoError(t, err)
	defer mapped.Close()
	fromOpen, err := opened.Tensor("w")
	require.NoError(t, err)
	fromMap, err := mapped.Tensor("w")
	require.NoError(t, err)

	for name, a := range map[string]nd.AnyArray{"Load": all["w"], "Open": fromOpen, "Map": fromMap} {
		x, err := ndfloat32.Cast(a)
		require.NoError(t, err, name)
		assert.Equal(t, []float32{1, 2, 250}, x.ToSlice(), name)
		u, err := nduint8.From(a)
		require.NoError(t, err, name)
		assert.Equal(t, []uint8{1, 2, 250}, u.ToSlice(), name)
		assert.Equal(t, name == "Map", u.ReadOnly(), name)
		_, err = ndfloat32.From(a)
		assert.ErrorIs(t, err, nd.ErrArgument, name)
	}
}
