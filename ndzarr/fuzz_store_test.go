package ndzarr

import (
	"context"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// fuzzMemoryLimit is nd.MemoryLimit while FuzzReadStore runs: a result or
// chunk the input justifies stays cheap to allocate, and the rest is
// refused.
const fuzzMemoryLimit = 256 << 20

// FuzzReadStore reads a region of an array whose store is fuzzed: the
// metadata (fuzzDoc: format, dtype, shape, chunks, codecs, sharding),
// two chunk objects (shards, for a sharded array) each extended to a
// declared size past its bytes as a sparse file, and the region as index
// text. A read must not panic, and must allocate no more than readBound
// computes from the input.
func FuzzReadStore(f *testing.F) {
	// The inputs: a 1 GiB chunk declared and none stored; a
	// 16-byte chunk stored as a sparse 1 GiB file; gzip in gzip of a
	// 4-byte chunk; a shape of 2^50 read every third element; a sparse
	// shard.
	f.Add(false, uint8(0), dimsField(1<<29), dimsField(1<<29), uint16(0),
		[]byte{}, uint32(0), []byte{}, uint32(0), "0")
	f.Add(false, uint8(1), dimsField(4), dimsField(4), uint16(0),
		make([]byte, 16), uint32(1<<30), []byte{1}, uint32(0), "")
	f.Add(false, uint8(1), dimsField(8), dimsField(4), uint16(1),
		make([]byte, 16), uint32(1<<20), []byte{1}, uint32(0), "::-2")
	f.Add(true, uint8(1), dimsField(1), dimsField(1), uint16(1|1<<2),
		fuzzGzip(make([]byte, 1<<20)), uint32(0), []byte{}, uint32(0), "...")
	f.Add(true, uint8(2), dimsField(1<<50), dimsField(1<<20), uint16(0),
		[]byte{}, uint32(0), []byte{}, uint32(0), "::3")
	f.Add(true, uint8(6), dimsField(4, 4), dimsField(4, 4), uint16(1<<8|1<<9|1<<10|1<<11),
		make([]byte, 84), uint32(1<<30), make([]byte, 100), uint32(0), "0, 1:")
	f.Add(true, uint8(3), dimsField(64, 64), dimsField(16, 32), uint16(2|3<<2|1<<6),
		make([]byte, 600), uint32(0), fuzzGzip(make([]byte, 512)), uint32(0), "::-5, 3")
	prev := nd.SetMemoryLimit(fuzzMemoryLimit)
	f.Cleanup(func() { nd.SetMemoryLimit(prev) })
	f.Fuzz(func(t *testing.T, v3 bool, dtype uint8, shape, chunks uint64, codecs uint16,
		chunk0 []byte, size0 uint32, chunk1 []byte, size1 uint32, expr string) {
		doc := fuzzDoc(v3, dtype, shape, chunks, codecs)
		parse, name := parseZarrayV2, ".zarray"
		if v3 {
			parse, name = parseZarrJSON, "zarr.json"
		}
		m, err := parse(doc)
		if err != nil {
			return // no chunk keys to store chunks at
		}
		indices, err := nd.ParseIndices(expr)
		if err != nil {
			indices = nil
		}
		if touched(m, indices) > 1<<12 {
			return // correct but slow: a fill of thousands of chunks
		}
		dir := t.TempDir()
		objects := []fuzzObject{{zeros(len(m.shape)), chunk0, int64(size0)},
			{ones(len(m.shape)), chunk1, int64(size1)}}
		if err := os.WriteFile(filepath.Join(dir, name), doc, 0o644); err != nil {
			t.Fatal(err)
		}
		for _, o := range objects {
			if err := o.write(dir, m); err != nil {
				t.Fatal(err)
			}
		}
		bound := readBound(m, indices, objects, len(doc))
		got := allocated(func() {
			a, err := Open(context.Background(), dir)
			if err != nil {
				return
			}
			_, _ = a.Read(context.Background(), indices...)
		})
		if got > bound {
			t.Fatalf("read of %q from %s allocated %d bytes, the bound is %d", expr, doc, got, bound)
		}
	})
}

// fuzzDTypes are the dtypes fuzzDoc picks from, as v2 and v3 name them.
var fuzzDTypes = [][2]string{{"<i2", "int16"}, {"<f4", "float32"}, {"<f8", "float64"},
	{"|u1", "uint8"}, {"|b1", "bool"}, {"<c8", "complex64"}, {">i4", "int32"},
	{"<u8", "uint64"}, {"<f2", "float16"}}

// v2Compressors are the compressors fuzzDoc picks from for v2.
var v2Compressors = []string{"null", `{"id":"zlib","level":1}`, `{"id":"gzip","level":1}`,
	`{"id":"zstd","level":1}`, `{"id":"lz4"}`, `{"id":"blosc","cname":"lz4","clevel":5,"shuffle":1}`,
	`{"id":"blosc","cname":"zstd","clevel":5,"shuffle":2}`}

// fuzzDoc builds array metadata from fuzzed fields: the dtype, the shape
// and chunks as dimsField encodes them, and the codecs: for v2, one of
// v2Compressors; for v3, up to three of gzip, zstd and crc32c (two bits
// each), Blosc first (bit 6), and sharding (bit 8) with the index at the
// start (bit 9) and checksummed (bit 10), inner chunks the chunks halved
// (bits 11-12) times where they divide.
func fuzzDoc(v3 bool, dtype uint8, shape, chunks uint64, codecs uint16) []byte {
	dt := fuzzDTypes[int(dtype)%len(fuzzDTypes)]
	dims, cdims := fieldDims(shape), fieldDims(chunks)
	cdims = append(cdims, make([]int64, max(len(dims)-len(cdims), 0))...)[:len(dims)]
	for i := range cdims {
		cdims[i] = max(cdims[i], 1)
	}
	if !v3 {
		return v2Doc(dt[0], dims, cdims, v2Compressors[int(codecs)%len(v2Compressors)])
	}
	chain := `{"name": "bytes"}`
	if codecs&(1<<6) != 0 {
		chain += `, {"name": "blosc", "configuration": {"cname": "lz4", "shuffle": "shuffle"}}`
	}
	for slot := range 3 {
		switch codecs >> (2 * slot) & 3 {
		case 1:
			chain += `, {"name": "gzip"}`
		case 2:
			chain += `, {"name": "zstd"}`
		case 3:
			chain += `, {"name": "crc32c"}`
		}
	}
	if codecs&(1<<8) == 0 {
		return v3Doc(dt[1], dims, cdims, "["+chain+"]")
	}
	inner := make([]int64, len(cdims))
	for i, c := range cdims {
		inner[i] = c
		for range codecs >> 11 & 3 {
			if inner[i]%2 == 0 {
				inner[i] /= 2
			}
		}
	}
	loc, index := "end", `{"name": "bytes"}`
	if codecs&(1<<9) != 0 {
		loc = "start"
	}
	if codecs&(1<<10) != 0 {
		index += `, {"name": "crc32c"}`
	}
	return v3Doc(dt[1], dims, cdims, fmt.Sprintf(`[{"name": "sharding_indexed", "configuration":
 {"chunk_shape": %s, "codecs": [%s], "index_codecs": [%s], "index_location": %q}}]`,
		jsonInts(inner), chain, index, loc))
}

// fieldDims decodes dimensions from a fuzzed field: the rank in the low
// byte (0 to 3), then a byte per dimension: b below 128 is b, above it
// 2^(b-128), up to 2^50.
func fieldDims(field uint64) []int64 {
	dims := make([]int64, field&3)
	for i := range dims {
		b := int64(field >> (8 + 8*i) & 0xff)
		if b >= 128 {
			b = 1 << ((b - 128) % 51)
		}
		dims[i] = b
	}
	return dims
}

// dimsField encodes dims (each below 128 or a power of two) for fieldDims.
func dimsField(dims ...int64) uint64 {
	field := uint64(len(dims))
	for i, d := range dims {
		b := uint64(d)
		if d >= 128 {
			b = 128 + uint64(bits.TrailingZeros64(uint64(d)))
		}
		field |= b << (8 + 8*i)
	}
	return field
}

// touched returns at most how many chunks the region touches (0 for
// indices that do not fit the shape).
func touched(m *meta, indices []nd.Index) int64 {
	l, err := (&nd.Layout{Dims: m.shape, Strides: make([]int64, len(m.shape))}).TrySlice(indices...)
	if err != nil {
		return 0
	}
	n := l.Size()
	if grid, ok := productOf(m.gridDims()); ok {
		n = min(n, grid)
	}
	return n
}

// fuzzObject is a chunk (or shard) object: its grid coordinates (of
// shards, for a sharded array), its bytes and its declared size.
type fuzzObject struct {
	idx  []int64
	data []byte
	size int64
}

// write stores the object as a file of max(len(data), size) bytes.
func (o fuzzObject) write(dir string, m *meta) error {
	path := filepath.Join(dir, filepath.FromSlash(m.chunkKey(o.idx)))
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(path, o.data, 0o644); err != nil {
		return err
	}
	return os.Truncate(path, o.stored())
}

func (o fuzzObject) stored() int64 { return max(int64(len(o.data)), o.size) }

// readBound is the most a read of the region may allocate, computed from
// its input: the metadata, the objects' sizes and the region.
//
//   - A fixed 2 MiB (the store, the workers, codecs' state) plus 64 bytes
//     per byte of metadata (the JSON decoder's values).
//   - The result, if it fits in nd.MemoryLimit, and the region's lists:
//     48 bytes per coordinate along each dimension, and Seq's tables.
//   - 4 KiB per chunk job (indices, views) for each chunk the region
//     touches.
//   - For each stored object, the bytes of each chunk read from it: its
//     stored bytes (at most what its chunk encodes to: codec.MaxEncoded
//     per codec) and each codec's output, at most what the format can
//     decode the input to and what the next codec can have encoded; for a
//     shard, its index too, and one read per inner chunk.
func readBound(m *meta, indices []nd.Index, objects []fuzzObject, docLen int) uint64 {
	bound := int64(2<<20 + 64*docLen)
	l, err := (&nd.Layout{Dims: m.shape, Strides: make([]int64, len(m.shape))}).TrySlice(indices...)
	if err != nil || l.Size() == 0 {
		return uint64(bound)
	}
	elems := l.Size()
	result := elems * int64(m.elem.itemSize())
	if result > fuzzMemoryLimit {
		return uint64(bound)
	}
	bound += result + 48*(elems+int64(len(m.shape)))
	if l.Tables != nil {
		for _, d := range m.shape {
			bound += 24 * min(d, maxListedDim) * int64(len(m.shape))
		}
	}
	jobs := elems // each job selects at least one element
	if grid, ok := productOf(m.gridDims()); ok {
		jobs = min(jobs, grid)
	}
	bound += 4 << 10 * jobs
	reads := int64(len(objects)) // chunk reads that can find an object
	var entries int64
	if m.shard != nil {
		_, _, entries = m.locate(zeros(len(m.shape)))
		reads = min(jobs, entries*int64(len(objects)))
	}
	var biggest int64
	for _, o := range objects {
		biggest = max(biggest, o.stored())
	}
	perRead := chainBytes(m, min(biggest, int64(m.maxStored())))
	if m.shard != nil {
		perRead += min(biggest, m.shard.indexLen(entries))
	}
	return uint64(bound + reads*perRead)
}

// chainBytes is the most a chunk stored in n bytes allocates: the stored
// bytes and each codec's output.
func chainBytes(m *meta, n int64) int64 {
	total, in := n, int(n)
	for i := len(m.codecs) - 1; i >= 0; i-- {
		in = min(m.maxEncoded(i), m.codecs[i].MaxDecoded(in))
		total += int64(in)
	}
	return total
}

func productOf(dims []int64) (int64, bool) {
	p := int64(1)
	for _, d := range dims {
		if d != 0 && p > (1<<62)/d {
			return 0, false
		}
		p *= d
	}
	return p, true
}

func zeros(n int) []int64 { return make([]int64, n) }

// ones is the grid coordinates of a second chunk: 1 along the last
// dimension.
func ones(n int) []int64 {
	idx := make([]int64, n)
	if n > 0 {
		idx[n-1] = 1
	}
	return idx
}

func fuzzGzip(data []byte) []byte {
	out, err := codec.Gzip{Level: 9}.Encode(data)
	if err != nil {
		panic(err)
	}
	return out
}
