package npy_test

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/npy"
)

// TestLoadResultTyped: what Load and Mapped.Array return goes to Cast and
// From as it is, with no type assertion; From of the wrong dtype is an
// error, not a panic.
func TestLoadResultTyped(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.npy")
	require.NoError(t, npy.Save(path, ndint16.FromSlice1([]int16{1, -2, 3})))
	a, err := npy.Load(path)
	require.NoError(t, err)
	x, err := ndfloat32.Cast(a)
	require.NoError(t, err)
	assert.Equal(t, []float32{1, -2, 3}, x.ToSlice())
	i, err := ndint16.From(a)
	require.NoError(t, err)
	assert.Equal(t, []int16{1, -2, 3}, i.ToSlice())
	_, err = ndfloat32.From(a)
	assert.ErrorIs(t, err, nd.ErrArgument)
	assert.ErrorContains(t, err, "int16")

	m, err := npy.Map(path, npy.ReadOnly)
	require.NoError(t, err)
	defer m.Close()
	mapped, err := m.Array()
	require.NoError(t, err)
	x, err = ndfloat32.Cast(mapped)
	require.NoError(t, err)
	assert.Equal(t, []float32{1, -2, 3}, x.ToSlice())
	i, err = ndint16.From(mapped)
	require.NoError(t, err)
	assert.True(t, i.ReadOnly())
}
