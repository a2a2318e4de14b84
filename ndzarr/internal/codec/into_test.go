package codec

import (
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomBytes is n bytes with every value: a reused buffer's stale
// contents, or data that compresses poorly.
func randomBytes(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 16))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.Uint32())
	}
	return b
}

func TestDecodeIntoFillsDst(t *testing.T) {
	codecs := map[string]Codec{
		"blosc-lz4":  Blosc{CName: "lz4", CLevel: 5, Shuffle: ByteShuffle, TypeSize: 4},
		"blosc-zstd": Blosc{CName: "zstd", CLevel: 5, Shuffle: ByteShuffle, TypeSize: 8},
		"blosc-bit":  Blosc{CName: "lz4", CLevel: 5, Shuffle: BitShuffle, TypeSize: 4},
		"lz4":        LZ4{},
		"zstd":       Zstd{Level: 3},
	}
	for name, c := range codecs {
		into, ok := c.(Into)
		require.True(t, ok, name)
		for _, n := range []int{0, 100, 70000, 300001} {
			src := sample(n, uint64(n))
			enc, err := c.Encode(src)
			require.NoError(t, err)
			dst := randomBytes(n, 9) // stale contents, as a reused buffer has
			require.NoError(t, into.DecodeInto(dst, enc), "%s n=%d", name, n)
			assert.Equal(t, src, dst, "%s n=%d", name, n)
			for _, wrong := range []int{n + 1, max(n-1, 0) + 2*boolInt(n == 0)} {
				err := into.DecodeInto(make([]byte, wrong), enc)
				assert.True(t, errors.Is(err, ErrSize) || errors.Is(err, ErrCorrupt),
					"%s n=%d into %d: %v", name, n, wrong, err)
			}
		}
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestBloscScratchReuse(t *testing.T) {
	// Frames with different blocks decoded in turn on one goroutine share
	// scratch buffers: each result must be its own data.
	var frames [][]byte
	var srcs [][]byte
	for i, ts := range []int{4, 8, 2, 4} {
		src := randomBytes(150000+i*7, uint64(i))
		enc, err := Blosc{CName: "lz4", CLevel: 5, Shuffle: ByteShuffle, TypeSize: ts}.Encode(src)
		require.NoError(t, err)
		frames, srcs = append(frames, enc), append(srcs, src)
	}
	for round := range 3 {
		for i, f := range frames {
			out, err := Blosc{}.Decode(f, len(srcs[i]))
			require.NoError(t, err)
			require.Equal(t, srcs[i], out, "round %d frame %d", round, i)
		}
	}
}

func TestBloscSplitBlockOfOddSize(t *testing.T) {
	// A split block (no dont-split flag, 4-byte elements: 4 splits) of
	// 1026 bytes would leave 2 bytes of the block buffer unwritten.
	const nbytes, splits, part = 1026, 4, 1026 / 4
	frame := make([]byte, bloscHeaderLen+4)
	frame[0], frame[1], frame[2], frame[3] = bloscVersion, 1, flagShuffle|formatLZ4<<5, 4
	le := binary.LittleEndian
	le.PutUint32(frame[4:], nbytes)
	le.PutUint32(frame[8:], nbytes)
	le.PutUint32(frame[bloscHeaderLen:], bloscHeaderLen+4)
	for range splits {
		frame = le.AppendUint32(frame, part)
		frame = append(frame, make([]byte, part)...)
	}
	le.PutUint32(frame[12:], uint32(len(frame)))
	_, err := Blosc{}.Decode(frame, nbytes)
	assert.ErrorIs(t, err, ErrCorrupt)
}
