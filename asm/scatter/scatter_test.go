package scatter

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// scatterSizes covers the scalar kernel, rows shorter than a vector (the
// twin), the 64-byte kernels, and the general kernel's tails.
var scatterSizes = []int{1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 23, 24, 31, 32, 33, 40}

// scatterRowCounts covers the prefetching loop's edge (scatter rows
// ahead) and runs past it.
var scatterRowCounts = []int{0, 1, 2, 31, 32, 33, 34, 40, 65, 100, 300}

// badRows are outside every dst of the tests (the first is replaced by the
// row count).
var badRows = []int64{0, -1, math.MaxInt64, math.MinInt64, 1 << 40}

// scatterValues fills s with numbers whose sums round, negative zeros and
// NaNs.
func scatterValues[T Float](rng *rand.Rand, s []T) {
	for i := range s {
		switch rng.IntN(16) {
		case 0:
			s[i] = T(math.Copysign(0, -1))
		case 1:
			s[i] = nanOf[T](rng.Uint64())
		default:
			s[i] = T(rng.NormFloat64() * 1e3)
		}
	}
}

// nanOf is a NaN of T with a payload from bits.
func nanOf[T Float](bits uint64) T {
	var zero T
	if _, ok := any(zero).(float32); ok {
		return T(math.Float32frombits(0x7FC00000 | uint32(bits)&0x3FFFFF))
	}
	return T(math.Float64frombits(0x7FF8000000000000 | bits&0x7FFFFFFFFFFFF))
}

// bitsOf is the bit patterns of s, so that NaNs and signed zeros compare.
// Every NaN reads as one: which of two NaN operands an add keeps is the
// compiler's choice of operand order in the twin, which Go leaves open.
func bitsOf[T Float](s []T) []uint64 {
	b := make([]uint64, len(s))
	for i, v := range s {
		if v != v {
			b[i] = math.MaxUint64
			continue
		}
		switch v := any(v).(type) {
		case float32:
			b[i] = uint64(math.Float32bits(v))
		case float64:
			b[i] = math.Float64bits(v)
		}
	}
	return b
}

// testScatterAdd checks ScatterAdd against its twin for every row size and
// count, with duplicate rows, a bad row at the first, a middle, the
// prefetch window's and the last place, and guards around dst.
func testScatterAdd[T Float](t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, size := range scatterSizes {
		for _, rowsInDst := range []int{0, 1, 5, 64} {
			for _, n := range scatterRowCounts {
				rows := make([]int64, n)
				for i := range rows {
					if rowsInDst > 0 {
						rows[i] = rng.Int64N(int64(rowsInDst))
					}
				}
				upd := make([]T, n*size+rng.IntN(3))
				scatterValues(rng, upd)
				cases := [][]int64{rows}
				for _, at := range []int{0, n / 2, n - 33, n - 1} {
					if at < 0 || at >= n {
						continue
					}
					for k, v := range badRows {
						if k == 0 {
							v = int64(rowsInDst)
						}
						bad := slices.Clone(rows)
						bad[at] = v
						cases = append(cases, bad)
					}
				}
				for _, rs := range cases {
					checkScatterAdd(t, rng, rs, upd, size, rowsInDst)
				}
			}
		}
	}
}

// checkScatterAdd runs one case against the twin: count, result bit for bit,
// guards, and untouched rows and updates. dst holds rowsInDst rows and an
// incomplete one.
func checkScatterAdd[T Float](t *testing.T, rng *rand.Rand, rows []int64, upd []T, size, rowsInDst int) {
	dstLen := rowsInDst*size + rng.IntN(size)
	buf := make([]T, dstLen+2*kerneltest.GuardLen)
	scatterValues(rng, buf)
	want := slices.Clone(buf)
	wantN := scatterAddGo(want[kerneltest.GuardLen:kerneltest.GuardLen+dstLen], rows, upd, size)
	origRows, origUpd := slices.Clone(rows), slices.Clone(upd)
	got := ScatterAdd(buf[kerneltest.GuardLen:kerneltest.GuardLen+dstLen], rows, upd, size)
	desc := fmt.Sprintf("size %d, %d rows into %d", size, len(rows), rowsInDst)
	require.Equal(t, wantN, got, desc)
	kerneltest.RequireSame(t, bitsOf(want), bitsOf(buf), "%s: result or guards wrong", desc)
	kerneltest.RequireSame(t, origRows, rows, "rows modified")
	kerneltest.RequireSame(t, bitsOf(origUpd), bitsOf(upd), "updates modified")
}

func TestScatterAdd(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		t.Run("float32", testScatterAdd[float32])
		t.Run("float64", testScatterAdd[float64])
	})
}

// The twin's count: it stops at the first bad row, after adding those
// before it, duplicates adding up.
func TestScatterAddStopsAtBadRow(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, size := range []int{1, 16, 10} {
			dst := make([]float32, 3*size)
			upd := make([]float32, 4*size)
			for i := range upd {
				upd[i] = 1
			}
			require.Equal(t, 2, ScatterAdd(dst, []int64{2, 2, 3, 0}, upd, size))
			require.Equal(t, float32(2), dst[2*size+size-1])
			require.Equal(t, float32(0), dst[0])
		}
	})
}

func TestScatterAddPanics(t *testing.T) {
	require.Panics(t, func() { ScatterAdd(make([]float32, 4), []int64{0}, make([]float32, 4), 0) })
	require.Panics(t, func() { ScatterAdd(make([]float32, 4), []int64{0, 0}, make([]float32, 3), 2) })
}
