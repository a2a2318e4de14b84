package shuffle

import (
	"bytes"
	"testing"
)

// FuzzShuffle checks Shuffle and Unshuffle (their word loops and SIMD
// kernels) against the byte loops on any data and element size up to 32
// bytes, and that Unshuffle inverts Shuffle.
func FuzzShuffle(f *testing.F) {
	f.Add(uint8(4), randomBytes(32*4*3+3, 1))
	f.Add(uint8(8), randomBytes(32*8+8*7, 2))
	f.Add(uint8(6), randomBytes(100, 3))
	f.Fuzz(func(t *testing.T, size uint8, src []byte) {
		ts := int(size)%32 + 1
		want, got := make([]byte, len(src)), make([]byte, len(src))
		shuffleBytes(want, src, ts)
		Shuffle(got, src, ts)
		if !bytes.Equal(want, got) {
			t.Fatalf("Shuffle of %d bytes by %d: %x, want %x", len(src), ts, got, want)
		}
		back, wantBack := make([]byte, len(src)), make([]byte, len(src))
		unshuffleBytes(wantBack, want, ts)
		Unshuffle(back, want, ts)
		if !bytes.Equal(wantBack, back) || !bytes.Equal(src, back) {
			t.Fatalf("Unshuffle of %d bytes by %d: %x, want %x", len(src), ts, back, src)
		}
	})
}
