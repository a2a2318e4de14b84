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
