package codec

import (
	"bytes"
	"encoding/binary"
	"errors"
	"testing"

	"github.com/klauspost/compress/zstd"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rawFrame is a hand-made zstd frame with no content size (a window
// descriptor of 128 KiB instead) holding blocks of the given sizes, raw
// ones filled with 0xAB, or RLE ones when rle: a decoder learns how much
// it holds only by decoding it.
func rawFrame(rle bool, sizes ...int) []byte {
	f := binary.LittleEndian.AppendUint32(nil, zstdMagic)
	f = append(f, 0x00, (17-10)<<3)
	for i, n := range sizes {
		bh := n<<3 | boolInt(i == len(sizes)-1)
		if rle {
			bh |= 1 << 1
		}
		f = append(f, byte(bh), byte(bh>>8), byte(bh>>16))
		if rle {
			f = append(f, 0xAB)
		} else {
			f = append(f, bytes.Repeat([]byte{0xAB}, n)...)
		}
	}
	return f
}

// zstdPaths are the frame decoders: zstdInto (libzstd for single frames
// when built with cgo) and the Go decoder alone.
var zstdPaths = map[string]func(src, dst []byte) error{
	"into": zstdInto,
	"go": func(src, dst []byte) error {
		out, err := zstdDecode(src, dst[:0:len(dst)], len(dst))
		if err == nil && len(out) != len(dst) {
			return wrongSize("zstd", len(out), len(dst))
		}
		return err
	},
}

func TestZstdFramesWithoutContentSize(t *testing.T) {
	for name, decode := range zstdPaths {
		for _, rle := range []bool{false, true} {
			dst := make([]byte, 300)
			require.NoError(t, decode(rawFrame(rle, 100, 200), dst), name)
			assert.Equal(t, bytes.Repeat([]byte{0xAB}, 300), dst, name)
		}
	}
}

func TestZstdNeverWritesPastDst(t *testing.T) {
	// dst is the middle of a buffer whose capacity runs on, as a chunk's
	// rows in a result do: frames holding more than dst must fail
	// without touching the guard bytes after it.
	for name, decode := range zstdPaths {
		for _, rle := range []bool{false, true} {
			for _, sizes := range [][]int{{101}, {300}, {60, 60}, {100, 1}, {5000}} {
				buf := bytes.Repeat([]byte{0x5A}, 8000)
				dst := buf[1000:1100]
				err := decode(rawFrame(rle, sizes...), dst)
				assert.True(t, errors.Is(err, ErrSize) || errors.Is(err, ErrCorrupt),
					"%s %v rle=%v: %v", name, sizes, rle, err)
				assert.Equal(t, bytes.Repeat([]byte{0x5A}, 1000), buf[:1000], name)
				assert.Equal(t, bytes.Repeat([]byte{0x5A}, 6900), buf[1100:],
					"%s %v rle=%v wrote past dst", name, sizes, rle)
			}
		}
	}
}

func TestZstdShortFramesAreErrors(t *testing.T) {
	for name, decode := range zstdPaths {
		err := decode(rawFrame(false, 100, 99), make([]byte, 300))
		assert.ErrorIs(t, err, ErrSize, name)
	}
}

func TestZstdCorruptFramesAreErrors(t *testing.T) {
	src := fieldChunk()[:64<<10]
	frame, err := Zstd{Level: 5}.Encode(src)
	require.NoError(t, err)
	w, err := zstd.NewWriter(nil, zstd.WithEncoderCRC(true))
	require.NoError(t, err)
	checked := w.EncodeAll(src, nil)
	for name, decode := range zstdPaths {
		dst := make([]byte, len(src))
		require.NoError(t, decode(frame, dst), name)
		require.Equal(t, src, dst, name)
		for _, cut := range []int{1, 4, 5, 7, 100, len(frame) / 2, len(frame) - 1} {
			err := decode(frame[:cut], dst)
			assert.True(t, errors.Is(err, ErrCorrupt) || errors.Is(err, ErrSize),
				"%s cut at %d: %v", name, cut, err)
		}
		bad := bytes.Clone(checked)
		bad[len(bad)/2] ^= 0x55 // inside the block; the checksum catches what decodes
		assert.ErrorIs(t, decode(bad, dst), ErrCorrupt, "%s flipped byte", name)
		bad = bytes.Clone(checked)
		bad[len(bad)-1] ^= 0xff
		assert.ErrorIs(t, decode(bad, dst), ErrCorrupt, "%s checksum", name)
		assert.ErrorIs(t, decode(frame, make([]byte, len(src)-1)), ErrSize, name)
		assert.ErrorIs(t, decode(frame, make([]byte, len(src)+1)), ErrSize, name)
	}
}

func TestZstdOneFrame(t *testing.T) {
	frame, err := Zstd{Level: 3}.Encode(sample(5000, 1))
	require.NoError(t, err)
	w, err := zstd.NewWriter(nil, zstd.WithEncoderCRC(true))
	require.NoError(t, err)
	checked := w.EncodeAll(sample(5000, 2), nil)
	skippable := []byte{0x50, 0x2a, 0x4d, 0x18, 1, 0, 0, 0, 0}
	legacy := append([]byte{0x27, 0xb5, 0x2f, 0xfd}, frame[4:]...) // v0.7's magic
	reserved := bytes.Clone(frame)
	reserved[4] |= 0x08
	for name, c := range map[string]struct {
		src []byte
		one bool
	}{
		"encoded": {frame, true}, "checksummed": {checked, true},
		"no content size": {rawFrame(false, 10, 20), true}, "rle": {rawFrame(true, 9), true},
		"two frames":    {append(bytes.Clone(frame), frame...), false},
		"trailing byte": {append(bytes.Clone(frame), 0), false},
		"truncated":     {frame[:len(frame)-1], false}, "header only": {frame[:6], false},
		"checksum cut": {checked[:len(checked)-2], false},
		"skippable":    {skippable, false}, "legacy": {legacy, false},
		"reserved bit": {reserved, false}, "empty": {nil, false},
	} {
		assert.Equal(t, c.one, zstdOneFrame(c.src), name)
	}
}

func TestZstdConcatenatedFramesStillDecode(t *testing.T) {
	a, b := sample(3000, 3), sample(2000, 4)
	fa, err := Zstd{Level: 3}.Encode(a)
	require.NoError(t, err)
	fb, err := Zstd{Level: 3}.Encode(b)
	require.NoError(t, err)
	got, err := Zstd{}.Decode(append(fa, fb...), len(a)+len(b))
	require.NoError(t, err)
	assert.Equal(t, append(bytes.Clone(a), b...), got)
}

// FuzzZstdPaths decodes arbitrary frames with zstdInto and the Go decoder
// alone into buffers with guard bytes after them: both must fail or both
// produce the same bytes, and neither may write past its dst.
func FuzzZstdPaths(f *testing.F) {
	frame, _ := Zstd{Level: 5}.Encode(sample(3000, 5))
	f.Add(frame, uint16(3000))
	f.Add(rawFrame(false, 100, 200), uint16(300))
	f.Add(rawFrame(true, 60, 9), uint16(69))
	f.Fuzz(func(t *testing.T, src []byte, size uint16) {
		const guard = 64
		var outs [][]byte
		for _, name := range []string{"into", "go"} {
			buf := bytes.Repeat([]byte{0xC3}, int(size)+guard)
			err := zstdPaths[name](src, buf[:size])
			if !bytes.Equal(buf[size:], bytes.Repeat([]byte{0xC3}, guard)) {
				t.Fatalf("%s wrote past dst", name)
			}
			if err != nil {
				outs = append(outs, nil)
				continue
			}
			outs = append(outs, buf[:size])
		}
		if (outs[0] == nil) != (outs[1] == nil) || !bytes.Equal(outs[0], outs[1]) {
			t.Fatalf("libzstd and Go disagree: %v / %v", outs[0] == nil, outs[1] == nil)
		}
	})
}
