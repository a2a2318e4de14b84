package ndzarr

import (
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

func TestFileStoreOf(t *testing.T) {
	for url, dir := range map[string]string{
		"file:///data/a.zarr":                               "/data/a.zarr",
		"file:///data/a.zarr/?no_tmp_dir=1&metadata=skip":   "/data/a.zarr",
		"file:///data/x/../a.zarr?create_dir=1":             "/data/a.zarr",
		"file:///data/a.zarr?dir_file_mode=0755&no_tmp_dir": "/data/a.zarr",
	} {
		f := fileStoreOf(url)
		require.NotNil(t, f, url)
		assert.Equal(t, dir, f.dir, url)
	}
	for _, url := range []string{"mem://", "s3://bucket", "file://./rel", "file://host/a",
		"file:///a?prefix=b/", "file:///a?base_url=x", "file:///a#frag", "://bad", "file:"} {
		assert.Nil(t, fileStoreOf(url), url)
	}
}

func TestChunkKeyPlain(t *testing.T) {
	for _, k := range []string{"0.0", "0/1", "c/0/1", "c.3.4", "g/a_b-c/1.2"} {
		assert.True(t, chunkKeyPlain(k), k)
	}
	for _, k := range []string{"", "/0", "0//1", "0/", "../0", "a/./0", "0.attrs", "a b",
		"%41", "0\\1", "é"} {
		assert.False(t, chunkKeyPlain(k), k)
	}
}

// Arrays opened and created by file:// URL read their chunks straight from
// the files: the same values as through the bucket (gocloud's reader),
// missing chunks and a directory in a chunk's place as the fill value, a
// corrupt chunk as ErrCorruptChunk or ErrChunkSize.
func TestFileStoreReads(t *testing.T) {
	ctx := context.Background()
	cases := append(writeCases[:len(writeCases):len(writeCases)],
		Options{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4}, Format: 3,
			FillValue: float32(2)})
	for i, o := range cases {
		dir := filepath.Join(t.TempDir(), "a.zarr")
		require.NoError(t, os.Mkdir(dir, 0o755))
		url := "file://" + filepath.ToSlash(dir)
		a, err := Create(ctx, url, o)
		require.NoError(t, err)
		require.NotNil(t, a.files)
		// Chunk rows 1.. only: the first row of chunks stays missing.
		rows := o.Chunks[0]
		src := arangeF32(17-rows, 9)
		require.NoError(t, a.Write(ctx, src, nd.Range(rows, 17), nd.All()))
		require.NoError(t, a.Close())

		a, err = Open(ctx, url)
		require.NoError(t, err)
		defer a.Close()
		require.NotNil(t, a.files)
		viaBucket, err := OpenIn(ctx, openFileBucket(t, dir), "")
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(uint64(i), 9))
		for k := range 20 {
			idx := writeIndices(r, []int64{17, 9})
			if k == 0 {
				idx = nil
			}
			got, err := a.Read(ctx, idx...)
			require.NoError(t, err)
			want, err := viaBucket.Read(ctx, idx...)
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
