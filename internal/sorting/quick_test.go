package sorting

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/compute"
)

// quickCases are key sets that exercise the quicksort's paths: random
// keys, few distinct ones (the pivot often the least), all equal, the
// greatest key, sorted, reversed and organ-pipe runs (a median of three
// picks badly), each at lengths around the networks' blocks.
func quickCases[K quickKey](r *rand.Rand) map[string][]K {
	out := map[string][]K{}
	for _, n := range []int{0, 1, 2, 17, 127, 128, 129, 255, 256, 257, 1000, 4097, 70000} {
		add := func(name string, f func(i int) K) {
			k := make([]K, n)
			for i := range k {
				k[i] = f(i)
			}
			out[fmt.Sprintf("%s/%d", name, n)] = k
		}
		add("random", func(int) K { return K(r.Uint64()) })
		add("few", func(int) K { return K(r.Uint64() % 3) })
		add("equal", func(int) K { return 5 })
		add("greatest", func(int) K { return ^K(0) - K(r.Uint64()%2) })
		add("sorted", func(i int) K { return K(i) })
		add("reversed", func(i int) K { return K(n - i) })
		add("organ", func(i int) K { return K(min(i, n-i)) })
	}
	return out
}

// TestQuickSort: the quicksort sorts as slices.Sort does, into any of its
// destinations (the keys' buffer, the scratch, memory of its own), with
// enough depth and with none (slices.Sort's fallback).
func TestQuickSort(t *testing.T) {
	if !compute.VectorSort() {
		t.Skip("no vector sort on this CPU (its kernels' twins run in asm/compute's tests)")
	}
	testQuickSort[uint32](t)
	testQuickSort[uint64](t)
}

func testQuickSort[K quickKey](t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for name, k := range quickCases[K](r) {
		want := slices.Clone(k)
		slices.Sort(want)
		for _, depth := range []int{-1, 0, 1} {
			for _, into := range []string{"keys", "scratch", "own"} {
				cur, other := slices.Clone(k), make([]K, len(k))
				dst := map[string][]K{"keys": cur, "scratch": other, "own": make([]K, len(k))}[into]
				if depth < 0 {
					quickSort(dst, cur, other)
				} else {
					quickRun(dst, cur, other, depth)
				}
				require.Equal(t, want, dst, "%T %s, into %s, depth %d", K(0), name, into, depth)
			}
		}
	}
}

// TestSortKeysAtEveryLevel: sort32 and sortKeys of 64-bit keys sort at
// every kernel level (the radix sort below AVX-512, the quicksort in its
// runs there) into either buffer, the top bits of the keys flipped back by
// the mask.
func TestSortKeysAtEveryLevel(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	var c32 tables32
	var c counts
	for _, l := range compute.Levels() {
		restore := compute.SetLevel(l)
		for name, k := range quickCases[uint32](r) {
			mask := [2]uint32{0, 1 << 31}
			want := sortedDecoded(k, mask)
			for _, toY := range []bool{false, true} {
				x, y := slices.Clone(k), make([]uint32, len(k))
				sort32(x, y, toY, mask, &c32)
				got := x
				if toY {
					got = y
				}
				require.Equal(t, want, got, "%v, uint32 %s, toY %v", l, name, toY)
			}
		}
		for name, k := range quickCases[uint64](r) {
			mask := [2]uint64{0, 1 << 63}
			want := sortedDecoded(k, mask)
			x, out := slices.Clone(k), make([]uint64, len(k))
			sortKeys(out, x, make([]uint64, len(k)), mask, &c)
			require.Equal(t, want, out, "%v, uint64 %s", l, name)
		}
		restore()
	}
}

// sortedDecoded is k sorted, then decoded with mask.
func sortedDecoded[K quickKey](k []K, mask [2]K) []K {
	sorted := slices.Clone(k)
	slices.Sort(sorted)
	out := make([]K, len(k))
	decode(out, sorted, mask)
	return out
}

// BenchmarkQuickVsRadix times the sorts of random 32-bit keys (sort32)
// and 64-bit ones (sortKeys), the vector quicksort taking its runs beside
// the radix sort alone.
func BenchmarkQuickVsRadix(b *testing.B) {
	for _, n := range []int{1000, 10000, 1 << 16, 1 << 20, 1 << 24} {
		benchQuickVsRadix(b, n, func(x, y []uint32, c *tables32) { sort32(x, y, false, [2]uint32{}, c) })
		benchQuickVsRadix(b, n, func(x, y []uint64, c *tables32) { sortKeys(x, x, y, [2]uint64{}, &counts{}) })
	}
}

func benchQuickVsRadix[K quickKey](b *testing.B, n int, sort func(x, y []K, c *tables32)) {
	r := rand.New(rand.NewPCG(3, 4))
	k := make([]K, n)
	for i := range k {
		k[i] = K(r.Uint64())
	}
	x, y := make([]K, n), make([]K, n)
	copy(x, k) // every page touched before the timing
	copy(y, k)
	var c tables32
	for _, radix := range []bool{false, true} {
		name := fmt.Sprintf("%T/%d/quick", K(0), n)
		if radix {
			name = fmt.Sprintf("%T/%d/radix", K(0), n)
		}
		b.Run(name, func(b *testing.B) {
			radixOnly = radix
			defer func() { radixOnly = false }()
			b.SetBytes(int64(2 * n * int(unsafe.Sizeof(K(0)))))
			for b.Loop() {
				copy(x, k)
				sort(x, y, &c)
			}
		})
	}
}
