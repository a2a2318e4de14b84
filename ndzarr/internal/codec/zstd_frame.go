package codec

import "encoding/binary"

// zstdMagic opens every standard zstd frame (RFC 8878, 3.1.1).
const zstdMagic = 0xFD2FB528

// zstdOneFrame reports whether src is exactly one standard zstd frame: the
// magic number, a header with its reserved bit clear, blocks of the three
// defined types up to the last one, and the checksum if the header has
// one. Only the framing is walked, not the blocks' contents. The C decoder
// is given only such input, so that legacy (pre-1.0) frames, skippable
// frames and concatenations, which libzstd would also take, go to the Go
// decoder as before.
func zstdOneFrame(src []byte) bool {
	const maxHeader = 4 + 1 + 1 + 4 + 8
	if len(src) < 4+1 || binary.LittleEndian.Uint32(src) != zstdMagic {
		return false
	}
	fhd := src[4]
	if fhd&0x08 != 0 {
		return false // the reserved bit
	}
	singleSegment := fhd&0x20 != 0
	pos := 5 + [4]int{0, 1, 2, 4}[fhd&3] + [4]int{0, 2, 4, 8}[fhd>>6]
	if !singleSegment {
		pos++ // the window descriptor
	} else if fhd>>6 == 0 {
		pos++ // a one-byte content size
	}
	if pos > maxHeader {
		return false
	}
	for {
		if len(src)-pos < 3 {
			return false
		}
		bh := int(src[pos]) | int(src[pos+1])<<8 | int(src[pos+2])<<16
		pos += 3
		size := bh >> 3
		switch bh >> 1 & 3 {
		case 1: // RLE: one byte repeated size times
			size = 1
		case 3:
			return false // reserved block type
		}
		if len(src)-pos < size {
			return false
		}
		pos += size
		if bh&1 != 0 {
			break
		}
	}
	if fhd&0x04 != 0 {
		pos += 4 // the content checksum
	}
	return pos == len(src)
}
