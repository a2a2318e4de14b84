//go:build !purego

package move

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// The kernel tables hold exactly the kernels HasShuffle lists, the
// AVX-512VL one also strides 3 and 4 of 1- and 2-byte elements, which
// HasStridedGather lists where the CPU has them.
func TestShuffleTables(t *testing.T) {
	checkShuffleTables[uint8](t)
	checkShuffleTables[uint16](t)
	checkShuffleTables[float32](t)
	checkShuffleTables[int64](t)
	checkShuffleTables[complex128](t)
}

func checkShuffleTables[T Plain](t *testing.T) {
	width := int(unsafe.Sizeof(*new(T)))
	for stride := -9; stride <= 9; stride++ {
		has := HasShuffle[T](stride)
		require.Equal(t, has, kernel(streamShuffles[:], width, stride) != nil, "streaming, width %d stride %d", width, stride)
		require.Equal(t, has, kernel(cachedShuffles[:], width, stride) != nil, "cached, width %d stride %d", width, stride)
		channels := width <= 2 && (stride == 3 || stride == 4)
		require.Equal(t, has || channels, kernel(permuteShuffles[:], width, stride) != nil,
			"AVX-512VL, width %d stride %d", width, stride)
		require.Equal(t, has || channels && useAVX512 && useAVX2, HasStridedGather[T](stride),
			"HasStridedGather, width %d stride %d", width, stride)
	}
}
