package compute

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// sqCheck compares PairwiseSumSquaredDiff of a and m at the current level
// with PairwiseSum of the stored squared differences, with NumPy's
// pairwise sum of them and with the twin, bit for bit (any NaN equal).
func sqCheck[T float32 | float64](a []T, m T) error {
	d := make([]T, len(a))
	for i, v := range a {
		d[i] = sqDiff(v, m)
	}
	var got, sum T
	switch a := any(a).(type) {
	case []float32:
		got = T(PairwiseSumSquaredDiffFloat32(a, float32(m)))
		sum = T(PairwiseSumFloat32(any(d).([]float32)))
	case []float64:
		got = T(PairwiseSumSquaredDiffFloat64(a, float64(m)))
		sum = T(PairwiseSumFloat64(any(d).([]float64)))
	}
	want := numpyPairwiseSum(d, 0, len(d), 1)
	if !sameResult(got, want) || !sameResult(sum, want) || !sameResult(pairwiseSumSqDiffGo(a, m), want) {
		return fmt.Errorf("%T n=%d m=%v: %v (%x), PairwiseSum(d) %v, twin %v, numpy %v (%x)", a, len(a), m,
			got, math.Float64bits(float64(got)), sum, pairwiseSumSqDiffGo(a, m), want, math.Float64bits(float64(want)))
	}
	return nil
}

// sqCheckBoth checks the float32 and float64 sums of a's values.
func sqCheckBoth(a []float64, m float64) error {
	a32 := make([]float32, len(a))
	for i, v := range a {
		a32[i] = float32(v)
	}
	if err := sqCheck(a32, float32(m)); err != nil {
		return err
	}
	return sqCheck(a, m)
}

func TestPairwiseSumSquaredDiffEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for _, n := range reduceLengths() {
			if n > 70000 || trimmed(n) {
				continue
			}
			for _, special := range []int{0, 300} {
				a := make([]float64, n)
				reduceData(r, a, special)
				m := (r.Float64() - 0.5) * 4
				require.NoError(t, sqCheckBoth(a, m))
			}
		}
		for _, n := range []int{1<<20 + 7, 3 << 20} {
			if trimmed(n) {
				continue
			}
			a := make([]float64, n)
			reduceData(r, a, 0)
			require.NoError(t, sqCheckBoth(a, 0.25))
		}
	})
}

func TestPairwiseSumSquaredDiffOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 16 {
			for _, n := range []int{1, 7, 8, 9, 15, 16, 17, 63, 64, 127, 128, 129, 200, 1000} {
				b32, b64 := make([]float32, off+n+16), make([]float64, off+n+16)
				for i := range b32 {
					b32[i], b64[i] = float32(math.NaN()), math.Inf(1)
				}
				reduceData(r, b32[off:off+n], 50)
				reduceData(r, b64[off:off+n], 50)
				require.NoError(t, sqCheck(b32[off:off+n], float32(r.NormFloat64())))
				require.NoError(t, sqCheck(b64[off:off+n], r.NormFloat64()))
			}
		}
	})
}

// The squares round before they add: the kernels' and NumPy's sums of
// values whose squares are inexact match only if neither fuses.
func TestPairwiseSumSquaredDiffSpecial(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 8, 9, 100, 1000} {
			a := make([]float64, n)
			for i := range a {
				a[i] = 1 + float64(i%7)*0x1p-27
			}
			require.NoError(t, sqCheckBoth(a, 0))
			require.NoError(t, sqCheckBoth(a, 1))
			require.NoError(t, sqCheckBoth(a, math.Inf(1)))
			require.NoError(t, sqCheckBoth(a, math.NaN()))
			a[n/2] = math.NaN()
			require.NoError(t, sqCheckBoth(a, 0.5))
			a[n/2] = 1e200 // float32: +Inf; float64: its square overflows
			require.NoError(t, sqCheckBoth(a, 0.5))
		}
		require.Zero(t, PairwiseSumSquaredDiffFloat32(nil, 3))
		require.False(t, math.Signbit(PairwiseSumSquaredDiffFloat64(nil, -1)))
	})
}
