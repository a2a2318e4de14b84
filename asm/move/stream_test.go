package move

import (
	"fmt"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

func TestStreamCopy(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range kerneltest.Lengths {
			for _, dOff := range []int{0, 1, 3, 7, 16, 31, 33} {
				for _, sOff := range []int{0, 1, 5, 32} {
					src := kerneltest.Pattern8(n+sOff, 1)
					orig := slices.Clone(src)
					buf := kerneltest.Pattern8(n+dOff+2*kerneltest.GuardLen, 99)
					want := slices.Clone(buf)
					copy(want[kerneltest.GuardLen+dOff:], src[sOff:])
					StreamCopy(buf[kerneltest.GuardLen+dOff:kerneltest.GuardLen+dOff+n], src[sOff:])
					kerneltest.RequireSame(t, want, buf, "n=%d dst offset %d src offset %d: result or guards wrong", n, dOff, sOff)
					kerneltest.RequireSame(t, orig, src, "source modified")
				}
			}
		}
	})
	// One long copy, past every unrolled loop.
	src, dst := kerneltest.Pattern8(1<<20+13, 3), kerneltest.Pattern8(1<<20+13+2*kerneltest.GuardLen, 4)
	want := slices.Clone(dst)
	copy(want[kerneltest.GuardLen:], src)
	StreamCopy(dst[kerneltest.GuardLen:kerneltest.GuardLen+len(src)], src)
	require.Equal(t, want, dst)
	require.Panics(t, func() { StreamCopy(make([]byte, 3), make([]byte, 4)) })
}

func BenchmarkStreamCopy(b *testing.B) {
	for _, size := range []int{256 << 10, 64 << 20} {
		src, dst := kerneltest.Pattern8(size, 1), kerneltest.Pattern8(size, 2)
		b.Run(fmt.Sprintf("%dKiB/asm", size>>10), func(b *testing.B) {
			b.SetBytes(int64(2 * size))
			b.ReportAllocs()
			for range b.N {
				StreamCopy(dst, src)
			}
		})
		b.Run(fmt.Sprintf("%dKiB/copy", size>>10), func(b *testing.B) {
			b.SetBytes(int64(2 * size))
			b.ReportAllocs()
			for range b.N {
				copy(dst, src)
			}
		})
	}
}

func TestStreamFill(t *testing.T) {
	var line [64]byte
	copy(line[:], kerneltest.Pattern8(64, 7))
	forEachVariant(t, func(t *testing.T) {
		for _, n := range append(kerneltest.Lengths, 64, 127, 128, 255, 256, 320, 1<<20+13) {
			for _, dOff := range []int{0, 1, 3, 7, 16, 31, 33, 63} {
				buf := kerneltest.Pattern8(n+dOff+2*kerneltest.GuardLen+64, 99)
				// Start from a 64-byte boundary, so that dOff is dst's phase.
				start := kerneltest.GuardLen + int(-uintptr(unsafe.Pointer(&buf[kerneltest.GuardLen]))&63) + dOff
				want := slices.Clone(buf)
				for i := range n {
					want[start+i] = line[i%64]
				}
				StreamFill(buf[start:start+n], &line)
				Fence()
				kerneltest.RequireSame(t, want, buf, "n=%d dst phase %d: result or guards wrong", n, dOff)
			}
		}
	})
}

func BenchmarkStreamFill(b *testing.B) {
	var line [64]byte
	for i := range line {
		line[i] = 1
	}
	for _, size := range []int{256 << 10, 64 << 20} {
		dst := make([]byte, size)
		b.Run(fmt.Sprintf("%dKiB/asm", size>>10), func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for range b.N {
				StreamFill(dst, &line)
			}
			Fence()
		})
		b.Run(fmt.Sprintf("%dKiB/go", size>>10), func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for range b.N {
				fillLines(dst, &line)
			}
		})
		b.Run(fmt.Sprintf("%dKiB/clear", size>>10), func(b *testing.B) {
			b.SetBytes(int64(size))
			for range b.N {
				clear(dst)
			}
		})
	}
}
