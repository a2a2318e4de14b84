package ndzarr

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

func TestFileStoreOnAnotherFileSystem(t *testing.T) {
	ctx := context.Background()
	store := otherFileSystem(t)
	a, err := Create(ctx, "file://"+store, Options{DType: nd.Float32, Shape: []int64{5, 6},
		Chunks: []int64{2, 4}})
	require.NoError(t, err, "Create adds no_tmp_dir=1")
	want := arangeF32(5, 6)
	require.NoError(t, a.Write(ctx, want))
	require.NoError(t, a.Close())
	a, err = Open(ctx, "file://"+store)
	require.NoError(t, err)
	defer a.Close()
	got, err := a.Read(ctx)
	require.NoError(t, err)
	assert.Equal(t, want.ToSlice(), got.(*ndfloat32.NdArray).ToSlice())

	// A bucket the caller opened without no_tmp_dir: the error names the fix.
	b, err := blob.OpenBucket(ctx, "file://"+store)
	require.NoError(t, err)
	defer b.Close()
	_, err = CreateIn(ctx, b, "inner", Options{DType: nd.Float32, Shape: []int64{2}})
	require.Error(t, err)
	assert.ErrorIs(t, err, syscall.EXDEV)
	assert.Contains(t, err.Error(), "?no_tmp_dir=1")
}
