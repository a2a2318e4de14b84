package npy

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// addFixtureSeeds adds a few NumPy-written files and hand-made headers to
// a fuzz corpus.
func addFixtureSeeds(f *testing.F) {
	for _, name := range []string{"f8_t234_F_be_v1.npy", "U_t234_C_le_v3.npy", "S_v5_C_le_v1.npy",
		"b1_scalar_C_le_v1.npy", "c8_e03_C_be_v1.npy", "bool_nonstandard.npy", "i2_t234_C_le_v2.npy"} {
		b, err := os.ReadFile(filepath.Join(fixtureDir, name))
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add(npyFile(1, "{'descr': '<i4', 'fortran_order': True, 'shape': (1L, 2L,),}", twoInts))
	f.Add(npyFile(3, "{'descr': [('x', '<i4')], 'fortran_order': False, 'shape': ()}", twoInts))
}

// FuzzHeader: the header parser never panics, and what it accepts is
// consistent: a non-negative shape whose byte size fits in int64, a
// data offset just past the header.
func FuzzHeader(f *testing.F) {
	addFixtureSeeds(f)
	f.Fuzz(func(t *testing.T, file []byte) {
		h, err := ReadHeader(bytes.NewReader(file))
		if err != nil {
			return
		}
		assert.LessOrEqual(t, h.DataOffset, int64(len(file)))
		for _, d := range h.Shape {
			assert.GreaterOrEqual(t, d, int64(0))
		}
		assert.GreaterOrEqual(t, h.DataBytes(), int64(0))
		assert.Positive(t, h.Descr.ItemSize)
	})
}

// FuzzRead: loading never panics nor allocates beyond what the input
// holds; what loads writes back and loads again to the same items.
func FuzzRead(f *testing.F) {
	addFixtureSeeds(f)
	f.Fuzz(func(t *testing.T, file []byte) {
		a, err := Read(bytes.NewReader(file))
		if err != nil {
			return
		}
		h, err := ReadHeader(bytes.NewReader(file))
		require.NoError(t, err)
		assert.LessOrEqual(t, h.DataBytes(), int64(len(file))-h.DataOffset)
		var buf bytes.Buffer
		require.NoError(t, Write(&buf, a))
		b, err := Read(&buf)
		require.NoError(t, err)
		assert.Equal(t, a.Shape(), b.Shape())
		if a.DType() != b.DType() || h.Descr.Kind == 'U' || h.Descr.Kind == 'S' {
			return
		}
		assert.Equal(t, cOrderBytes(a), cOrderBytes(b))
	})
}

// FuzzNpz: opening an archive and reading each member never panics, and
// a member that reads writes back and reads again to the same shape.
func FuzzNpz(f *testing.F) {
	for _, name := range []string{"stored.npz", "compressed.npz", "mixed.npz"} {
		b, err := os.ReadFile(filepath.Join(fixtureDir, name))
		require.NoError(f, err)
		f.Add(b)
	}
	var buf bytes.Buffer
	require.NoError(f, WriteNpz(&buf, sampleArrays(), false))
	f.Add(buf.Bytes())
	f.Fuzz(func(t *testing.T, archive []byte) {
		z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
		if err != nil {
			return
		}
		for _, name := range z.Names() {
			a, err := z.Read(name)
			if err != nil {
				continue
			}
			var out bytes.Buffer
			require.NoError(t, WriteNpz(&out, map[string]nd.AnyArray{"a": a}, true))
			back, err := NewNpz(bytes.NewReader(out.Bytes()), int64(out.Len()))
			require.NoError(t, err)
			b, err := back.Read("a")
			require.NoError(t, err)
			assert.Equal(t, a.Shape(), b.Shape())
		}
	})
}
