// Package codec holds the byte codecs of Zarr chunks: none, zlib, gzip,
// zstd, lz4 (numcodecs framing), Blosc 1 (a pure-Go decoder and an
// encoder) and the crc32c checksum of Zarr v3.
//
// Every decoder is told the size the chunk must decode to and allocates
// no more than that (plus small fixed buffers): a corrupt or hostile
// input is an error wrapping ErrCorrupt or ErrSize, never a panic and
// never a buffer sized by the input alone.
package codec

import (
	"errors"
	"fmt"
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
	// bytes long (size < 0: any size, for codecs in the middle of a chain
	// whose output size the caller cannot know).
	Decode(src []byte, size int) ([]byte, error)
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

// checkSize returns out if size allows its length, else an ErrSize error.
func checkSize(codec string, out []byte, size int) ([]byte, error) {
	if size >= 0 && len(out) != size {
		return nil, wrongSize(codec, len(out), size)
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
