package move

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// guardWord fills the guards (truncated to the element width).
var guardWord uint64 = 0xDEADBEEFDEADBEEF

// badIndices are out of range for every source of the tests (the first
// is replaced by len(src)), for int64 and for int32 indices.
var (
	badIndices   = []int64{0, -1, math.MaxInt64, math.MinInt64, 1 << 40}
	badIndices32 = []int64{0, -1, math.MaxInt32, math.MinInt32, -2}
)

// gatherCase is one scalar gather test: its indices, and where a bad index
// was put (-1 for none).
type gatherCase[I Index] struct {
	idx []I
	bad int
}

// gatherCases returns, for a source of srcLen elements, random in-range
// indices of every length in lengths, and copies of some with a bad index
// at the first, a middle, the prefetch-window and the last position.
func gatherCases[I Index](srcLen int) []gatherCase[I] {
	rng := rand.New(rand.NewPCG(uint64(srcLen), 7))
	bads := badIndices
	if unsafe.Sizeof(I(0)) == 4 {
		bads = badIndices32
	}
	var cases []gatherCase[I]
	for _, n := range kerneltest.Lengths {
		idx := make([]I, n)
		for i := range idx {
			if srcLen > 0 {
				idx[i] = I(rng.Int64N(int64(srcLen)))
			}
		}
		if srcLen > 0 {
			cases = append(cases, gatherCase[I]{idx, -1})
		}
		for _, at := range []int{0, n / 2, n - 65, n - 4, n - 1} {
			if at < 0 || at >= n {
				continue
			}
			for k, v := range bads {
				if k == 0 {
					v = int64(srcLen)
				}
				bad := slices.Clone(idx)
				bad[at] = I(v)
				first := at
				if srcLen == 0 {
					first = 0 // every index is out of range
				}
				cases = append(cases, gatherCase[I]{bad, first})
			}
		}
	}
	return cases
}

// testGather checks one width's kernel against the Go twin: result, count,
// guards around dst, and untouched inputs.
func testGather[T uint8 | uint16 | uint32 | uint64, I Index](t *testing.T, kernel func(dst, src []T, idx []I) int) {
	for _, srcLen := range []int{0, 1, 7, 1000} {
		src := make([]T, srcLen)
		for i := range src {
			src[i] = T(0x9E3779B97F4A7C15 * uint64(i+1))
		}
		for _, c := range gatherCases[I](srcLen) {
			n := len(c.idx)
			for _, dOff := range []int{0, 1, 3} {
				buf := make([]T, n+dOff+2*kerneltest.GuardLen)
				for i := range buf {
					buf[i] = T(guardWord)
				}
				want := slices.Clone(buf)
				wantN := gatherElems(want[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src, c.idx)
				origSrc, origIdx := slices.Clone(src), slices.Clone(c.idx)
				got := kernel(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src, c.idx)
				desc := fmt.Sprintf("len(src)=%d n=%d bad at %d dst offset %d", srcLen, n, c.bad, dOff)
				require.Equal(t, wantN, got, desc)
				if c.bad >= 0 {
					require.Equal(t, c.bad, got, desc)
				} else {
					require.Equal(t, n, got, desc)
				}
				kerneltest.RequireSame(t, want, buf, "%s: result or guards wrong", desc)
				kerneltest.RequireSame(t, origSrc, src, "source modified")
				kerneltest.RequireSame(t, origIdx, c.idx, "indices modified")
			}
		}
	}
}

// TestGatherScalars runs every width with int64 and int32 indices.
func TestGatherScalars(t *testing.T) {
	t.Run("8/int64", func(t *testing.T) { testGather(t, gatherOf[uint8, int64]) })
	t.Run("8/int32", func(t *testing.T) { testGather(t, gatherOf[uint8, int32]) })
	t.Run("16/int64", func(t *testing.T) { testGather(t, gatherOf[uint16, int64]) })
	t.Run("16/int32", func(t *testing.T) { testGather(t, gatherOf[uint16, int32]) })
	t.Run("32/int64", func(t *testing.T) { testGather(t, gatherOf[uint32, int64]) })
	t.Run("32/int32", func(t *testing.T) { testGather(t, gatherOf[uint32, int32]) })
	t.Run("64/int64", func(t *testing.T) { testGather(t, gatherOf[uint64, int64]) })
	t.Run("64/int32", func(t *testing.T) { testGather(t, gatherOf[uint64, int32]) })
}

// gatherOf is Gather on slices of T, as internal/bulk calls it.
func gatherOf[T Plain, I Index](dst, src []T, idx []I) int {
	return Gather(bytesOf(dst), bytesOf(src), idx, int(unsafe.Sizeof(*new(T))))
}

func bytesOf[T Plain](s []T) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*int(unsafe.Sizeof(*new(T))))
}

// Widths without kernels run the twin: typed for 16 bytes, copies else.
func TestGatherOtherWidths(t *testing.T) {
	src := kerneltest.Pattern8(16*10+5, 1)
	for _, width := range []int{3, 16, 24} {
		for _, c := range gatherCases[int64](len(src) / width) {
			n := len(c.idx)
			want, got := kerneltest.Pattern8(n*width+7, 2), kerneltest.Pattern8(n*width+7, 2)
			wantN := len(c.idx)
			for i, k := range c.idx {
				if uint64(k) >= uint64(len(src)/width) {
					wantN = i
					break
				}
				copy(want[i*width:][:width], src[int(k)*width:][:width])
			}
			require.Equal(t, wantN, Gather(got, src, c.idx, width), "width %d n=%d", width, n)
			kerneltest.RequireSame(t, want, got, "width %d n=%d", width, n)
		}
	}
}

func TestGatherLong(t *testing.T) {
	// Past every unrolled loop, with a bad index deep inside.
	rng := rand.New(rand.NewPCG(1, 2))
	src := make([]uint32, 1<<16)
	for i := range src {
		src[i] = rng.Uint32()
	}
	idx := make([]int64, 1<<18)
	for i := range idx {
		idx[i] = rng.Int64N(int64(len(src)))
	}
	want, got := make([]uint32, len(idx)), make([]uint32, len(idx))
	require.Equal(t, len(idx), gatherElems(want, src, idx))
	require.Equal(t, len(idx), gatherOf(got, src, idx))
	require.Equal(t, want, got)
	idx[200_001] = -5
	require.Equal(t, 200_001, gatherOf(got, src, idx))
}

// rowLengths are the row counts of TestGatherRows: around the kernels'
// prefetch distance (32 rows), and past it.
var rowLengths = []int{0, 1, 2, 5, 31, 32, 33, 34, 35, 66, 67, 255}

func TestGatherRows(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		rng := rand.New(rand.NewPCG(3, 4))
		for _, size := range []int{1, 2, 7, 8, 15, 16, 17, 24, 31, 32, 33, 48, 63, 64, 65, 100, 128, 129, 200} {
			for _, srcLen := range []int{size - 1, size, 3*size + 5, 4096} {
				src := kerneltest.Pattern8(srcLen, byte(size))
				last := int64(srcLen - size) // the last position that fits
				for _, n := range rowLengths {
					pos := make([]int64, n)
					for i := range pos {
						if last >= 0 {
							pos[i] = rng.Int64N(last + 1)
						}
					}
					if n > 0 && last >= 0 {
						pos[n-1] = last // a row that ends at src's end
					}
					variants := [][]int64{pos}
					for _, at := range []int{0, n / 2, n - 33, n - 1} {
						if at >= 0 && at < n {
							for _, v := range []int64{-1, last + 1, math.MaxInt64, math.MinInt64} {
								bad := slices.Clone(pos)
								bad[at] = v
								variants = append(variants, bad)
							}
						}
					}
					for _, p := range variants {
						for _, dOff := range []int{0, 1, 5} {
							buf := kerneltest.Pattern8(n*size+dOff+2*kerneltest.GuardLen, 0xA5)
							want := slices.Clone(buf)
							wantN := len(p)
							if last >= 0 {
								wantN = gatherRowsGo(want[kerneltest.GuardLen+dOff:], src, p, size)
							} else if len(p) > 0 {
								wantN = 0
							}
							orig := slices.Clone(src)
							got := GatherRows(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n*size], src, p, size)
							desc := fmt.Sprintf("size %d len(src)=%d n=%d dst offset %d", size, srcLen, n, dOff)
							require.Equal(t, wantN, got, desc)
							kerneltest.RequireSame(t, want, buf, "%s: result or guards wrong", desc)
							kerneltest.RequireSame(t, orig, src, "source modified")
						}
					}
				}
			}
		}
	})
}

func TestGatherPanics(t *testing.T) {
	require.Panics(t, func() { gatherOf(make([]uint32, 2), make([]uint32, 8), []int64{1, 2, 3}) })
	require.Panics(t, func() { gatherOf[uint64](nil, nil, []int64{0}) })
	require.Panics(t, func() { GatherRows(make([]byte, 63), make([]byte, 256), []int64{0}, 64) })
	require.Panics(t, func() { GatherRows(nil, nil, nil, 0) })
	require.Panics(t, func() { Gather(nil, nil, []int64{}, 0) })
	require.NotPanics(t, func() { gatherOf[uint8, int64](nil, nil, nil) })
	require.NotPanics(t, func() { GatherRows(make([]byte, 100), make([]byte, 64), []int64{0}, 64) })
}

// Random gathers from a 64 MiB table (beyond the caches; 4 KiB pages, as
// this package does not ask for huge ones), each beside its Go twin.
func BenchmarkGather(b *testing.B) {
	const tableBytes, n = 64 << 20, 1 << 22
	rng := rand.New(rand.NewPCG(1, 2))
	table := kerneltest.Pattern8(tableBytes, 3) // written: unwritten memory reads the zero page
	src32 := unsafe.Slice((*uint32)(unsafe.Pointer(&table[0])), tableBytes/4)
	idx := make([]int64, n)
	for i := range idx {
		idx[i] = rng.Int64N(int64(len(src32)))
	}
	dst := make([]uint32, n)
	b.Run("scalar32/asm", func(b *testing.B) {
		b.SetBytes(n * (8 + 8))
		b.ReportAllocs()
		for range b.N {
			gatherOf(dst, src32, idx)
		}
	})
	b.Run("scalar32/naive", func(b *testing.B) {
		b.SetBytes(n * (8 + 8))
		b.ReportAllocs()
		for range b.N {
			gatherElems(dst, src32, idx)
		}
	})
	const rows, size = 1 << 20, 64
	pos := make([]int64, rows)
	for i := range pos {
		pos[i] = rng.Int64N(tableBytes/size) * size
	}
	out := make([]byte, rows*size)
	b.Run("rows64/asm", func(b *testing.B) {
		b.SetBytes(rows * (2*size + 8))
		b.ReportAllocs()
		for range b.N {
			GatherRows(out, table, pos, size)
		}
	})
	b.Run("rows64/naive", func(b *testing.B) {
		b.SetBytes(rows * (2*size + 8))
		b.ReportAllocs()
		for range b.N {
			gatherRowsGo(out, table, pos, size)
		}
	})
}

// Gather calls its kernels directly, so that index arrays on the caller's
// stack stay there (a call through a function value would move them to the
// heap).
func TestGatherKeepsIndicesOnTheStack(t *testing.T) {
	src, dst := make([]byte, 64), make([]byte, 8*64)
	allocs := testing.AllocsPerRun(10, func() {
		var i64 [64]int64
		var i32 [64]int32
		for _, width := range []int{1, 2, 4, 8} {
			Gather(dst, src, i64[:], width)
			Gather(dst, src, i32[:], width)
		}
	})
	require.Zero(t, allocs)
}
