package codec

import (
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func sample(n int, seed uint64) []byte {
	r := rand.New(rand.NewPCG(seed, 15))
	b := make([]byte, n)
	for i := range b {
		if i%7 < 4 {
			b[i] = byte(i / 97)
		} else {
			b[i] = byte(r.IntN(4))
		}
	}
	return b
}

func allCodecs() map[string]Codec {
	m := map[string]Codec{
		"none": None{}, "zlib": Zlib{5}, "gzip": Gzip{1}, "zstd": Zstd{3},
		"lz4": LZ4{1}, "crc32c": CRC32C{},
	}
	for _, cname := range []string{"lz4", "lz4hc", "zlib", "zstd"} {
		for s := range 3 {
			for _, ts := range []int{1, 2, 4, 8, 16, 3} {
				name := cname + "/" + string(rune('0'+s)) + "/" + string(rune('a'+ts))
				m["blosc-"+name] = Blosc{CName: cname, CLevel: 5, Shuffle: s, TypeSize: ts}
			}
		}
	}
	m["blosc-small-blocks"] = Blosc{CName: "lz4", Shuffle: BitShuffle, TypeSize: 4, BlockSize: 1000}
	return m
}

func TestRoundTripEverySize(t *testing.T) {
	for name, c := range allCodecs() {
		for _, n := range []int{0, 1, 7, 127, 128, 1000, 4097, 70001} {
			src := sample(n, uint64(n))
			enc, err := c.Encode(src)
			require.NoError(t, err, name)
			got, err := c.Decode(enc, n)
			require.NoError(t, err, "%s n=%d", name, n)
			require.Equal(t, src, got, "%s n=%d", name, n)
		}
	}
}

func TestDecodeWrongSizeIsErrSize(t *testing.T) {
	for name, c := range allCodecs() {
		src := sample(5000, 1)
		enc, err := c.Encode(src)
		require.NoError(t, err)
		for _, n := range []int{4999, 5001, 0} {
			_, err := c.Decode(enc, n)
			require.Error(t, err, "%s n=%d", name, n)
			assert.True(t, errors.Is(err, ErrSize) || errors.Is(err, ErrCorrupt),
				"%s: %v", name, err)
		}
	}
}

func TestCorruptInputIsAnError(t *testing.T) {
	for name, c := range allCodecs() {
		if name == "none" {
			continue
		}
		src := sample(5000, 2)
		enc, err := c.Encode(src)
		require.NoError(t, err)
		for cut := 0; cut < len(enc); cut += 1 + len(enc)/50 {
			_, err := c.Decode(enc[:cut], len(src))
			assert.Error(t, err, "%s cut at %d", name, cut)
		}
	}
}

func TestCRC32CMismatch(t *testing.T) {
	enc, err := CRC32C{}.Encode([]byte("chunk"))
	require.NoError(t, err)
	// Castagnoli check value of "123456789" is e3069283.
	ref, _ := CRC32C{}.Encode([]byte("123456789"))
	assert.Equal(t, uint32(0xe3069283), binary.LittleEndian.Uint32(ref[9:]))
	enc[0] ^= 1
	_, err = CRC32C{}.Decode(enc, 5)
	assert.ErrorIs(t, err, ErrChecksum)
}

func TestBloscHeaderChecks(t *testing.T) {
	src := sample(4096, 3)
	enc, err := Blosc{CName: "lz4", Shuffle: ByteShuffle, TypeSize: 4}.Encode(src)
	require.NoError(t, err)
	nbytes, ts, cbytes, err := BloscInfo(enc)
	require.NoError(t, err)
	assert.Equal(t, []int{4096, 4, len(enc)}, []int{nbytes, ts, cbytes})
	for _, tc := range []struct {
		name string
		at   int
		v    byte
	}{{"version 0", 0, 0}, {"version 3", 0, 3}, {"typesize 0", 3, 0},
		{"negative nbytes", 7, 0x80}, {"blocksize 0", 8, 0}, {"cbytes past end", 13, 0x7f},
		{"first block start", 16, 0xff}} {
		bad := append([]byte(nil), enc...)
		bad[tc.at] = tc.v
		if tc.name == "blocksize 0" {
			copy(bad[8:12], []byte{0, 0, 0, 0})
		}
		_, err := Blosc{}.DecodeAtMost(bad, 1<<20)
		assert.ErrorIs(t, err, ErrCorrupt, tc.name)
	}
}

func TestBlosclzMatches(t *testing.T) {
	// literal "ab", then a run match of 5 at distance 2, then literal "c".
	src := []byte{1, 'a', 'b', (5 - 2) << 5, 1, 0, 'c'}
	dst := make([]byte, 8)
	require.NoError(t, blosclzInto(src, dst))
	assert.Equal(t, "abababac", string(dst))
	assert.ErrorIs(t, blosclzInto(src, make([]byte, 7)), ErrCorrupt)
	assert.ErrorIs(t, blosclzInto(src, make([]byte, 9)), ErrSize)
	// distance 3 before any output is out of range.
	assert.ErrorIs(t, blosclzInto([]byte{0, 'a', 1 << 5, 2}, make([]byte, 5)), ErrCorrupt)
}
