package ndzarr

import (
	"bytes"
	"context"
	"errors"
	"io"
	"testing"
	"testing/iotest"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/nduint8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noLimit lets readSized read any object the tests give it.
var noLimit = objectLimit{1 << 40, tooLarge}

func TestReadSized(t *testing.T) {
	data := bytes.Repeat([]byte("chunk bytes "), 100)
	// A buffer holding other bytes, as a pool's does: every byte is read.
	room := func(n int) []byte { return bytes.Repeat([]byte{0xEE}, n) }
	for _, size := range []int64{-1, 0, 1, 600, int64(len(data)), int64(len(data)) + 7,
		maxPresized + 1} {
		// One byte a read: every short read must be continued.
		got, err := readSized(iotest.OneByteReader(bytes.NewReader(data)), size, noLimit, room)
		require.NoError(t, err, "stated size %d", size)
		assert.Equal(t, data, got, "stated size %d", size)
	}
	boom := errors.New("boom")
	_, err := readSized(iotest.ErrReader(boom), 10, noLimit, newBytes)
	assert.ErrorIs(t, err, boom)
	_, err = readSized(io.MultiReader(bytes.NewReader(data), iotest.ErrReader(boom)),
		int64(len(data)), noLimit, newBytes)
	assert.ErrorIs(t, err, boom, "an error after the stated size")
}

// A chunk's stored bytes are recycled only when they were decoded into
// the caller's buffer: an uncompressed chunk's decoded bytes are its
// stored bytes, which must stay untouched by the next chunk's read; a
// Blosc chunk read over recycled dirty buffers decodes right.
func TestStoredBuffersRecycling(t *testing.T) {
	ctx := context.Background()
	for _, c := range []Compression{{Name: "none"}, {}} {
		a, err := CreateIn(ctx, NewMemoryStore(), "a", Options{DType: nd.Uint8,
			Shape: []int64{64}, Chunks: []int64{32}, Compressor: c})
		require.NoError(t, err)
		src := nduint8.New(nd.ShapeOf(64))
		for i := range src.Data() {
			src.Data()[i] = uint8(i)
		}
		require.NoError(t, a.Write(ctx, src))
		for range 3 {
			storedBuffers.Put(bytes.Repeat([]byte{0xEE}, 4096))
			first, err := a.loadChunk(ctx, []int64{0}, nil, newBytes)
			require.NoError(t, err)
			second, err := a.loadChunk(ctx, []int64{1}, nil, newBytes)
			require.NoError(t, err)
			assert.Equal(t, src.Data()[:32], first, "%+v", c)
			assert.Equal(t, src.Data()[32:], second, "%+v", c)
		}
	}
}
