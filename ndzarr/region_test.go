package ndzarr

import (
	"context"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

func TestRegionCovered(t *testing.T) {
	shape, chunks := []int64{70, 50}, []int64{16, 12}
	for _, idx := range [][]nd.Index{{}, {nd.All(), nd.All()}, {nd.Range(3, 61), nd.At(7)},
		{nd.Slice(69, -71, -3), nd.Slice(1, 50, 5)}, {nd.Seq(5, 5, 40, 2), nd.All()},
		{nd.Flip(), nd.Range(11, 13)}} {
		r, err := newRegion(shape, chunks, idx, 8)
		require.NoError(t, err)
		assert.True(t, r.covered(), "%v", idx)
	}
	r, err := newRegion(shape, chunks, nil, 8)
	require.NoError(t, err)
	r.dims[1] = r.dims[1][1:] // a coordinate no piece writes
	assert.False(t, r.covered())
}

// TestReadOverDirtyMemory reads large results, regions the chunks cover
// and regions they do not, right after freeing memory full of a pattern:
// every element must be a chunk's or the fill value, never the pattern.
func TestReadOverDirtyMemory(t *testing.T) {
	ctx := context.Background()
	stores(t, func(t *testing.T, b Store) {
		a, err := CreateIn(ctx, b, "dirty", Options{DType: nd.Float64, Shape: []int64{700, 500},
			Chunks: []int64{128, 96}, FillValue: 7.5})
		require.NoError(t, err)
		want := ndfloat64.New(nd.ShapeOf(700, 500))
		for i := range want.Data() {
			want.Data()[i] = 7.5
		}
		part := ndfloat64.New(nd.ShapeOf(300, 200)) // some chunks stay missing
		for i := range part.Data() {
			part.Data()[i] = float64(i)
		}
		idx := []nd.Index{nd.Range(100, 400), nd.Range(50, 250)}
		require.NoError(t, a.Write(ctx, part, idx...))
		part.CopyTo(want.Slice(idx...))
		for _, sel := range [][]nd.Index{{}, {nd.Slice(699, -701, -1), nd.All()},
			{nd.Range(1, 690), nd.Seq(0, 499, 3, 3, 260)}} {
			dirtyHeap(8 << 20)
			got, err := a.Read(ctx, sel...)
			require.NoError(t, err)
			assert.Equal(t, want.Slice(sel...).ToSlice(), got.(*ndfloat64.NdArray).ToSlice())
		}
	})
}

// dirtyHeap allocates n bytes of a pattern and frees them, so that the
// next large allocations may reuse memory that is not zero.
func dirtyHeap(n int) {
	b := make([]byte, n)
	for i := range b {
		b[i] = 0xA5
	}
	runtime.KeepAlive(b)
	b = nil
	runtime.GC()
}
