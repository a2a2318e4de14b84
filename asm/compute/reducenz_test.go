package compute

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// nzRuns is one run of each nonzero test's element type.
type nzRuns struct {
	u8  []uint8
	u32 []uint32
	u64 []uint64
	f32 []float32
	f64 []float64
}

// nzValue is element i of the runs: zero, or one of the nonzero values
// that test the kernels' masks (a lone sign bit is nonzero for integers,
// -0 zero for floats; a NaN and the negative subnormals are nonzero).
type nzValue struct {
	u8  uint8
	u32 uint32
	u64 uint64
	f32 float32
	f64 float64
}

// nzValues are the values the runs take: nzValues[0] is zero in every
// type (the floats' -0 in nzValues[1]), the rest nonzero.
var nzValues = []nzValue{
	{0, 0, 0, 0, 0},
	{0, 0, 0, float32(math.Copysign(0, -1)), math.Copysign(0, -1)},
	{1, 1, 1, -math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat64},
	{0x80, 1 << 31, 1 << 63, float32(math.NaN()), math.NaN()},
	{0xff, 1<<32 - 1, 1<<64 - 1, float32(math.Inf(-1)), math.Inf(1)},
	{0x40, 1 << 16, 1 << 40, 1, -1},
}

// newNzRuns returns runs of n elements starting off elements into their
// backing arrays; element i is nzValues[pick(i)].
func newNzRuns(n, off int, pick func(i int) int) nzRuns {
	r := nzRuns{
		u8:  make([]uint8, off+n+64)[off:][:n],
		u32: make([]uint32, off+n+16)[off:][:n],
		u64: make([]uint64, off+n+8)[off:][:n],
		f32: make([]float32, off+n+16)[off:][:n],
		f64: make([]float64, off+n+8)[off:][:n],
	}
	for i := range n {
		v := nzValues[pick(i)]
		r.u8[i], r.u32[i], r.u64[i], r.f32[i], r.f64[i] = v.u8, v.u32, v.u64, v.f32, v.f64
	}
	return r
}

// nzCheck compares every nonzero test of a at the current level with its
// twin.
func nzCheck[T nzElem](name string, a []T, any, all func([]T) bool, count func([]T) int) error {
	if got, want := any(a), anyNonzeroGo(a); got != want {
		return fmt.Errorf("AnyNonzero%s n=%d: %v, twin %v", name, len(a), got, want)
	}
	if got, want := all(a), allNonzeroGo(a); got != want {
		return fmt.Errorf("AllNonzero%s n=%d: %v, twin %v", name, len(a), got, want)
	}
	if got, want := count(a), countNonzeroGo(a); got != want {
		return fmt.Errorf("CountNonzero%s n=%d: %v, twin %v", name, len(a), got, want)
	}
	return nil
}

func (r nzRuns) check() error {
	for _, err := range []error{
		nzCheck("8", r.u8, AnyNonzero8, AllNonzero8, CountNonzero8),
		nzCheck("32", r.u32, AnyNonzero32, AllNonzero32, CountNonzero32),
		nzCheck("64", r.u64, AnyNonzero64, AllNonzero64, CountNonzero64),
		nzCheck("Float32", r.f32, AnyNonzeroFloat32, AllNonzeroFloat32, CountNonzeroFloat32),
		nzCheck("Float64", r.f64, AnyNonzeroFloat64, AllNonzeroFloat64, CountNonzeroFloat64),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

// nzRandom picks a zero (of either sign) with odds zeros in 8.
func nzRandom(r *rand.Rand, zeros int) func(int) int {
	return func(int) int {
		if r.IntN(8) < zeros {
			return r.IntN(2)
		}
		return 2 + r.IntN(len(nzValues)-2)
	}
}

func TestNonzeroEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for n := range 301 {
			if trimmed(n) {
				continue
			}
			for zeros := range 9 {
				require.NoError(t, newNzRuns(n, n%16, nzRandom(r, zeros)).check())
			}
		}
		for range trimmedTo(30, 5) {
			n := 301 + r.IntN(20000)
			for _, zeros := range []int{0, 1, 7, 8} {
				require.NoError(t, newNzRuns(n, r.IntN(16), nzRandom(r, zeros)).check())
			}
		}
		require.NoError(t, newNzRuns(1<<20+5, 3, nzRandom(r, 4)).check())
	})
}

func TestNonzeroOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 64 {
			for _, n := range []int{1, 7, 8, 31, 32, 33, 63, 64, 65, 255, 256, 257, 1000} {
				for _, zeros := range []int{0, 4, 8} {
					require.NoError(t, newNzRuns(n, off, nzRandom(r, zeros)).check())
				}
			}
		}
	})
}

// One nonzero among zeros, and one zero among nonzeros, at every
// position: Any, All and Count each turn on that one element.
func TestNonzeroEveryPosition(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 9, 64, 300, 1100} {
			for pos := range n {
				if trimmed(pos) {
					continue
				}
				for v := range nzValues {
					one := newNzRuns(n, pos%8, func(i int) int {
						switch {
						case i == pos:
							return v
						case v <= 1: // a zero among nonzeros
							return 2 + i%(len(nzValues)-2)
						}
						return i % 2
					})
					require.NoError(t, one.check(), "pos %d value %d", pos, v)
				}
			}
		}
	})
}

func TestNonzeroKnownAnswers(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{0, 1, 100, 4096} {
			zeros := newNzRuns(n, 0, func(i int) int { return i % 2 })
			require.False(t, AnyNonzeroFloat32(zeros.f32) || AnyNonzeroFloat64(zeros.f64) || AnyNonzero8(zeros.u8))
			require.Equal(t, n == 0, AllNonzeroFloat64(zeros.f64))
			require.Zero(t, CountNonzeroFloat32(zeros.f32)+CountNonzero32(zeros.u32)+CountNonzero64(zeros.u64))
			ones := newNzRuns(n, 1, func(i int) int { return 2 + i%4 })
			require.Equal(t, n > 0, AnyNonzeroFloat32(ones.f32) && AnyNonzero64(ones.u64))
			require.True(t, AllNonzeroFloat32(ones.f32) && AllNonzero8(ones.u8) && AllNonzero32(ones.u32))
			require.Equal(t, 5*n, CountNonzeroFloat32(ones.f32)+CountNonzeroFloat64(ones.f64)+
				CountNonzero8(ones.u8)+CountNonzero32(ones.u32)+CountNonzero64(ones.u64))
		}
	})
}
