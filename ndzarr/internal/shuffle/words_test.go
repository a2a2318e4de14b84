package shuffle

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// randomBytes is n bytes with every value: sample's are too regular to
// catch a byte moved to the wrong place.
func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 16))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

// shuffleLengths are byte lengths around multiples of 8 elements for
// every element size, odd ones included (a tail of bytes that is no whole
// element).
func shuffleLengths(typesize int) []int {
	out := []int{0, 1, 7}
	for _, elems := range []int{1, 7, 8, 9, 15, 16, 17, 64, 1000, 1003} {
		for _, extra := range []int{0, 1, typesize - 1} {
			out = append(out, elems*typesize+extra)
		}
	}
	return out
}

// guarded returns a slice of n bytes whose backing array has 64 guard
// bytes on either side, and a check that they are unchanged.
func guarded(t *testing.T, n int) ([]byte, func()) {
	buf := make([]byte, n+128)
	for i := range buf {
		buf[i] = 0xA5
	}
	return buf[64 : 64+n : 64+n], func() {
		for i := range 64 {
			require.Equal(t, byte(0xA5), buf[i], "guard before, byte %d", i)
			require.Equal(t, byte(0xA5), buf[64+n+i], "guard after, byte %d", i)
		}
	}
}

func TestShuffleMatchesByteLoop(t *testing.T) {
	for ts := 1; ts <= 16; ts++ {
		for _, m := range shuffleLengths(ts) {
			t.Run(fmt.Sprintf("ts%d/len%d", ts, m), func(t *testing.T) {
				src := randomBytes(m, uint64(ts*100000+m))
				want := make([]byte, m)
				shuffleBytes(want, src, ts)
				got, guardsIntact := guarded(t, m)
				Shuffle(got, src, ts)
				require.Equal(t, want, got)
				guardsIntact()

				wantBack := make([]byte, m)
				unshuffleBytes(wantBack, want, ts)
				require.Equal(t, src, wantBack)
				back, guardsIntact := guarded(t, m)
				Unshuffle(back, want, ts)
				require.Equal(t, src, back)
				guardsIntact()
				// The word loop too, which Unshuffle skips where it
				// has a kernel.
				words, guardsIntact := guarded(t, m)
				byWords(words, want, ts, unshuffleKernels)
				require.Equal(t, src, words)
				guardsIntact()
			})
		}
	}
}

func TestShuffleLayout(t *testing.T) {
	// Sixteen uint32 elements 0x03020100 + 0x04040404*i: row j holds byte
	// j of every element, so row j, column i is 4i+j.
	src := make([]byte, 64)
	for i := range src {
		src[i] = byte(i)
	}
	dst := make([]byte, 64)
	Shuffle(dst, src, 4)
	for j := range 4 {
		for i := range 16 {
			require.Equal(t, byte(4*i+j), dst[16*j+i], "row %d column %d", j, i)
		}
	}
}

// The word kernels beside the byte loops, on a 256 KiB block.
func benchShuffle(b *testing.B, f func(dst, src []byte, typesize int), typesize int) {
	src := randomBytes(1<<18, 1)
	dst := make([]byte, len(src))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for range b.N {
		f(dst, src, typesize)
	}
}

func BenchmarkShuffle(b *testing.B) {
	for _, ts := range []int{2, 4, 8, 16} {
		b.Run(fmt.Sprintf("words/ts%d", ts), func(b *testing.B) { benchShuffle(b, Shuffle, ts) })
		b.Run(fmt.Sprintf("bytes/ts%d", ts), func(b *testing.B) { benchShuffle(b, shuffleBytes, ts) })
	}
}

func BenchmarkUnshuffle(b *testing.B) {
	for _, ts := range []int{2, 4, 8, 16} {
		b.Run(fmt.Sprintf("dispatch/ts%d", ts), func(b *testing.B) { benchShuffle(b, Unshuffle, ts) })
		b.Run(fmt.Sprintf("words/ts%d", ts), func(b *testing.B) {
			benchShuffle(b, func(dst, src []byte, ts int) {
				byWords(dst, src, ts, unshuffleKernels)
			}, ts)
		})
		b.Run(fmt.Sprintf("bytes/ts%d", ts), func(b *testing.B) { benchShuffle(b, unshuffleBytes, ts) })
	}
}
