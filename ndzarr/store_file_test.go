package ndzarr

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// Keys that could name a file outside a FileStore's directory are
// refused by both built-in stores, for every operation.
func TestStoreKeysStayInside(t *testing.T) {
	ctx := context.Background()
	outside := filepath.Join(t.TempDir(), "outside")
	require.NoError(t, os.WriteFile(outside, []byte("secret"), 0o644))
	dir := filepath.Join(filepath.Dir(outside), "store")
	bad := []string{"", "/", "/etc/passwd", "../outside", "a/../../outside", "a//b", "./a",
		"a/.", "a/", "a\\..\\b", "a\x00b", "a/b" + tmpSuffix}
	for _, s := range []Store{NewFileStore(dir), NewMemoryStore()} {
		for _, key := range bad {
			_, err := s.Get(ctx, key, WholeObject)
			assert.ErrorIs(t, err, nd.ErrArgument, "Get %q", key)
			assert.ErrorIs(t, s.Set(ctx, key, []byte("x")), nd.ErrArgument, "Set %q", key)
			assert.ErrorIs(t, s.Delete(ctx, key), nd.ErrArgument, "Delete %q", key)
		}
		for _, prefix := range []string{"../", "../outside", "a/../../", "/x/", "a\\b/c"} {
			for _, err := range s.List(ctx, prefix) {
				assert.ErrorIs(t, err, nd.ErrArgument, "List %q", prefix)
			}
		}
	}
	got, err := os.ReadFile(outside)
	require.NoError(t, err)
	assert.Equal(t, "secret", string(got))
	_, err = os.Stat(filepath.Join(dir, "a"))
	assert.True(t, errors.Is(err, os.ErrNotExist), "nothing written: %v", err)
}

// A FileStore's objects are files at their keys' paths, written whole
// with a normal file's permissions, with no temporary file left behind;
// a directory, or a path through a file, is no object.
func TestFileStoreFiles(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	s := NewFileStore(dir)
	require.NoError(t, s.Set(ctx, "a.zarr/c/0/1", []byte("chunk")))
	got, err := os.ReadFile(filepath.Join(dir, "a.zarr", "c", "0", "1"))
	require.NoError(t, err)
	assert.Equal(t, "chunk", string(got))
	entries, err := os.ReadDir(filepath.Join(dir, "a.zarr", "c", "0"))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")
	st, err := os.Stat(filepath.Join(dir, "a.zarr", "c", "0", "1"))
	require.NoError(t, err)
	plain, err := os.Create(filepath.Join(dir, "plain"))
	require.NoError(t, err)
	require.NoError(t, plain.Close())
	pst, err := os.Stat(plain.Name())
	require.NoError(t, err)
	assert.Equal(t, pst.Mode().Perm(), st.Mode().Perm(), "as os.Create makes a file")

	for _, key := range []string{"a.zarr/c", "a.zarr/c/0/1/2"} {
		_, err := s.Get(ctx, key, WholeObject)
		assert.ErrorIs(t, err, ErrNotFound, key)
		assert.NoError(t, s.Delete(ctx, key), key)
	}
	assert.DirExists(t, filepath.Join(dir, "a.zarr", "c"), "Delete leaves a directory")
	assert.Empty(t, listKeys(t, NewFileStore(filepath.Join(dir, "none")), ""))

	// A temporary file of a write in progress is not listed.
	tmp := filepath.Join(dir, "a.zarr", "c", "0", "1.x"+tmpSuffix)
	require.NoError(t, os.WriteFile(tmp, []byte("half"), 0o644))
	assert.Equal(t, []string{"a.zarr/c/0/1"}, listKeys(t, s, "a.zarr/"))
	assert.Equal(t, dir, s.Dir())
}

// listKeys lists what s.List yields for prefix, sorted.
func listKeys(t *testing.T, s Store, prefix string) []string {
	var out []string
	for k, err := range s.List(context.Background(), prefix) {
		require.NoError(t, err)
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// Arrays in a FileStore read as the same arrays in a MemoryStore; a
// directory in a chunk's place reads as the fill value, a corrupt chunk
// as ErrCorruptChunk or ErrChunkSize.
func TestFileStoreReads(t *testing.T) {
	ctx := context.Background()
	cases := append(writeCases[:len(writeCases):len(writeCases)],
		Options{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4}, Format: 3,
			FillValue: float32(2)})
	for i, o := range cases {
		dir := filepath.Join(t.TempDir(), "a.zarr")
		a, err := Create(ctx, dir, o)
		require.NoError(t, err)
		mem, err := CreateIn(ctx, NewMemoryStore(), "a", o)
		require.NoError(t, err)
		// Chunk rows 1.. only: the first row of chunks stays missing.
		rows := o.Chunks[0]
		src := arangeF32(17-rows, 9)
		require.NoError(t, a.Write(ctx, src, nd.Range(rows, 17), nd.All()))
		require.NoError(t, mem.Write(ctx, src, nd.Range(rows, 17), nd.All()))

		a, err = Open(ctx, dir)
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(uint64(i), 9))
		for k := range 20 {
			idx := writeIndices(r, []int64{17, 9})
			if k == 0 {
				idx = nil
			}
			got, err := a.Read(ctx, idx...)
			require.NoError(t, err)
			want, err := mem.Read(ctx, idx...)
			require.NoError(t, err)
			assert.Equal(t, rowMajorBytes(t, want), rowMajorBytes(t, got), "case %d %v", i, idx)
		}
		last := (17 - 1) / rows // the last chunk row; 0 for one chunk
		if last < 2 {
			continue
		}
		key := filepath.Join(dir, filepath.FromSlash(a.m.chunkKey([]int64{1, 0})))
		require.NoError(t, os.Remove(key))
		require.NoError(t, os.Mkdir(key, 0o755))
		got, err := a.Read(ctx, nd.At(rows), nd.At(0))
		require.NoError(t, err)
		fill, _ := o.FillValue.(float32)
		assert.True(t, sameF32(fill, got.(*ndfloat32.NdArray).GetFloat32()), "case %d", i)
		if o.Compressor.Name != "none" {
			key = filepath.Join(dir, filepath.FromSlash(a.m.chunkKey([]int64{last, 0})))
			require.NoError(t, os.WriteFile(key, []byte("not a chunk at all"), 0o644))
			_, err = a.Read(ctx, nd.At(last*rows), nd.At(0))
			assert.True(t, errors.Is(err, ErrCorruptChunk) || errors.Is(err, ErrChunkSize),
				"case %d: %v", i, err)
		}
	}
}
