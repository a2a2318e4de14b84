package ndzarr

import (
	"context"
	"fmt"

	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// loadChunk returns the decoded bytes of the chunk at idx, or an error
// wrapping ErrNotFound when the store has none. buf, if not nil, is room
// for the chunk's bytes that a last codec that decodes in place
// (codec.Into) fills, as the bytes returned.
func (a *Array) loadChunk(ctx context.Context, idx []int64, buf []byte) ([]byte, error) {
	if a.m.shard != nil {
		return a.loadShardedChunk(ctx, idx)
	}
	key := a.m.chunkKey(idx)
	var raw []byte
	var err error
	if a.files != nil && chunkKeyPlain(a.path+key) {
		raw, err = a.files.get(ctx, a.path+key, storedBuffers.Get)
	} else {
		raw, err = a.getIn(ctx, key, storedBuffers.Get)
	}
	if err != nil {
		return nil, err
	}
	out, err := decodeChain(a.m, raw, buf)
	if err != nil {
		return nil, fmt.Errorf("ndzarr: chunk %s%s: %w", a.path, key, err)
	}
	if len(out) > 0 && len(buf) == len(out) && &out[0] == &buf[0] {
		// Decoded into buf: nothing refers to raw any more. (Other
		// decoders may return raw itself, e.g. an uncompressed chunk.)
		storedBuffers.Put(raw)
	}
	return out, nil
}

// decodeChain undoes the codecs in reverse order; the last one decoded
// must give the chunk's bytes, into buf if it can and buf is not nil.
func decodeChain(m *meta, raw, buf []byte) ([]byte, error) {
	want := m.chunkBytes()
	if len(m.codecs) == 0 && len(raw) != want {
		return nil, fmt.Errorf("%w: %d bytes, the chunk needs %d", ErrCorruptChunk, len(raw), want)
	}
	for i := len(m.codecs) - 1; i >= 0; i-- {
		size := -1
		if i == 0 {
			size = want
			if into, ok := m.codecs[0].(codec.Into); ok && buf != nil && len(buf) == want {
				return buf, into.DecodeInto(buf, raw)
			}
		}
		var err error
		if raw, err = m.codecs[i].Decode(raw, size); err != nil {
			return nil, err
		}
	}
	return raw, nil
}

// encodeChain applies the codecs in order.
func encodeChain(m *meta, data []byte) ([]byte, error) {
	for _, c := range m.codecs {
		var err error
		if data, err = c.Encode(data); err != nil {
			return nil, err
		}
	}
	return data, nil
}

// storeChunk encodes and writes the chunk at idx.
func (a *Array) storeChunk(ctx context.Context, idx []int64, data []byte) error {
	if a.m.shard != nil {
		return a.storeShardedChunk(ctx, idx, data)
	}
	enc, err := encodeChain(a.m, data)
	if err != nil {
		return fmt.Errorf("ndzarr: encode chunk %v: %w", idx, err)
	}
	return a.put(ctx, a.m.chunkKey(idx), enc)
}

// chunkBuffers recycles the decoded bytes of chunks a read has copied out,
// storedBuffers the stored (encoded) bytes of chunks decoded into them.
var chunkBuffers, storedBuffers codec.BufferPool
