package ndzarr

import (
	"context"
	"encoding/binary"
	"errors"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint16"
)

// failingStore is a Store whose Gets of keys below "broken/" fail as a
// disk might.
type failingStore struct{ *MemoryStore }

var errDisk = errors.New("disk on fire")

func (s failingStore) Get(ctx context.Context, key string, r ByteRange) (ObjectReader, error) {
	if len(key) > 7 && key[:7] == "broken/" && key != "broken/.zarray" {
		return nil, errDisk
	}
	return s.MemoryStore.Get(ctx, key, r)
}

// Every error has one "ndzarr: " prefix, at its start, and no other
// package's; wraps the sentinel its kind calls for; and prints shapes as
// nd.Shape does, [2, 3].
func TestErrorMessages(t *testing.T) {
	ctx := context.Background()
	s := failingStore{NewMemoryStore()}
	a, err := CreateIn(ctx, s, "a", Options{DType: nd.Float32, Shape: []int64{8}, Chunks: []int64{4}})
	require.NoError(t, err)
	require.NoError(t, a.Write(ctx, arangeF32(8)))
	broken, err := CreateIn(ctx, s, "broken", Options{DType: nd.Float32, Shape: []int64{8}})
	require.NoError(t, err)
	sharded, err := CreateIn(ctx, s, "sh", Options{Format: 3, DType: nd.Float32, Shape: []int64{4},
		Chunks: []int64{4}, ShardChunks: []int64{2}})
	require.NoError(t, err)
	require.NoError(t, s.Set(ctx, "sh/c/0", []byte("short")))
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	meta := func(key, doc string) error {
		require.NoError(t, s.Set(ctx, "m/"+key, []byte(doc)))
		defer s.Delete(ctx, "m/"+key)
		_, err := OpenIn(ctx, s, "m")
		return err
	}
	v2 := func(dtype, shape, chunks string) string {
		return `{"zarr_format":2,"shape":` + shape + `,"chunks":` + chunks + `,"dtype":"` + dtype +
			`","compressor":null,"fill_value":0,"order":"C","filters":null}`
	}
	for _, tc := range []struct {
		name  string
		err   error
		is    error
		shows []string
	}{
		{"no array", func() error { _, err := OpenIn(ctx, s, "nothing"); return err }(), ErrNotFound, nil},
		{"no directory", func() error { _, err := Open(ctx, "/nonexistent/a.zarr"); return err }(), ErrNotFound,
			[]string{"/nonexistent/a.zarr"}},
		{"format", func() error {
			_, err := CreateIn(ctx, s, "f", Options{Format: 4, DType: nd.Int8, Shape: []int64{2}})
			return err
		}(), nd.ErrArgument, nil},
		{"dtype", func() error {
			_, err := CreateIn(ctx, s, "f", Options{DType: nd.String, Shape: []int64{2}})
			return err
		}(), ErrUnsupported, nil},
		{"options shape", func() error {
			_, err := CreateIn(ctx, s, "f", Options{DType: nd.Int8, Shape: []int64{2, 3}, Chunks: []int64{2}})
			return err
		}(), nd.ErrArgument, []string{"[2]", "[2, 3]"}},
		{"fill value", func() error {
			_, err := CreateIn(ctx, s, "f", Options{DType: nd.Int8, Shape: []int64{2}, FillValue: 1.5})
			return err
		}(), nd.ErrArgument, nil},
		{"group format", CreateGroup(ctx, s, "g", 5, nil), nd.ErrArgument, nil},
		{"nil source", a.Write(ctx, nil), nd.ErrArgument, nil},
		{"source dtype", a.Write(ctx, ndint16.New(nd.ShapeOf(8))), nd.ErrArgument, nil},
		{"source shape", a.Write(ctx, arangeF32(3), nd.Range(0, 4)), nd.ErrShape, []string{"[3]", "[4]"}},
		{"index", func() error { _, err := a.ReadExpr(ctx, "9"); return err }(), nd.ErrIndexOutOfRange,
			[]string{"[8]"}},
		{"cancelled", func() error { _, err := a.Read(cancelled); return err }(), context.Canceled, nil},
		{"store", func() error { _, err := broken.Read(ctx); return err }(), ErrStore, nil},
		{"short shard", func() error { _, err := sharded.Read(ctx); return err }(), ErrCorruptChunk, nil},
		{"bad JSON", meta(".zarray", "{"), ErrMetadata, nil},
		{"v2 dtype", meta(".zarray", v2("<U10", "[2]", "[2]")), ErrUnsupported, nil},
		{"v2 descriptor", meta(".zarray", v2("", "[2]", "[2]")), ErrMetadata, nil},
		{"v2 chunks", meta(".zarray", v2("<f4", "[2, 3]", "[2]")), ErrMetadata, []string{"[2]", "[2, 3]"}},
		{"v2 shape", meta(".zarray", v2("<f4", "[-2, 3]", "[2, 3]")), ErrMetadata, []string{"[-2, 3]"}},
		{"v3 dtype", meta("zarr.json", string(v3Doc("string", []int64{2}, []int64{2}, `[{"name":"bytes"}]`))),
			ErrUnsupported, nil},
		{"v3 codec", meta("zarr.json", string(v3Doc("int8", []int64{2}, []int64{2},
			`[{"name":"bytes"},{"name":"rot13"}]`))), ErrUnsupported, nil},
		{"memory", func() error {
			m, err := CreateIn(ctx, s, "huge", Options{DType: nd.Float64, Shape: []int64{1 << 40},
				Chunks: []int64{1 << 20}})
			require.NoError(t, err)
			_, err = m.Read(ctx)
			return err
		}(), nd.ErrMemory, []string{"[1099511627776]"}},
		{"encoder", func() error {
			w, err := CreateIn(ctx, s, "snappy", Options{DType: nd.Float32, Shape: []int64{8},
				Compressor: Compression{Name: "blosc", CName: "snappy"}})
			require.NoError(t, err)
			return w.Write(ctx, arangeF32(8))
		}(), ErrUnsupported, nil},
		{"corrupt block", func() error {
			blk, err := CreateIn(ctx, s, "blk", Options{DType: nd.Float32, Shape: []int64{4096}})
			require.NoError(t, err)
			require.NoError(t, blk.Write(ctx, arangeF32(4096)))
			raw, err := readObject(ctx, s, "blk/0")
			require.NoError(t, err)
			start := binary.LittleEndian.Uint32(raw[16:])     // Blosc's first block
			binary.LittleEndian.PutUint32(raw[start:], 1<<30) // its first split's size
			require.NoError(t, s.Set(ctx, "blk/0", raw))
			_, err = blk.Read(ctx)
			return err
		}(), ErrCorruptChunk, []string{"(block 0)"}},
		{"key", func() error { _, err := OpenIn(ctx, s, "a/../b"); return err }(), nd.ErrArgument, nil},
	} {
		require.Error(t, tc.err, tc.name)
		msg := tc.err.Error()
		assert.Regexp(t, `^ndzarr: `, msg, tc.name)
		assert.NotRegexp(t, `.ndzarr: |(^|[^a-z])(nd|npy): `, msg[len("ndzarr: "):], tc.name)
		assert.NotRegexp(t, `\[-?\d+ -?\d+`, msg, "%s: shapes print as [2, 3]", tc.name)
		assert.ErrorIs(t, tc.err, tc.is, "%s: %s", tc.name, msg)
		var ndErr *nd.Error
		assert.ErrorAs(t, tc.err, &ndErr, "%s: the library's error type", tc.name)
		for _, want := range tc.shows {
			assert.Contains(t, msg, want, tc.name)
		}
	}
	assert.ErrorIs(t, func() error { _, err := broken.Read(ctx); return err }(), errDisk,
		"a store's error is wrapped too")
}

// The sentinels' own messages carry the package prefix, as npy's do.
func TestSentinels(t *testing.T) {
	for _, err := range []error{ErrNotFound, ErrMetadata, ErrUnsupported, ErrCorruptChunk,
		ErrChunkSize, ErrChecksum, ErrStore, ErrByteRange} {
		assert.Regexp(t, regexp.MustCompile(`^ndzarr: [a-z]`), err.Error())
	}
}
