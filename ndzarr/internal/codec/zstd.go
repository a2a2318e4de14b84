package codec

import (
	"errors"
	"sync"

	"github.com/klauspost/compress/zstd"
)

// Zstd is numcodecs' Zstd, Zarr v3's zstd and Blosc's zstd inner codec: a
// zstd frame at Level (1..22 in the C library's scale).
type Zstd struct{ Level int }

// zstdDecoders hold DecodeAll decoders whose output is capped by the
// destination's capacity, so a frame claiming more than the chunk's size
// is an error rather than an allocation.
var zstdDecoders = sync.Pool{New: func() any {
	d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1),
		zstd.WithDecodeAllCapLimit(true), zstd.WithDecoderLowmem(true))
	if err != nil {
		panic(err) // constant options: cannot fail
	}
	return d
}}

var zstdEncoders sync.Map // zstd.EncoderLevel -> *zstd.Encoder

// Encode compresses src into one frame with its content size and no
// checksum: c-blosc and numcodecs write none (the chunk is checked by its
// size, and by Zarr v3's crc32c where wanted), and computing one is a
// pass over the data. Frames with a checksum are still read and checked.
func (z Zstd) Encode(src []byte) ([]byte, error) {
	level := zstd.EncoderLevelFromZstd(max(z.Level, 1))
	e, ok := zstdEncoders.Load(level)
	if !ok {
		enc, err := zstd.NewWriter(nil, zstd.WithEncoderLevel(level),
			zstd.WithEncoderConcurrency(1), zstd.WithEncoderCRC(false))
		if err != nil {
			return nil, err
		}
		e, _ = zstdEncoders.LoadOrStore(level, enc)
	}
	return e.(*zstd.Encoder).EncodeAll(src, make([]byte, 0, len(src)/2+64)), nil
}

// Decode decompresses src into exactly size bytes.
func (Zstd) Decode(src []byte, size int) ([]byte, error) {
	out := make([]byte, size)
	if err := zstdInto(src, out); err != nil {
		return nil, err
	}
	return out, nil
}

// DecodeAtMost decompresses src into at most limit bytes.
func (Zstd) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	return zstdDecode(src, nil, limit)
}

// MaxDecoded returns zstd's largest expansion of n bytes.
func (Zstd) MaxDecoded(n int) int { return mulSat(n, zstdRatio) }

// zstdDecode decodes src into dst[:0], whose capacity bounds the output,
// or (dst nil) into a buffer of the size the frame states, else of what
// src can decode to; either way at most limit bytes.
func zstdDecode(src, dst []byte, limit int) ([]byte, error) {
	var h zstd.Header
	if err := h.Decode(src); err != nil {
		return nil, corrupt("zstd: %v", err)
	}
	if h.HasFCS && h.FrameContentSize > uint64(limit) {
		return nil, tooLarge("zstd", int(min(h.FrameContentSize, 1<<62)), limit)
	}
	if dst == nil {
		room := min(limit, Zstd{}.MaxDecoded(len(src)))
		if h.HasFCS {
			room = min(room, int(h.FrameContentSize))
		}
		dst = make([]byte, 0, room)
	}
	d := zstdDecoders.Get().(*zstd.Decoder)
	defer zstdDecoders.Put(d)
	out, err := d.DecodeAll(src, dst)
	if errors.Is(err, zstd.ErrDecoderSizeExceeded) {
		return nil, tooLarge("zstd", cap(dst)+1, cap(dst))
	}
	if err != nil {
		return nil, corrupt("zstd: %v", err)
	}
	return out, nil
}

// DecodeInto decompresses a frame into dst, which it must fill exactly.
func (Zstd) DecodeInto(dst, src []byte) error { return zstdInto(src, dst) }

// zstdInto decodes a zstd frame into dst, which it must fill exactly:
// with libzstd when built with cgo and src is one standard frame, else
// with the Go decoder, whose output is capped at len(dst) (dst's capacity
// may reach into the caller's other data).
func zstdInto(src, dst []byte) error {
	if zstdC && len(dst) > 0 && zstdOneFrame(src) {
		return zstdIntoC(src, dst)
	}
	out, err := zstdDecode(src, dst[:0:len(dst)], len(dst))
	if err != nil {
		return err
	}
	if len(out) != len(dst) || (len(out) > 0 && &out[0] != &dst[0]) {
		return wrongSize("blosc zstd", len(out), len(dst))
	}
	return nil
}
