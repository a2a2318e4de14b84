package npy

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndstring"
)

// copyFixture copies a NumPy fixture to a temporary file.
func copyFixture(t *testing.T, name string) string {
	raw, err := os.ReadFile(filepath.Join(fixtureDir, name))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, raw, 0o644))
	return path
}

// TestMapReadOnly: a read-only map is a zero-copy view that refuses
// writes with nd.ErrReadOnly; writes through Data never reach the file.
func TestMapReadOnly(t *testing.T) {
	want := loadManifest(t)
	for _, name := range []string{"f8_t234_C_le_v1.npy", "f8_t234_F_le_v1.npy", "i4_v5_C_le_v1.npy",
		"c16_t234_C_le_v2.npy", "b1_t234_C_le_v1.npy", "u1_scalar_C_le_v1.npy", "i8_e03_C_le_v1.npy"} {
		path := copyFixture(t, name)
		before, _ := os.ReadFile(path)
		m, err := Map(path, ReadOnly)
		require.NoError(t, err, name)
		assert.False(t, m.Copied(), name)
		a, err := m.Array()
		require.NoError(t, err)
		checkFixture(t, name, want[name], a)
		assert.True(t, a.ReadOnly())
		if want[name].FortranOrder {
			assert.Equal(t, nd.ColumnMajor(want[name].Shape...).Strides, a.Layout().Strides)
		}
		if f, ok := a.(*ndfloat64.NdArray); ok {
			err := nd.Try(func() { f.SetFloat64(1, 0, 0, 0) })
			assert.ErrorIs(t, err, nd.ErrReadOnly)
			assert.Len(t, f.Data(), 24, "the view holds exactly the items")
			f.Data()[0] = 42 // private copy-on-write page: no fault, no change to the file
		}
		require.NoError(t, m.Close())
		after, _ := os.ReadFile(path)
		assert.Equal(t, before, after, name)
	}
}

// TestMapReadWrite: writes through a writable map reach the file.
func TestMapReadWrite(t *testing.T) {
	path := copyFixture(t, "i4_t234_C_le_v1.npy")
	m, err := Map(path, ReadWrite)
	require.NoError(t, err)
	a, err := m.Array()
	require.NoError(t, err)
	x := a.(*ndint32.NdArray)
	assert.False(t, x.ReadOnly())
	x.SetInt32(12345, 1, 2, 3)
	require.NoError(t, m.Flush())
	b, err := Load(path)
	require.NoError(t, err)
	assert.Equal(t, int32(12345), b.(*ndint32.NdArray).GetInt32(1, 2, 3))
	x.SetInt32(-7, 0, 0, 0)
	require.NoError(t, m.Close())
	b, err = Load(path)
	require.NoError(t, err)
	assert.Equal(t, int32(-7), b.(*ndint32.NdArray).GetInt32(0, 0, 0))
}

// TestMapCopies: big-endian items, strings and bool bytes other than 0/1
// are copied for read-only maps and refused for writable ones.
func TestMapCopies(t *testing.T) {
	want := loadManifest(t)
	for _, name := range []string{"f8_t234_C_be_v1.npy", "U_t234_C_le_v1.npy", "bool_nonstandard.npy",
		"c8_t234_F_be_v1.npy"} {
		path := copyFixture(t, name)
		m, err := Map(path, ReadOnly)
		require.NoError(t, err, name)
		assert.True(t, m.Copied(), name)
		a, err := m.Array()
		require.NoError(t, err)
		checkFixture(t, name, want[name], a)
		assert.True(t, a.ReadOnly(), name)
		require.NoError(t, m.Close())
		_, err = Map(path, ReadWrite)
		assert.ErrorIs(t, err, ErrUnsupported, name)
	}
	m, err := Map(copyFixture(t, "bool_nonstandard.npy"), ReadOnly)
	require.NoError(t, err)
	a, _ := m.Array()
	assert.Equal(t, []bool{false, true, true, true, false}, a.(*ndbool.NdArray).ToSlice())
	require.NoError(t, m.Close())
	m, err = Map(copyFixture(t, "S_v5_C_le_v1.npy"), ReadOnly)
	require.NoError(t, err)
	a, _ = m.Array()
	assert.IsType(t, &ndstring.NdArray{}, a)
	require.NoError(t, m.Close())
}

// TestMapClosed: a closed map is an error, and arrays taken from it read
// zeros instead of faulting.
func TestMapClosed(t *testing.T) {
	m, err := Map(copyFixture(t, "f8_t234_C_le_v1.npy"), ReadWrite)
	require.NoError(t, err)
	a, err := m.Array()
	require.NoError(t, err)
	require.NoError(t, m.Close())
	_, err = m.Array()
	assert.ErrorIs(t, err, ErrClosed)
	assert.ErrorIs(t, m.Flush(), ErrClosed)
	assert.ErrorIs(t, m.Close(), ErrClosed)
	x := a.(*ndfloat64.NdArray)
	assert.Equal(t, 0.0, x.GetFloat64(1, 2, 3))
	x.SetFloat64(1, 1, 2, 3)
}

// TestMapRefused: files a map cannot come from.
func TestMapRefused(t *testing.T) {
	dir := t.TempDir()
	good, err := os.ReadFile(filepath.Join(fixtureDir, "f8_t234_C_le_v1.npy"))
	require.NoError(t, err)
	for name, raw := range map[string][]byte{
		"empty.npy":     nil,
		"truncated.npy": good[:len(good)-1],
		"header.npy":    good[:100],
		"junk.npy":      []byte("not an npy file at all"),
	} {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, raw, 0o644))
		_, err := Map(path, ReadOnly)
		assert.ErrorIs(t, err, ErrFormat, name)
	}
	_, err = Map(filepath.Join(dir, "missing.npy"), ReadOnly)
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// TestMapNpzMember: stored members map (zero copy when aligned, as
// SaveNpz writes them); compressed members are refused.
func TestMapNpzMember(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.npz")
	in := sampleArrays()
	require.NoError(t, SaveNpz(path, in, false))
	z, err := OpenNpz(path)
	require.NoError(t, err)
	m, err := z.Map("x")
	require.NoError(t, err)
	require.NoError(t, z.Close())
	assert.False(t, m.Copied())
	a, err := m.Array()
	require.NoError(t, err)
	assert.Equal(t, cOrderBytes(in["x"]), cOrderBytes(a))
	assert.True(t, a.ReadOnly())
	require.NoError(t, m.Close())

	z, err = OpenNpz(filepath.Join(fixtureDir, "stored.npz"))
	require.NoError(t, err)
	defer z.Close()
	m, err = z.Map("arr_0")
	require.NoError(t, err)
	a, _ = m.Array()
	checkFixture(t, "stored.npz:arr_0", npzManifest(t, "stored.npz")["arr_0"], a)
	require.NoError(t, m.Close())

	c, err := OpenNpz(filepath.Join(fixtureDir, "compressed.npz"))
	require.NoError(t, err)
	defer c.Close()
	_, err = c.Map("ints")
	assert.ErrorIs(t, err, ErrUnsupported)
}
