package ndzarr

import (
	"context"
	"errors"
	"io"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint64"
)

// stores runs f on a FileStore (a temporary directory) and a MemoryStore.
func stores(t *testing.T, f func(t *testing.T, b Store)) {
	t.Run("file", func(t *testing.T) { f(t, NewFileStore(t.TempDir())) })
	t.Run("mem", func(t *testing.T) { f(t, NewMemoryStore()) })
}

// readObject returns the whole object at key.
func readObject(ctx context.Context, s Store, key string) ([]byte, error) {
	r, err := s.Get(ctx, key, WholeObject)
	if err != nil {
		return nil, err
	}
	defer r.Close()
	return io.ReadAll(r)
}

func arangeF32(shape ...int64) *ndfloat32.NdArray {
	n := nd.ShapeOf(shape...).Size()
	data := make([]float32, n)
	for i := range data {
		data[i] = float32(i) / 4
	}
	return ndfloat32.Wrap(nd.ShapeOf(shape...), data)
}

var writeCases = []Options{
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4}},
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{5, 4}, FortranOrder: true,
		Compressor: Compression{Name: "zstd", Level: 3}},
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{6, 3}, BigEndian: true,
		Compressor:         Compression{Name: "blosc", CName: "zstd", Level: 1, Shuffle: BitShuffle},
		DimensionSeparator: "/", FillValue: float32(math.NaN())},
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{17, 9},
		Compressor: Compression{Name: "gzip", Level: 1}},
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{4, 4},
		Compressor: Compression{Name: "none"}, FillValue: float32(-1)},
	{DType: nd.Float32, Shape: []int64{17, 9}, Chunks: []int64{3, 8},
		Compressor: Compression{Name: "lz4"}},
}

func TestWriteThenReadRegions(t *testing.T) {
	ctx := context.Background()
	stores(t, func(t *testing.T, b Store) {
		for i, o := range writeCases {
			a, err := CreateIn(ctx, b, "case"+string(rune('a'+i)), o)
			require.NoError(t, err)
			// A fresh array reads as its fill value.
			got, err := a.Read(ctx)
			require.NoError(t, err)
			fill, _ := o.FillValue.(float32)
			assert.True(t, sameF32(got.(*ndfloat32.NdArray).ToSlice()[0], fill))

			want := arangeF32(17, 9)
			require.NoError(t, a.Write(ctx, want))
			r := rand.New(rand.NewPCG(uint64(i), 7))
			for range 30 {
				idx := writeIndices(r, []int64{17, 9})
				src := arangeF32(want.Slice(idx...).Shape().Dims()...)
				for j, v := range src.ToSlice() {
					src.Data()[j] = -v - 1
				}
				require.NoError(t, a.Write(ctx, src, idx...), "%v", idx)
				src.CopyTo(want.Slice(idx...))
			}
			reopened, err := OpenIn(ctx, b, "case"+string(rune('a'+i)))
			require.NoError(t, err)
			got, err = reopened.Read(ctx)
			require.NoError(t, err)
			assert.Equal(t, want.ToSlice(), got.(*ndfloat32.NdArray).ToSlice(), "case %d", i)
		}
	})
}

func sameF32(x, y float32) bool { return x == y || x != x && y != y }

// writeIndices draws a region without repeated coordinates.
func writeIndices(r *rand.Rand, shape []int64) []nd.Index {
	var out []nd.Index
	for _, d := range shape {
		switch r.IntN(4) {
		case 0:
			out = append(out, nd.At(r.Int64N(d)))
		case 1:
			out = append(out, nd.All())
		default:
			lo := r.Int64N(d)
			step := r.Int64N(3) + 1
			if r.IntN(3) == 0 {
				out = append(out, nd.Slice(lo, -d-1, -step))
			} else {
				out = append(out, nd.Slice(lo, lo+r.Int64N(d), step))
			}
		}
	}
	return out
}

func TestReadExprAndZeroDim(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	a, err := CreateIn(ctx, b, "x", Options{DType: nd.Int64, Shape: []int64{6, 5}, Chunks: []int64{4, 2}})
	require.NoError(t, err)
	data := make([]int64, 30)
	for i := range data {
		data[i] = int64(i)
	}
	require.NoError(t, a.Write(ctx, ndint64.Wrap(nd.ShapeOf(6, 5), data)))
	got, err := a.ReadExpr(ctx, "1:5:2, ::-2")
	require.NoError(t, err)
	assert.Equal(t, []int64{9, 7, 5, 19, 17, 15}, got.(*ndint64.NdArray).ToSlice())
	_, err = a.ReadExpr(ctx, "7")
	assert.ErrorIs(t, err, nd.ErrIndexOutOfRange)

	z, err := CreateIn(ctx, b, "z", Options{DType: nd.Int16, Shape: []int64{}})
	require.NoError(t, err)
	require.NoError(t, z.Write(ctx, ndint16.Scalar(-3)))
	got, err = z.Read(ctx)
	require.NoError(t, err)
	assert.Equal(t, int16(-3), got.(*ndint16.NdArray).GetInt16())
}

func TestErrors(t *testing.T) {
	ctx := context.Background()
	b := NewMemoryStore()
	_, err := OpenIn(ctx, b, "nothing")
	assert.ErrorIs(t, err, ErrNotFound)

	a, err := CreateIn(ctx, b, "x", Options{DType: nd.Float32, Shape: []int64{8}, Chunks: []int64{4}})
	require.NoError(t, err)
	require.NoError(t, a.Write(ctx, arangeF32(8)))
	assert.ErrorIs(t, a.Write(ctx, arangeF32(3), nd.Range(0, 4)), nd.ErrShape)
	assert.ErrorIs(t, a.Write(ctx, ndint16.New(nd.ShapeOf(8))), nd.ErrArgument)
	assert.ErrorIs(t, a.Write(ctx, (*ndfloat32.NdArray)(nil)), nd.ErrArgument)

	raw, err := readObject(ctx, b, "x/0")
	require.NoError(t, err)
	corrupt := []byte("not a blosc frame, not anything really")
	require.NoError(t, b.Set(ctx, "x/0", corrupt))
	_, err = a.Read(ctx)
	assert.Error(t, err)
	assert.True(t, errors.Is(err, ErrCorruptChunk) || errors.Is(err, ErrChunkSize), "%v", err)

	require.NoError(t, b.Set(ctx, "x/0", raw[:10]))
	_, err = a.Read(ctx)
	assert.ErrorIs(t, err, ErrCorruptChunk)

	// A valid frame of another chunk size is a size error, not a wrong array.
	other, err := CreateIn(ctx, b, "y", Options{DType: nd.Float32, Shape: []int64{8}, Chunks: []int64{5}})
	require.NoError(t, err)
	require.NoError(t, other.Write(ctx, arangeF32(8)))
	five, err := readObject(ctx, b, "y/0")
	require.NoError(t, err)
	require.NoError(t, b.Set(ctx, "x/1", five))
	_, err = a.Read(ctx, nd.Range(4, 8))
	assert.ErrorIs(t, err, ErrChunkSize)
	// Only the chunks of the region are read: chunk 0 is corrupt.
	_, err = a.Read(ctx, nd.Range(4, 8))
	assert.NotErrorIs(t, err, ErrCorruptChunk)

	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = a.Read(cancelled, nd.Range(4, 8))
	assert.ErrorIs(t, err, context.Canceled)
}
