package gocloud

import (
	"context"
	"os"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gocloud.dev/blob"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndzarr"
)

// otherFileSystem returns a new directory on /dev/shm and sets TMPDIR to
// one on another file system, or skips the test where there is none.
func otherFileSystem(t *testing.T) string {
	tmp := t.TempDir()
	if _, err := os.Stat("/dev/shm"); err != nil {
		t.Skip("no /dev/shm")
	}
	store, err := os.MkdirTemp("/dev/shm", "ndzarr-xdev-")
	require.NoError(t, err)
	t.Cleanup(func() { os.RemoveAll(store) })
	var a, b syscall.Stat_t
	require.NoError(t, syscall.Stat(tmp, &a))
	require.NoError(t, syscall.Stat(store, &b))
	if a.Dev == b.Dev {
		t.Skipf("%s and %s are on one file system", tmp, store)
	}
	t.Setenv("TMPDIR", tmp)
	return store
}

func TestFileBucketOnAnotherFileSystem(t *testing.T) {
	ctx := context.Background()
	dir := otherFileSystem(t)
	s, err := Open(ctx, "file://"+dir)
	require.NoError(t, err)
	defer s.Close()
	a, err := ndzarr.CreateIn(ctx, s, "", ndzarr.Options{DType: nd.Float32, Shape: []int64{5, 6},
		Chunks: []int64{2, 4}})
	require.NoError(t, err, "Open adds no_tmp_dir=1")
	want := ndfloat32.New(nd.ShapeOf(5, 6))
	for i := range want.Data() {
		want.Data()[i] = float32(i) / 4
	}
	require.NoError(t, a.Write(ctx, want))
	a, err = ndzarr.Open(ctx, dir)
	require.NoError(t, err, "ndzarr's FileStore reads what gocloud's file bucket wrote")
	got, err := a.Read(ctx)
	require.NoError(t, err)
	assert.Equal(t, want.ToSlice(), got.(*ndfloat32.NdArray).ToSlice())

	// A bucket the caller opened without no_tmp_dir: the error names the fix.
	b, err := blob.OpenBucket(ctx, "file://"+dir)
	require.NoError(t, err)
	defer b.Close()
	_, err = ndzarr.CreateIn(ctx, New(b), "inner", ndzarr.Options{DType: nd.Float32, Shape: []int64{2}})
	require.Error(t, err)
	assert.ErrorIs(t, err, syscall.EXDEV)
	assert.ErrorIs(t, err, ndzarr.ErrStore)
	assert.Contains(t, err.Error(), "?no_tmp_dir=1")
}
