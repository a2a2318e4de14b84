package move

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// pairViews are views of a 7×5 (or 0-sized) array in a source of 60
// elements: row-major, transposed, flipped on either or both axes, a
// broadcast row, and empty ones.
var pairViews = []PairView{
	{Off: 0, Dims: [2]int{7, 5}, Strides: [2]int{5, 1}},
	{Off: 3, Dims: [2]int{7, 5}, Strides: [2]int{1, 8}},
	{Off: 59, Dims: [2]int{7, 5}, Strides: [2]int{-8, -1}},
	{Off: 4, Dims: [2]int{7, 5}, Strides: [2]int{8, -1}},
	{Off: 48, Dims: [2]int{7, 5}, Strides: [2]int{-8, 2}},
	{Off: 10, Dims: [2]int{7, 5}, Strides: [2]int{0, 1}},
	{Off: 60, Dims: [2]int{0, 5}, Strides: [2]int{5, 1}},
	{Off: 0, Dims: [2]int{7, 0}, Strides: [2]int{5, 1}},
}

// badPairs are coordinates out of range of a 7×5 view (or any), for
// int64 and int32 indices: one past, negative, and extremes.
var (
	badCoords   = []int64{-1, math.MaxInt64, math.MinInt64, 1 << 40}
	badCoords32 = []int64{-1, math.MaxInt32, math.MinInt32}
)

// pairCases returns random in-range pairs of v of every length in
// lengths, and copies with a bad coordinate (either one) at the first, a
// middle, the prefetch-window and the last pair.
func pairCases[I Index](v PairView) [][]I {
	rng := rand.New(rand.NewPCG(uint64(v.Off), 9))
	bads := badCoords
	if unsafe.Sizeof(I(0)) == 4 {
		bads = badCoords32
	}
	var cases [][]I
	for _, n := range kerneltest.Lengths {
		idx := make([]I, 2*n)
		for r := range n {
			if v.Dims[0] > 0 && v.Dims[1] > 0 {
				idx[2*r], idx[2*r+1] = I(rng.IntN(v.Dims[0])), I(rng.IntN(v.Dims[1]))
			}
		}
		cases = append(cases, idx)
		for _, at := range []int{0, n / 2, n - 65, n - 4, n - 1} {
			if at < 0 || at >= n {
				continue
			}
			for c := range 2 {
				for _, b := range append([]int64{int64(v.Dims[c])}, bads...) {
					bad := slices.Clone(idx)
					bad[2*at+c] = I(b)
					cases = append(cases, bad)
				}
			}
		}
	}
	return cases
}

// testGatherPairs checks one width's kernel against the reference loop:
// count, result, guards around dst, and untouched inputs.
func testGatherPairs[T uint8 | uint16 | uint32 | uint64, I Index](t *testing.T) {
	src := make([]T, 60)
	for i := range src {
		src[i] = T(0x9E3779B97F4A7C15 * uint64(i+1))
	}
	width := int(unsafe.Sizeof(T(0)))
	for _, v := range pairViews {
		for _, idx := range pairCases[I](v) {
			n := len(idx) / 2
			for _, dOff := range []int{0, 1, 3} {
				buf := make([]T, n+dOff+2*kerneltest.GuardLen)
				for i := range buf {
					buf[i] = T(guardWord)
				}
				want := slices.Clone(buf)
				wantN := referencePairs(bytesOf(want[kerneltest.GuardLen+dOff:]), bytesOf(src), v, idx, width)
				origSrc, origIdx := slices.Clone(src), slices.Clone(idx)
				got := GatherPairs(bytesOf(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n]), bytesOf(src), v, idx, width)
				desc := fmt.Sprintf("view %+v n=%d dst offset %d", v, n, dOff)
				require.Equal(t, wantN, got, desc)
				kerneltest.RequireSame(t, want, buf, "%s: result or guards wrong", desc)
				kerneltest.RequireSame(t, origSrc, src, "source modified")
				kerneltest.RequireSame(t, origIdx, idx, "indices modified")
			}
		}
	}
}

// referencePairs is GatherPairs's reference loop, as its doc comment
// states it.
func referencePairs[I Index](dst, src []byte, v PairView, idx []I, width int) int {
	for r := range len(idx) / 2 {
		i, j := idx[2*r], idx[2*r+1]
		if uint64(i) >= uint64(v.Dims[0]) || uint64(j) >= uint64(v.Dims[1]) {
			return r
		}
		p := v.Off + int(i)*v.Strides[0] + int(j)*v.Strides[1]
		copy(dst[r*width:][:width], src[p*width:][:width])
	}
	return len(idx) / 2
}

// TestGatherPairs runs the kernels' widths and two of the twin's with
// int64 and int32 indices.
func TestGatherPairs(t *testing.T) {
	t.Run("32/int64", testGatherPairs[uint32, int64])
	t.Run("32/int32", testGatherPairs[uint32, int32])
	t.Run("64/int64", testGatherPairs[uint64, int64])
	t.Run("64/int32", testGatherPairs[uint64, int32])
	t.Run("8/int64", testGatherPairs[uint8, int64])
	t.Run("16/int32", testGatherPairs[uint16, int32])
}

// Widths without a typed loop copy bytes.
func TestGatherPairsOtherWidths(t *testing.T) {
	src := kerneltest.Pattern8(60*12, 1)
	for _, width := range []int{3, 12} {
		for _, v := range pairViews {
			for _, idx := range pairCases[int64](v) {
				n := len(idx) / 2
				want, got := kerneltest.Pattern8(n*width+7, 2), kerneltest.Pattern8(n*width+7, 2)
				wantN := referencePairs(want, src, v, idx, width)
				require.Equal(t, wantN, GatherPairs(got, src, v, idx, width), "width %d n=%d", width, n)
				kerneltest.RequireSame(t, want, got, "width %d n=%d", width, n)
			}
		}
	}
}

// The view's elements must lie inside src, whatever the strides' signs,
// and dst must hold the pairs' elements.
func TestGatherPairsPanics(t *testing.T) {
	src, dst := make([]byte, 4*60), make([]byte, 4*8)
	idx := []int64{0, 0}
	gp := func(v PairView) func() { return func() { GatherPairs(dst, src, v, idx, 4) } }
	for _, v := range pairViews {
		require.NotPanics(t, gp(v), "%+v", v)
	}
	for _, v := range []PairView{
		{Off: 1, Dims: [2]int{7, 5}, Strides: [2]int{8, 3}},
		{Off: 2, Dims: [2]int{7, 5}, Strides: [2]int{5, -1}},
		{Off: 20, Dims: [2]int{7, 5}, Strides: [2]int{-5, 1}},
		{Off: 60, Dims: [2]int{1, 1}},
		{Off: -1, Dims: [2]int{1, 1}},
		{Off: 0, Dims: [2]int{-1, 5}, Strides: [2]int{5, 1}},
		{Off: 0, Dims: [2]int{2, 2}, Strides: [2]int{math.MaxInt, 1}},
		{Off: 59, Dims: [2]int{2, 2}, Strides: [2]int{math.MinInt, 1}},
		{Off: 0, Dims: [2]int{3, 2}, Strides: [2]int{math.MaxInt/2 + 1, 0}},
		{Off: 0, Dims: [2]int{2, 2}, Strides: [2]int{30, 30}},
	} {
		require.Panics(t, gp(v), "%+v", v)
	}
	v := pairViews[0]
	require.Panics(t, func() { GatherPairs(dst, src, v, []int64{0, 0, 0}, 4) })
	require.Panics(t, func() { GatherPairs(dst[:7], src, v, []int64{0, 0, 0, 0}, 4) })
	require.Panics(t, func() { GatherPairs(dst, src, v, idx, 0) })
	require.NotPanics(t, func() { GatherPairs[int32](nil, nil, PairView{}, nil, 8) })
}

func TestGatherPairsLong(t *testing.T) {
	// Past every unrolled loop, with a bad pair deep inside.
	rng := rand.New(rand.NewPCG(1, 2))
	const rows, cols = 256, 300
	src := make([]uint32, rows*cols)
	for i := range src {
		src[i] = rng.Uint32()
	}
	v := PairView{Dims: [2]int{rows, cols}, Strides: [2]int{cols, 1}}
	idx := make([]int32, 2<<18)
	for r := range len(idx) / 2 {
		idx[2*r], idx[2*r+1] = rng.Int32N(rows), rng.Int32N(cols)
	}
	want, got := make([]uint32, len(idx)/2), make([]uint32, len(idx)/2)
	require.Equal(t, len(want), gatherPairElems(want, src, v, idx))
	require.Equal(t, len(got), GatherPairs(bytesOf(got), bytesOf(src), v, idx, 4))
	require.Equal(t, want, got)
	idx[2*200_001+1] = cols
	require.Equal(t, 200_001, GatherPairs(bytesOf(got), bytesOf(src), v, idx, 4))
}

// GatherPairs calls its kernels directly, so that index arrays on the
// caller's stack stay there.
func TestGatherPairsKeepsIndicesOnTheStack(t *testing.T) {
	src, dst := make([]byte, 8*64), make([]byte, 8*64)
	v := PairView{Dims: [2]int{8, 8}, Strides: [2]int{8, 1}}
	allocs := testing.AllocsPerRun(10, func() {
		var i64 [128]int64
		var i32 [128]int32
		for _, width := range []int{4, 8} {
			GatherPairs(dst, src, v, i64[:], width)
			GatherPairs(dst, src, v, i32[:], width)
		}
	})
	require.Zero(t, allocs)
}

// GatherNd rank 2's case: random pairs into a 4096² float32 table (64
// MiB, beyond the caches), the kernel beside its Go twin and beside the
// scalar gather of the same elements by linear index, its yardstick.
func BenchmarkGatherPairs(b *testing.B) {
	const side, n = 4096, 1 << 22
	rng := rand.New(rand.NewPCG(1, 2))
	table := kerneltest.Pattern8(4*side*side, 3) // written: unwritten memory reads the zero page
	src := unsafe.Slice((*uint32)(unsafe.Pointer(&table[0])), side*side)
	v := PairView{Dims: [2]int{side, side}, Strides: [2]int{side, 1}}
	pairs, lin := make([]int64, 2*n), make([]int64, n)
	for r := range lin {
		i, j := rng.Int64N(side), rng.Int64N(side)
		pairs[2*r], pairs[2*r+1], lin[r] = i, j, i*side+j
	}
	dst := make([]uint32, n)
	bench := func(name string, bytes int64, f func()) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(n * bytes)
			b.ReportAllocs()
			for range b.N {
				f()
			}
		})
	}
	bench("pairs32/asm", 16+8, func() { GatherPairs(bytesOf(dst), table, v, pairs, 4) })
	bench("pairs32/naive", 16+8, func() { gatherPairElems(dst, src, v, pairs) })
	bench("pairs32/linear", 8+8, func() { gatherOf(dst, src, lin) })
}
