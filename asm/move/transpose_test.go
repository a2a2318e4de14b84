package move

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// transposeRef is the reference loop of Transpose.
func transposeRef[T uint32 | uint64](dst []T, dstPitch int, src []T, srcPitch int, rows, cols int) {
	for i := range rows {
		for j := range cols {
			dst[j*dstPitch+i] = src[i*srcPitch+j]
		}
	}
}

// transposeDims covers every ragged edge of the 8×8 and 4×4 tiles and of
// the 16- and 8-row strips, and sizes past one cache block of 4-byte
// elements (TestTransposeTall: of 8-byte ones).
var transposeDims = func() []int {
	var ds []int
	for n := range 20 {
		ds = append(ds, n)
	}
	return append(ds, 33, 64, 100, 257)
}()

func TestTranspose32(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		testTranspose(t, Transpose[uint32], func(i int) uint32 { return 0x9E3779B9 * uint32(i+1) }, 0xDEADBEEF)
	})
}

func TestTranspose64(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		testTranspose(t, Transpose[uint64], func(i int) uint64 { return 0x9E3779B97F4A7C15 * uint64(i+1) }, 0xDEADBEEFDEADBEEF)
	})
}

// testTranspose runs f over every pair of transposeDims, with pitches equal
// to the rows and larger (odd and even gaps) and both slices starting at
// odd offsets into their buffers. The destination buffer is filled with
// guard, which must survive before, after and between the rows written;
// the source must be left as it was.
func testTranspose[T uint32 | uint64](t *testing.T, f func(dst []T, dstPitch int, src []T, srcPitch int, rows, cols int), val func(int) T, guard T) {
	offsets := []int{0, 1, 3}
	gaps := []int{0, 1, 6}
	var cases int
	for _, rows := range transposeDims {
		for _, cols := range transposeDims {
			for _, sGap := range gaps {
				for _, dGap := range gaps {
					srcPitch, dstPitch := cols+sGap, rows+dGap
					sOff, dOff := offsets[cases%3], offsets[(cases/3+1)%3]
					cases++
					srcLen, dstLen := 0, 0
					if rows > 0 && cols > 0 {
						srcLen, dstLen = (rows-1)*srcPitch+cols, (cols-1)*dstPitch+rows
					}
					srcBuf := make([]T, sOff+srcLen+kerneltest.GuardLen)
					for i := range srcBuf {
						srcBuf[i] = val(i)
					}
					orig := slices.Clone(srcBuf)
					buf := make([]T, kerneltest.GuardLen+dOff+dstLen+kerneltest.GuardLen)
					for i := range buf {
						buf[i] = guard
					}
					want := slices.Clone(buf)
					src := srcBuf[sOff : sOff+srcLen]
					transposeRef(want[kerneltest.GuardLen+dOff:], dstPitch, src, srcPitch, rows, cols)
					f(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+dstLen], dstPitch, src, srcPitch, rows, cols)
					if !slices.Equal(want, buf) { // require.Equal only for its report: it is slow
						kerneltest.RequireSame(t, want, buf, "%d×%d, pitches %d (src) %d (dst), offsets %d %d: result or guards wrong",
							rows, cols, srcPitch, dstPitch, sOff, dOff)
					}
					if !slices.Equal(orig, srcBuf) {
						kerneltest.RequireSame(t, orig, srcBuf, "%d×%d: source modified", rows, cols)
					}
				}
			}
		}
	}
}

func TestTransposeLarge(t *testing.T) {
	// Past the cache blocks in both directions, with pitches that are not
	// multiples of a tile.
	const rows, cols = 600, 1100
	forEachVariant(t, func(t *testing.T) {
		src := make([]uint32, rows*(cols+5))
		for i := range src {
			src[i] = uint32(i)
		}
		got, want := make([]uint32, cols*(rows+3)), make([]uint32, cols*(rows+3))
		transposeRef(want, rows+3, src, cols+5, rows, cols)
		Transpose(got, rows+3, src, cols+5, rows, cols)
		require.True(t, slices.Equal(want, got), "Transpose32 %d×%d", rows, cols)

		src64 := make([]uint64, rows*(cols+5))
		for i := range src64 {
			src64[i] = uint64(i) << 20
		}
		got64, want64 := make([]uint64, cols*(rows+3)), make([]uint64, cols*(rows+3))
		transposeRef(want64, rows+3, src64, cols+5, rows, cols)
		Transpose(got64, rows+3, src64, cols+5, rows, cols)
		require.True(t, slices.Equal(want64, got64), "Transpose64 %d×%d", rows, cols)
	})
}

func TestTransposePanics(t *testing.T) {
	s32 := make([]uint32, 100)
	s64 := make([]uint64, 100)
	for _, tc := range []struct {
		name                         string
		dstLen, dstPitch             int
		srcLen, srcPitch, rows, cols int
		panics                       bool
	}{
		{"exact", 12, 3, 12, 4, 3, 4, false},
		{"negative rows", 12, 3, 12, 4, -1, 4, true},
		{"negative cols", 12, 3, 12, 4, 3, -4, true},
		{"src pitch short", 12, 3, 12, 3, 3, 4, true},
		{"dst pitch short", 12, 2, 12, 4, 3, 4, true},
		{"src short", 12, 3, 11, 4, 3, 4, true},
		{"dst short", 11, 3, 12, 4, 3, 4, true},
		{"one row, any src pitch", 4, 1, 4, -9, 1, 4, false},
		{"one column, any dst pitch", 3, -9, 9, 3, 3, 1, false},
		{"one row, src short", 4, 1, 3, 4, 1, 4, true},
		{"empty", 0, 0, 0, 0, 0, 5, false},
		{"empty, negative pitches", 0, -1, 0, -1, 7, 0, false},
		{"huge pitch", 100, 3, 100, 1 << 62, 3, 4, true},
	} {
		call32 := func() { Transpose(s32[:tc.dstLen], tc.dstPitch, s32[:tc.srcLen], tc.srcPitch, tc.rows, tc.cols) }
		call64 := func() { Transpose(s64[:tc.dstLen], tc.dstPitch, s64[:tc.srcLen], tc.srcPitch, tc.rows, tc.cols) }
		if tc.panics {
			require.Panics(t, call32, tc.name)
			require.Panics(t, call64, tc.name)
		} else {
			require.NotPanics(t, call32, tc.name)
			require.NotPanics(t, call64, tc.name)
		}
	}
}

// BenchmarkTranspose32 and BenchmarkTranspose64 count 2× the block's bytes
// (each element read once and written once), as a copy does; "memcpy" is
// copy() of the same bytes, for the ratio.
func BenchmarkTranspose32(b *testing.B) {
	benchTranspose(b, Transpose[uint32], transposeGo[uint32], func(i int) uint32 { return uint32(i) }, 4)
}

func BenchmarkTranspose64(b *testing.B) {
	benchTranspose(b, Transpose[uint64], transposeGo[uint64], func(i int) uint64 { return uint64(i) }, 8)
}

func benchTranspose[T uint32 | uint64](b *testing.B, asm, twin func([]T, int, []T, int, int, int), val func(int) T, width int) {
	for _, n := range []int{256, 4096} { // 256 KiB or 512 KiB (L2); 64 or 128 MiB (DRAM)
		// Both buffers are written before timing: never-written memory
		// reads as the shared zero page, and first writes fault pages in.
		src, dst := make([]T, n*n), make([]T, n*n)
		for i := range src {
			src[i], dst[i] = val(i), val(-i)
		}
		for _, v := range []struct {
			name string
			f    func()
		}{
			{"asm", func() { asm(dst, n, src, n, n, n) }},
			{"go", func() { twin(dst, n, src, n, n, n) }},
			{"naive", func() { transposeRef(dst, n, src, n, n, n) }},
			{"memcpy", func() { copy(dst, src) }},
		} {
			b.Run(fmt.Sprintf("%d/%s", n, v.name), func(b *testing.B) {
				b.SetBytes(int64(2 * width * n * n))
				b.ReportAllocs()
				for range b.N {
					v.f()
				}
			})
		}
	}
}

// TestTransposeTall transposes blocks taller than one cache block of
// 8-byte elements (1024 rows) and wider than one of its column blocks,
// with odd pitches, guards around the destination.
func TestTransposeTall(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, cols := range []int{37, 70} {
			rows := 1030
			srcPitch, dstPitch := cols+1, rows+3
			src := make([]uint64, (rows-1)*srcPitch+cols)
			for i := range src {
				src[i] = 0x9E3779B97F4A7C15 * uint64(i+1)
			}
			dstLen := (cols-1)*dstPitch + rows
			buf := make([]uint64, kerneltest.GuardLen+dstLen+kerneltest.GuardLen)
			for i := range buf {
				buf[i] = 0xDEADBEEFDEADBEEF
			}
			want := slices.Clone(buf)
			transposeRef(want[kerneltest.GuardLen:], dstPitch, src, srcPitch, rows, cols)
			Transpose(buf[kerneltest.GuardLen:kerneltest.GuardLen+dstLen], dstPitch, src, srcPitch, rows, cols)
			require.True(t, slices.Equal(want, buf), "%d×%d", rows, cols)
		}
	})
}
