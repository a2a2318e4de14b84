package codec

import (
	"bytes"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// zstdChecksumFlag is the Content_Checksum_flag of a frame header's
// descriptor byte (RFC 8878, 3.1.1.1.1).
const zstdChecksumFlag = 1 << 2

func TestZstdEncodesNoChecksum(t *testing.T) {
	src := bytes.Repeat([]byte("zarr chunk "), 5000)
	enc, err := Zstd{Level: 3}.Encode(src)
	require.NoError(t, err)
	require.Greater(t, len(enc), 5)
	assert.Zero(t, enc[4]&zstdChecksumFlag, "no checksum, as c-blosc and numcodecs")
	var h zstd.Header
	require.NoError(t, h.Decode(enc))
	assert.False(t, h.HasCheckSum)
	assert.True(t, h.HasFCS, "the content size is still written")
}

func TestZstdReadsChecksummedFrames(t *testing.T) {
	src := bytes.Repeat([]byte{1, 2, 3, 4, 5, 6, 7}, 3000)
	w, err := zstd.NewWriter(nil, zstd.WithEncoderCRC(true))
	require.NoError(t, err)
	frame := w.EncodeAll(src, nil)
	require.NotZero(t, frame[4]&zstdChecksumFlag)
	got, err := Zstd{}.Decode(frame, len(src))
	require.NoError(t, err)
	assert.Equal(t, src, got)

	frame[len(frame)-1] ^= 0xff // the checksum, the frame's last 4 bytes
	_, err = Zstd{}.Decode(frame, len(src))
	assert.ErrorIs(t, err, ErrCorrupt, "a checksum mismatch is an error")
}
