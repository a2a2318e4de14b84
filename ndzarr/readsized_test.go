package ndzarr

import (
	"bytes"
	"errors"
	"io"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadSized(t *testing.T) {
	data := bytes.Repeat([]byte("chunk bytes "), 100)
	for _, size := range []int64{-1, 0, 1, 600, int64(len(data)), int64(len(data)) + 7,
		maxPresized + 1} {
		// One byte a read: every short read must be continued.
		got, err := readSized(iotest.OneByteReader(bytes.NewReader(data)), size)
		require.NoError(t, err, "stated size %d", size)
		assert.Equal(t, data, got, "stated size %d", size)
	}
	boom := errors.New("boom")
	_, err := readSized(iotest.ErrReader(boom), 10)
	assert.ErrorIs(t, err, boom)
	_, err = readSized(io.MultiReader(bytes.NewReader(data), iotest.ErrReader(boom)),
		int64(len(data)))
	assert.ErrorIs(t, err, boom, "an error after the stated size")
}
