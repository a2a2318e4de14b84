package asm

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// unshuffleTwin is Unshuffle's reference loop: the twin from element 0
// and the trailing bytes copied.
func unshuffleTwin(dst, src []byte, typesize int) {
	n := len(src) / typesize
	unshuffleGo(dst, src, typesize, n, 0)
	copy(dst[n*typesize:], src[n*typesize:])
}

// unshuffleLengths are element counts around the kernels' 32-element
// steps.
var unshuffleLengths = []int{0, 1, 31, 32, 33, 63, 64, 65, 95, 96, 97, 200, 1024, 8192 + 7}

// Unshuffle matches its twin for every element size, element count and
// trailing byte count, and writes nothing outside dst (guards on each
// side) nor to src.
func TestUnshuffle(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for typesize := 1; typesize <= 17; typesize++ {
			for _, n := range unshuffleLengths {
				for tail := range min(typesize, 3) {
					size := n*typesize + tail
					src := pattern8(size, byte(typesize))
					orig := slices.Clone(src)
					buf := pattern8(size+2*guardLen, 0x5A)
					want := slices.Clone(buf)
					unshuffleTwin(want[guardLen:guardLen+size], src, typesize)
					Unshuffle(buf[guardLen:guardLen+size], src, typesize)
					requireSame(t, want, buf, "typesize %d, %d elements, tail %d", typesize, n, tail)
					requireSame(t, orig, src, "source modified")
				}
			}
		}
	})
}

// The twin is the documented loop: byte j of element i from src[j*n+i].
func TestUnshuffleTwinIsTheReference(t *testing.T) {
	src := pattern8(3*5+2, 1)
	dst := make([]byte, len(src))
	unshuffleTwin(dst, src, 3)
	for i := range 5 {
		for j := range 3 {
			require.Equal(t, src[j*5+i], dst[i*3+j])
		}
	}
	require.Equal(t, src[15:], dst[15:])
}

func TestUnshufflePanics(t *testing.T) {
	require.Panics(t, func() { Unshuffle(make([]byte, 8), make([]byte, 9), 4) })
	require.Panics(t, func() { Unshuffle(make([]byte, 8), make([]byte, 8), 0) })
	require.NotPanics(t, func() { Unshuffle(nil, nil, 4) })
}

// A Blosc block of 64 KiB (a 256×256 float32 chunk's quarter), kernel
// beside the twin.
func BenchmarkUnshuffle(b *testing.B) {
	for _, typesize := range []int{4, 8} {
		src := pattern8(64<<10, 3)
		dst := make([]byte, len(src))
		b.Run(fmt.Sprintf("%dB/asm", typesize), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for range b.N {
				Unshuffle(dst, src, typesize)
			}
		})
		b.Run(fmt.Sprintf("%dB/naive", typesize), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			b.ReportAllocs()
			for range b.N {
				unshuffleTwin(dst, src, typesize)
			}
		})
	}
}
