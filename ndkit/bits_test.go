package ndkit

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// quad is a pointer-free struct of width 4 and alignment 1, as cmd/ndgen
// moves as uint32.
type quad struct{ A, B, C, D uint8 }

func quads(n int) []quad {
	out := make([]quad, n)
	for i := range out {
		out[i] = quad{uint8(i), uint8(i >> 8), uint8(3 * i), 7}
	}
	return out
}

// views are layouts over 6×8 storage: contiguous, transposed, flipped,
// strided, a block.
func views() map[string]nd.Layout {
	base := nd.RowMajor(6, 8)
	return map[string]nd.Layout{
		"contiguous": base,
		"transposed": base.Transpose(),
		"flipped":    base.Flip(1),
		"strided":    base.Slice(nd.Step(2), nd.Step(-3)),
		"block":      base.Slice(nd.Range(1, 5), nd.Range(2, 7)),
	}
}

// TestCopyAsMatchesCopy: moving quads as uint32 gives the generic copy's
// result for every view, between slices aligned for uint32 or not, and
// when the widths differ (uint64: the generic path).
func TestCopyAsMatchesCopy(t *testing.T) {
	buf := make([]byte, 4*48+8)
	// quads at an odd address: not aligned for uint32, so CopyAs must fall
	// back to the generic copy (the race detector's checkptr would catch a
	// misaligned recast).
	odd := unsafe.Slice((*quad)(unsafe.Pointer(&buf[1])), 48)
	_, ok := recast[uint32](odd)
	assert.False(t, ok, "a misaligned slice is not recast")
	for name, l := range views() {
		src := quads(48)
		want := make([]quad, 48)
		dl := nd.RowMajor(l.Dims...)
		Copy(want, dl, src, l)
		for _, dst := range map[string][]quad{"aligned": make([]quad, 48), "odd": odd} {
			clear(dst)
			CopyAs[uint32](dst, dl, src, l)
			assert.Equal(t, want, dst, name)
			clear(dst)
			CopyAsDisjoint[uint32](dst, dl, src, l)
			assert.Equal(t, want, dst, name)
			clear(dst)
			CopyAs[uint64](dst, dl, src, l) // 8 bytes: not quad's width
			assert.Equal(t, want, dst, name)
		}
	}
}

// TestCopyAsOverlap: a copy between overlapping views of one slice is as if
// the source were read first, as Copy's.
func TestCopyAsOverlap(t *testing.T) {
	a, b := quads(48), quads(48)
	l := nd.RowMajor(6, 8)
	Copy(a, l.Slice(nd.Range(1, 6)), a, l.Slice(nd.Range(0, 5)))
	CopyAs[uint32](b, l.Slice(nd.Range(1, 6)), b, l.Slice(nd.Range(0, 5)))
	assert.Equal(t, a, b)
}

// TestGatherAsMatchesGather: GatherAs and GatherNdAs give the generic
// gathers' results.
func TestGatherAsMatchesGather(t *testing.T) {
	params, pl := quads(48), nd.RowMajor(6, 8).Flip(0)
	idx := []int64{5, 0, 3, 3}
	want, got := make([]quad, 32), make([]quad, 32)
	require.NoError(t, Gather(want, params, pl, idx, 0))
	require.NoError(t, GatherAs[uint32](got, params, pl, idx, 0))
	assert.Equal(t, want, got)
	clear(got)
	require.NoError(t, GatherNd(want, params, pl, idx, 4, 1))
	require.NoError(t, GatherNdAs[uint32](got, params, pl, idx, 4, 1))
	assert.Equal(t, want, got)
	assert.Error(t, GatherAs[uint32](got, params, pl, []int64{6}, 0), "an index out of range")
}

// TestRecast: same memory, length and capacity; refused for other widths.
func TestRecast(t *testing.T) {
	q := quads(10)[2:5]
	w, ok := recast[uint32](q)
	require.True(t, ok)
	assert.Equal(t, 3, len(w))
	assert.Equal(t, 8, cap(w))
	assert.Equal(t, unsafe.Pointer(&q[0]), unsafe.Pointer(&w[0]))
	_, ok = recast[uint16](q)
	assert.False(t, ok)
	w, ok = recast[uint32]([]quad(nil))
	assert.True(t, ok)
	assert.Nil(t, w)
}
