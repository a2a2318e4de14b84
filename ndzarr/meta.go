package ndzarr

import (
	"strconv"
	"strings"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// meta is what reading and writing need to know of an array, whichever
// format version describes it.
type meta struct {
	format        int
	shape, chunks []int64
	elem          elemType
	// perm is nil when a chunk's elements are stored in C order, else the
	// stored array is the chunk transposed by perm (Fortran order is the
	// reversed axes).
	perm []int
	// fill is the value of elements no chunk holds: the Go value of the
	// dtype (float32, int64, complex128, bool, ...), or nil for zero.
	fill any
	// codecs turn a chunk's element bytes into the stored bytes, applied
	// in order on write and in reverse on read.
	codecs []codec.Codec
	// sep separates chunk coordinates in keys; prefix leads every key
	// ("c" in Zarr v3's default encoding, "" otherwise).
	sep, prefix string
	// shard is non-nil for a Zarr v3 sharding_indexed array, whose
	// chunks above are the inner chunks.
	shard *sharding
	// attrs and dimNames are v3's attributes and dimension_names, kept for
	// rewriting zarr.json.
	dimNames []*string
}

// chunkElems and chunkBytes are the elements and bytes of one chunk.
func (m *meta) chunkElems() int64 {
	n, _ := nd.SizeOf(m.chunks)
	return n
}

func (m *meta) chunkBytes() int { return int(m.chunkElems()) * m.elem.itemSize() }

// validate checks the shape and chunk shape: ranks agree, chunks positive,
// one chunk's bytes addressable.
func (m *meta) validate() error {
	if len(m.chunks) != len(m.shape) {
		return errorf(ErrMetadata, "chunks %s do not match shape %s", dimsText(m.chunks), dimsText(m.shape))
	}
	for i, d := range m.shape {
		if d < 0 || m.chunks[i] <= 0 {
			return errorf(ErrMetadata, "shape %s with chunks %s: dimensions must be >= 0, chunks > 0",
				dimsText(m.shape), dimsText(m.chunks))
		}
	}
	if _, ok := nd.SizeOf(m.shape); !ok {
		return errorf(ErrMetadata, "shape %s is too large", dimsText(m.shape))
	}
	n, ok := nd.SizeOf(m.chunks)
	if !ok || n > (1<<31-1)/int64(m.elem.itemSize()) {
		return errorf(ErrUnsupported, "chunks %s exceed 2 GiB", dimsText(m.chunks))
	}
	if m.shard != nil {
		if err := m.shard.check(m.chunks); err != nil {
			return err
		}
		// The index holds 16 bytes per inner chunk and is read whole.
		if n, ok := nd.SizeOf(m.shard.shape); !ok || n/m.chunkElems() > 1<<26 {
			return errorf(ErrUnsupported, "shards %s hold too many chunks %s", dimsText(m.shard.shape),
				dimsText(m.chunks))
		}
	}
	return nil
}

// gridDims returns the number of chunks along each dimension.
func (m *meta) gridDims() []int64 {
	g := make([]int64, len(m.shape))
	for i, d := range m.shape {
		g[i] = d / m.chunks[i] // rounded up below: d+chunk-1 could overflow
		if d%m.chunks[i] != 0 {
			g[i]++
		}
	}
	return g
}

// chunkKey is the store key, below the array's prefix, of the chunk at
// grid coordinates idx.
func (m *meta) chunkKey(idx []int64) string {
	var b strings.Builder
	b.WriteString(m.prefix)
	if len(idx) == 0 {
		if m.prefix == "" {
			return "0"
		}
		return m.prefix
	}
	for i, c := range idx {
		if i > 0 || m.prefix != "" {
			b.WriteString(m.sep)
		}
		b.WriteString(strconv.FormatInt(c, 10))
	}
	return b.String()
}
