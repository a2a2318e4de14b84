package sorting

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/compute"
)

// quickCases are key sets that exercise the quicksort's paths: random
// keys, few distinct ones (the pivot often the least), all equal, the
// greatest key, sorted, reversed and organ-pipe runs (a median of three
// picks badly), each at lengths around the network's block.
func quickCases(r *rand.Rand) map[string][]uint32 {
	out := map[string][]uint32{}
	for _, n := range []int{0, 1, 2, 17, 255, 256, 257, 1000, 4097, 70000} {
		add := func(name string, f func(i int) uint32) {
			k := make([]uint32, n)
			for i := range k {
				k[i] = f(i)
			}
			out[fmt.Sprintf("%s/%d", name, n)] = k
		}
		add("random", func(int) uint32 { return r.Uint32() })
		add("few", func(int) uint32 { return r.Uint32() % 3 })
		add("equal", func(int) uint32 { return 5 })
		add("greatest", func(int) uint32 { return math.MaxUint32 - r.Uint32()%2 })
		add("sorted", func(i int) uint32 { return uint32(i) })
		add("reversed", func(i int) uint32 { return uint32(n - i) })
		add("organ", func(i int) uint32 { return uint32(min(i, n-i)) })
	}
	return out
}

// TestQuick32: the quicksort sorts as slices.Sort does, into any of its
// destinations (the keys' buffer, the scratch, memory of its own), with
// enough depth and with none (slices.Sort's fallback).
func TestQuick32(t *testing.T) {
	if !compute.VectorSort() {
		t.Skip("no vector sort on this CPU (its kernels' twins run in asm/compute's tests)")
	}
	r := rand.New(rand.NewPCG(3, 4))
	for name, k := range quickCases(r) {
		want := slices.Clone(k)
		slices.Sort(want)
		for _, depth := range []int{-1, 0, 1} {
			for _, into := range []string{"keys", "scratch", "own"} {
				cur, other := slices.Clone(k), make([]uint32, len(k))
				dst := map[string][]uint32{"keys": cur, "scratch": other, "own": make([]uint32, len(k))}[into]
				if depth < 0 {
					quick32(dst, cur, other)
				} else {
					quickRun(dst, cur, other, depth)
				}
				require.Equal(t, want, dst, "%s, into %s, depth %d", name, into, depth)
			}
		}
	}
}

// TestSort32AtEveryLevel: sort32 sorts at every kernel level (the radix
// sort below AVX-512, the quicksort in its buckets there) into either
// buffer, the top bits of the keys flipped back by the mask.
func TestSort32AtEveryLevel(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var c tables32
	for _, l := range compute.Levels() {
		restore := compute.SetLevel(l)
		for name, k := range quickCases(r) {
			mask := [2]uint32{0, 1 << 31}
			want := make([]uint32, len(k))
			sorted := slices.Clone(k)
			slices.Sort(sorted)
			decode(want, sorted, mask)
			for _, toY := range []bool{false, true} {
				x, y := slices.Clone(k), make([]uint32, len(k))
				sort32(x, y, toY, mask, &c)
				got := x
				if toY {
					got = y
				}
				require.Equal(t, want, got, "%v, %s, toY %v", l, name, toY)
			}
		}
		restore()
	}
}

// BenchmarkSort32Levels times sort32 of random keys at each kernel level:
// the AVX-512 quicksort in its runs against the radix sort alone.
func BenchmarkSort32Levels(b *testing.B) {
	for _, n := range []int{1000, 10000, 1 << 16, 1 << 20, 1 << 24} {
		r := rand.New(rand.NewPCG(3, 4))
		k := make([]uint32, n)
		for i := range k {
			k[i] = r.Uint32()
		}
		x, y := make([]uint32, n), make([]uint32, n)
		copy(x, k) // every page touched before the timing
		copy(y, k)
		var c tables32
		for _, l := range compute.Levels() {
			b.Run(fmt.Sprintf("%d/%v", n, l), func(b *testing.B) {
				defer compute.SetLevel(l)()
				b.SetBytes(int64(8 * n))
				for b.Loop() {
					copy(x, k)
					sort32(x, y, false, [2]uint32{}, &c)
				}
			})
		}
	}
}
