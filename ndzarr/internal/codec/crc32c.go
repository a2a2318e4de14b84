package codec

import (
	"encoding/binary"
	"fmt"
	"hash/crc32"
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// CRC32C is Zarr v3's crc32c codec: the data followed by the little-endian
// CRC-32C (Castagnoli) of the data.
type CRC32C struct{}

// Encode appends the checksum.
func (CRC32C) Encode(src []byte) ([]byte, error) {
	out := append(make([]byte, 0, len(src)+4), src...)
	return binary.LittleEndian.AppendUint32(out, crc32.Checksum(src, castagnoli)), nil
}

// Decode checks and strips the checksum; size counts the data without it.
func (CRC32C) Decode(src []byte, size int) ([]byte, error) {
	data, err := checked(src)
	if err != nil {
		return nil, err
	}
	return checkSize("crc32c", data, size)
}

// DecodeAtMost is Decode for data of at most limit bytes.
func (CRC32C) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	data, err := checked(src)
	if err != nil {
		return nil, err
	}
	return checkAtMost("crc32c", data, limit)
}

// MaxDecoded returns n less the checksum.
func (CRC32C) MaxDecoded(n int) int { return max(n-4, 0) }

// checked returns the data of src once its checksum matches.
func checked(src []byte) ([]byte, error) {
	if len(src) < 4 {
		return nil, corrupt("crc32c: %d bytes, shorter than the checksum", len(src))
	}
	data, sum := src[:len(src)-4], binary.LittleEndian.Uint32(src[len(src)-4:])
	if got := crc32.Checksum(data, castagnoli); got != sum {
		return nil, fmt.Errorf("%w: crc32c stored %08x, data has %08x", ErrChecksum, sum, got)
	}
	return data, nil
}
