package codec

import (
	"bytes"
	"io"

	"github.com/klauspost/compress/gzip"
	"github.com/klauspost/compress/zlib"
)

// Zlib is numcodecs' Zlib and Blosc's zlib inner codec: the zlib format
// (RFC 1950) at Level 0..9.
type Zlib struct{ Level int }

// Encode compresses src.
func (z Zlib) Encode(src []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := zlib.NewWriterLevel(&buf, clampLevel(z.Level))
	if err != nil {
		return nil, err
	}
	return finish(&buf, w, src)
}

// Decode decompresses src into exactly size bytes.
func (Zlib) Decode(src []byte, size int) ([]byte, error) {
	r, err := zlib.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, corrupt("zlib: %v", err)
	}
	return readAll("zlib", r, size)
}

// DecodeAtMost decompresses src into at most limit bytes.
func (Zlib) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	r, err := zlib.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, corrupt("zlib: %v", err)
	}
	return readAtMost("zlib", r, limit)
}

// MaxDecoded returns deflate's largest expansion of n bytes.
func (Zlib) MaxDecoded(n int) int { return mulSat(n, deflateRatio) }

// Gzip is numcodecs' GZip and Zarr v3's gzip: the gzip format (RFC 1952).
type Gzip struct{ Level int }

// Encode compresses src.
func (g Gzip) Encode(src []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, clampLevel(g.Level))
	if err != nil {
		return nil, err
	}
	return finish(&buf, w, src)
}

// Decode decompresses src into exactly size bytes.
func (Gzip) Decode(src []byte, size int) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, corrupt("gzip: %v", err)
	}
	return readAll("gzip", r, size)
}

// DecodeAtMost decompresses src into at most limit bytes.
func (Gzip) DecodeAtMost(src []byte, limit int) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(src))
	if err != nil {
		return nil, corrupt("gzip: %v", err)
	}
	return readAtMost("gzip", r, limit)
}

// MaxDecoded returns deflate's largest expansion of n bytes.
func (Gzip) MaxDecoded(n int) int { return mulSat(n, deflateRatio) }

func clampLevel(l int) int { return max(0, min(l, 9)) }

func finish(buf *bytes.Buffer, w io.WriteCloser, src []byte) ([]byte, error) {
	if _, err := w.Write(src); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// readAll reads r to its end into a buffer of exactly size bytes, so the
// output never grows past what the chunk needs.
func readAll(name string, r io.Reader, size int) ([]byte, error) {
	out := make([]byte, size)
	n, err := io.ReadFull(r, out)
	if err == io.ErrUnexpectedEOF || err == io.EOF {
		return nil, wrongSize(name, n, size)
	}
	if err != nil {
		return nil, corrupt("%s: %v", name, err)
	}
	var one [1]byte
	switch m, err := r.Read(one[:]); {
	case m > 0:
		return nil, corrupt("%s: data decodes past the chunk's %d bytes", name, size)
	case err != nil && err != io.EOF:
		return nil, corrupt("%s: %v", name, err)
	}
	return out, nil
}

// readAtMost reads r to its end, which must come within limit bytes: it
// grows its buffer as bytes arrive, and stops one byte past the limit.
func readAtMost(name string, r io.Reader, limit int) ([]byte, error) {
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, corrupt("%s: %v", name, err)
	}
	return checkAtMost(name, out, limit)
}

// inflateInto decodes a zlib stream into dst, which it must fill exactly.
func inflateInto(src, dst []byte) error {
	r, err := zlib.NewReader(bytes.NewReader(src))
	if err != nil {
		return corrupt("blosc zlib: %v", err)
	}
	n, err := io.ReadFull(r, dst)
	if err != nil {
		return corrupt("blosc zlib: %d of %d bytes: %v", n, len(dst), err)
	}
	return nil
}
