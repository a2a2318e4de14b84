package compute

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// riCheck compares f with its twin on a; a reduction without identity
// (empty) must panic on an empty a instead.
func riCheck[E any, R comparable](name string, f, twin func([]E) R, a []E, empty bool) error {
	if len(a) == 0 && empty {
		if !riPanics(func() { f(a) }) {
			return fmt.Errorf("%s of an empty slice did not panic", name)
		}
		return nil
	}
	if got, want := f(a), twin(a); got != want {
		return fmt.Errorf("%s n=%d: %v, twin %v", name, len(a), got, want)
	}
	return nil
}

func riPanics(f func()) (p bool) {
	defer func() { p = recover() != nil }()
	f()
	return false
}

// riCheckAll checks every integer reduction on the runs of its type.
func riCheckAll(a32 []int32, a64 []int64, a8 []uint8) error {
	for _, err := range []error{
		riCheck("SumInt32", SumInt32, sumInt32Go, a32, false),
		riCheck("MaxInt32", MaxInt32, maxInt32Go, a32, true),
		riCheck("MinInt32", MinInt32, minInt32Go, a32, true),
		riCheck("SumInt64", SumInt64, sumInt64Go, a64, false),
		riCheck("MaxInt64", MaxInt64, maxInt64Go, a64, true),
		riCheck("MinInt64", MinInt64, minInt64Go, a64, true),
		riCheck("SumUint8", SumUint8, sumUint8Go, a8, false),
		riCheck("MaxUint8", MaxUint8, maxUint8Go, a8, true),
		riCheck("MinUint8", MinUint8, minUint8Go, a8, true),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// riRuns returns runs of n elements of each type, starting off bytes (a
// multiple of the element's size, up to 63) into their backing arrays,
// filled by fill.
func riRuns(n, off int, fill func(a32 []int32, a64 []int64, a8 []uint8)) ([]int32, []int64, []uint8) {
	a32 := make([]int32, n+16)[off%64/4:][:n]
	a64 := make([]int64, n+8)[off%64/8:][:n]
	a8 := make([]uint8, n+64)[off%64:][:n]
	fill(a32, a64, a8)
	return a32, a64, a8
}

// riRandom fills the runs with random values, an eighth of them each
// type's minimum and maximum, so that the extremes are often the result
// and the int64 sums often wrap.
func riRandom(r *rand.Rand) func(a32 []int32, a64 []int64, a8 []uint8) {
	return func(a32 []int32, a64 []int64, a8 []uint8) {
		for i := range a32 {
			x := r.Uint64()
			switch r.IntN(16) {
			case 0:
				x = 0
			case 1:
				x = math.MaxUint64
			case 2:
				x = 1 << 63
			case 3:
				x = 1<<63 - 1
			case 4:
				x = 1 << 31
			case 5:
				x = 1<<31 - 1
			}
			a32[i], a64[i], a8[i] = int32(x), int64(x), uint8(x)
		}
	}
}

func TestReduceIntEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for n := range 1101 {
			a32, a64, a8 := riRuns(n, n*8, riRandom(r))
			require.NoError(t, riCheckAll(a32, a64, a8))
		}
		for _, n := range []int{4095, 1 << 16, 1<<16 + 77, 1 << 20} {
			a32, a64, a8 := riRuns(n, 24, riRandom(r))
			require.NoError(t, riCheckAll(a32, a64, a8))
		}
	})
}

func TestReduceIntOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 64 {
			for _, n := range []int{1, 31, 64, 65, 127, 300, 1029} {
				a32, a64, a8 := riRuns(n, off, riRandom(r))
				require.NoError(t, riCheckAll(a32, a64, a8))
			}
		}
	})
}

// The extremes at every position, on a background of the opposite ones,
// and runs of one value, whose sums are known.
func TestReduceIntExtremes(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 7, 64, 200, 1000} {
			for pos := range n {
				a32, a64, a8 := riRuns(n, 0, func(a32 []int32, a64 []int64, a8 []uint8) {
					for i := range n {
						a32[i], a64[i], a8[i] = math.MaxInt32, math.MaxInt64, 255
					}
					a32[pos], a64[pos], a8[pos] = math.MinInt32, math.MinInt64, 0
				})
				require.NoError(t, riCheckAll(a32, a64, a8))
				assert.Equal(t, int32(math.MinInt32), MinInt32(a32))
				assert.Equal(t, int64(math.MinInt64), MinInt64(a64))
				assert.Equal(t, uint8(0), MinUint8(a8))
				if pos > 0 {
					assert.Equal(t, int32(math.MaxInt32), MaxInt32(a32[:pos]))
				}
				a32[pos], a64[pos], a8[pos] = math.MaxInt32, math.MaxInt64, 255
				for i := range n {
					if i != pos {
						a32[i], a64[i], a8[i] = math.MinInt32, math.MinInt64, 0
					}
				}
				require.NoError(t, riCheckAll(a32, a64, a8))
				assert.Equal(t, int32(math.MaxInt32), MaxInt32(a32))
				assert.Equal(t, int64(math.MaxInt64), MaxInt64(a64))
				assert.Equal(t, uint8(255), MaxUint8(a8))
			}
		}
		for _, n := range []int{1, 33, 1000, 1 << 20} {
			a32, a64, a8 := riRuns(n, 8, func(a32 []int32, a64 []int64, a8 []uint8) {
				for i := range n {
					a32[i], a64[i], a8[i] = math.MinInt32, math.MaxInt64, 255
				}
			})
			assert.Equal(t, int64(n)*math.MinInt32, SumInt32(a32))
			assert.Equal(t, uint64(n)*255, SumUint8(a8))
			// n·(2^63-1) modulo 2^64, as NumPy's int64 sum wraps.
			assert.Equal(t, int64(uint64(n)*(1<<63-1)), SumInt64(a64))
			require.NoError(t, riCheckAll(a32, a64, a8))
		}
		assert.Equal(t, int64(math.MinInt64), SumInt64([]int64{math.MaxInt64, 1}))
		assert.Equal(t, int64(-2), SumInt64([]int64{math.MaxInt64, math.MaxInt64}))
	})
}

func TestReduceIntEmptyPanics(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		assert.Zero(t, SumInt32(nil))
		assert.Zero(t, SumInt64(nil))
		assert.Zero(t, SumUint8(nil))
		assert.Panics(t, func() { MaxInt32(nil) })
		assert.Panics(t, func() { MinInt64([]int64{}) })
		assert.Panics(t, func() { MaxUint8(nil) })
	})
}
