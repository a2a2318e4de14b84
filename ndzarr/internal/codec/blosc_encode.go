package codec

import (
	"encoding/binary"
	"fmt"

	"github.com/pierrec/lz4/v4"

	"github.com/ndgo/ndarray/ndzarr/internal/shuffle"
)

// Shuffle modes of Blosc, numbered as numcodecs numbers them.
const (
	NoShuffle   = 0
	ByteShuffle = 1
	BitShuffle  = 2
)

// Blosc is numcodecs' Blosc and Zarr v3's blosc codec. Decode reads every
// Blosc 1 frame (blosclz, lz4, lz4hc, snappy, zlib, zstd; byte and bit
// shuffle; memcpyed and split blocks); Encode writes lz4, lz4hc, zlib and
// zstd frames.
type Blosc struct {
	CName     string // lz4, lz4hc, zlib or zstd for Encode
	CLevel    int    // 0..9
	Shuffle   int    // NoShuffle, ByteShuffle or BitShuffle
	TypeSize  int    // element bytes the shuffle groups by (1..255)
	BlockSize int    // 0: c-blosc's automatic choice
}

// Decode decodes a Blosc 1 frame of exactly size bytes.
func (Blosc) Decode(src []byte, size int) ([]byte, error) { return bloscDecode(src, size, true) }

// DecodeAtMost decodes a Blosc 1 frame of at most limit bytes.
func (Blosc) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	return bloscDecode(src, limit, false)
}

// MaxDecoded returns the largest expansion of a frame of n bytes: that of
// its inner codecs, zstd's the largest.
func (Blosc) MaxDecoded(n int) int { return mulSat(n, zstdRatio) }

// DecodeInto decodes a Blosc 1 frame of exactly len(dst) bytes into dst.
func (Blosc) DecodeInto(dst, src []byte) error { return bloscDecodeInto(dst, src) }

// Encode writes one Blosc 1 frame; blocks are compressed whole (the
// dont-split flag), as c-blosc does for lz4.
func (b Blosc) Encode(src []byte) ([]byte, error) {
	format, compress, err := b.inner()
	if err != nil {
		return nil, err
	}
	if len(src) > 1<<31-1-bloscHeaderLen {
		return nil, fmt.Errorf("blosc: %d bytes exceed the format's limit", len(src))
	}
	ts := b.TypeSize
	if ts < 1 || ts > 255 {
		ts = 1
	}
	flags := byte(format<<5) | flagDontSplit
	switch b.Shuffle {
	case ByteShuffle:
		flags |= flagShuffle
	case BitShuffle:
		flags |= flagBitShuffle
	}
	bsize := b.blockSize(len(src), ts)
	out := b.encodeBlocks(src, ts, bsize, flags, compress)
	if out == nil {
		out = make([]byte, bloscHeaderLen, bloscHeaderLen+len(src))
		out = append(out, src...)
		flags |= flagMemcpyed
	}
	out[0], out[1], out[2], out[3] = bloscVersion, 1, flags, byte(ts)
	le := binary.LittleEndian
	le.PutUint32(out[4:], uint32(len(src)))
	le.PutUint32(out[8:], uint32(bsize))
	le.PutUint32(out[12:], uint32(len(out)))
	return out, nil
}

// encodeBlocks returns header room, the block table and the compressed
// blocks, or nil when the frame would not be smaller than a memcpyed one.
func (b Blosc) encodeBlocks(src []byte, ts, bsize int, flags byte, compress innerFunc) []byte {
	if len(src) < bloscMinSplit {
		return nil
	}
	nblocks := (len(src)-1)/bsize + 1
	limit := bloscHeaderLen + len(src)
	out := make([]byte, bloscHeaderLen+4*nblocks, limit)
	tmp := make([]byte, bsize)
	for j := range nblocks {
		block := src[j*bsize : min((j+1)*bsize, len(src))]
		binary.LittleEndian.PutUint32(out[bloscHeaderLen+4*j:], uint32(len(out)))
		data := block
		switch {
		case flags&flagShuffle != 0 && ts > 1:
			data = tmp[:len(block)]
			shuffle.Shuffle(data, block, ts)
		case flags&flagBitShuffle != 0:
			data = tmp[:len(block)]
			shuffle.BitShuffle(data, block, ts)
		}
		c, err := compress(data, b.CLevel)
		if err != nil || len(c) == 0 || len(c) >= len(data) {
			c = data
		}
		if len(out)+4+len(c) >= limit {
			return nil
		}
		out = binary.LittleEndian.AppendUint32(out, uint32(len(c)))
		out = append(out, c...)
	}
	return out
}

// blockSize is c-blosc 1's automatic block size for the level and codec.
func (b Blosc) blockSize(nbytes, ts int) int {
	const l1 = 32 << 10
	bs := nbytes
	switch {
	case b.BlockSize > 0:
		bs = max(b.BlockSize, bloscMinSplit)
	case nbytes >= l1:
		bs = l1
		if b.CName != "lz4" {
			bs *= 2 // c-blosc's high-compression-ratio codecs
		}
		switch l := b.CLevel; {
		case l == 0:
			bs /= 4
		case l <= 3:
			bs /= 2
		case l <= 5:
		case l <= 6:
			bs *= 2
		case l < 9:
			bs *= 4
		default:
			bs *= 16
		}
	}
	bs = min(bs, nbytes)
	if bs > ts {
		bs = bs / ts * ts
	}
	return max(bs, 1)
}

type innerFunc func(src []byte, level int) ([]byte, error)

func (b Blosc) inner() (int, innerFunc, error) {
	switch b.CName {
	case "lz4", "":
		return formatLZ4, lz4Block, nil
	case "lz4hc":
		return formatLZ4, lz4HCBlock, nil
	case "zlib":
		return formatZlib, func(s []byte, l int) ([]byte, error) { return Zlib{l}.Encode(s) }, nil
	case "zstd":
		return formatZstd, func(s []byte, l int) ([]byte, error) { return Zstd{l}.Encode(s) }, nil
	}
	return 0, nil, fmt.Errorf("blosc: encoding with %q is not supported (lz4, lz4hc, zlib, zstd)", b.CName)
}

func lz4Block(src []byte, _ int) ([]byte, error) {
	dst := make([]byte, lz4.CompressBlockBound(len(src)))
	var c lz4.CompressorCCompat
	n, err := c.CompressBlock(src, dst)
	return dst[:n], err
}

func lz4HCBlock(src []byte, level int) ([]byte, error) {
	dst := make([]byte, lz4.CompressBlockBound(len(src)))
	c := lz4.CompressorHC{Level: lz4.CompressionLevel(1 << (8 + min(max(level, 1), 9)))}
	n, err := c.CompressBlock(src, dst)
	return dst[:n], err
}
