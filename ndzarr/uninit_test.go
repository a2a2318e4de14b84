package ndzarr

import (
	"context"
	"runtime"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"gocloud.dev/blob"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
)

// uninitGuard checks uninitialized's result for T: its length, its
// alignment, and that writing every element stays inside its memory.
func uninitGuard[T element](t *testing.T, n int64) {
	t.Helper()
	s := uninitialized[T](n)
	require.Len(t, s, int(n))
	var zero T
	assert.Zero(t, uintptr(unsafe.Pointer(unsafe.SliceData(s)))%unsafe.Alignof(zero))
	assert.GreaterOrEqual(t, cap(s), len(s))
	for i := range s {
		s[i] = zero
	}
}

func TestUninitialized(t *testing.T) {
	for _, n := range []int64{0, 1, 1000, uninitFrom, uninitFrom + 3, 5 << 20} {
		uninitGuard[uint8](t, n)
		uninitGuard[float32](t, n)
		uninitGuard[complex128](t, n/16)
	}
	small := uninitialized[int64](100)
	assert.Equal(t, make([]int64, 100), small, "below uninitFrom: zeroed by make")
	assert.Panics(t, func() { uninitialized[int64](1 << 62) }, "no such memory: make's panic")
}

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
	assert.Equal(t, make([]float64, 70*50), newCore(r, 0.0), "not covered: the fill value")
}

// TestReadOverDirtyMemory reads large results, whose memory is not zeroed
// first, right after freeing memory full of a pattern: every element must
// be a chunk's or the fill value, never the pattern.
func TestReadOverDirtyMemory(t *testing.T) {
	ctx := context.Background()
	stores(t, func(t *testing.T, b *blob.Bucket) {
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
