package nd

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/walk"
)

// newWalk is walk.New on nd layouts.
func newWalk(dst, src Layout) *walk.Walk {
	w := walk.New(walk.Layout(dst), walk.Layout(src))
	return &w
}

// normalize is walk.Normalize on an nd layout.
func normalize(l Layout) Layout { return Layout(walk.Normalize(walk.Layout(l))) }

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
func walkPairs(dst, src Layout) [][2]int64 {
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
func zipPositions(dst, src Layout) [][2]int64 {
	dp, sp := positions(dst), positions(src)
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
		dims := randomDims(r, 4, 5)
		var dst, src Layout
		switch trial % 4 {
		case 0:
			dst, src = RowMajor(dims...), randomLayoutWithDims(r, dims)
		case 1:
			dst, src = randomLayoutWithDims(r, dims), RowMajor(dims...)
		default:
			dst, src = randomLayoutWithDims(r, dims), randomLayoutWithDims(r, dims)
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
		dims := randomDims(r, 4, 5)
		a := randomLayoutWithDims(r, dims)
		indices := randomIndices(r, len(dims))
		var v Layout
		if Try(func() { v = a.Slice(indices...) }) != nil {
			continue
		}
		n++
		require.Equal(t, zipPositions(RowMajor(v.Dims...), v), walkPairs(RowMajor(v.Dims...), v), "%v of %v", indices, a)
		// The normal form may have other dims, so walk it against RowMajor
		// reshaped to them: Reshape of a contiguous layout always works.
		flat, ok := RowMajor(v.Dims...).Reshape(normalize(v).Dims...)
		require.True(t, ok)
		require.Equal(t, zipPositions(flat, normalize(v)), walkPairs(flat, normalize(v)))
	}
}

func TestWalkShapeMismatch(t *testing.T) {
	assert.Panics(t, func() { newWalk(RowMajor(3, 4), RowMajor(4, 3)) })
	assert.Panics(t, func() { newWalk(RowMajor(12), RowMajor(3, 4)) })
	assert.Panics(t, func() { newWalk(RowMajor(), RowMajor(1)) })
	assert.Panics(t, func() { newWalk(RowMajor(0, 3), RowMajor(0, 4)) })
}

func TestWalkBlocks(t *testing.T) {
	t.Run("contiguous", func(t *testing.T) {
		blocks := walkBlocks(newWalk(RowMajor(3, 4, 5), RowMajor(3, 4, 5)))
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
		src := RowMajor(6, 4).Slice(Range(2, 5), NewAxis())
		blocks := walkBlocks(newWalk(RowMajor(3, 1, 4), src))
		require.Equal(t, []block{{N: 12, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 8}}, blocks)
	})
	t.Run("a[1:-1, 1:-1] of 6x6", func(t *testing.T) {
		src := RowMajor(6, 6).Slice(Range(1, -1), Range(1, -1))
		blocks := walkBlocks(newWalk(RowMajor(4, 4), src))
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
		src := RowMajor(4, 8).Slice(All(), SliceFromStep(1, 2))
		blocks := walkBlocks(newWalk(RowMajor(4, 4), src))
		require.Equal(t, []block{{N: 16, Rows: 1, DstStride: 1, SrcStride: 2, SrcOff: 1}}, blocks)
	})
	t.Run("flip both dims", func(t *testing.T) {
		src := RowMajor(3, 4).Slice(Flip(), Flip())
		blocks := walkBlocks(newWalk(RowMajor(3, 4), src))
		require.Equal(t, []block{{N: 12, Rows: 1, DstStride: 1, SrcStride: -1, SrcOff: 11}}, blocks)
	})
	t.Run("transpose copy", func(t *testing.T) {
		src := RowMajor(3, 4).Transpose()
		blocks := walkBlocks(newWalk(RowMajor(4, 3), src))
		require.Equal(t, []block{{N: 3, Rows: 4, DstStride: 1, SrcStride: 4, DstPitch: 3, SrcPitch: 1}}, blocks)
	})
	t.Run("3-d gives an odometer", func(t *testing.T) {
		src := RowMajor(2, 3, 4).Slice(All(), Range(0, 2), Range(1, 3))
		blocks := walkBlocks(newWalk(RowMajor(2, 2, 2), src))
		require.Equal(t, []block{
			{N: 2, Rows: 2, DstStride: 1, SrcStride: 1, DstPitch: 2, SrcPitch: 4, DstOff: 0, SrcOff: 1},
			{N: 2, Rows: 2, DstStride: 1, SrcStride: 1, DstPitch: 2, SrcPitch: 4, DstOff: 4, SrcOff: 13},
		}, blocks)
	})
	t.Run("table on the outer dim", func(t *testing.T) {
		src := RowMajor(3, 4).Slice(Seq(2, 0))
		blocks := walkBlocks(newWalk(RowMajor(2, 4), src))
		require.Equal(t, []block{
			{N: 4, Rows: 1, DstStride: 1, SrcStride: 1, DstOff: 0, SrcOff: 8},
			{N: 4, Rows: 1, DstStride: 1, SrcStride: 1, DstOff: 4, SrcOff: 0},
		}, blocks)
	})
	t.Run("table on the inner dim", func(t *testing.T) {
		src := RowMajor(2, 4).Slice(All(), Seq(3, 1, 1))
		pairs := walkPairs(RowMajor(2, 3), src)
		assert.Equal(t, [][2]int64{{0, 3}, {1, 1}, {2, 1}, {3, 7}, {4, 5}, {5, 5}}, pairs)
		for _, b := range walkBlocks(newWalk(RowMajor(2, 3), src)) {
			assert.Equal(t, 1, b.N*b.Rows, "a table dimension is walked one element at a time")
		}
	})
	t.Run("rank 0", func(t *testing.T) {
		src := RowMajor(3, 4).Slice(At(2), At(1))
		blocks := walkBlocks(newWalk(RowMajor(), src))
		require.Equal(t, []block{{N: 1, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 9}}, blocks)
	})
	t.Run("size-1 dims", func(t *testing.T) {
		src := RowMajor(3, 4).Slice(AtKeep(2), NewAxis(), AtKeep(1))
		blocks := walkBlocks(newWalk(RowMajor(1, 1, 1), src))
		require.Equal(t, []block{{N: 1, Rows: 1, DstStride: 1, SrcStride: 1, SrcOff: 9}}, blocks)
	})
	t.Run("empty", func(t *testing.T) {
		w := newWalk(RowMajor(3, 0), RowMajor(4, 3).Slice(Range(1, 4), Range(2, 2)))
		assert.False(t, w.Next())
		assert.False(t, w.Next())
		assert.Empty(t, walkPairs(RowMajor(0), RowMajor(0)))
	})
	t.Run("Next after the end", func(t *testing.T) {
		w := newWalk(RowMajor(2, 3), RowMajor(3, 2).Transpose())
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
		dst, src := RowMajor(dims...), randomLayoutWithDims(r, dims)
		if trial%2 == 1 {
			dst, src = src, randomLayoutWithDims(r, dims)
		}
		require.Equal(t, zipPositions(dst, src), walkPairs(dst, src), "trial %d: dst %v, src %v", trial, dst, src)
		sawDeep = sawDeep || len(normalize(src).Dims) > 8
	}
	assert.True(t, sawDeep)
}
