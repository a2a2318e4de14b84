package scatter

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// referenceScatterAdd is ScatterAdd's reference loop, as its doc states it.
func referenceScatterAdd[T Additive](dst []T, rows []int64, upd []T, size int) int {
	n := len(dst) / size
	for i, r := range rows {
		if uint64(r) >= uint64(n) {
			return i
		}
		d, u := dst[int(r)*size:][:size], upd[i*size:][:size]
		for j := range d {
			d[j] += u[j]
		}
	}
	return len(rows)
}

// testScatterAddLoop checks ScatterAdd for a type without kernels (and so
// the unrolled twin the kernels are checked against) against the reference
// loop: every row size, duplicate rows, and a bad row in each place.
func testScatterAddLoop[T Additive](t *testing.T, value func(int) T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, size := range scatterSizes {
		for _, rowsInDst := range []int{0, 1, 5} {
			for _, n := range []int{0, 1, 2, 9, 33} {
				rows := make([]int64, n)
				for i := range rows {
					if rowsInDst > 0 {
						rows[i] = rng.Int64N(int64(rowsInDst))
					}
				}
				upd := make([]T, n*size)
				for i := range upd {
					upd[i] = value(rng.IntN(100))
				}
				cases := [][]int64{rows}
				for at := range n {
					for _, v := range append([]int64{int64(rowsInDst)}, badRows[1:]...) {
						bad := slices.Clone(rows)
						bad[at] = v
						cases = append(cases, bad)
					}
				}
				for _, rs := range cases {
					dst := make([]T, rowsInDst*size+rng.IntN(size))
					for i := range dst {
						dst[i] = value(rng.IntN(100))
					}
					want := slices.Clone(dst)
					wantN := referenceScatterAdd(want, rs, upd, size)
					gotN := ScatterAdd(dst, rs, upd, size)
					desc := fmt.Sprintf("size %d, rows %v into %d", size, rs, rowsInDst)
					require.Equal(t, wantN, gotN, desc)
					require.Equal(t, want, dst, desc)
				}
			}
		}
	}
}

// celsius is a named float type: the kernels take only []float32 and
// []float64, so its rows run the Go loop.
type celsius float32

func TestScatterAddWithoutKernels(t *testing.T) {
	t.Run("int64", func(t *testing.T) { testScatterAddLoop(t, func(v int) int64 { return int64(v) - 50 }) })
	t.Run("uint8", func(t *testing.T) { testScatterAddLoop(t, func(v int) uint8 { return uint8(v * 7) }) })
	t.Run("complex128", func(t *testing.T) {
		testScatterAddLoop(t, func(v int) complex128 { return complex(float64(v), -float64(v)/4) })
	})
	t.Run("celsius", func(t *testing.T) { testScatterAddLoop(t, func(v int) celsius { return celsius(v) / 8 }) })
	// Strings concatenate, so the order of duplicate rows shows.
	t.Run("string", func(t *testing.T) { testScatterAddLoop(t, strconv.Itoa) })
	dst := []string{"a", "b"}
	require.Equal(t, 3, ScatterAdd(dst, []int64{1, 0, 1}, []string{"x", "y", "z"}, 1))
	require.Equal(t, []string{"ay", "bxz"}, dst)
}

func TestScatterAddTwinIsTheReferenceLoop(t *testing.T) {
	testScatterAddLoop(t, func(v int) float64 { return float64(v) / 3 })
	rng := rand.New(rand.NewPCG(7, 8))
	for _, size := range scatterSizes {
		rows := []int64{2, 0, 2, 1, 3}
		upd := make([]float32, len(rows)*size)
		scatterValues(rng, upd)
		want, got := make([]float32, 3*size), make([]float32, 3*size)
		scatterValues(rng, want)
		copy(got, want)
		require.Equal(t, referenceScatterAdd(want, rows, upd, size), scatterAddGo(got, rows, upd, size))
		kerneltest.RequireSame(t, bitsOf(want), bitsOf(got), "size %d", size)
	}
}
