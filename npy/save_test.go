package npy

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// TestSaveLarge: an array past the preallocation threshold is saved as
// Write writes it, and saving a small array over the large file leaves
// exactly the small file (the preallocation keeps the file's size).
func TestSaveLarge(t *testing.T) {
	big := ndfloat32.New(nd.ShapeOf(reserveMin/4 + 16))
	for i := range big.Data() {
		big.Data()[i] = float32(i)
	}
	path := filepath.Join(t.TempDir(), "big.npy")
	require.NoError(t, Save(path, big))
	var want bytes.Buffer
	require.NoError(t, Write(&want, big))
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(want.Bytes(), got), "file differs from Write's bytes")

	small := ndfloat32.New(nd.ShapeOf(3))
	require.NoError(t, Save(path, small))
	want.Reset()
	require.NoError(t, Write(&want, small))
	got, err = os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, want.Bytes(), got)
}

// TestReserveSmall: below the threshold no blocks are reserved; a
// reservation never changes the file's size.
func TestReserveSmall(t *testing.T) {
	f, err := os.Create(filepath.Join(t.TempDir(), "r"))
	require.NoError(t, err)
	defer f.Close()
	require.NoError(t, reserve(f, 0, 10))
	require.NoError(t, reserve(f, 0, reserveMin))
	info, err := f.Stat()
	require.NoError(t, err)
	assert.Zero(t, info.Size())
}

// TestSaveOverwrites: a save over an existing file, longer or shorter,
// leaves exactly the new file.
func TestSaveOverwrites(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.npy")
	for _, n := range []int64{5, 1000, 3, 1000, 1000, 0} {
		a := ndfloat32.New(nd.ShapeOf(n))
		for i := range a.Data() {
			a.Data()[i] = float32(n) + float32(i)
		}
		require.NoError(t, Save(path, a))
		var want bytes.Buffer
		require.NoError(t, Write(&want, a))
		got, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, want.Bytes(), got, "n=%d", n)
	}
	require.NoError(t, os.WriteFile(path, []byte("abc"), 0o644)) // shorter than the magic
	require.NoError(t, Save(path, ndfloat32.New(nd.ShapeOf(2))))
	back, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, []int64{2}, back.Shape().Dims())
}

// TestSaveDevice: files that are not regular are written in sequence.
func TestSaveDevice(t *testing.T) {
	if _, err := os.Stat(os.DevNull); err != nil {
		t.Skip("no", os.DevNull)
	}
	require.NoError(t, Save(os.DevNull, ndfloat32.New(nd.ShapeOf(4))))
}

// TestSaveUnderMap: saving the same shape over a mapped file never makes
// the map fault (the file is never shorter), and the map sees the new
// items.
func TestSaveUnderMap(t *testing.T) {
	path := filepath.Join(t.TempDir(), "m.npy")
	a := ndfloat32.New(nd.ShapeOf(4096))
	require.NoError(t, Save(path, a))
	m, err := Map(path, ReadOnly)
	require.NoError(t, err)
	defer m.Close()
	mapped, err := m.Array()
	require.NoError(t, err)
	a.Fill(7)
	require.NoError(t, Save(path, a))
	assert.Equal(t, float32(7), mapped.(*ndfloat32.NdArray).GetFloat32(4095))
}
