package compute

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sortBlocks are the block lengths SortBlockUint32 takes.
var sortBlocks = []int{16, 32, 64, 128, SortBlockMax}

// keySets are the kinds of keys the sort kernels are checked on: random,
// few distinct, all equal, sorted, reversed, and the extremes.
func keySets(r *rand.Rand, n int) map[string][]uint32 {
	sets := map[string][]uint32{}
	add := func(name string, f func(i int) uint32) {
		k := make([]uint32, n)
		for i := range k {
			k[i] = f(i)
		}
		sets[name] = k
	}
	add("random", func(int) uint32 { return r.Uint32() })
	add("few", func(int) uint32 { return r.Uint32() % 3 })
	add("equal", func(int) uint32 { return 7 })
	add("sorted", func(i int) uint32 { return uint32(i) })
	add("reversed", func(i int) uint32 { return uint32(n - i) })
	add("extremes", func(int) uint32 { return []uint32{0, math.MaxUint32, 1, math.MaxUint32 - 1}[r.IntN(4)] })
	return sets
}

// TestSortBlockUint32: at every level, each block sorts as slices.Sort
// does; other lengths panic.
func TestSortBlockUint32(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, n := range sortBlocks {
			for name, k := range keySets(r, n) {
				for range 20 {
					want := slices.Clone(k)
					slices.Sort(want)
					got := slices.Clone(k)
					SortBlockUint32(got)
					require.Equal(t, want, got, "%v, %d keys, %s", l, n, name)
					r.Shuffle(len(k), func(i, j int) { k[i], k[j] = k[j], k[i] })
				}
			}
		}
		for _, n := range []int{0, 1, 15, 17, 48, 512} {
			assert.Panics(t, func() { SortBlockUint32(make([]uint32, n)) }, "%d keys", n)
		}
		restore()
	}
}

// checkPartition checks PartitionUint32 of src around pivot against the
// twin's order, and that it keeps every key on its side.
func checkPartition(t *testing.T, dst, src []uint32, pivot uint32) {
	t.Helper()
	want := make([]uint32, len(src))
	wantLess := partitionGo(want, src, pivot)
	for i := range dst {
		dst[i] = 0xdeadbeef
	}
	less := PartitionUint32(dst, src, pivot)
	require.Equal(t, wantLess, less, "%v, %d keys, pivot %d", CurrentLevel(), len(src), pivot)
	require.Equal(t, want, dst, "%v, %d keys, pivot %d", CurrentLevel(), len(src), pivot)
	for i, k := range dst {
		require.Equal(t, i < less, k < pivot, "[%d] = %d, pivot %d", i, k, pivot)
	}
	a, b := slices.Clone(src), slices.Clone(dst)
	slices.Sort(a)
	slices.Sort(b)
	require.Equal(t, a, b, "the keys themselves")
}

// TestPartitionUint32: at every level, every length to 100 and some
// longer, pivots at and between the keys, as the twin orders them.
func TestPartitionUint32(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, n := range append(seq(0, 100), 255, 256, 257, 1000, 4099) {
			for _, k := range keySets(r, n) {
				for _, pivot := range []uint32{0, 1, 2, r.Uint32(), math.MaxUint32} {
					checkPartition(t, make([]uint32, n), k, pivot)
				}
				if n > 0 {
					checkPartition(t, make([]uint32, n), k, k[r.IntN(n)])
				}
			}
		}
		restore()
	}
	k := make([]uint32, 40)
	assert.Panics(t, func() { PartitionUint32(k[:20], k[:21], 1) }, "lengths differ")
	assert.Panics(t, func() { PartitionUint32(k[:20], k[:20], 1) }, "the same memory")
	assert.Panics(t, func() { PartitionUint32(k[10:30], k[:20], 1) }, "overlapping")
	assert.NotPanics(t, func() { PartitionUint32(k[20:], k[:20], 1) }, "adjacent")
}

func seq(lo, hi int) []int {
	var s []int
	for i := lo; i <= hi; i++ {
		s = append(s, i)
	}
	return s
}

// TestSortKernelsGuarded: the kernels read and write their keys only, at
// the edge of an inaccessible page on either side.
func TestSortKernelsGuarded(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, atEnd := range []bool{true, false} {
			for _, n := range sortBlocks {
				k := guardedSlice[uint32](t, n, atEnd)
				for i := range k {
					k[i] = r.Uint32()
				}
				want := slices.Clone(k)
				slices.Sort(want)
				SortBlockUint32(k)
				require.Equal(t, want, k)
			}
			for _, n := range []int{1, 15, 16, 17, 31, 33, 100} {
				src, dst := guardedSlice[uint32](t, n, atEnd), guardedSlice[uint32](t, n, !atEnd)
				for i := range src {
					src[i] = r.Uint32()
				}
				checkPartition(t, dst, src, src[n/2])
			}
		}
		restore()
	}
}

// FuzzSortKernels checks both kernels at every level on keys read from
// the data, against slices.Sort and the twin.
func FuzzSortKernels(f *testing.F) {
	f.Add(uint8(0), []byte{1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(200), []byte{0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, pick uint8, data []byte) {
		n := len(data) / 4
		k := make([]uint32, n)
		for i := range k {
			k[i] = binary.LittleEndian.Uint32(data[4*i:])
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			if n > 0 {
				checkPartition(t, make([]uint32, n), k, k[int(pick)%n])
			}
			checkPartition(t, make([]uint32, n), k, uint32(pick)<<24)
			size := sortBlocks[int(pick)%len(sortBlocks)]
			block := make([]uint32, size)
			for i := range block {
				block[i] = math.MaxUint32
			}
			copy(block, k)
			want := slices.Clone(block)
			slices.Sort(want)
			SortBlockUint32(block)
			require.Equal(t, want, block)
			restore()
		}
	})
}
