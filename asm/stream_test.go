package asm

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestStreamCopy(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, n := range lengths {
			for _, dOff := range []int{0, 1, 3, 7, 16, 31, 33} {
				for _, sOff := range []int{0, 1, 5, 32} {
					src := pattern8(n+sOff, 1)
					orig := slices.Clone(src)
					buf := pattern8(n+dOff+2*guardLen, 99)
					want := slices.Clone(buf)
					copy(want[guardLen+dOff:], src[sOff:])
					StreamCopy(buf[guardLen+dOff:guardLen+dOff+n], src[sOff:])
					requireSame(t, want, buf, "n=%d dst offset %d src offset %d: result or guards wrong", n, dOff, sOff)
					requireSame(t, orig, src, "source modified")
				}
			}
		}
	})
	// One long copy, past every unrolled loop.
	src, dst := pattern8(1<<20+13, 3), pattern8(1<<20+13+2*guardLen, 4)
	want := slices.Clone(dst)
	copy(want[guardLen:], src)
	StreamCopy(dst[guardLen:guardLen+len(src)], src)
	require.Equal(t, want, dst)
	require.Panics(t, func() { StreamCopy(make([]byte, 3), make([]byte, 4)) })
}

func BenchmarkStreamCopy(b *testing.B) {
	for _, size := range []int{256 << 10, 64 << 20} {
		src, dst := pattern8(size, 1), pattern8(size, 2)
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
