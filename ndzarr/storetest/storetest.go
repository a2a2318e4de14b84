// Package storetest checks an ndzarr.Store against the contract its
// documentation states: objects read back as written, byte ranges
// resolved and checked as ByteRange.Resolve does, ErrNotFound for missing
// objects, listing by prefix, deletion, and whole objects for readers
// while writers replace them. ndzarr runs it on its built-in stores and
// its gocloud.dev adapter; run it on a Store of your own.
package storetest

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/ndzarr"
)

// Run checks s, which must be empty, and leaves objects in it.
func Run(t *testing.T, s ndzarr.Store) {
	t.Run("ReadBack", func(t *testing.T) { readBack(t, s) })
	t.Run("Ranges", func(t *testing.T) { ranges(t, s) })
	t.Run("List", func(t *testing.T) { list(t, s) })
	t.Run("Delete", func(t *testing.T) { deleteKeys(t, s) })
	t.Run("Concurrent", func(t *testing.T) { concurrent(t, s) })
	t.Run("Cancelled", func(t *testing.T) { cancelled(t, s) })
}

// Read returns the bytes r selects of the object at key, and its size.
func Read(ctx context.Context, s ndzarr.Store, key string, r ndzarr.ByteRange) ([]byte, int64, error) {
	rd, err := s.Get(ctx, key, r)
	if err != nil {
		return nil, 0, err
	}
	defer rd.Close()
	data, err := io.ReadAll(rd)
	return data, rd.Size(), err
}

func readBack(t *testing.T, s ndzarr.Store) {
	ctx := context.Background()
	_, _, err := Read(ctx, s, "rb/missing", ndzarr.WholeObject)
	require.ErrorIs(t, err, ndzarr.ErrNotFound)

	data := []byte("the bytes of a chunk")
	require.NoError(t, s.Set(ctx, "rb/c/0/1", data))
	data[0] = 'X' // the store keeps its own copy
	got, size, err := Read(ctx, s, "rb/c/0/1", ndzarr.WholeObject)
	require.NoError(t, err)
	assert.Equal(t, "the bytes of a chunk", string(got))
	assert.Equal(t, int64(len(got)), size)

	require.NoError(t, s.Set(ctx, "rb/c/0/1", []byte("shorter")))
	got, size, err = Read(ctx, s, "rb/c/0/1", ndzarr.WholeObject)
	require.NoError(t, err)
	assert.Equal(t, "shorter", string(got), "Set replaces")
	assert.Equal(t, int64(7), size)

	require.NoError(t, s.Set(ctx, "rb/.zarray", nil))
	got, size, err = Read(ctx, s, "rb/.zarray", ndzarr.WholeObject)
	require.NoError(t, err)
	assert.Empty(t, got, "an empty object")
	assert.Zero(t, size)
	_, _, err = Read(ctx, s, "rb/c/0", ndzarr.WholeObject)
	assert.ErrorIs(t, err, ndzarr.ErrNotFound, "a prefix of keys is no object")
}

func ranges(t *testing.T, s ndzarr.Store) {
	ctx := context.Background()
	data := []byte("0123456789")
	require.NoError(t, s.Set(ctx, "rg/obj", data))
	for _, tc := range []struct {
		r    ndzarr.ByteRange
		want string
	}{
		{ndzarr.WholeObject, "0123456789"},
		{ndzarr.ByteRange{Offset: 2, Length: 3}, "234"},
		{ndzarr.ByteRange{Offset: 4, Length: -1}, "456789"},
		{ndzarr.ByteRange{Offset: -3, Length: -1}, "789"},
		{ndzarr.ByteRange{Offset: -3, Length: 2}, "78"},
		{ndzarr.ByteRange{Offset: -10, Length: 10}, "0123456789"},
		{ndzarr.ByteRange{Offset: 10, Length: -1}, ""},
		{ndzarr.ByteRange{Offset: 3, Length: 0}, ""},
		{ndzarr.ByteRange{}, ""},
	} {
		got, size, err := Read(ctx, s, "rg/obj", tc.r)
		require.NoError(t, err, "%+v", tc.r)
		assert.Equal(t, tc.want, string(got), "%+v", tc.r)
		assert.Equal(t, int64(10), size, "%+v: the whole object's size", tc.r)
	}
	for _, r := range []ndzarr.ByteRange{{Offset: 11, Length: -1}, {Offset: 0, Length: 11},
		{Offset: 8, Length: 3}, {Offset: -11, Length: -1}, {Offset: -2, Length: 3},
		{Offset: 11, Length: 0}} {
		_, _, err := Read(ctx, s, "rg/obj", r)
		assert.ErrorIs(t, err, ndzarr.ErrByteRange, "%+v", r)
	}
	_, _, err := Read(ctx, s, "rg/missing", ndzarr.ByteRange{Offset: 1, Length: 1})
	assert.ErrorIs(t, err, ndzarr.ErrNotFound)
}

// Keys lists what s.List yields for prefix, sorted.
func Keys(t *testing.T, s ndzarr.Store, prefix string) []string {
	var out []string
	for k, err := range s.List(context.Background(), prefix) {
		require.NoError(t, err)
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func list(t *testing.T, s ndzarr.Store) {
	ctx := context.Background()
	keys := []string{"ls/a/.zarray", "ls/a/c/0/0", "ls/a/c/0/1", "ls/a.b", "ls/ab/x", "ls/b"}
	for _, k := range keys {
		require.NoError(t, s.Set(ctx, k, []byte(k)))
	}
	assert.Equal(t, keys[:3], Keys(t, s, "ls/a/"))
	assert.Equal(t, []string{"ls/a.b", "ls/a/.zarray", "ls/a/c/0/0", "ls/a/c/0/1", "ls/ab/x"},
		Keys(t, s, "ls/a"))
	assert.Equal(t, []string{"ls/a/c/0/0", "ls/a/c/0/1"}, Keys(t, s, "ls/a/c/0/"))
	assert.Equal(t, []string{"ls/a/c/0/1"}, Keys(t, s, "ls/a/c/0/1"))
	assert.Empty(t, Keys(t, s, "ls/none/"))
	assert.Empty(t, Keys(t, s, "nothing here"))
	all := Keys(t, s, "")
	for _, k := range keys {
		assert.Contains(t, all, k)
	}
	n := 0
	for range s.List(ctx, "ls/") {
		n++
		break
	}
	assert.Equal(t, 1, n, "List stops when the loop does")
}

func deleteKeys(t *testing.T, s ndzarr.Store) {
	ctx := context.Background()
	require.NoError(t, s.Set(ctx, "del/a/0", []byte("x")))
	require.NoError(t, s.Set(ctx, "del/a/1", []byte("y")))
	require.NoError(t, s.Delete(ctx, "del/a/0"))
	_, _, err := Read(ctx, s, "del/a/0", ndzarr.WholeObject)
	assert.ErrorIs(t, err, ndzarr.ErrNotFound)
	assert.Equal(t, []string{"del/a/1"}, Keys(t, s, "del/"))
	assert.NoError(t, s.Delete(ctx, "del/a/0"), "deleting a missing key")
	assert.NoError(t, s.Delete(ctx, "del/never/was"), "deleting a missing key")
}

// concurrent has writers replace objects while readers read them: each
// read is one whole version, never a mix or a part.
func concurrent(t *testing.T, s ndzarr.Store) {
	ctx := context.Background()
	version := func(k, v int) []byte {
		return bytes.Repeat([]byte{byte('a' + v)}, 1000+100*v+k)
	}
	const keys, versions = 4, 6
	for k := range keys {
		require.NoError(t, s.Set(ctx, fmt.Sprintf("cc/%d", k), version(k, 0)))
	}
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for k := range keys {
		wg.Go(func() {
			for v := 1; v < versions; v++ {
				if err := s.Set(ctx, fmt.Sprintf("cc/%d", k), version(k, v)); err != nil {
					errs <- err
				}
			}
		})
		wg.Go(func() {
			for range 3 * versions {
				got, _, err := Read(ctx, s, fmt.Sprintf("cc/%d", k), ndzarr.WholeObject)
				if err != nil {
					errs <- err
					continue
				}
				v := int(got[0] - 'a')
				if v < 0 || v >= versions || !bytes.Equal(got, version(k, v)) {
					errs <- fmt.Errorf("key %d: a read of %d bytes is no whole version", k, len(got))
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func cancelled(t *testing.T, s ndzarr.Store) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err := s.Get(ctx, "cx/a", ndzarr.WholeObject)
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorIs(t, s.Set(ctx, "cx/a", []byte("x")), context.Canceled)
	var listErr error
	for _, err := range s.List(ctx, "cx/") {
		if err != nil {
			listErr = err
		}
	}
	assert.True(t, listErr == nil || errors.Is(listErr, context.Canceled), "%v", listErr)
}
