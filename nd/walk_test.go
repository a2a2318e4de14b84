// The tests of internal/walk live here, as an external test of nd: they
// compare the walks with the reference positions and random views of nd's
// own tests (exported to this package by export_test.go), which a test in
// internal/walk could not reach.
package nd_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// newWalk is walk.New, on the heap.
func newWalk(dst, src nd.Layout) *walk.Walk {
	w := walk.New(dst, src)
	return &w
}

// normalize is nd.Layout's normal form, which the walks' joint one extends.
var normalize = nd.Normalize

// block is one block of a Walk, as Next leaves the fields.
type block struct {
	N, Rows              int
	DstStride, SrcStride int
	DstPitch, SrcPitch   int
	DstOff, SrcOff       int
}

// walkBlocks runs the walk and records its blocks.
func walkBlocks(w *walk.Walk) []block {
	var out []block
	for w.Next() {
		out = append(out, block{w.N, w.Rows, w.DstStride, w.SrcStride, w.DstPitch, w.SrcPitch, w.DstOff, w.SrcOff})
	}
	return out
}

// walkPairs follows the protocol in Walk's doc comment and returns the
// (dst, src) position pairs in the order it visits them.
func walkPairs(dst, src nd.Layout) [][2]int64 {
	out := [][2]int64{}
	w := newWalk(dst, src)
	for w.Next() {
		d, s := w.DstOff, w.SrcOff
		for r := 0; r < w.Rows; r++ {
			for i := 0; i < w.N; i++ {
				out = append(out, [2]int64{int64(d + i*w.DstStride), int64(s + i*w.SrcStride)})
			}
			d, s = d+w.DstPitch, s+w.SrcPitch
		}
	}
	return out
}

// zipPositions is the reference for walkPairs.
func zipPositions(dst, src nd.Layout) [][2]int64 {
	dp, sp := nd.Positions(dst), nd.Positions(src)
	out := [][2]int64{}
	for i := range dp {
		out = append(out, [2]int64{dp[i], sp[i]})
	}
	return out
}

func TestWalkMatchesPositions(t *testing.T) {
	r := rand.New(rand.NewPCG(99, 1))
	sawTable, sawEmpty, sawRank0, sawMultiBlock := false, false, false, false
	for trial := range 4000 {
		dims := nd.RandomDims(r, 4, 5)
		var dst, src nd.Layout
		switch trial % 4 {
		case 0:
			dst, src = nd.RowMajor(dims...), nd.RandomLayoutWithDims(r, dims)
		case 1:
			dst, src = nd.RandomLayoutWithDims(r, dims), nd.RowMajor(dims...)
		default:
			dst, src = nd.RandomLayoutWithDims(r, dims), nd.RandomLayoutWithDims(r, dims)
		}
		dstBefore, srcBefore := dst.Clone(), src.Clone()
		require.Equal(t, zipPositions(dst, src), walkPairs(dst, src), "trial %d: dst %v, src %v", trial, dst, src)
		require.Equal(t, dstBefore, dst)
		require.Equal(t, srcBefore, src)

		blocks := walkBlocks(newWalk(dst, src))
		total := 0
		for _, b := range blocks {
			require.Positive(t, b.N)
			require.Positive(t, b.Rows)
			total += b.N * b.Rows
		}
		require.Equal(t, dst.Size(), int64(total))
		// The walk is the identity walk of each side too.
		require.Equal(t, zipPositions(src, src), walkPairs(src, src))

		sawTable = sawTable || dst.Tables != nil || src.Tables != nil
		sawEmpty = sawEmpty || dst.Size() == 0
		sawRank0 = sawRank0 || len(dims) == 0
		sawMultiBlock = sawMultiBlock || len(blocks) > 1
	}
	assert.True(t, sawTable && sawEmpty && sawRank0 && sawMultiBlock)
}

func TestWalkSliceViews(t *testing.T) {
	// Views straight out of Slice, walked against RowMajor and against each other.
	r := rand.New(rand.NewPCG(5, 5))
	n := 0
	for n < 1500 {
		dims := nd.RandomDims(r, 4, 5)
		a := nd.RandomLayoutWithDims(r, dims)
		indices := nd.RandomIndices(r, len(dims))
		var v nd.Layout
		if nd.Try(func() { v = a.Slice(indices...) }) != nil {
			continue
		}
		n++
		require.Equal(t, zipPositions(nd.RowMajor(v.Dims...), v), walkPairs(nd.RowMajor(v.Dims...), v), "%v of %v", indices, a)
		// The normal form may have other dims, so walk it against RowMajor
		// reshaped to them: Reshape of a contiguous layout always works.
		flat, ok := nd.RowMajor(v.Dims...).Reshape(normalize(v).Dims...)
		require.True(t, ok)
		require.Equal(t, zipPositions(flat, normalize(v)), walkPairs(flat, normalize(v)))
	}
}

func TestWalkShapeMismatch(t *testing.T) {
	assert.Panics(t, func() { newWalk(nd.RowMajor(3, 4), nd.RowMajor(4, 3)) })
	assert.Panics(t, func() { newWalk(nd.RowMajor(12), nd.RowMajor(3, 4)) })
	assert.Panics(t, func() { newWalk(nd.RowMajor(), nd.RowMajor(1)) })
	assert.Panics(t, func() { newWalk(nd.RowMajor(0, 3), nd.RowMajor(0, 4)) })
}

func TestWalkBlocks(t *testing.T) {
	t.Run("contiguous", func(t *testing.T) {
		blocks := walkBlocks(newWalk(nd.RowMajor(3, 4, 5), nd.RowMajor(3, 4, 5)))
		require.Len(t, blocks, 1)
		b := blocks[0]
		assert.Equal(t, 60, b.N)
		assert.Equal(t, 1, b.Rows)
		assert.Equal(t, 1, b.DstStride)
		assert.Equal(t, 1, b.SrcStride)
		assert.Equal(t, 0, b.DstOff)
		assert.Equal(t, 0, b.SrcOff)
	})
	t.Run("contiguous with offset", func(t *testing.T) {
		src := nd.RowMajor(6, 4).Slice(nd.Range(2, 5), nd.NewAxis())
		blocks := walkBlocks(newWalk(nd.RowMajor(3, 1, 4), src))
		require.Equal(t, []block{{N: 12, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 8}}, blocks)
	})
	t.Run("a[1:-1, 1:-1] of 6x6", func(t *testing.T) {
		src := nd.RowMajor(6, 6).Slice(nd.Range(1, -1), nd.Range(1, -1))
		blocks := walkBlocks(newWalk(nd.RowMajor(4, 4), src))
		require.Len(t, blocks, 1)
		b := blocks[0]
		assert.Equal(t, 4, b.Rows)
		assert.Equal(t, 4, b.N)
		assert.Equal(t, 6, b.SrcPitch)
		assert.Equal(t, 4, b.DstPitch)
		assert.Equal(t, 1, b.SrcStride)
		assert.Equal(t, 1, b.DstStride)
		assert.Equal(t, 7, b.SrcOff)
		assert.Equal(t, 0, b.DstOff)
	})
	t.Run("a[:, 1::2] of 4x8", func(t *testing.T) {
		src := nd.RowMajor(4, 8).Slice(nd.All(), nd.SliceFromStep(1, 2))
		blocks := walkBlocks(newWalk(nd.RowMajor(4, 4), src))
		require.Equal(t, []block{{N: 16, Rows: 1, DstStride: 1, SrcStride: 2, SrcOff: 1}}, blocks)
	})
	t.Run("flip both dims", func(t *testing.T) {
		src := nd.RowMajor(3, 4).Slice(nd.Flip(), nd.Flip())
		blocks := walkBlocks(newWalk(nd.RowMajor(3, 4), src))
		require.Equal(t, []block{{N: 12, Rows: 1, DstStride: 1, SrcStride: -1, SrcOff: 11}}, blocks)
	})
	t.Run("transpose copy", func(t *testing.T) {
		src := nd.RowMajor(3, 4).Transpose()
		blocks := walkBlocks(newWalk(nd.RowMajor(4, 3), src))
		require.Equal(t, []block{{N: 3, Rows: 4, DstStride: 1, SrcStride: 4, DstPitch: 3, SrcPitch: 1}}, blocks)
	})
	t.Run("3-d gives an odometer", func(t *testing.T) {
		src := nd.RowMajor(2, 3, 4).Slice(nd.All(), nd.Range(0, 2), nd.Range(1, 3))
		blocks := walkBlocks(newWalk(nd.RowMajor(2, 2, 2), src))
		require.Equal(t, []block{
			{N: 2, Rows: 2, DstStride: 1, SrcStride: 1, DstPitch: 2, SrcPitch: 4, DstOff: 0, SrcOff: 1},
			{N: 2, Rows: 2, DstStride: 1, SrcStride: 1, DstPitch: 2, SrcPitch: 4, DstOff: 4, SrcOff: 13},
		}, blocks)
	})
	t.Run("table on the outer dim", func(t *testing.T) {
		src := nd.RowMajor(3, 4).Slice(nd.Seq(2, 0))
		blocks := walkBlocks(newWalk(nd.RowMajor(2, 4), src))
		require.Equal(t, []block{
			{N: 4, Rows: 1, DstStride: 1, SrcStride: 1, DstOff: 0, SrcOff: 8},
			{N: 4, Rows: 1, DstStride: 1, SrcStride: 1, DstOff: 4, SrcOff: 0},
		}, blocks)
	})
	t.Run("table on the inner dim", func(t *testing.T) {
		src := nd.RowMajor(2, 4).Slice(nd.All(), nd.Seq(3, 1, 1))
		pairs := walkPairs(nd.RowMajor(2, 3), src)
		assert.Equal(t, [][2]int64{{0, 3}, {1, 1}, {2, 1}, {3, 7}, {4, 5}, {5, 5}}, pairs)
		for _, b := range walkBlocks(newWalk(nd.RowMajor(2, 3), src)) {
			assert.Equal(t, 1, b.N*b.Rows, "a table dimension is walked one element at a time")
		}
	})
	t.Run("rank 0", func(t *testing.T) {
		src := nd.RowMajor(3, 4).Slice(nd.At(2), nd.At(1))
		blocks := walkBlocks(newWalk(nd.RowMajor(), src))
		require.Equal(t, []block{{N: 1, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 9}}, blocks)
	})
	t.Run("size-1 dims", func(t *testing.T) {
		src := nd.RowMajor(3, 4).Slice(nd.AtKeep(2), nd.NewAxis(), nd.AtKeep(1))
		blocks := walkBlocks(newWalk(nd.RowMajor(1, 1, 1), src))
		require.Equal(t, []block{{N: 1, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 9}}, blocks)
	})
	t.Run("empty", func(t *testing.T) {
		w := newWalk(nd.RowMajor(3, 0), nd.RowMajor(4, 3).Slice(nd.Range(1, 4), nd.Range(2, 2)))
		assert.False(t, w.Next())
		assert.False(t, w.Next())
		assert.Empty(t, walkPairs(nd.RowMajor(0), nd.RowMajor(0)))
	})
	t.Run("Next after the end", func(t *testing.T) {
		w := newWalk(nd.RowMajor(2, 3), nd.RowMajor(3, 2).Transpose())
		n := 0
		for w.Next() {
			n++
		}
		assert.Equal(t, 1, n)
		assert.False(t, w.Next())
	})
}

// TestWalkHighRank: past rank 8 the normal form and the odometer spill
// from the Walk's fixed arrays into slices; the walk still visits every
// position in order.
func TestWalkHighRank(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	sawDeep := false
	for trial := range 300 {
		dims := make([]int64, 9+r.IntN(4))
		for i := range dims {
			dims[i] = 1 + r.Int64N(3)
		}
		dst, src := nd.RowMajor(dims...), nd.RandomLayoutWithDims(r, dims)
		if trial%2 == 1 {
			dst, src = src, nd.RandomLayoutWithDims(r, dims)
		}
		require.Equal(t, zipPositions(dst, src), walkPairs(dst, src), "trial %d: dst %v, src %v", trial, dst, src)
		sawDeep = sawDeep || len(normalize(src).Dims) > 8
	}
	assert.True(t, sawDeep)
}

// TestNormalizePair: the joint normal form keeps each layout's positions
// in order, gives both the same dimensions, and is nd's normal form when
// the two layouts are one.
func TestNormalizePair(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for trial := range 2000 {
		dims := nd.RandomDims(r, 4, 5)
		a, b := nd.RandomLayoutWithDims(r, dims), nd.RandomLayoutWithDims(r, dims)
		msg := []any{"trial %d: %v, %v", trial, a, b}
		an, bn := walk.NormalizePair(a, b)
		require.Equal(t, an.Dims, bn.Dims, msg...)
		require.Equal(t, nd.Positions(a), nd.Positions(an), msg...)
		require.Equal(t, nd.Positions(b), nd.Positions(bn), msg...)
		for _, d := range an.Dims {
			require.True(t, d > 1 || a.Size() == 0, msg...)
		}

		alone := normalize(a)
		same, _ := walk.NormalizePair(a, a)
		require.Equal(t, dimsOf(alone), dimsOf(same), msg...)
		require.Equal(t, dimsOf(nd.Layout{Dims: alone.Strides}), dimsOf(nd.Layout{Dims: same.Strides}), msg...)
		require.Equal(t, alone.Offset, same.Offset, msg...)
		require.Equal(t, alone.Tables, same.Tables, msg...)
	}
	assert.Panics(t, func() { walk.NormalizePair(nd.RowMajor(3, 4), nd.RowMajor(4, 3)) })
}

// dimsOf returns l.Dims as a non-nil slice, so rank 0 compares equal to
// []int64{}.
func dimsOf(l nd.Layout) []int64 { return append([]int64{}, l.Dims...) }
