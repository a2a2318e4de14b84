package shuffle

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Each shuffle's inverse restores the source, for element counts that are
// and are not multiples of 8 (the bit shuffle copies the latter).
func TestShuffleInverses(t *testing.T) {
	for _, ts := range []int{1, 2, 3, 4, 8, 16} {
		for _, n := range []int{0, 5, 64, 8 * 16 * 3, 1001} {
			src := randomBytes(n, uint64(ts*n))
			tmp, back := make([]byte, n), make([]byte, n)
			Shuffle(tmp, src, ts)
			Unshuffle(back, tmp, ts)
			require.Equal(t, src, back)
			BitShuffle(tmp, src, ts)
			BitUnshuffle(back, tmp, ts)
			require.Equal(t, src, back)
		}
	}
}

func TestBitShuffleLayout(t *testing.T) {
	// Eight uint16 elements: element 0 is 1 (bit 0 of byte 0), element 9
	// of sixteen has bit 3 of byte 1 set.
	src := make([]byte, 32)
	src[0] = 1
	src[9*2+1] = 1 << 3
	dst := make([]byte, 32)
	BitShuffle(dst, src, 2)
	want := make([]byte, 32)
	want[0] = 1              // row 0 (byte 0 bit 0), element 0
	want[(8+3)*2+1] = 1 << 1 // row 11 (byte 1 bit 3), element 9 = byte 1 bit 1
	assert.Equal(t, want, dst)
}
