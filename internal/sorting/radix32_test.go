package sorting

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// refSort32 is the reference Sort of float32 bits: numbers by key (-0
// before +0), then the NaNs, which the check compares as a set.
func refSort32(x []uint32) (nums, nans []uint32) {
	nums, nans = []uint32{}, []uint32{}
	for _, b := range x {
		if nan32(b) == 1 {
			nans = append(nans, b)
		} else {
			nums = append(nums, key32(b))
		}
	}
	slices.Sort(nums)
	for i, k := range nums {
		nums[i] = k ^ float32Codec.mask[k>>31]
	}
	slices.Sort(nans)
	return nums, nans
}

// sort32Inputs are the distributions the hybrid radix sort of 32-bit keys
// meets: full-range keys, floats clustered by exponent (uniform and
// normal: skewed MSD buckets), few distinct bits, duplicates, NaNs.
var sort32Inputs = map[string]func(r *rand.Rand) uint32{
	"bits":     func(r *rand.Rand) uint32 { return r.Uint32() },
	"uniform":  func(r *rand.Rand) uint32 { return math.Float32bits(r.Float32()) },
	"normal":   func(r *rand.Rand) uint32 { return math.Float32bits(float32(r.NormFloat64())) },
	"small":    func(r *rand.Rand) uint32 { return uint32(r.IntN(1000)) << 4 },
	"dups":     func(r *rand.Rand) uint32 { return math.Float32bits(float32(r.IntN(7) - 3)) },
	"wide":     func(r *rand.Rand) uint32 { return math.Float32bits(float32(math.Exp(r.NormFloat64() * 20))) },
	"zeros":    func(r *rand.Rand) uint32 { return uint32(r.IntN(2)) << 31 },
	"withNaNs": func(r *rand.Rand) uint32 { return []uint32{0x7fc00000, 0xffc00001, 0x3f800000, r.Uint32()}[r.IntN(4)] },
}

// TestSort32 checks Sort of float32 lanes around every threshold of the
// hybrid sort (insertion, LSD digit widths, MSD levels), out of place, in
// place and into a lane overlapping the source.
func TestSort32(t *testing.T) {
	sizes := []int{1, 2, 47, 48, 49, 255, 1000, 4095, 4097, 1 << 15, msdMin, msdMin + 1,
		3*msdMin + 7, 1<<20 + 3}
	for name, gen := range sort32Inputs {
		for _, n := range sizes {
			if testing.Short() && n > msdMin+1 {
				continue
			}
			t.Run(fmt.Sprint(name, "/", n), func(t *testing.T) {
				r := rand.New(rand.NewPCG(uint64(n), 7))
				x := make([]uint32, n)
				for i := range x {
					x[i] = gen(r)
				}
				nums, nans := refSort32(x)
				check := func(got []uint32) {
					t.Helper()
					require.Equal(t, nums, got[:len(nums)])
					tail := slices.Clone(got[len(nums):])
					slices.Sort(tail)
					require.Equal(t, nans, tail)
				}
				l := nd.RowMajor(int64(n))
				src := as32ToE[float32](slices.Clone(x))
				dst := make([]float32, n)
				Sort(View[float32]{Data: dst, Layout: l}, View[float32]{Data: src, Layout: l}, 0)
				check(asKeys[uint32](dst))
				require.Equal(t, x, asKeys[uint32](src), "source changed")
				Sort(View[float32]{Data: src, Layout: l}, View[float32]{Data: src, Layout: l}, 0)
				check(asKeys[uint32](src))
				// A lane overlapping its source, one element on.
				buf := as32ToE[float32](append(slices.Clone(x), 0))
				s := getScratch()
				radixLanes(s, int64(n), float32Codec)(buf[1:], buf[:n])
				putScratch(s)
				check(asKeys[uint32](buf[1:]))
			})
		}
	}
}

// TestSort32Int checks int32 and uint32 lanes against slices.Sort.
func TestSort32Int(t *testing.T) {
	for _, n := range []int{100, msdMin + 1, 5 * msdMin} {
		r := rand.New(rand.NewPCG(uint64(n), 8))
		a, u := make([]int32, n), make([]uint32, n)
		for i := range a {
			a[i] = int32(r.Uint32()) >> r.IntN(32)
			u[i] = r.Uint32() >> r.IntN(32)
		}
		l := nd.RowMajor(int64(n))
		da, du := make([]int32, n), make([]uint32, n)
		Sort(View[int32]{Data: da, Layout: l}, View[int32]{Data: a, Layout: l}, 0)
		Sort(View[uint32]{Data: du, Layout: l}, View[uint32]{Data: u, Layout: l}, 0)
		slices.Sort(a)
		slices.Sort(u)
		require.Equal(t, a, da)
		require.Equal(t, u, du)
	}
}

// TestDigitBits pins the LSD digit widths: 8 bits for short lanes, up to
// maxDigit for those that fill the cache.
func TestDigitBits(t *testing.T) {
	for n, w := range map[int]uint{49: 8, 1000: 8, 4096: 8, 1 << 14: 10, 1 << 16: 12, 1 << 20: 12} {
		require.Equal(t, w, digitBits(n), "n=%d", n)
	}
}
