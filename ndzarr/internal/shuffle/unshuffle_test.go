package shuffle

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// unshuffleLengths are element counts around the kernels' 32-element
// steps.
var unshuffleLengths = []int{0, 1, 31, 32, 33, 63, 64, 65, 95, 96, 97, 200, 1024, 8192 + 7}

// Unshuffle matches its byte loop for every element size, element count
// around the kernels' steps and trailing byte count, and writes nothing
// outside dst (guards on each side) nor to src.
func TestUnshuffle(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for typesize := 1; typesize <= 17; typesize++ {
			for _, n := range unshuffleLengths {
				for tail := range min(typesize, 3) {
					size := n*typesize + tail
					src := randomBytes(size, uint64(typesize*100000+size))
					orig := slices.Clone(src)
					want := make([]byte, size)
					unshuffleBytes(want, src, typesize)
					got, guardsIntact := guarded(t, size)
					Unshuffle(got, src, typesize)
					require.Equal(t, want, got, "typesize %d, %d elements, tail %d", typesize, n, tail)
					guardsIntact()
					require.Equal(t, orig, src, "source modified")
				}
			}
		}
	})
}

// The byte loop is the documented one: byte j of element i from
// src[j*n+i].
func TestUnshuffleBytesIsTheReference(t *testing.T) {
	src := randomBytes(3*5+2, 1)
	dst := make([]byte, len(src))
	unshuffleBytes(dst, src, 3)
	for i := range 5 {
		for j := range 3 {
			require.Equal(t, src[j*5+i], dst[i*3+j])
		}
	}
	require.Equal(t, src[15:], dst[15:])
}

func TestShufflePanics(t *testing.T) {
	for _, f := range []func(dst, src []byte, typesize int){Shuffle, Unshuffle} {
		require.Panics(t, func() { f(make([]byte, 8), make([]byte, 9), 4) })
		require.Panics(t, func() { f(make([]byte, 8), make([]byte, 8), 0) })
		require.NotPanics(t, func() { f(nil, nil, 4) })
	}
}
