package move

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

func TestCopyBlock(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for n := 1; n <= MaxBlockRow+3; n++ {
			for _, rows := range []int{1, 2, 3, 17} {
				for _, gap := range []int{0, 1, 5, 64} {
					for _, sign := range []int{1, -1} {
						dPitch, sPitch := sign*(n+gap), -sign*(n+2*gap+3)
						src := kerneltest.Pattern8(rows*(n+2*gap+3)+7, byte(n))
						s := 2
						if sPitch < 0 {
							s = len(src) - n - 2
						}
						span := (rows-1)*(n+gap) + n
						dOff := n % 7
						buf := kerneltest.Pattern8(span+dOff+2*kerneltest.GuardLen, 0x5A)
						d := kerneltest.GuardLen + dOff
						if dPitch < 0 {
							d += (rows - 1) * (n + gap)
						}
						want := slices.Clone(buf)
						copyBlockGo(want, d, dPitch, src, s, sPitch, n, rows)
						orig := slices.Clone(src)
						CopyBlock(buf, d, dPitch, src, s, sPitch, n, rows)
						kerneltest.RequireSame(t, want, buf, "n=%d rows %d pitches %d %d", n, rows, dPitch, sPitch)
						kerneltest.RequireSame(t, orig, src, "source modified")
					}
				}
			}
		}
	})
	require.Panics(t, func() { CopyBlock(make([]byte, 10), 0, 5, make([]byte, 100), 0, 5, 6, 2) })
	require.Panics(t, func() { CopyBlock(make([]byte, 100), 0, 5, make([]byte, 100), 0, -5, 4, 2) })
	require.NotPanics(t, func() { CopyBlock(nil, 0, 0, nil, 0, 0, 4, 0) })
}

// 65536 rows of 16 bytes (b[:, :, 1:5] of a 256³ float32 array), beside a
// copy() per row.
func BenchmarkCopyBlock(b *testing.B) {
	for _, n := range []int{8, 16, 64, 100} {
		const rows, pitch = 64 << 10, 1024
		src, dst := kerneltest.Pattern8(rows*pitch, 1), kerneltest.Pattern8(rows*n, 2)
		b.Run(fmt.Sprintf("%dB/asm", n), func(b *testing.B) {
			b.SetBytes(int64(2 * rows * n))
			b.ReportAllocs()
			for range b.N {
				CopyBlock(dst, 0, n, src, 0, pitch, n, rows)
			}
		})
		b.Run(fmt.Sprintf("%dB/naive", n), func(b *testing.B) {
			b.SetBytes(int64(2 * rows * n))
			b.ReportAllocs()
			for range b.N {
				copyBlockGo(dst, 0, n, src, 0, pitch, n, rows)
			}
		})
	}
}
