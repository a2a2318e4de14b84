package npy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/mmapfile"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

// savedFilled saves a 64×64 float64 array of v (a few pages) and returns
// its path.
func savedFilled(t *testing.T, name string, v float64) string {
	a := ndfloat64.New(nd.ShapeOf(64, 64))
	a.Fill(v)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, Save(path, a))
	return path
}

// TestMapUseAfterClose: arrays kept past Close (and views of them) read
// zeros, never the next files' data, however many maps follow; their
// writes reach no file.
func TestMapUseAfterClose(t *testing.T) {
	first := savedFilled(t, "first.npy", 1)
	other := savedFilled(t, "other.npy", 2)
	before, err := os.ReadFile(first)
	require.NoError(t, err)
	m, err := Map(first, ReadWrite)
	require.NoError(t, err)
	a, err := m.Array()
	require.NoError(t, err)
	x := a.(*ndfloat64.NdArray)
	view := x.Slice(nd.Range(10, 20), nd.Range(5, 9))
	require.NoError(t, m.Close())
	for range 200 {
		n, err := Map(other, ReadOnly)
		require.NoError(t, err)
		b, err := n.Array()
		require.NoError(t, err)
		require.Equal(t, 2.0, b.(*ndfloat64.NdArray).GetFloat64(63, 63))
		require.Equal(t, 0.0, x.GetFloat64(63, 63), "a closed map's array sees another file")
		require.Equal(t, 0.0, view.GetFloat64(9, 3))
		require.NoError(t, n.Close())
	}
	x.Fill(5)
	view.SetFloat64(7, 0, 0)
	assert.Equal(t, 7.0, x.GetFloat64(10, 5), "writes after Close land on the zero pages")
	after, err := os.ReadFile(first)
	require.NoError(t, err)
	assert.Equal(t, before, after, "writes after Close reached the file")
	again, err := Load(first)
	require.NoError(t, err)
	assert.Equal(t, 1.0, again.(*ndfloat64.NdArray).GetFloat64(10, 5))
}

// TestMapManyCycles: map-and-close cycles through the whole Map path
// leave the process's map count flat (internal/mmapfile runs 100k bare
// cycles, past vm.max_map_count's default 65530).
func TestMapManyCycles(t *testing.T) {
	path := savedFilled(t, "c.npy", 3)
	before := mmapfile.Count()
	for i := range 3000 {
		m, err := Map(path, Mode(i%2))
		require.NoError(t, err, "cycle %d", i)
		require.NoError(t, m.Close(), "cycle %d", i)
	}
	if before >= 0 {
		assert.Less(t, mmapfile.Count()-before, 16)
	}
}
