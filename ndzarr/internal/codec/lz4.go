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
	stored, err := lz4Stored(src)
	if err != nil {
		return nil, err
	}
	if stored != int64(size) {
		return nil, wrongSize("lz4 header", int(stored), size)
	}
	return lz4Decode(src, stored)
}

// DecodeAtMost decompresses src into the size it states, at most limit.
func (LZ4) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	stored, err := lz4Stored(src)
	if err != nil {
		return nil, err
	}
	if stored > int64(limit) {
		return nil, tooLarge("lz4 header", int(stored), limit)
	}
	return lz4Decode(src, stored)
}

// MaxDecoded returns the largest expansion of a block of n-4 bytes.
func (LZ4) MaxDecoded(n int) int { return mulSat(max(n-4, 0), lz4Ratio) }

// lz4Stored returns the decoded size src's header states.
func lz4Stored(src []byte) (int64, error) {
	if len(src) < 4 {
		return 0, corrupt("lz4: %d bytes, shorter than the size header", len(src))
	}
	return int64(binary.LittleEndian.Uint32(src)), nil
}

// lz4Decode decodes src's block into a buffer of the stored size, once
// the block is long enough to hold that many.
func lz4Decode(src []byte, stored int64) ([]byte, error) {
	if stored > int64((LZ4{}).MaxDecoded(len(src))) {
		return nil, corrupt("lz4: %d bytes cannot decode to the %d the header states", len(src), stored)
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
	stored, err := lz4Stored(src)
	if err != nil {
		return err
	}
	if stored != int64(len(dst)) {
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
