package gocloud

import (
	"context"
	"math"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gocloud.dev/blob/memblob"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndzarr"
	"github.com/ndgo/ndarray/ndzarr/storetest"
)

func TestMemoryBucketContract(t *testing.T) {
	b := memblob.OpenBucket(nil)
	defer b.Close()
	storetest.Run(t, New(b))
}

func TestFileBucketContract(t *testing.T) {
	s, err := Open(context.Background(), "file://"+filepath.ToSlash(t.TempDir()))
	require.NoError(t, err)
	defer func() { assert.NoError(t, s.Close()) }()
	storetest.Run(t, s)
}

func TestOpenBadURL(t *testing.T) {
	_, err := Open(context.Background(), "nosuchscheme://x")
	assert.ErrorIs(t, err, ndzarr.ErrStore)
}

// The zarr-python fixtures read the same through a file bucket as
// through ndzarr's FileStore.
func TestFixturesThroughBucket(t *testing.T) {
	ctx := context.Background()
	dir, err := filepath.Abs("../testdata/zarr2/store.zarr")
	require.NoError(t, err)
	s, err := Open(ctx, "file://"+filepath.ToSlash(dir))
	require.NoError(t, err)
	defer s.Close()
	local := ndzarr.NewFileStore(dir)
	n := 0
	for key, err := range s.List(ctx, "") {
		require.NoError(t, err)
		if filepath.Base(key) != ".zarray" {
			continue
		}
		path := filepath.Dir(key)
		a, err := ndzarr.OpenIn(ctx, s, path)
		require.NoError(t, err, path)
		b, err := ndzarr.OpenIn(ctx, local, path)
		require.NoError(t, err, path)
		got, err := a.Read(ctx)
		require.NoError(t, err, path)
		want, err := b.Read(ctx)
		require.NoError(t, err, path)
		assert.Equal(t, want.DType(), got.DType(), path)
		assert.True(t, want.Shape().Equal(got.Shape()), path)
		wantBytes, err := ndany.Bytes(want)
		require.NoError(t, err)
		gotBytes, err := ndany.Bytes(got)
		require.NoError(t, err)
		assert.Equal(t, wantBytes, gotBytes, path)
		n++
	}
	assert.Greater(t, n, 3)
}

// A sharded v3 array, whose reads take byte ranges counted from the
// shard's end, round-trips through a memory bucket.
func TestShardedThroughBucket(t *testing.T) {
	ctx := context.Background()
	b := memblob.OpenBucket(nil)
	defer b.Close()
	a, err := ndzarr.CreateIn(ctx, New(b), "s", ndzarr.Options{Format: 3, DType: nd.Float32,
		Shape: []int64{12, 10}, Chunks: []int64{6, 10}, ShardChunks: []int64{3, 5},
		FillValue: float32(math.Inf(1))})
	require.NoError(t, err)
	src := ndfloat32.New(nd.ShapeOf(9, 10))
	for i := range src.Data() {
		src.Data()[i] = float32(i)
	}
	require.NoError(t, a.Write(ctx, src, nd.Range(0, 9)))
	got, err := a.Read(ctx)
	require.NoError(t, err)
	x := got.(*ndfloat32.NdArray)
	assert.Equal(t, src.ToSlice(), x.Slice(nd.Range(0, 9)).ToSlice())
	assert.True(t, math.IsInf(float64(x.GetFloat32(11, 9)), 1), "the fill value")
}
