package bulk

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// refCopy is the obviously correct copy the bulk loops must match: one
// element at a time through Pos, reading everything first.
func refCopy[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	var vals []T
	for c := range nd.Coords(sl.Dims...) {
		vals = append(vals, src[sl.Pos(c)])
	}
	i := 0
	for c := range nd.Coords(dl.Dims...) {
		dst[dl.Pos(c)] = vals[i]
		i++
	}
}

// views are source selections whose copies take every path of CopyPlain:
// contiguous runs, short runs (block kernel), stride 2, 3 and -1 (asm
// shuffles), other strides, tables, and transposes, in sizes below and above move.StreamThreshold.
var views = []struct {
	name string
	sel  func(l nd.Layout) nd.Layout
}{
	{"all", func(l nd.Layout) nd.Layout { return l }},
	{"inner [1:-1, 1:-1]", func(l nd.Layout) nd.Layout { return l.Slice(nd.Range(1, -1), nd.Range(1, -1)) }},
	{"[:, 1::2]", func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Odd()) }},
	{"[:, ::-1]", func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Flip()) }},
	{"[::-1, ::-2]", func(l nd.Layout) nd.Layout { return l.Slice(nd.Flip(), nd.Step(-2)) }},
	{"[::2, ::3]", func(l nd.Layout) nd.Layout { return l.Slice(nd.Even(), nd.Step(3)) }},
	{"[::-1, 2:9] short runs", func(l nd.Layout) nd.Layout { return l.Slice(nd.Flip(), nd.Range(2, 9)) }},
	{"[:, 1:9:2] short strided runs", func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Slice(1, 9, 2)) }},
	{"[::-2, 9:1:-3] short strided runs", func(l nd.Layout) nd.Layout {
		return l.Slice(nd.Step(-2), nd.Slice(9, 1, -3))
	}},
	{"[1:, 3:-5:2]", func(l nd.Layout) nd.Layout { return l.Slice(nd.SliceFrom(1), nd.Slice(3, -5, 2)) }},
	{"transpose", func(l nd.Layout) nd.Layout { return l.Transpose() }},
	{"seq rows", func(l nd.Layout) nd.Layout { return l.Slice(nd.Seq(5, 0, 2, 2, -1)) }},
}

func testCopyPlain[T Plain](t *testing.T, val func(int) T) {
	// 37 and 100: cached runs (Go loops, and asm shuffles from 16 elements);
	// 700² of 4-byte elements is past the streaming threshold.
	for _, side := range []int64{37, 100, 700} {
		base := nd.RowMajor(side, side)
		src := make([]T, side*side)
		for i := range src {
			src[i] = val(i)
		}
		for _, v := range views {
			sl := v.sel(base)
			want := make([]T, sl.Size()+8)
			got := make([]T, sl.Size()+8)
			dl := nd.RowMajor(sl.Dims...)
			dl.Offset = 3 // odd alignment; guards on both sides
			refCopy(want, dl, src, sl)
			CopyPlain(got, dl, src, sl)
			require.Equal(t, want, got, "%s of %d×%d", v.name, side, side)
			gotAny := make([]T, len(got))
			Copy(gotAny, dl, src, sl)
			require.Equal(t, want, gotAny, "Copy: %s of %d×%d", v.name, side, side)
		}
	}
}

func TestCopyPlain(t *testing.T) {
	t.Run("float32", func(t *testing.T) { testCopyPlain(t, func(i int) float32 { return float32(i) }) })
	t.Run("int64", func(t *testing.T) { testCopyPlain(t, func(i int) int64 { return int64(i) * 3 }) })
	t.Run("complex64", func(t *testing.T) { testCopyPlain(t, func(i int) complex64 { return complex(float32(i), -1) }) })
	t.Run("int16", func(t *testing.T) { testCopyPlain(t, func(i int) int16 { return int16(i) }) })
	t.Run("uint8", func(t *testing.T) { testCopyPlain(t, func(i int) uint8 { return uint8(i) }) })
	t.Run("complex128", func(t *testing.T) { testCopyPlain(t, func(i int) complex128 { return complex(float64(i), 2) }) })
}

func TestCopyStrings(t *testing.T) {
	base := nd.RowMajor(9, 11)
	src := make([]string, 99)
	for i := range src {
		src[i] = fmt.Sprint(i)
	}
	for _, v := range views {
		sl := v.sel(base)
		want, got := make([]string, sl.Size()), make([]string, sl.Size())
		refCopy(want, nd.RowMajor(sl.Dims...), src, sl)
		Copy(got, nd.RowMajor(sl.Dims...), src, sl)
		require.Equal(t, want, got, v.name)
	}
}

// Overlapping views of one slice copy as if the source were read first, in
// every direction and with strides.
func TestCopyOverlap(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 300 {
		n := int64(rng.IntN(40) + 2)
		k := int64(rng.IntN(int(n-1)) + 1) // shift
		data := make([]int32, n)
		for i := range data {
			data[i] = int32(i)
		}
		base := nd.RowMajor(n)
		sels := [][2]nd.Index{
			{nd.Range(0, n-k), nd.SliceFrom(k)},
			{nd.SliceFrom(k), nd.Range(0, n-k)},
			{nd.Range(0, n-k), nd.Slice(n-1, k-1, -1)},
		}
		sel := sels[rng.IntN(len(sels))]
		dl, sl := base.Slice(sel[0]), base.Slice(sel[1])
		want := append([]int32(nil), data...)
		refCopy(want, dl, want, sl)
		got := append([]int32(nil), data...)
		CopyPlain(got, dl, got, sl)
		require.Equal(t, want, got, "n=%d shift %d: %v <- %v", n, k, sel[0], sel[1])
	}
	a, b := make([]int32, 10), make([]int32, 10)
	require.False(t, Overlap(a, nd.RowMajor(10), b, nd.RowMajor(10)))
	require.False(t, Overlap(a[:5], nd.RowMajor(5), a[5:], nd.RowMajor(5)), "neighbouring halves do not overlap")
	require.True(t, Overlap(a[:6], nd.RowMajor(6), a[5:], nd.RowMajor(5)))
}

func TestFillEqualValues(t *testing.T) {
	data := make([]float64, 30)
	l := nd.RowMajor(5, 6).Slice(nd.Odd(), nd.Step(-2))
	Fill(data, l, 7)
	for c := range nd.Coords(5, 6) {
		want := 0.0
		if c[0]%2 == 1 && c[1]%2 == 1 {
			want = 7
		}
		require.Equal(t, want, data[c[0]*6+c[1]], "%v", c)
	}
	eq := func(x, y float64) bool { return x == y }
	other := []float64{7, 7, 7, 7, 7, 7}
	require.True(t, Equal(data, l, other, nd.RowMajor(2, 3), eq))
	other[4] = 1
	require.False(t, Equal(data, l, other, nd.RowMajor(2, 3), eq))
	var got []float64
	for v := range Values(other, nd.RowMajor(2, 3).Transpose()) {
		got = append(got, v)
	}
	require.Equal(t, []float64{7, 7, 7, 1, 7, 7}, got)
}

func TestNested(t *testing.T) {
	flat, dims, err := Flatten3([][][]int{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}})
	require.NoError(t, err)
	require.Equal(t, []int64{2, 2, 2}, dims)
	require.Equal(t, []int{1, 2, 3, 4, 5, 6, 7, 8}, flat)
	require.Equal(t, [][][]int{{{1, 2}, {3, 4}}, {{5, 6}, {7, 8}}}, Nest3(flat, dims))
	_, _, err = Flatten3([][][]int{{{1, 2}, {3, 4}}, {{5, 6}, {7}}})
	require.EqualError(t, err, "nd: shape mismatch: ragged input: row [1][1] has 1 elements, row [1][0] has 2")
	_, _, err = Flatten4([][][][]int{{{{1}}}, {{{1}, {2}}}})
	require.EqualError(t, err, "nd: shape mismatch: ragged input: [1] has shape [1, 2, 1], [0] has shape [1, 1, 1]")
	flat, dims, err = Flatten2([][]int{})
	require.NoError(t, err)
	require.Equal(t, []int64{0, 0}, dims)
	require.Empty(t, flat)
}

func BenchmarkCopyPlain(b *testing.B) {
	const side = 2048
	src := make([]float32, side*side)
	for _, v := range views[:4] {
		sl := v.sel(nd.RowMajor(side, side))
		dst := make([]float32, sl.Size())
		dl := nd.RowMajor(sl.Dims...)
		b.Run(v.name, func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			b.ReportAllocs()
			for range b.N {
				CopyPlain(dst, dl, src, sl)
			}
		})
		b.Run(v.name+"/naive", func(b *testing.B) {
			b.SetBytes(8 * sl.Size())
			b.ReportAllocs()
			for range b.N {
				i := 0
				for c := range nd.Coords(sl.Dims...) {
					dst[i] = src[sl.Pos(c)]
					i++
				}
			}
		})
	}
}

// TestShortStridedBlock: blocks of short runs strided on either side or
// both, flipped or not, copy as refCopy does (shortStridedBlock).
func TestShortStridedBlock(t *testing.T) {
	base := nd.RowMajor(12, 20)
	src := make([]int32, base.Size())
	for i := range src {
		src[i] = int32(i)
	}
	sels := []func(nd.Layout) nd.Layout{
		func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Range(3, 9)) },
		func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Slice(1, 15, 2)) },
		func(l nd.Layout) nd.Layout { return l.Slice(nd.Flip(), nd.Slice(-2, 4, -3)) },
	}
	for i, ssel := range sels {
		for j, dsel := range sels {
			sl := ssel(base)
			dl := dsel(nd.RowMajor(12, 40).Slice(nd.All(), nd.Step(2)))
			if !slices.Equal(sl.Dims, dl.Dims) {
				continue
			}
			want, got := make([]int32, 12*40), make([]int32, 12*40)
			refCopy(want, dl, src, sl)
			CopyPlain(got, dl, src, sl)
			require.Equal(t, want, got, "source %d, destination %d", i, j)
		}
	}
}
