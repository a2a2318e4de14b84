package npy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

// TestMapTruncated: once another process truncates a mapped file, Check
// and Array return errors wrapping ErrFormat instead of an array whose
// reads would raise SIGBUS; in both modes.
func TestMapTruncated(t *testing.T) {
	for _, mode := range []Mode{ReadOnly, ReadWrite} {
		path := savedFilled(t, "a.npy", 3) // 32 KiB of items: several pages
		m, err := Map(path, mode)
		require.NoError(t, err)
		require.NoError(t, m.Check())
		a, err := m.Array()
		require.NoError(t, err)
		assert.Equal(t, 3.0, a.(*ndfloat64.NdArray).GetFloat64(63, 63))
		require.NoError(t, os.Truncate(path, 200))
		err = m.Check()
		assert.ErrorIs(t, err, ErrFormat, mode)
		assert.Contains(t, err.Error(), "truncated while mapped")
		_, err = m.Array()
		assert.ErrorIs(t, err, ErrFormat, mode)
		require.NoError(t, os.Truncate(path, 200+int64(64*64*8)), "long enough again (a hole)")
		assert.NoError(t, m.Check())
		require.NoError(t, m.Close())
		assert.ErrorIs(t, m.Check(), ErrClosed)
	}
}

// TestMapCopiedIgnoresTruncation: a copied map holds no file pages, so
// truncating its file afterwards changes nothing.
func TestMapCopiedIgnoresTruncation(t *testing.T) {
	path := copyFixture(t, "f8_t234_C_be_v1.npy")
	m, err := Map(path, ReadOnly)
	require.NoError(t, err)
	defer m.Close()
	require.True(t, m.Copied())
	require.NoError(t, os.Truncate(path, 0))
	assert.NoError(t, m.Check())
	_, err = m.Array()
	assert.NoError(t, err)
}

// TestNpzMapTruncated: a mapped archive member is checked against the
// archive's size the same way.
func TestNpzMapTruncated(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.npz")
	big := ndfloat64.New(nd.ShapeOf(64, 64))
	require.NoError(t, SaveNpz(path, map[string]nd.AnyArray{"big": big}, false))
	z, err := OpenNpz(path)
	require.NoError(t, err)
	m, err := z.Map("big")
	require.NoError(t, err)
	require.NoError(t, z.Close())
	defer m.Close()
	require.False(t, m.Copied())
	require.NoError(t, m.Check())
	require.NoError(t, os.Truncate(path, 300))
	assert.ErrorIs(t, m.Check(), ErrFormat)
	_, err = m.Array()
	assert.ErrorIs(t, err, ErrFormat)
}

// TestMapReadsGuarded: Map's own reads of the file return an error
// wrapping ErrFormat when the file is shorter than mapped, as when it is
// truncated during Map, rather than crashing: the header's (the whole
// file gone) and the copy of big-endian items (only their first page
// kept).
func TestMapReadsGuarded(t *testing.T) {
	d, err := ParseDescr(">f8")
	require.NoError(t, err)
	raw := append(headerBytes(d, false, []int64{4096}), make([]byte, 4096*8)...)
	for _, keep := range []int64{0, 4096} {
		path := filepath.Join(t.TempDir(), "be.npy")
		require.NoError(t, os.WriteFile(path, raw, 0o644))
		f, err := os.Open(path)
		require.NoError(t, err)
		require.NoError(t, os.Truncate(path, keep))
		_, err = mapNpy(f, 0, int64(len(raw)), ReadOnly, newConfig(nil))
		assert.ErrorIs(t, err, ErrFormat, keep)
		assert.Contains(t, err.Error(), "truncated while mapped", keep)
		require.NoError(t, f.Close())
	}
}
