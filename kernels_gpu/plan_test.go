package kernelsgpu

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// TestCopyKernelChoice checks which kernel each kind of copy runs, on
// layouts alone (no device needed): transposes into a contiguous
// destination take the tiled kernel, contiguous inner runs the row kernel.
func TestCopyKernelChoice(t *testing.T) {
	buf := &buffer{dev: &Device{}, elems: 1 << 20, width: 4}
	row := func(dims ...int64) nd.Layout { return nd.RowMajor(dims...) }
	cases := []struct {
		name string
		src  nd.Layout
		want int
	}{
		{"contiguous", row(64, 64), rowKernel},
		{"a[1:-1, 1:-1]", row(64, 64).Slice(nd.Range(1, -1), nd.Range(1, -1)), rowKernel},
		{"a[:, 1::2]", row(64, 64).Slice(nd.All(), nd.SliceFromStep(1, 2)), stridedKernel},
		{"a.T", row(64, 48).Transpose(), transposeKernel},
		{"batched a.T", row(5, 64, 48).Transpose(0, 2, 1), transposeKernel},
		{"4-D merging into a batch", row(2, 3, 20, 18).Transpose(0, 1, 3, 2),
			transposeKernel},
		{"small a.T", row(8, 64).Transpose(), stridedKernel},
		{"flipped", row(64, 64).Slice(nd.Flip(), nd.Flip()), stridedKernel},
		{"short rows", row(64, 3).Slice(nd.Step(2)), stridedKernel},
	}
	for _, c := range cases {
		p, err := newPlan(buf, row(c.src.Dims...), buf, c.src)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, p.kind(), c.name)
	}
	// A strided destination never takes the transpose.
	src := row(64, 48).Transpose()
	p, err := newPlan(buf, row(48, 128).Slice(nd.All(), nd.Step(2)), buf, src)
	require.NoError(t, err)
	assert.Equal(t, stridedKernel, p.kind())

	// On a device whose buffer copy is the faster, contiguous copies
	// between two buffers are the driver's.
	gpu := &Device{driverCopies: true}
	other := &buffer{dev: gpu, elems: 1 << 20, width: 4}
	dst := &buffer{dev: gpu, elems: 1 << 20, width: 4}
	for _, c := range []struct {
		name string
		src  nd.Layout
		from *buffer
		want int
	}{
		{"contiguous", row(64, 64), other, bufferCopy},
		{"contiguous at an offset", row(4, 64, 64).Slice(nd.At(2)), other, bufferCopy},
		{"one buffer", row(64, 64), dst, rowKernel},
		{"a[1:-1, 1:-1]", row(64, 64).Slice(nd.Range(1, -1), nd.Range(1, -1)), other, rowKernel},
	} {
		p, err := newPlan(dst, row(c.src.Dims...), c.from, c.src)
		require.NoError(t, err, c.name)
		assert.Equal(t, c.want, p.kind(), c.name)
	}
}

// TestPlanRefusesViewsOutsideTheBuffer checks the guard that keeps every
// kernel inside its buffers.
func TestPlanRefusesViewsOutsideTheBuffer(t *testing.T) {
	buf := &buffer{elems: 100, width: 8}
	for _, l := range []nd.Layout{
		{Dims: []int64{10, 11}, Strides: []int64{10, 1}},
		{Dims: []int64{10}, Strides: []int64{-1}, Offset: 5},
		{Dims: []int64{3}, Strides: []int64{1}, Offset: 98},
	} {
		_, err := newPlan(buf, nd.RowMajor(l.Dims...), buf, l)
		assert.ErrorIs(t, err, nd.ErrArgument, l.String())
		_, err = newPlan(buf, l, buf, nd.RowMajor(l.Dims...))
		assert.ErrorIs(t, err, nd.ErrArgument, l.String())
	}
	rank9 := nd.RowMajor(2, 2, 2, 2, 2, 2, 2, 2, 2)
	for i := range rank9.Strides {
		rank9.Strides[i] = int64(i + 1) // no neighbours merge
	}
	big := &buffer{dev: &Device{}, elems: 1 << 20, width: 1}
	_, err := newPlan(big, nd.RowMajor(rank9.Dims...), big, rank9)
	assert.ErrorIs(t, err, nd.ErrArgument)
}

// TestCopyVariants checks that copies of every rank take the kernel
// variant made for it: _r1 ... _r4, the general kernel from rank 5 on;
// with 32-bit index arithmetic up to smallLimit.
func TestCopyVariants(t *testing.T) {
	small := smallLimit
	defer func() { smallLimit = small }()
	buf := &buffer{dev: &Device{}, elems: 1 << 20, width: 4}
	for _, c := range []struct {
		limit  int64
		byRank []string // ranks 1 to 8
	}{
		{small, []string{"_r1_i32", "_r2_i32", "_r3_i32", "_r4_i32", "_i32", "_i32", "_i32", "_i32"}},
		{0, []string{"_r1_i64", "_r2_i64", "_r3_i64", "_r4_i64", "_i64", "_i64", "_i64", "_i64"}},
	} {
		smallLimit = c.limit
		for i, end := range c.byRank {
			rows := paddedLayout(i+1, 5, 1)
			p, err := newPlan(buf, nd.RowMajor(rows.Dims...), buf, rows)
			require.NoError(t, err)
			require.Len(t, p.dims, i+1, rows.String())
			require.Equal(t, rowKernel, p.kind(), rows.String())
			assert.Equal(t, "copy_rows_w4"+end, p.rowsLaunch().kernel, rows.String())

			strided := paddedLayout(i+1, 5, 2)
			p, err = newPlan(buf, nd.RowMajor(strided.Dims...), buf, strided)
			require.NoError(t, err)
			require.Len(t, p.dims, i+1, strided.String())
			require.Equal(t, stridedKernel, p.kind(), strided.String())
			assert.Equal(t, "copy_strided_w4"+end, p.stridedLaunch().kernel, strided.String())
			assert.Contains(t, kernelNames(), "copy_strided_w4"+end)
			assert.Contains(t, kernelNames(), "copy_rows_w4"+end)
		}
	}
	smallLimit = small
	// 16-byte rows move as 8-byte ones, twice as long.
	wide := &buffer{dev: &Device{}, elems: 1 << 20, width: 16}
	l := paddedLayout(3, 5, 1)
	p, err := newPlan(wide, nd.RowMajor(l.Dims...), wide, l)
	require.NoError(t, err)
	launch := p.rowsLaunch()
	assert.Equal(t, "copy_rows_w8_r3_i32", launch.kernel)
	assert.Equal(t, []int64{3, 9}, []int64{launch.length, launch.rows}) // 10 ulongs a row
	// One element is a copy of rank 1.
	p, err = newPlan(buf, nd.RowMajor(), buf, nd.Layout{Offset: 7})
	require.NoError(t, err)
	assert.Equal(t, []int64{1}, p.dims)
	assert.Equal(t, "copy_strided_w4_r1_i32", p.stridedLaunch().kernel)
}

// TestGatherNdVariants checks the GatherNd kernel for each index depth:
// the specialised ones for depths 1 and 2.
func TestGatherNdVariants(t *testing.T) {
	for _, c := range []struct {
		width, idxWidth int
		depth           int64
		small           bool
		want            string
	}{
		{4, 8, 0, true, "gather_nd_w4_idx64_i32"},
		{4, 8, 1, true, "gather_nd_w4_idx64_k1_i32"},
		{16, 8, 2, true, "gather_nd_w16_idx64_k2_i32"},
		{1, 4, 2, false, "gather_nd_w1_idx32_k2_i64"},
		{8, 4, 3, true, "gather_nd_w8_idx32_i32"},
		{2, 8, 8, false, "gather_nd_w2_idx64_i64"},
	} {
		g := &gather{params: &Array{buf: &buffer{width: c.width}},
			indices: &Array{buf: &buffer{width: c.idxWidth}}}
		assert.Equal(t, c.want, g.ndKernel(c.depth, c.small))
		assert.Contains(t, kernelNames(), c.want)
	}
}

// paddedLayout returns a view of rank dimensions that merge with none of
// their neighbours: 3 x ... x 3 x inner, inner elements step apart.
func paddedLayout(rank int, inner, step int64) nd.Layout {
	l := nd.Layout{Dims: make([]int64, rank), Strides: make([]int64, rank)}
	l.Dims[rank-1], l.Strides[rank-1] = inner, step
	for i := rank - 2; i >= 0; i-- {
		l.Dims[i], l.Strides[i] = 3, l.Dims[i+1]*l.Strides[i+1]+1
	}
	return l
}

// TestRowGrid checks the 2-D NDRanges of the copies and GatherNd: legal
// (local sizes divide global ones, dimension 1 within NVIDIA's 65535
// work-groups), within the grid, no wider than a row, covering small
// arrays in one pass over the rows, and 1-D for one row (_r1).
func TestRowGrid(t *testing.T) {
	const group, grid = 256, 1 << 20
	for _, c := range []struct{ length, rows int64 }{
		{1, 1}, {1, 1 << 30}, {3, 1000}, {5, 7}, {256, 1022}, {1 << 18, 1},
		{1 << 40, 3}, {1000, 1 << 40}, {17, 1 << 24}, {300, 300}, {64, 2}, {7, 1},
	} {
		global, local := rowGrid(group, grid, c.length, c.rows)
		what := fmt.Sprintf("%d x %d: global %v, local %v", c.length, c.rows, global, local)
		assert.Equal(t, group, local[0]*local[1], what)
		assert.Zero(t, global[0]%local[0], what)
		assert.Zero(t, global[1]%local[1], what)
		assert.LessOrEqual(t, global[1]/local[1], maxGroups1, what)
		assert.LessOrEqual(t, global[0]*global[1], grid, what)
		if c.rows == 1 {
			assert.Equal(t, 1, global[1], what)
			continue
		}
		assert.LessOrEqual(t, int64(local[0]), c.length, what)
		assert.Greater(t, int64(4*local[0]), min(c.length, group), what)
		if c.length*c.rows <= grid/2 {
			assert.GreaterOrEqual(t, int64(global[1]), c.rows, what)
		}
	}
}
