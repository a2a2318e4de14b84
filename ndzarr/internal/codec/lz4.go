package codec

import (
	"encoding/binary"

	"github.com/pierrec/lz4/v4"
)

// LZ4 is numcodecs' LZ4: a little-endian uint32 of the decoded size, then
// one raw LZ4 block.
type LZ4 struct{ Acceleration int }

// Encode compresses src.
func (z LZ4) Encode(src []byte) ([]byte, error) {
	if uint64(len(src)) > 1<<31-1 {
		return nil, corrupt("lz4: %d bytes exceed the format's limit", len(src))
	}
	out := make([]byte, 4+lz4.CompressBlockBound(len(src)))
	binary.LittleEndian.PutUint32(out, uint32(len(src)))
	c := lz4.CompressorCCompat{Acceleration: z.Acceleration}
	n, err := c.CompressBlock(src, out[4:])
	if err != nil {
		return nil, err
	}
	return out[:4+n], nil
}

// Decode decompresses src into exactly size bytes; the stored size must
// agree.
func (LZ4) Decode(src []byte, size int) ([]byte, error) {
	if len(src) < 4 {
		return nil, corrupt("lz4: %d bytes, shorter than the size header", len(src))
	}
	stored := int64(binary.LittleEndian.Uint32(src))
	if size >= 0 && stored != int64(size) {
		return nil, wrongSize("lz4 header", int(stored), size)
	}
	if size < 0 && stored > maxUnsized {
		return nil, corrupt("lz4: size header %d exceeds the format's limit", stored)
	}
	out := make([]byte, stored)
	if err := lz4Into(src[4:], out); err != nil {
		return nil, err
	}
	return out, nil
}

// DecodeInto decompresses src into dst, which the stored size must match
// and the block must fill.
func (LZ4) DecodeInto(dst, src []byte) error {
	if len(src) < 4 {
		return corrupt("lz4: %d bytes, shorter than the size header", len(src))
	}
	if stored := int64(binary.LittleEndian.Uint32(src)); stored != int64(len(dst)) {
		return wrongSize("lz4 header", int(stored), len(dst))
	}
	return lz4Into(src[4:], dst)
}

// lz4Into decodes a raw LZ4 block into dst, which it must fill exactly.
func lz4Into(src, dst []byte) error {
	n, err := lz4.UncompressBlock(src, dst)
	if err != nil {
		return corrupt("lz4: %v", err)
	}
	if n != len(dst) {
		return wrongSize("lz4", n, len(dst))
	}
	return nil
}
