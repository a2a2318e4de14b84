package asm

import "testing"

// The unshuffle kernels load 32 bytes of every row and store whole
// vectors: none may touch memory outside src or dst, which start or end
// at an inaccessible page, and the result matches the twin.
func TestUnshuffleStaysInsideItsSlices(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, atEnd := range []bool{true, false} {
			for _, typesize := range []int{4, 8} {
				for _, n := range unshuffleLengths {
					for _, tail := range []int{0, 3} {
						size := n*typesize + tail
						src := guarded[byte](t, size, atEnd)
						copy(src, pattern8(size, 9))
						dst, want := guarded[byte](t, size, atEnd), make([]byte, size)
						Unshuffle(dst, src, typesize)
						unshuffleTwin(want, src, typesize)
						requireSame(t, want, dst, "typesize %d n=%d tail %d", typesize, n, tail)
					}
				}
			}
		}
	})
}
