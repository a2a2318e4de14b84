package ndzarr

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// allocated returns the bytes the process allocates while f runs.
func allocated(f func()) uint64 {
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// hostileStore writes files (key to bytes) into a new directory, each
// then extended to sizes[key] bytes if given (a sparse file: the size
// costs no disk), and opens the array there.
func hostileStore(t *testing.T, files map[string][]byte, sizes map[string]int64) *Array {
	t.Helper()
	dir := t.TempDir()
	for key, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(key))
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, data, 0o644))
		if n, ok := sizes[key]; ok {
			require.NoError(t, os.Truncate(path, n))
		}
	}
	a, err := Open(context.Background(), dir)
	require.NoError(t, err)
	return a
}

// v3Doc is a v3 array's metadata with the given codecs (JSON).
func v3Doc(dtype string, shape, chunks []int64, codecs string) []byte {
	return fmt.Appendf(nil, `{"zarr_format": 3, "node_type": "array", "shape": %s,
 "data_type": %q, "chunk_grid": {"name": "regular", "configuration": {"chunk_shape": %s}},
 "chunk_key_encoding": {"name": "default"}, "fill_value": 0, "codecs": %s}`,
		jsonInts(shape), dtype, jsonInts(chunks), codecs)
}

// v2Doc is a v2 array's metadata; compressor is JSON ("null": none).
func v2Doc(dtype string, shape, chunks []int64, compressor string) []byte {
	return fmt.Appendf(nil, `{"zarr_format":2,"shape":%s,"chunks":%s,"dtype":%q,`+
		`"compressor":%s,"fill_value":7,"order":"C","filters":null}`,
		jsonInts(shape), jsonInts(chunks), dtype, compressor)
}

func jsonInts(v []int64) string {
	s := "["
	for i, x := range v {
		if i > 0 {
			s += ", "
		}
		s += fmt.Sprint(x)
	}
	return s + "]"
}

func gzipped(t *testing.T, data []byte) []byte {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
	require.NoError(t, err)
	_, err = w.Write(data)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return buf.Bytes()
}

// zstdStream compresses data as a streaming writer does: the frame
// states no content size.
func zstdStream(t *testing.T, data []byte) []byte {
	var buf bytes.Buffer
	w, err := zstd.NewWriter(&buf)
	require.NoError(t, err)
	_, err = w.Write(data)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	var h zstd.Header
	require.NoError(t, h.Decode(buf.Bytes()))
	require.False(t, h.HasFCS, "a streaming frame")
	return buf.Bytes()
}

// Item 1: a codec in the middle of a chain decodes at most what the next
// one can have been encoded to. The outer codec's stream expands to
// 8 MiB; the array's one chunk holds 4 bytes.
func TestHostileCodecChain(t *testing.T) {
	bomb := make([]byte, 8<<20)
	gzipBomb := gzipped(t, bomb)
	for _, tc := range []struct {
		name, codecs string
		chunk        []byte
	}{
		{"bytes, gzip, gzip", `[{"name": "bytes"}, {"name": "gzip"}, {"name": "gzip"}]`, gzipBomb},
		{"bytes, zstd, gzip", `[{"name": "bytes"}, {"name": "zstd"}, {"name": "gzip"}]`, gzipBomb},
		{"bytes, gzip, zstd (no content size)", `[{"name": "bytes"}, {"name": "gzip"}, {"name": "zstd"}]`,
			zstdStream(t, bomb)},
		{"bytes, gzip, crc32c, gzip", `[{"name": "bytes"}, {"name": "gzip"}, {"name": "crc32c"},
			{"name": "gzip"}]`, gzipBomb},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := hostileStore(t, map[string][]byte{
				"zarr.json": v3Doc("float32", []int64{1}, []int64{1}, tc.codecs),
				"c/0":       tc.chunk,
			}, nil)
			var err error
			got := allocated(func() { _, err = a.Read(context.Background()) })
			assert.ErrorIs(t, err, ErrChunkSize)
			assert.Less(t, got, uint64(len(tc.chunk))+1<<20, "allocated for a %d-byte chunk", len(tc.chunk))
		})
	}
}

// Item 2: metadata alone allocates nothing: a missing chunk of 1 GiB
// reads as the fill value without a chunk buffer.
func TestHostileMetadataAlone(t *testing.T) {
	const n = 1 << 29
	for _, tc := range []struct {
		name, key string
		meta      []byte
		region    []nd.Index
	}{
		{"v2 <i2", ".zarray", v2Doc("<i2", []int64{n}, []int64{n}, "null"), []nd.Index{nd.At(0)}},
		{"v2 <f8 blosc", ".zarray", v2Doc("<f8", []int64{3 * n / 4}, []int64{n / 4},
			`{"id":"blosc","cname":"lz4","clevel":5,"shuffle":1}`), []nd.Index{nd.Step(n / 8)}},
		{"v2 rank 2", ".zarray", v2Doc("<u2", []int64{1 << 15, 1 << 15}, []int64{1 << 15, 1 << 14}, "null"),
			[]nd.Index{nd.Range(5, 7), nd.Seq(3, 1<<14+3)}},
		{"v3 gzip", "zarr.json", v3Doc("int16", []int64{2 * n}, []int64{n},
			`[{"name": "bytes"}, {"name": "gzip"}]`), []nd.Index{nd.Slice(0, 2*n, n-1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := hostileStore(t, map[string][]byte{tc.key: tc.meta}, nil)
			var out nd.AnyArray
			var err error
			got := allocated(func() { out, err = a.Read(context.Background(), tc.region...) })
			require.NoError(t, err)
			fill := float64(0)
			if a.Format() == 2 {
				fill = 7
			}
			for _, v := range rowMajorValues(t, out) {
				assert.Equal(t, fill, v)
			}
			assert.Less(t, got, uint64(1<<20))
		})
	}
}

// rowMajorValues returns the values of a uint16, int16 or float64 array
// (of non-negative values) as float64.
func rowMajorValues(t *testing.T, a nd.AnyArray) []float64 {
	raw := rowMajorBytes(t, a)
	size := len(raw) / max(int(a.Shape().Size()), 1)
	out := make([]float64, a.Shape().Size())
	for i := range out {
		b := raw[i*size:]
		switch {
		case size == 8:
			out[i] = math.Float64frombits(binary.LittleEndian.Uint64(b))
		case size == 2:
			out[i] = float64(binary.LittleEndian.Uint16(b))
		default:
			t.Fatalf("rowMajorValues: %T", a)
		}
	}
	return out
}

// Item 2: a stored object longer than any encoding of its chunk is
// refused from its size, before it is read: here a 16-byte chunk stored
// as a sparse 1 GiB file.
func TestHostileSparseChunk(t *testing.T) {
	const huge = 1 << 30
	for _, tc := range []struct {
		name, key, chunk string
		meta             []byte
	}{
		{"v2 raw", ".zarray", "0", v2Doc("<f4", []int64{4}, []int64{4}, "null")},
		{"v2 zlib", ".zarray", "0", v2Doc("<f4", []int64{4}, []int64{4}, `{"id":"zlib","level":1}`)},
		{"v2 lz4 rank 2", ".zarray", "0.0", v2Doc("<i2", []int64{2, 4}, []int64{2, 4}, `{"id":"lz4"}`)},
		{"v3 crc32c", "zarr.json", "c/0", v3Doc("float32", []int64{4}, []int64{4},
			`[{"name": "bytes"}, {"name": "crc32c"}]`)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := hostileStore(t, map[string][]byte{tc.key: tc.meta, tc.chunk: make([]byte, 16)},
				map[string]int64{tc.chunk: huge})
			var err error
			got := allocated(func() { _, err = a.Read(context.Background()) })
			assert.ErrorIs(t, err, ErrCorruptChunk)
			assert.Less(t, got, uint64(1<<20))
		})
	}
}

// shardedJSON is a v3 array of one shard of 2x2 inner chunks of 4 int32,
// with the index at the end or the start, checksummed or not.
func shardedJSON(atStart, checksum bool) []byte {
	loc, index := "end", `[{"name": "bytes"}]`
	if atStart {
		loc = "start"
	}
	if checksum {
		index = `[{"name": "bytes"}, {"name": "crc32c"}]`
	}
	return v3Doc("int32", []int64{4, 4}, []int64{4, 4}, fmt.Sprintf(`[{"name": "sharding_indexed",
 "configuration": {"chunk_shape": [2, 2], "codecs": [{"name": "bytes"}],
 "index_codecs": %s, "index_location": %q}}]`, index, loc))
}

// shardIndex lays out an index of entries, checksummed if asked.
func shardIndex(entries [][2]uint64, checksum bool) []byte {
	index := make([]byte, 16*len(entries))
	for i, e := range entries {
		binary.LittleEndian.PutUint64(index[16*i:], e[0])
		binary.LittleEndian.PutUint64(index[16*i+8:], e[1])
	}
	if checksum {
		index, _ = codec.CRC32C{}.Encode(index)
	}
	return index
}

// Shard entries must point at the shard's data: not into its index (no
// writer makes one), not past it, and not at more bytes than any
// encoding of the inner chunk (a sparse shard of 1 GiB).
func TestHostileShardEntries(t *testing.T) {
	empty := [2]uint64{math.MaxUint64, math.MaxUint64}
	for _, atStart := range []bool{false, true} {
		for _, checksum := range []bool{false, true} {
			n := uint64(4 * 16)
			if checksum {
				n += 4
			}
			body := uint64(16) // one inner chunk: 2x2 int32
			indexAt, dataAt := body, uint64(0)
			if atStart {
				indexAt, dataAt = 0, n
			}
			for _, tc := range []struct {
				name  string
				entry [2]uint64
				size  int64 // of the shard; 0: body and index alone
			}{
				{"the index itself", [2]uint64{indexAt, 16}, 0},
				{"overlapping the index", [2]uint64{indexAt + n - 8, 16}, 0},
				{"past the end", [2]uint64{dataAt + 8, 16}, 0},
				{"a sparse gigabyte", [2]uint64{dataAt, 1<<30 - n}, 1 << 30},
			} {
				name := fmt.Sprintf("%s, index at start %v, checksum %v", tc.name, atStart, checksum)
				index := shardIndex([][2]uint64{tc.entry, empty, empty, empty}, checksum)
				shard := append(make([]byte, body), index...)
				if atStart {
					shard = append(index, make([]byte, body)...)
				}
				sizes := map[string]int64{}
				if tc.size > 0 {
					if !atStart {
						continue // the index must end the file: not sparse
					}
					sizes["c/0/0"] = tc.size
				}
				a := hostileStore(t, map[string][]byte{"zarr.json": shardedJSON(atStart, checksum),
					"c/0/0": shard}, sizes)
				var err error
				got := allocated(func() { _, err = a.Read(context.Background(), nd.At(0), nd.At(0)) })
				assert.ErrorIs(t, err, ErrCorruptChunk, name)
				assert.Less(t, got, uint64(1<<20), name)
			}
			// The same shard with a valid entry reads.
			index := shardIndex([][2]uint64{{dataAt, body}, empty, empty, empty}, checksum)
			chunk := make([]byte, body)
			binary.LittleEndian.PutUint32(chunk, 42)
			shard := append(chunk, index...)
			if atStart {
				shard = append(index, chunk...)
			}
			a := hostileStore(t, map[string][]byte{"zarr.json": shardedJSON(atStart, checksum),
				"c/0/0": shard}, nil)
			out, err := a.Read(context.Background(), nd.At(0), nd.At(0))
			require.NoError(t, err)
			assert.Equal(t, []byte{42, 0, 0, 0}, rowMajorBytes(t, out))
		}
	}
}

// Item 3: regions, coordinate lists and results larger than memory
// allows are refused before anything is allocated.
func TestHostileShapes(t *testing.T) {
	for _, tc := range []struct {
		name          string
		dtype         string
		shape, chunks []int64
		region        []nd.Index
	}{
		{"[2^50] whole", "<f4", []int64{1 << 50}, []int64{1 << 20}, nil},
		{"[2^50] every third", "<f4", []int64{1 << 50}, []int64{1 << 20}, []nd.Index{nd.Step(3)}},
		{"[2^36] whole", "|u1", []int64{1 << 36}, []int64{1 << 20}, nil},
		{"[2^20, 2^20] whole", "<f8", []int64{1 << 20, 1 << 20}, []int64{1 << 10, 1 << 10}, nil},
		{"[2^20, 2^20] flipped", "|i1", []int64{1 << 20, 1 << 20}, []int64{1, 1},
			[]nd.Index{nd.Flip(), nd.Step(-1)}},
		{"[2^61, 2] a column", "|u1", []int64{1 << 61, 2}, []int64{1, 2}, []nd.Index{nd.All(), nd.At(1)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a := hostileStore(t, map[string][]byte{".zarray": v2Doc(tc.dtype, tc.shape, tc.chunks, "null")}, nil)
			var err error
			got := allocated(func() { _, err = a.Read(context.Background(), tc.region...) })
			assert.ErrorIs(t, err, nd.ErrMemory)
			assert.Less(t, got, uint64(1<<20))
		})
	}
	// The coordinate lists alone can be too many, for a result of bytes
	// that fits: a read of 2^33 uint8 selecting every coordinate along
	// the one dimension needs 48 bytes a coordinate.
	defer nd.SetMemoryLimit(nd.SetMemoryLimit(1 << 34))
	a := hostileStore(t, map[string][]byte{".zarray": v2Doc("|u1", []int64{1 << 33}, []int64{1 << 20}, "null")}, nil)
	var err error
	got := allocated(func() { _, err = a.Read(context.Background()) })
	assert.ErrorIs(t, err, nd.ErrMemory)
	assert.Contains(t, err.Error(), "coordinates")
	assert.Less(t, got, uint64(1<<20))
}

// A read holds fewer chunks at once where SetWorkers's count of them
// would not fit beside the result in nd.MemoryLimit.
func TestReadWorkersFitMemory(t *testing.T) {
	a := hostileStore(t, map[string][]byte{".zarray": v2Doc("|u1", []int64{1 << 24}, []int64{1 << 20}, "null")}, nil)
	a.SetWorkers(8)
	defer nd.SetMemoryLimit(nd.SetMemoryLimit(8 << 20))
	assert.Equal(t, 3, a.readWorkers(1<<20), "(8 MiB - 1 MiB) / 2 MiB: a raw chunk is stored and decoded once each")
	assert.Equal(t, 1, a.readWorkers(8<<20), "always one")
	nd.SetMemoryLimit(1 << 40)
	assert.Equal(t, 8, a.readWorkers(1<<20))
}

// A read checks a checksummed shard index once, not once per inner
// chunk: here 1024 inner chunks, all empty, of one shard whose index is
// 16 KiB (read again for each, 16 MiB).
func TestShardIndexReadOncePerRead(t *testing.T) {
	const side, inner = 64, 2
	entries := (side / inner) * (side / inner)
	empty := make([][2]uint64, entries)
	for i := range empty {
		empty[i] = [2]uint64{math.MaxUint64, math.MaxUint64}
	}
	doc := v3Doc("uint8", []int64{side, side}, []int64{side, side}, fmt.Sprintf(`[{"name": "sharding_indexed",
 "configuration": {"chunk_shape": [%d, %d], "codecs": [{"name": "bytes"}],
 "index_codecs": [{"name": "bytes"}, {"name": "crc32c"}]}}]`, inner, inner))
	a := hostileStore(t, map[string][]byte{"zarr.json": doc, "c/0/0": shardIndex(empty, true)}, nil)
	var out nd.AnyArray
	var err error
	got := allocated(func() { out, err = a.Read(context.Background()) })
	require.NoError(t, err)
	assert.Equal(t, make([]byte, side*side), rowMajorBytes(t, out))
	assert.Less(t, got, uint64(4<<20))
}
