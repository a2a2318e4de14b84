package codec

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/ndgo/ndarray/ndzarr/internal/shuffle"
)

// fieldChunk is a 256×256 float32 chunk like zarrbench's: a smooth field
// with noise in the low mantissa bits, so it compresses like data.
func fieldChunk() []byte {
	const side = 256
	b := make([]byte, 4*side*side)
	for i := range side {
		for j := range side {
			h := uint64(i)*0x9E3779B97F4A7C15 ^ uint64(j)*0xC2B2AE3D27D4EB4F
			h ^= h >> 29
			v := 280 + 15*math.Sin(float64(i)/40)*math.Cos(float64(j)/50) + float64(h%1024)/4096
			binary.LittleEndian.PutUint32(b[4*(i*side+j):], math.Float32bits(float32(v)))
		}
	}
	return b
}

// BenchmarkDecodeBloscZstdShuffleField decodes zarrbench's zstd store's
// chunk (Blosc zstd level 5, byte shuffle, 64 KiB blocks) into a reused
// destination, as ndzarr's reader does.
func BenchmarkDecodeBloscZstdShuffleField(b *testing.B) {
	src := fieldChunk()
	enc, err := Blosc{CName: "zstd", CLevel: 5, Shuffle: ByteShuffle, TypeSize: 4}.Encode(src)
	if err != nil {
		b.Fatal(err)
	}
	dst := make([]byte, len(src))
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for range b.N {
		if err := bloscDecodeInto(dst, enc); err != nil {
			b.Fatal(err)
		}
	}
}

// fieldFrame is one of that chunk's Blosc blocks as its zstd frame: 64 KiB
// of byte-shuffled float32, compressed at level 5.
func fieldFrame(b *testing.B) (frame []byte, size int) {
	block := fieldChunk()[:64<<10]
	shuffled := make([]byte, len(block))
	shuffle.Shuffle(shuffled, block, 4)
	frame, err := Zstd{Level: 5}.Encode(shuffled)
	if err != nil {
		b.Fatal(err)
	}
	return frame, len(block)
}

// The frame decoders side by side on that frame: zstdInto (libzstd with
// cgo) and the Go decoder it replaces.
func BenchmarkZstdFieldFrame(b *testing.B) {
	frame, size := fieldFrame(b)
	dst := make([]byte, size)
	decoders := map[string]func() error{
		"into": func() error { return zstdInto(frame, dst) },
		"go": func() error {
			_, err := zstdDecode(frame, dst[:0:size], size)
			return err
		},
	}
	for _, name := range []string{"into", "go"} {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(size))
			b.ReportAllocs()
			for range b.N {
				if err := decoders[name](); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
