package npy

import "io"

// pieces holds stored items as they were read: one slice when the stream
// was known to hold them all, else pieces that grow with what has arrived,
// so that a header claiming more than arrives costs only what did.
type pieces [][]byte

// Piece sizes for a stream of unknown length: the first is small, so a
// tiny input claiming much costs little; each next one is as large as all
// before it, up to maxPiece, so at most half of what is allocated is
// unused when the stream ends early, and a long stream needs few pieces.
const (
	firstPiece = 64 << 10
	maxPiece   = 1 << 20
)

// readPieces reads h's data bytes from a stream of unknown length.
func readPieces(r io.Reader, h Header) (pieces, error) {
	var p pieces
	var done int64
	for n := h.DataBytes(); done < n; {
		piece := make([]byte, min(n-done, max(firstPiece, min(done, maxPiece))))
		if _, err := io.ReadFull(r, piece); err != nil {
			return nil, truncatedData(err, h)
		}
		p = append(p, piece)
		done += int64(len(piece))
	}
	return p, nil
}

// readWhole reads h's data bytes from a stream checked to hold them.
func readWhole(r io.Reader, h Header) (pieces, error) {
	buf := make([]byte, h.DataBytes())
	_, err := io.ReadFull(r, buf)
	return pieces{buf}, truncatedData(err, h)
}

// copyTo copies the pieces, in order, to the start of dst.
func (p pieces) copyTo(dst []byte) error {
	for _, piece := range p {
		dst = dst[copy(dst, piece):]
	}
	return nil
}

// eachItem calls fn with each size-byte item in order, with its index.
// An item split between pieces is first joined in a buffer that fn must
// not keep, reused for the next split item.
func (p pieces) eachItem(size int, fn func(i int, item []byte) error) error {
	var split []byte // the part of a split item read so far
	i := 0
	for _, piece := range p {
		if len(split) > 0 {
			k := min(size-len(split), len(piece))
			split, piece = append(split, piece[:k]...), piece[k:]
			if len(split) < size {
				continue
			}
			if err := fn(i, split); err != nil {
				return err
			}
			i, split = i+1, split[:0]
		}
		for ; len(piece) >= size; piece = piece[size:] {
			if err := fn(i, piece[:size]); err != nil {
				return err
			}
			i++
		}
		if len(piece) > 0 {
			if split == nil {
				split = make([]byte, 0, size)
			}
			split = append(split, piece...)
		}
	}
	return nil
}
