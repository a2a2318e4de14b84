package codec

import (
	"encoding/binary"
	"fmt"

	"github.com/klauspost/compress/snappy"

	"github.com/ndgo/ndarray/ndzarr/internal/shuffle"
)

// Blosc 1 frame layout (c-blosc 1.x, which numcodecs and zarr-python use).
const (
	bloscHeaderLen = 16
	bloscVersion   = 2    // the format c-blosc 1.x writes
	flagShuffle    = 0x01 // byte shuffle
	flagMemcpyed   = 0x02 // blocks stored uncompressed, no block table
	flagBitShuffle = 0x04
	flagDontSplit  = 0x10 // each block compressed whole, not per byte row
	bloscMaxSplits = 16
	bloscMinSplit  = 128 // c-blosc's MIN_BUFFERSIZE
)

// Inner compressor formats, the top three bits of the flags.
const (
	formatBloscLZ = 0
	formatLZ4     = 1 // lz4 and lz4hc
	formatSnappy  = 2
	formatZlib    = 3
	formatZstd    = 4
)

// bloscHeader is the 16-byte header of a Blosc 1 frame.
type bloscHeader struct {
	version, versionLZ, flags byte
	typesize                  int
	nbytes, blocksize, cbytes int
}

func parseBloscHeader(src []byte) (bloscHeader, error) {
	if len(src) < bloscHeaderLen {
		return bloscHeader{}, corrupt("blosc: %d bytes, shorter than the header", len(src))
	}
	le := binary.LittleEndian
	h := bloscHeader{
		version: src[0], versionLZ: src[1], flags: src[2], typesize: int(src[3]),
		nbytes:    int(int32(le.Uint32(src[4:]))),
		blocksize: int(int32(le.Uint32(src[8:]))),
		cbytes:    int(int32(le.Uint32(src[12:]))),
	}
	switch {
	case h.version == 0 || h.version > bloscVersion:
		return h, corrupt("blosc: format version %d", h.version)
	case h.typesize == 0:
		return h, corrupt("blosc: typesize 0")
	case h.nbytes < 0 || h.blocksize < 0 || h.cbytes < bloscHeaderLen:
		return h, corrupt("blosc: header sizes %d/%d/%d", h.nbytes, h.blocksize, h.cbytes)
	case h.cbytes > len(src):
		return h, corrupt("blosc: header says %d bytes, frame has %d", h.cbytes, len(src))
	case h.nbytes > 0 && h.blocksize == 0:
		return h, corrupt("blosc: block size 0")
	}
	return h, nil
}

// BloscInfo returns the decoded size, element size and frame size a Blosc
// frame's header states.
func BloscInfo(src []byte) (nbytes, typesize, cbytes int, err error) {
	h, err := parseBloscHeader(src)
	return h.nbytes, h.typesize, h.cbytes, err
}

// bloscDecode decodes a Blosc 1 frame that must hold exactly size bytes,
// or (exact false) at most size.
func bloscDecode(src []byte, size int, exact bool) ([]byte, error) {
	h, err := parseBloscHeader(src)
	if err != nil {
		return nil, err
	}
	if exact && h.nbytes != size {
		return nil, wrongSize("blosc header", h.nbytes, size)
	}
	if !exact && h.nbytes > size {
		return nil, tooLarge("blosc header", h.nbytes, size)
	}
	if h.nbytes > (Blosc{}).MaxDecoded(len(src)) {
		return nil, corrupt("blosc: %d bytes cannot decode to the %d the header states", len(src), h.nbytes)
	}
	out := make([]byte, h.nbytes)
	if err := bloscDecodeFrame(h, src, out); err != nil {
		return nil, err
	}
	return out, nil
}

// bloscDecodeInto decodes a Blosc 1 frame into dst, which it must fill.
func bloscDecodeInto(dst, src []byte) error {
	h, err := parseBloscHeader(src)
	if err != nil {
		return err
	}
	if h.nbytes != len(dst) {
		return wrongSize("blosc header", h.nbytes, len(dst))
	}
	return bloscDecodeFrame(h, src, dst)
}

// bloscDecodeFrame decodes the frame whose header is h into out, of the
// header's size.
func bloscDecodeFrame(h bloscHeader, src, out []byte) error {
	src = src[:h.cbytes]
	if h.flags&flagMemcpyed != 0 {
		if h.cbytes-bloscHeaderLen < h.nbytes {
			return corrupt("blosc: memcpyed frame of %d bytes holds %d", h.cbytes, h.nbytes)
		}
		copy(out, src[bloscHeaderLen:])
		return nil
	}
	return decodeBlocks(h, src, out)
}

// decodeBlocks decodes every block through the block-start table.
func decodeBlocks(h bloscHeader, src, out []byte) error {
	if h.nbytes == 0 {
		return nil
	}
	nblocks := (h.nbytes-1)/h.blocksize + 1
	tableEnd := bloscHeaderLen + 4*nblocks
	if nblocks > (len(src)-bloscHeaderLen)/4 {
		return corrupt("blosc: %d blocks do not fit a %d-byte frame", nblocks, len(src))
	}
	bsize := min(h.blocksize, h.nbytes)
	tmp := scratch.Get(bsize)
	defer scratch.Put(tmp)
	for j := range nblocks {
		start := int(int32(binary.LittleEndian.Uint32(src[bloscHeaderLen+4*j:])))
		if start < tableEnd || start >= len(src) {
			return corrupt("blosc: block %d starts at %d, outside %d..%d", j, start, tableEnd, len(src))
		}
		block := out[j*h.blocksize : min((j+1)*h.blocksize, h.nbytes)]
		leftover := len(block) < h.blocksize
		if err := decodeBlock(h, src[start:], block, tmp[:len(block)], leftover); err != nil {
			return fmt.Errorf("%w (block %d)", err, j) // the sentinel's prefix first
		}
	}
	return nil
}

// decodeBlock decodes one block's splits into tmp (or straight into dst
// when no shuffle follows) and unshuffles tmp into dst.
func decodeBlock(h bloscHeader, src, dst, tmp []byte, leftover bool) error {
	ts := h.typesize
	byteShuffle := h.flags&flagShuffle != 0 && ts > 1
	bitShuffle := !byteShuffle && h.flags&flagBitShuffle != 0
	into := dst
	if byteShuffle || bitShuffle {
		into = tmp
	}
	nsplits := 1
	if h.flags&flagDontSplit == 0 && ts <= bloscMaxSplits && len(dst)/ts >= bloscMinSplit && !leftover {
		nsplits = ts
	}
	neblock := len(dst) / nsplits
	if neblock*nsplits != len(dst) {
		// c-blosc's block sizes are multiples of the element size; the
		// splits of another would leave bytes of tmp unwritten.
		return corrupt("blosc: block of %d bytes in %d splits", len(dst), nsplits)
	}
	for s := range nsplits {
		if len(src) < 4 {
			return corrupt("blosc: split %d size truncated", s)
		}
		cb := int(int32(binary.LittleEndian.Uint32(src)))
		src = src[4:]
		if cb < 0 || cb > len(src) {
			return corrupt("blosc: split %d of %d bytes, %d left", s, cb, len(src))
		}
		part := into[s*neblock : (s+1)*neblock]
		if err := decodeSplit(h.flags>>5, src[:cb], part); err != nil {
			return err
		}
		src = src[cb:]
	}
	switch {
	case byteShuffle:
		shuffle.Unshuffle(dst, tmp, ts)
	case bitShuffle:
		shuffle.BitUnshuffle(dst, tmp, ts)
	}
	return nil
}

// decodeSplit decodes one compressed split into dst, which it must fill;
// a split as long as dst is stored raw.
func decodeSplit(format byte, src, dst []byte) error {
	if len(src) == len(dst) {
		copy(dst, src)
		return nil
	}
	switch format {
	case formatBloscLZ:
		return blosclzInto(src, dst)
	case formatLZ4:
		return lz4Into(src, dst)
	case formatSnappy:
		return snappyInto(src, dst)
	case formatZlib:
		return inflateInto(src, dst)
	case formatZstd:
		return zstdInto(src, dst)
	}
	return corrupt("blosc: unknown inner format %d", format)
}

func snappyInto(src, dst []byte) error {
	n, err := snappy.DecodedLen(src)
	if err != nil {
		return corrupt("blosc snappy: %v", err)
	}
	if n != len(dst) {
		return wrongSize("blosc snappy", n, len(dst))
	}
	out, err := snappy.Decode(dst, src)
	if err != nil {
		return corrupt("blosc snappy: %v", err)
	}
	if len(out) != len(dst) {
		return wrongSize("blosc snappy", len(out), len(dst))
	}
	return nil
}
