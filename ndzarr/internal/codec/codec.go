// Package codec holds the byte codecs of Zarr chunks: none, zlib, gzip,
// zstd, lz4 (numcodecs framing), Blosc 1 (a pure-Go decoder and an
// encoder) and the crc32c checksum of Zarr v3.
//
// Every decoder is told the size the chunk must decode to, or a bound on
// it, and allocates no more than that (plus small fixed buffers): a
// corrupt or hostile input is an error wrapping ErrCorrupt or ErrSize,
// never a panic and never a buffer sized by the input alone.
package codec

import (
	"errors"
	"fmt"
	"math"
)

// ErrCorrupt is wrapped by every error about undecodable input.
var ErrCorrupt = errors.New("ndzarr: corrupt chunk")

// ErrSize is wrapped when the input decodes to a size other than the one
// the chunk needs.
var ErrSize = errors.New("ndzarr: chunk decodes to the wrong size")

// ErrChecksum is wrapped when a stored checksum does not match the data.
var ErrChecksum = errors.New("ndzarr: checksum mismatch")

// Codec turns chunk bytes into stored bytes and back.
type Codec interface {
	// Encode returns the stored form of src; it does not modify src.
	Encode(src []byte) ([]byte, error)
	// Decode returns the decoded form of src, which must be exactly size
	// bytes long.
	Decode(src []byte, size int) ([]byte, error)
	// DecodeAtMost returns the decoded form of src, of any length up to
	// limit: for a codec in the middle of a chain, whose output is the
	// next codec's encoded form, of no size the caller knows but at most
	// MaxEncoded of what that one decodes to.
	DecodeAtMost(src []byte, limit int) ([]byte, error)
	// MaxDecoded returns the most bytes that n bytes of this codec's
	// format can decode to (the format's largest expansion), so that a
	// chunk claiming more is refused before its buffer is allocated.
	MaxDecoded(n int) int
}

// MaxEncoded returns the most bytes that any codec here stores n bytes
// in: the largest expansion of incompressible data by these formats'
// encoders is under a sixth plus a few dozen bytes (snappy inside Blosc:
// n + n/6 + 32; deflate's stored blocks, zstd's raw blocks, lz4 and
// Blosc's own copy add far less), so n/4 plus 64 KiB leaves room to
// spare. A stored object longer than this for its chunk is refused
// before it is read: no encoder writes one, and a hostile one (a sparse
// file of a terabyte, say) would otherwise be read whole.
func MaxEncoded(n int) int { return addSat(addSat(n, n/4), 64<<10) }

// Expansion ratios of the formats, for MaxDecoded: deflate codes a
// 258-byte match in as little as 2 bits; a zstd block of 4 bytes (an RLE
// block) gives at most 128 KiB; an lz4 block adds 255 bytes of match for
// each length byte; Blosc's inner codecs are these, snappy and blosclz,
// none beyond zstd.
const (
	deflateRatio = 1032
	zstdRatio    = 32 << 10
	lz4Ratio     = 256
)

// addSat and mulSat are + and * on non-negative ints, saturating at
// math.MaxInt rather than wrapping.
func addSat(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}

func mulSat(a, b int) int {
	if b != 0 && a > math.MaxInt/b {
		return math.MaxInt
	}
	return a * b
}

// Into is a Codec that also decodes into a buffer the caller provides
// (one it reuses, say): DecodeInto fills dst exactly or returns an error
// as Decode does for size len(dst). dst's contents are unspecified after
// an error.
type Into interface {
	DecodeInto(dst, src []byte) error
}

func corrupt(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{ErrCorrupt}, args...)...)
}

func wrongSize(codec string, got, want int) error {
	return fmt.Errorf("%w: %s decoded %d bytes, the chunk needs %d", ErrSize, codec, got, want)
}

// tooLarge is the error of an output past DecodeAtMost's limit.
func tooLarge(codec string, got, limit int) error {
	return fmt.Errorf("%w: %s decodes to %d bytes or more, the chain allows at most %d",
		ErrSize, codec, got, limit)
}

// checkSize returns out if its length is size, else an ErrSize error.
func checkSize(codec string, out []byte, size int) ([]byte, error) {
	if len(out) != size {
		return nil, wrongSize(codec, len(out), size)
	}
	return out, nil
}

// checkAtMost returns out if its length is at most limit.
func checkAtMost(codec string, out []byte, limit int) ([]byte, error) {
	if len(out) > limit {
		return nil, tooLarge(codec, len(out), limit)
	}
	return out, nil
}

// None stores chunks as they are.
type None struct{}

// Encode returns a copy of src.
func (None) Encode(src []byte) ([]byte, error) {
	return append(make([]byte, 0, len(src)), src...), nil
}

// Decode returns src itself when its length is size.
func (None) Decode(src []byte, size int) ([]byte, error) { return checkSize("raw", src, size) }

// DecodeAtMost returns src itself when its length is at most limit.
func (None) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	return checkAtMost("raw", src, limit)
}

// MaxDecoded returns n.
func (None) MaxDecoded(n int) int { return n }
