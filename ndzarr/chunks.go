package ndzarr

import (
	"context"
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// loadChunk returns the decoded bytes of the chunk at idx, or an error
// wrapping ErrNotFound when the store has none. room, if not nil, gives
// the buffer of the chunk's bytes that a last codec that decodes in place
// (codec.Into) fills, as the bytes returned; it is asked for only once
// the stored bytes are read and can decode to that many. indexes, if not
// nil, keeps the shard indexes a read has checked.
func (a *Array) loadChunk(ctx context.Context, idx []int64, indexes *shardIndexes,
	room func(int) []byte) ([]byte, error) {
	if a.m.shard != nil {
		return a.loadShardedChunk(ctx, idx, indexes)
	}
	key := a.m.chunkKey(idx)
	limit := objectLimit{int64(a.m.maxStored()), func(n int64) error {
		return errorf(ErrCorruptChunk, "%d stored bytes or more, where no encoder writes over %d "+
			"for the chunk's %d", n, a.m.maxStored(), a.m.chunkBytes())
	}}
	raw, err := a.getIn(ctx, key, limit, storedBuffers.Get)
	if err != nil {
		return nil, err
	}
	intoRoom := false
	var into func(int) []byte
	if room != nil {
		into = func(n int) []byte { intoRoom = true; return room(n) }
	}
	out, err := decodeChain(a.m, raw, into)
	if err != nil {
		return nil, wrapf(nil, err, "chunk %s%s", a.path, key)
	}
	if intoRoom {
		// Decoded into room: nothing refers to raw any more. (Other
		// decoders may return raw itself, e.g. an uncompressed chunk.)
		storedBuffers.Put(raw)
	}
	return out, nil
}

// maxStored returns the most bytes a chunk's stored form may take.
func (m *meta) maxStored() int { return m.maxEncoded(len(m.codecs)) }

// maxEncoded returns the most bytes the chunk's bytes take once the first
// k codecs have encoded them: MaxEncoded k times over.
func (m *meta) maxEncoded(k int) int {
	n := m.chunkBytes()
	for range k {
		n = codec.MaxEncoded(n)
	}
	return n
}

// decodeChain undoes the codecs in reverse order: each one's output is
// bounded by what the format can decode its input to and by the encoded
// size of the chunk it leads to; the last must give the chunk's bytes,
// into a buffer from room if it can and room is not nil.
func decodeChain(m *meta, raw []byte, room func(int) []byte) ([]byte, error) {
	want := m.chunkBytes()
	if len(m.codecs) == 0 {
		if len(raw) != want {
			return nil, fmt.Errorf("%w: %d bytes, the chunk needs %d", ErrCorruptChunk, len(raw), want)
		}
		return raw, nil
	}
	for i := len(m.codecs) - 1; i > 0; i-- {
		limit := min(m.maxEncoded(i), m.codecs[i].MaxDecoded(len(raw)))
		var err error
		if raw, err = m.codecs[i].DecodeAtMost(raw, limit); err != nil {
			return nil, err
		}
	}
	last := m.codecs[0]
	if most := last.MaxDecoded(len(raw)); want > most {
		return nil, fmt.Errorf("%w: %d bytes decode to at most %d, the chunk needs %d",
			ErrCorruptChunk, len(raw), most, want)
	}
	if err := nd.CheckMemory(int64(want), 1); err != nil {
		return nil, fmt.Errorf("a chunk of %d bytes: %w", want, err)
	}
	if into, ok := last.(codec.Into); ok && room != nil {
		buf := room(want)
		return buf, into.DecodeInto(buf, raw)
	}
	return last.Decode(raw, want)
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
		return encodeError(err, idx)
	}
	return a.put(ctx, a.m.chunkKey(idx), enc)
}

// encodeError is the error of a chunk its codecs could not encode: a
// Blosc compressor ndzarr cannot write (see Compression), or a chunk over
// Blosc's size limit.
func encodeError(err error, idx []int64) error {
	return wrapf(ErrUnsupported, err, "encode chunk %s", dimsText(idx))
}

// chunkBuffers recycles the decoded bytes of chunks a read has copied out,
// storedBuffers the stored (encoded) bytes of chunks decoded into them.
var chunkBuffers, storedBuffers codec.BufferPool
