package ndzarr

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/binary"
	"hash/crc32"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/nduint16"
)

var v3Cases = []Options{
	{Format: 3, DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4}},
	{Format: 3, DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4},
		FortranOrder: true, BigEndian: true, Checksum: true,
		Compressor: Compression{Name: "zstd", Level: 3}, DimensionNames: []string{"y", "x"}},
	{Format: 3, DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{6, 3},
		Compressor: Compression{Name: "gzip", Level: 1}, DimensionSeparator: ".",
		FillValue: float32(math.Inf(-1))},
	{Format: 3, DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{8, 6},
		ShardChunks: []int64{4, 3}, FillValue: float32(2)},
	{Format: 3, DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{17, 9},
		ShardChunks: []int64{1, 9}, Compressor: Compression{Name: "none"}, Checksum: true},
}

func TestV3WriteThenReadRegions(t *testing.T) {
	saved := writeCases
	defer func() { writeCases = saved }()
	writeCases = v3Cases
	TestWriteThenReadRegions(t)
}

// The array metadata example of the Zarr v3 core specification
// (zarr-specs, docs/v3/core/index.rst, "Array metadata"), with one chunk
// written by hand as the spec's bytes codec lays it out.
const specArrayExample = `{
    "zarr_format": 3,
    "node_type": "array",
    "shape": [10000, 1000],
    "dimension_names": ["rows", "columns"],
    "data_type": "float64",
    "chunk_grid": {"name": "regular", "configuration": {"chunk_shape": [1000, 100]}},
    "chunk_key_encoding": {"name": "default", "configuration": {"separator": "/"}},
    "codecs": [{"name": "bytes", "configuration": {"endian": "little"}}],
    "fill_value": "NaN",
    "attributes": {"foo": 42, "bar": "apples", "baz": [1, 2, 3, 4]}
}`

func TestReadSpecArrayExample(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	require.NoError(t, b.Set(ctx, "a/zarr.json", []byte(specArrayExample)))
	chunk := make([]byte, 1000*100*8)
	for i := range 1000 * 100 {
		binary.LittleEndian.PutUint64(chunk[8*i:], math.Float64bits(float64(i)))
	}
	require.NoError(t, b.Set(ctx, "a/c/0/1", chunk))
	a, err := OpenIn(ctx, b, "a")
	require.NoError(t, err)
	assert.Equal(t, 3, a.Format())
	assert.Equal(t, []int64{10000, 1000}, a.Shape().Dims())
	got, err := a.ReadExpr(ctx, "998:1001, 99:102")
	require.NoError(t, err)
	v := got.(*ndfloat64.NdArray)
	assert.True(t, math.IsNaN(v.GetFloat64(0, 0)))   // chunk c/0/0 is missing
	assert.Equal(t, 998*100+0.0, v.GetFloat64(0, 1)) // row 998, column 100
	assert.Equal(t, 999*100+1.0, v.GetFloat64(1, 2))
	assert.True(t, math.IsNaN(v.GetFloat64(2, 1))) // row 1000: chunk c/1/1
}

// The sharding example of the Zarr v3 sharding_indexed codec
// specification (zarr-specs, docs/v3/codecs/sharding-indexed), with one
// shard built by hand: two gzip inner chunks, the index at the end with
// its crc32c.
const specShardExample = `{
    "zarr_format": 3,
    "node_type": "array",
    "shape": [16000, 640],
    "data_type": "uint16",
    "chunk_grid": {"name": "regular", "configuration": {"chunk_shape": [4000, 320]}},
    "chunk_key_encoding": {"name": "default", "configuration": {"separator": "/"}},
    "codecs": [{
        "name": "sharding_indexed",
        "configuration": {
            "chunk_shape": [2000, 160],
            "codecs": [{"name": "bytes", "configuration": {"endian": "little"}},
                       {"name": "gzip", "configuration": {"level": 1}}],
            "index_codecs": [{"name": "bytes", "configuration": {"endian": "little"}},
                             {"name": "crc32c"}],
            "index_location": "end"
        }
    }],
    "fill_value": 0
}`

func TestReadSpecShardExample(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	require.NoError(t, b.Set(ctx, "s/zarr.json", []byte(specShardExample)))
	inner := func(v uint16) []byte {
		raw := make([]byte, 2000*160*2)
		for i := range 2000 * 160 {
			binary.LittleEndian.PutUint16(raw[2*i:], v+uint16(i%160))
		}
		var buf bytes.Buffer
		w := gzip.NewWriter(&buf)
		_, _ = w.Write(raw)
		require.NoError(t, w.Close())
		return buf.Bytes()
	}
	// Shard c/1/0 holds inner chunks (0,1) and (1,0) of its 2x2 grid.
	c01, c10 := inner(1000), inner(2000)
	body := append(append([]byte(nil), c10...), c01...)
	index := make([]byte, 4*16)
	entries := [][2]uint64{{math.MaxUint64, math.MaxUint64}, {uint64(len(c10)), uint64(len(c01))},
		{0, uint64(len(c10))}, {math.MaxUint64, math.MaxUint64}}
	for i, e := range entries {
		binary.LittleEndian.PutUint64(index[16*i:], e[0])
		binary.LittleEndian.PutUint64(index[16*i+8:], e[1])
	}
	index = binary.LittleEndian.AppendUint32(index, crc32.Checksum(index, crc32.MakeTable(crc32.Castagnoli)))
	require.NoError(t, b.Set(ctx, "s/c/1/0", append(body, index...)))

	a, err := OpenIn(ctx, b, "s")
	require.NoError(t, err)
	assert.Equal(t, []int64{2000, 160}, a.Chunks())
	got, err := a.Read(ctx, nd.Seq(4000, 5999, 6000, 7999), nd.Seq(0, 159, 160, 161))
	require.NoError(t, err)
	assert.Equal(t, []uint16{0, 0, 1000, 1001, 0, 0, 1000, 1001, 2000, 2159, 0, 0, 2000, 2159, 0, 0},
		got.(*nduint16.NdArray).ToSlice())

	// A flipped bit in the index is a checksum error.
	shard, _ := readObject(ctx, b, "s/c/1/0")
	shard[len(shard)-10] ^= 1
	require.NoError(t, b.Set(ctx, "s/c/1/0", shard))
	_, err = a.Read(ctx, nd.At(4000), nd.At(0))
	assert.ErrorIs(t, err, ErrChecksum)
}

func TestV3MetadataRoundTrip(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	for i, o := range v3Cases {
		a, err := CreateIn(ctx, b, string(rune('a'+i)), o)
		require.NoError(t, err)
		back, err := OpenIn(ctx, b, string(rune('a'+i)))
		require.NoError(t, err)
		assert.Equal(t, a.m.shape, back.m.shape)
		assert.Equal(t, a.m.chunks, back.m.chunks)
		assert.Equal(t, a.m.perm, back.m.perm)
		assert.Equal(t, a.m.elem, back.m.elem)
		assert.Equal(t, a.m.sep+a.m.prefix, back.m.sep+back.m.prefix)
		assert.Equal(t, len(a.m.codecs), len(back.m.codecs))
		assert.Equal(t, a.m.shard != nil, back.m.shard != nil)
	}
}
