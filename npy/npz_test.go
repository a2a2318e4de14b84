package npy

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndstring"
)

// npzManifest returns the manifest's members of an .npz fixture.
func npzManifest(t *testing.T, name string) map[string]fixture {
	raw, err := os.ReadFile(filepath.Join(fixtureDir, "manifest.json"))
	require.NoError(t, err)
	var all map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(raw, &all))
	var out map[string]fixture
	require.NoError(t, json.Unmarshal(all[name], &out))
	return out
}

// TestNumPyNpz: np.savez and np.savez_compressed archives (zip64 entries,
// as NumPy writes them) load member by member and whole.
func TestNumPyNpz(t *testing.T) {
	for _, name := range []string{"stored.npz", "compressed.npz", "mixed.npz"} {
		want := npzManifest(t, name)
		path := filepath.Join(fixtureDir, name)
		all, err := LoadNpz(path)
		require.NoError(t, err, name)
		assert.Len(t, all, len(want), name)
		z, err := OpenNpz(path)
		require.NoError(t, err)
		for member, w := range want {
			checkFixture(t, name+":"+member, w, all[member])
			a, err := z.Read(member)
			require.NoError(t, err)
			checkFixture(t, name+":"+member, w, a)
			b, err := z.Read(member + ".npy")
			require.NoError(t, err, "the stored name works too")
			assert.Equal(t, a.Shape(), b.Shape())
		}
		require.NoError(t, z.Close())
		_, err = z.Read("arr_0")
		assert.ErrorIs(t, err, ErrClosed)
	}
	z, err := OpenNpz(filepath.Join(fixtureDir, "mixed.npz"))
	require.NoError(t, err)
	defer z.Close()
	assert.Equal(t, []string{"a", "notes.txt"}, z.Names())
	_, err = z.Read("notes.txt")
	assert.ErrorIs(t, err, ErrFormat)
	_, err = z.Read("missing")
	assert.ErrorIs(t, err, ErrArgument)
}

func sampleArrays() map[string]nd.AnyArray {
	f := ndfloat64.Wrap(nd.ShapeOf(3, 4), []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
	return map[string]nd.AnyArray{
		"arr_0": f.Transpose(),
		"ints":  ndint32.Vector(1, -2, 3),
		"strs":  ndstring.Vector("a", "héllo", ""),
		"x":     f.Slice(nd.All(), nd.Step(2)),
	}
}

// TestNpzRoundTrip: what WriteNpz writes, stored or deflated, reads back;
// stored members' items start at multiples of 64 bytes in the archive.
func TestNpzRoundTrip(t *testing.T) {
	for _, compressed := range []bool{false, true} {
		var buf bytes.Buffer
		in := sampleArrays()
		require.NoError(t, WriteNpz(&buf, in, compressed))
		z, err := NewNpz(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		require.NoError(t, err)
		assert.Equal(t, []string{"arr_0", "ints", "strs", "x"}, z.Names())
		for name, a := range in {
			got, err := z.Read(name)
			require.NoError(t, err)
			assert.Equal(t, a.Shape(), got.Shape(), name)
			assert.Equal(t, cOrderOrStrings(a), cOrderOrStrings(got), name)
		}
		zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		require.NoError(t, err)
		for _, f := range zr.File {
			if compressed {
				assert.Equal(t, zip.Deflate, f.Method)
				continue
			}
			off, err := f.DataOffset()
			require.NoError(t, err)
			h, err := ReadHeader(bytes.NewReader(buf.Bytes()[off:]))
			require.NoError(t, err)
			assert.Zero(t, (off+h.DataOffset)%64, f.Name)
		}
	}
	path := filepath.Join(t.TempDir(), "a.npz")
	require.NoError(t, SaveNpz(path, sampleArrays(), false))
	all, err := LoadNpz(path)
	require.NoError(t, err)
	assert.Len(t, all, 4)
	assert.ErrorIs(t, WriteNpz(&bytes.Buffer{}, map[string]nd.AnyArray{"n": (*ndint32.NdArray)(nil)}, false),
		ErrArgument)
}

func cOrderOrStrings(a nd.AnyArray) any {
	if s, ok := a.(*ndstring.NdArray); ok {
		return s.ToSlice()
	}
	return cOrderBytes(a)
}

// TestNpzMemberByMember: a member is read without decompressing the
// others: a corrupt member does not stop the others from loading.
func TestNpzMemberByMember(t *testing.T) {
	var buf bytes.Buffer
	require.NoError(t, WriteNpz(&buf, sampleArrays(), false))
	raw := buf.Bytes()
	zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
	require.NoError(t, err)
	for _, f := range zr.File {
		if f.Name == "ints.npy" {
			off, _ := f.DataOffset()
			raw[off+int64(f.CompressedSize64)-1] ^= 0xff // breaks the CRC
		}
	}
	z, err := NewNpz(bytes.NewReader(raw), int64(len(raw)))
	require.NoError(t, err)
	_, err = z.Read("ints")
	assert.ErrorIs(t, err, ErrFormat)
	a, err := z.Read("x")
	require.NoError(t, err)
	assert.Equal(t, []int64{3, 2}, a.Shape().Dims())
}

// TestNpzRefused: not a zip, a truncated zip, a .npy member that is not
// an array, a name two members share.
func TestNpzRefused(t *testing.T) {
	_, err := NewNpz(bytes.NewReader([]byte("PK junk")), 7)
	assert.ErrorIs(t, err, ErrFormat)
	var buf bytes.Buffer
	require.NoError(t, WriteNpz(&buf, sampleArrays(), true))
	_, err = NewNpz(bytes.NewReader(buf.Bytes()[:buf.Len()-10]), int64(buf.Len()-10))
	assert.ErrorIs(t, err, ErrFormat)

	dir := t.TempDir()
	for name, members := range map[string][]string{
		"junk.npz": {"a.npy"},
		"dup.npz":  {"a.npy", "a"},
	} {
		var zbuf bytes.Buffer
		zw := zip.NewWriter(&zbuf)
		for _, m := range members {
			w, err := zw.Create(m)
			require.NoError(t, err)
			if name == "junk.npz" {
				_, _ = w.Write([]byte("not npy"))
				continue
			}
			require.NoError(t, Write(w, ndint32.Vector(1)))
		}
		require.NoError(t, zw.Close())
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, zbuf.Bytes(), 0o644))
		_, err := LoadNpz(path)
		assert.ErrorIs(t, err, ErrFormat, name)
	}
}
