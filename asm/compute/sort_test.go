package compute

import (
	"encoding/binary"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sortKey is the key types of the sort kernels.
type sortKey interface{ uint32 | uint64 }

// sortKernels are one key width's kernels and sizes.
type sortKernels[K sortKey] struct {
	lanes     int
	block     func([]K)
	partition func(dst, src []K, pivot K) int
}

var (
	sort32 = sortKernels[uint32]{16, SortBlockUint32, PartitionUint32}
	sort64 = sortKernels[uint64]{8, SortBlockUint64, PartitionUint64}
)

// blocks are the block lengths k.block takes.
func (k sortKernels[K]) blocks() []int {
	return []int{k.lanes, 2 * k.lanes, 4 * k.lanes, 8 * k.lanes, 16 * k.lanes}
}

// keySets are the kinds of keys the sort kernels are checked on: random,
// few distinct, all equal, sorted, reversed, and the extremes.
func keySets[K sortKey](r *rand.Rand, n int) map[string][]K {
	sets := map[string][]K{}
	add := func(name string, f func(i int) K) {
		k := make([]K, n)
		for i := range k {
			k[i] = f(i)
		}
		sets[name] = k
	}
	top := ^K(0)
	add("random", func(int) K { return K(r.Uint64()) })
	add("few", func(int) K { return K(r.Uint64() % 3) })
	add("equal", func(int) K { return 7 })
	add("sorted", func(i int) K { return K(i) })
	add("reversed", func(i int) K { return K(n - i) })
	add("extremes", func(int) K { return []K{0, top, 1, top - 1}[r.IntN(4)] })
	return sets
}

// TestSortBlocks: at every level, each block sorts as slices.Sort does;
// other lengths panic.
func TestSortBlocks(t *testing.T) {
	testSortBlocks(t, sort32)
	testSortBlocks(t, sort64)
}

func testSortBlocks[K sortKey](t *testing.T, ks sortKernels[K]) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, n := range ks.blocks() {
			for name, k := range keySets[K](r, n) {
				for range 20 {
					want := slices.Clone(k)
					slices.Sort(want)
					got := slices.Clone(k)
					ks.block(got)
					require.Equal(t, want, got, "%v, %d keys, %s", l, n, name)
					r.Shuffle(len(k), func(i, j int) { k[i], k[j] = k[j], k[i] })
				}
			}
		}
		for _, n := range []int{0, 1, ks.lanes - 1, ks.lanes + 1, 3 * ks.lanes, 32 * ks.lanes} {
			assert.Panics(t, func() { ks.block(make([]K, n)) }, "%d keys", n)
		}
		restore()
	}
}

// checkPartition checks the partition of src around pivot against the
// twin's order, and that it keeps every key on its side.
func checkPartition[K sortKey](t *testing.T, ks sortKernels[K], dst, src []K, pivot K) {
	t.Helper()
	want := make([]K, len(src))
	wantLess := partitionGo(want, src, pivot, ks.lanes)
	for i := range dst {
		dst[i] = 0xdeadbeef
	}
	less := ks.partition(dst, src, pivot)
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

// TestPartitions: at every level, every length to 100 and some longer,
// pivots at and between the keys, as the twin orders them.
func TestPartitions(t *testing.T) {
	testPartitions(t, sort32)
	testPartitions(t, sort64)
}

func testPartitions[K sortKey](t *testing.T, ks sortKernels[K]) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, n := range append(seq(0, 100), 255, 256, 257, 1000, 4099) {
			for _, k := range keySets[K](r, n) {
				for _, pivot := range []K{0, 1, 2, K(r.Uint64()), ^K(0)} {
					checkPartition(t, ks, make([]K, n), k, pivot)
				}
				if n > 0 {
					checkPartition(t, ks, make([]K, n), k, k[r.IntN(n)])
				}
			}
		}
		restore()
	}
	k := make([]K, 40)
	assert.Panics(t, func() { ks.partition(k[:20], k[:21], 1) }, "lengths differ")
	assert.Panics(t, func() { ks.partition(k[:20], k[:20], 1) }, "the same memory")
	assert.Panics(t, func() { ks.partition(k[10:30], k[:20], 1) }, "overlapping")
	assert.NotPanics(t, func() { ks.partition(k[20:], k[:20], 1) }, "adjacent")
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
	testSortKernelsGuarded(t, sort32)
	testSortKernelsGuarded(t, sort64)
}

func testSortKernelsGuarded[K sortKey](t *testing.T, ks sortKernels[K]) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, l := range Levels() {
		restore := SetLevel(l)
		for _, atEnd := range []bool{true, false} {
			for _, n := range ks.blocks() {
				k := guardedSlice[K](t, n, atEnd)
				for i := range k {
					k[i] = K(r.Uint64())
				}
				want := slices.Clone(k)
				slices.Sort(want)
				ks.block(k)
				require.Equal(t, want, k)
			}
			for _, n := range []int{1, 7, 8, 9, 15, 16, 17, 31, 33, 100} {
				src, dst := guardedSlice[K](t, n, atEnd), guardedSlice[K](t, n, !atEnd)
				for i := range src {
					src[i] = K(r.Uint64())
				}
				checkPartition(t, ks, dst, src, src[n/2])
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
		k32 := make([]uint32, len(data)/4)
		for i := range k32 {
			k32[i] = binary.LittleEndian.Uint32(data[4*i:])
		}
		k64 := make([]uint64, len(data)/8)
		for i := range k64 {
			k64[i] = binary.LittleEndian.Uint64(data[8*i:])
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			fuzzSortKernels(t, sort32, pick, k32)
			fuzzSortKernels(t, sort64, pick, k64)
			restore()
		}
	})
}

func fuzzSortKernels[K sortKey](t *testing.T, ks sortKernels[K], pick uint8, k []K) {
	n := len(k)
	if n > 0 {
		checkPartition(t, ks, make([]K, n), k, k[int(pick)%n])
	}
	checkPartition(t, ks, make([]K, n), k, K(pick)<<24)
	blocks := ks.blocks()
	block := make([]K, blocks[int(pick)%len(blocks)])
	for i := range block {
		block[i] = ^K(0)
	}
	copy(block, k)
	want := slices.Clone(block)
	slices.Sort(want)
	ks.block(block)
	require.Equal(t, want, block)
}
