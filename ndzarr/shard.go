package ndzarr

import (
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// sharding describes a Zarr v3 sharding_indexed codec: each stored object
// (a shard, of shape shape) holds the inner chunks of the array's chunk
// shape, encoded by the inner codecs, and an index of (offset, nbytes)
// uint64 pairs per inner chunk in C order, little-endian, followed by a
// crc32c checksum when checksum is set; at the end of the shard unless
// indexAtStart.
type sharding struct {
	shape        []int64
	checksum     bool
	indexAtStart bool
	locks        sync.Map // shard key -> *shardState
}

const emptyEntry = math.MaxUint64

// setSharding reads a sharding_indexed configuration: m.chunks becomes
// the inner chunk shape and m's codecs the inner chain.
func (m *meta) setSharding(c namedConfig) error {
	if m.shard != nil {
		return errorf(ErrUnsupported, "nested sharding is not supported")
	}
	inner, ok := c.ints("chunk_shape")
	if !ok {
		return errorf(ErrMetadata, "sharding_indexed without a chunk_shape")
	}
	sh := &sharding{shape: m.chunks, indexAtStart: c.str("index_location", "end") == "start"}
	var chain, index []namedConfig
	if err := reparse(c.Configuration["codecs"], &chain); err != nil {
		return err
	}
	if err := reparse(c.Configuration["index_codecs"], &index); err != nil {
		return err
	}
	for i, ic := range index {
		switch {
		case ic.Name == "bytes" && ic.str("endian", "little") == "little" && i == 0:
		case ic.Name == "crc32c" && i == 1 && len(index) == 2:
			sh.checksum = true
		default:
			return errorf(ErrUnsupported, "sharding index codecs %v are not supported", index)
		}
	}
	m.shard, m.chunks = sh, inner
	if err := sh.check(inner); err != nil {
		return err
	}
	return m.setCodecs(chain)
}

func reparse(v any, out any) error {
	raw, err := json.Marshal(v)
	if err == nil {
		err = json.Unmarshal(raw, out)
	}
	if err != nil {
		return wrapf(ErrMetadata, err, "sharding configuration")
	}
	return nil
}

// check verifies that inner chunks tile the shard.
func (s *sharding) check(inner []int64) error {
	if len(inner) != len(s.shape) {
		return errorf(ErrMetadata, "inner chunks %s for shards %s", dimsText(inner), dimsText(s.shape))
	}
	for i, c := range inner {
		if c <= 0 || s.shape[i] <= 0 || s.shape[i]%c != 0 {
			return errorf(ErrMetadata, "inner chunks %s do not divide shards %s", dimsText(inner),
				dimsText(s.shape))
		}
	}
	return nil
}

// config returns the sharding_indexed configuration wrapping an inner chain.
func (s *sharding) config(chunks []int64, inner []namedConfig) namedConfig {
	index := []namedConfig{{Name: "bytes", Configuration: map[string]any{"endian": "little"}}}
	if s.checksum {
		index = append(index, namedConfig{Name: "crc32c"})
	}
	loc := "end"
	if s.indexAtStart {
		loc = "start"
	}
	return namedConfig{Name: "sharding_indexed", Configuration: map[string]any{
		"chunk_shape": chunks, "codecs": inner, "index_codecs": index, "index_location": loc}}
}

// shardState serialises, within this process, the reads and rewrites of
// one shard (a rewrite replaces the object while another chunk of the
// shard may be read), and counts its rewrites.
type shardState struct {
	mu  sync.Mutex
	gen uint64 // rewrites so far, under mu
}

// lock locks the state of the shard at key and returns it.
func (s *sharding) lock(key string) *shardState {
	st, _ := s.locks.LoadOrStore(key, new(shardState))
	st.(*shardState).mu.Lock()
	return st.(*shardState)
}

// locate returns the shard of inner chunk idx and the chunk's entry in
// the shard's index.
func (m *meta) locate(idx []int64) (shard []int64, entry, entries int64) {
	shard = make([]int64, len(idx))
	entries = 1
	for d, c := range idx {
		per := m.shard.shape[d] / m.chunks[d]
		shard[d] = c / per
		entry = entry*per + c%per
		entries *= per
	}
	return shard, entry, entries
}

func (s *sharding) indexLen(entries int64) int64 {
	n := 16 * entries
	if s.checksum {
		n += 4
	}
	return n
}

// parseIndex decodes a shard index into (offset, nbytes) pairs, each
// checked as entryAt checks it.
func (s *sharding) parseIndex(raw []byte, entries, size int64) ([][2]uint64, error) {
	raw, err := s.checkIndex(raw, entries)
	if err != nil {
		return nil, err
	}
	out := make([][2]uint64, entries)
	for i := range out {
		if out[i], err = s.entryAt(raw[16*i:], int64(i), entries, size); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// checkIndex returns the entries of a whole shard index, its checksum
// checked and stripped.
func (s *sharding) checkIndex(raw []byte, entries int64) ([]byte, error) {
	if s.checksum {
		var err error
		if raw, err = (codec.CRC32C{}).Decode(raw, int(16*entries)); err != nil {
			return nil, wrapf(nil, err, "shard index")
		}
	}
	if int64(len(raw)) != 16*entries {
		return nil, fmt.Errorf("%w: shard index of %d bytes", ErrCorruptChunk, len(raw))
	}
	return raw, nil
}

// entryAt decodes entry i from its 16 bytes at the start of b: empty, or
// a byte range inside a shard of size bytes (at least the index's) that
// does not overlap the index, where no writer puts a chunk.
func (s *sharding) entryAt(b []byte, i, entries, size int64) ([2]uint64, error) {
	off := binary.LittleEndian.Uint64(b)
	n := binary.LittleEndian.Uint64(b[8:])
	if off == emptyEntry && n == emptyEntry {
		return [2]uint64{emptyEntry, emptyEntry}, nil
	}
	lo, hi := uint64(0), uint64(size-s.indexLen(entries))
	if s.indexAtStart {
		lo, hi = uint64(s.indexLen(entries)), uint64(size)
	}
	if off < lo || off > hi || n > hi-off {
		return [2]uint64{}, fmt.Errorf("%w: shard index entry %d (%d, %d) outside the data, bytes [%d, %d) of %d",
			ErrCorruptChunk, i, off, n, lo, hi, size)
	}
	return [2]uint64{off, n}, nil
}

// loadShardedChunk reads one inner chunk: its entry in the shard's index
// (the whole index when a checksum covers it, once per read where
// indexes keeps it), then the chunk's bytes, once their length is one
// the chunk can have.
func (a *Array) loadShardedChunk(ctx context.Context, idx []int64, indexes *shardIndexes) ([]byte, error) {
	sidx, entry, entries := a.m.locate(idx)
	st := a.m.shard.lock(a.m.chunkKey(sidx))
	defer st.mu.Unlock()
	key := a.path + a.m.chunkKey(sidx)
	sh := a.m.shard
	var raw []byte
	var size int64
	var err error
	if sh.checksum {
		var index checkedIndex
		index, err = indexes.get(shardVersion{key, st.gen}, func() (checkedIndex, error) {
			raw, size, err := a.readIndex(ctx, key, sh.indexLen(entries), 0, sh.indexLen(entries))
			if err == nil {
				raw, err = sh.checkIndex(raw, entries)
			}
			return checkedIndex{raw, size}, err
		})
		raw, size = index.entries[min(16*entry, int64(len(index.entries))):], index.size
	} else {
		raw, size, err = a.readIndex(ctx, key, sh.indexLen(entries), 16*entry, 16)
	}
	if err != nil {
		return nil, wrapf(nil, err, "shard %s", key)
	}
	e, err := sh.entryAt(raw, entry, entries, size)
	if err != nil {
		return nil, wrapf(nil, err, "shard %s", key)
	}
	if e[0] == emptyEntry {
		return nil, errorf(ErrNotFound, "inner chunk %s of %s", dimsText(idx), key)
	}
	if most := uint64(a.m.maxStored()); e[1] > most {
		return nil, errorf(ErrCorruptChunk, "inner chunk %s of %s: %d stored bytes, where no encoder "+
			"writes over %d", dimsText(idx), key, e[1], most)
	}
	raw, now, err := a.readRange(ctx, key, int64(e[0]), int64(e[1]))
	if err != nil {
		return nil, err
	}
	if now != size {
		return nil, errorf(ErrStore, "shard %s changed while it was read (%d bytes, then %d): "+
			"a writer in another process", key, size, now)
	}
	out, err := decodeChain(a.m, raw, nil)
	if err != nil {
		return nil, wrapf(nil, err, "inner chunk %s of %s", dimsText(idx), key)
	}
	return out, nil
}

// readIndex reads n bytes at off of the index, of indexLen bytes, of the
// shard at key, and returns them and the shard's size; a shard too short
// to hold its index is corrupt.
func (a *Array) readIndex(ctx context.Context, key string, indexLen, off, n int64) ([]byte, int64, error) {
	if !a.m.shard.indexAtStart {
		off -= indexLen // counted from the shard's end
	}
	raw, size, err := a.readRange(ctx, key, off, n)
	if errors.Is(err, ErrByteRange) || err == nil && size < indexLen {
		return nil, 0, errorf(ErrCorruptChunk, "shorter than its index's %d bytes", indexLen)
	}
	return raw, size, err
}

// shardIndexes keeps, for one read, the checked index of each shard it
// reads chunks of: a checksummed index is read whole to be checked, and
// reading it again for each inner chunk would read a shard of k chunks
// k times over. A nil *shardIndexes keeps nothing.
type shardIndexes struct{ m sync.Map } // shardVersion -> checkedIndex

// shardVersion names a shard object as it was when its index was read:
// its key and the number of rewrites of it this process had made.
type shardVersion struct {
	key string
	gen uint64
}

// checkedIndex is a shard's checked index entries and the shard's size.
type checkedIndex struct {
	entries []byte
	size    int64
}

// get returns the index of shard v, from load the first time; the
// caller holds the shard's lock, so load runs once per shard.
func (s *shardIndexes) get(v shardVersion, load func() (checkedIndex, error)) (checkedIndex, error) {
	if s == nil {
		return load()
	}
	if index, ok := s.m.Load(v); ok {
		return index.(checkedIndex), nil
	}
	index, err := load()
	if err == nil {
		s.m.Store(v, index)
	}
	return index, err
}

// storeShardedChunk rewrites the shard holding inner chunk idx with the
// chunk replaced. Rewrites of one shard are serialised within this
// process; writers in other processes must not share shards.
func (a *Array) storeShardedChunk(ctx context.Context, idx []int64, data []byte) error {
	sidx, entry, entries := a.m.locate(idx)
	key := a.m.chunkKey(sidx)
	sh := a.m.shard
	st := sh.lock(key)
	defer st.mu.Unlock()
	enc, err := encodeChain(a.m, data)
	if err != nil {
		return encodeError(err, idx)
	}
	chunks := make([][]byte, entries)
	old, err := a.get(ctx, key)
	switch {
	case err == nil:
		if chunks, err = sh.split(old, entries); err != nil {
			return wrapf(nil, err, "shard %s%s", a.path, key)
		}
	case !errors.Is(err, ErrNotFound):
		return err
	}
	chunks[entry] = enc
	st.gen++ // the index a read kept is the old shard's, even if this fails
	return a.put(ctx, key, sh.join(chunks))
}

// split returns the encoded inner chunks of a shard (nil: empty).
func (s *sharding) split(shard []byte, entries int64) ([][]byte, error) {
	n := s.indexLen(entries)
	if int64(len(shard)) < n {
		return nil, fmt.Errorf("%w: %d bytes, index needs %d", ErrCorruptChunk, len(shard), n)
	}
	raw := shard[int64(len(shard))-n:]
	if s.indexAtStart {
		raw = shard[:n]
	}
	index, err := s.parseIndex(raw, entries, int64(len(shard)))
	if err != nil {
		return nil, err
	}
	out := make([][]byte, entries)
	for i, e := range index {
		if e[0] != emptyEntry {
			out[i] = shard[e[0] : e[0]+e[1]]
		}
	}
	return out, nil
}

// join lays out a shard: the chunks in order, the index before or after.
func (s *sharding) join(chunks [][]byte) []byte {
	n := s.indexLen(int64(len(chunks)))
	base := uint64(0)
	if s.indexAtStart {
		base = uint64(n)
	}
	index := make([]byte, 16*len(chunks))
	var body []byte
	for i, c := range chunks {
		off, size := uint64(emptyEntry), uint64(emptyEntry)
		if c != nil {
			off, size = base+uint64(len(body)), uint64(len(c))
			body = append(body, c...)
		}
		binary.LittleEndian.PutUint64(index[16*i:], off)
		binary.LittleEndian.PutUint64(index[16*i+8:], size)
	}
	if s.checksum {
		index, _ = codec.CRC32C{}.Encode(index)
	}
	if s.indexAtStart {
		return append(index, body...)
	}
	return append(body, index...)
}
