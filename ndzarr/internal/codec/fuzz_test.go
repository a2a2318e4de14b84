package codec

import (
	"runtime"
	"testing"
)

// allocBound is what a decode of size bytes may allocate: the output, one
// block of scratch, the inner decoders' fixed state (zlib's window, a
// zstd decoder's tables) and slack for the error values.
func allocBound(size int) uint64 { return uint64(3*size) + 2<<20 }

// FuzzBloscDecode feeds arbitrary frames to the Blosc decoder with a
// chunk size: it must not panic, must not allocate beyond what the chunk
// size justifies, and must return exactly size bytes when it succeeds.
func FuzzBloscDecode(f *testing.F) {
	for _, c := range allCodecs() {
		if b, ok := c.(Blosc); ok {
			src := sample(3000, 9)
			enc, _ := b.Encode(src)
			f.Add(enc, uint16(3000))
		}
	}
	for _, fx := range loadFixtures(f).Fixtures {
		if fx.Config["id"] == "blosc" {
			enc := b64(f, fx.Encoded)
			if nbytes, _, _, err := BloscInfo(enc); err == nil && nbytes < 1<<16 {
				f.Add(enc, uint16(nbytes))
			}
		}
	}
	_, _ = Zstd{}.Decode([]byte{0x28, 0xb5, 0x2f, 0xfd, 0, 0, 1, 0, 0}, 0) // warm the pool
	f.Fuzz(func(t *testing.T, data []byte, size uint16) {
		checkDecode(t, Blosc{}, data, int(size))
	})
}

// FuzzDecoders runs every codec's decoder on arbitrary input.
func FuzzDecoders(f *testing.F) {
	names := []string{"zlib", "gzip", "zstd", "lz4", "crc32c"}
	codecs := allCodecs()
	for i, name := range names {
		enc, _ := codecs[name].Encode(sample(2000, 4))
		f.Add(uint8(i), enc, uint16(2000))
	}
	f.Add(uint8(2), rawFrame(false, 100, 200), uint16(300)) // zstd without a content size
	f.Add(uint8(2), rawFrame(true, 100, 200), uint16(250))
	f.Fuzz(func(t *testing.T, which uint8, data []byte, size uint16) {
		checkDecode(t, codecs[names[int(which)%len(names)]], data, int(size))
	})
}

// checkDecode decodes data as a chunk of size bytes, then as a codec in
// the middle of a chain limited to size bytes: neither may allocate more
// than the size justifies, nor return more (or, exact, other) bytes.
func checkDecode(t *testing.T, c Codec, data []byte, size int) {
	for _, exact := range []bool{true, false} {
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		var out []byte
		var err error
		if exact {
			out, err = c.Decode(data, size)
		} else {
			out, err = c.DecodeAtMost(data, size)
		}
		runtime.ReadMemStats(&after)
		if err == nil && (len(out) > size || exact && len(out) != size) {
			t.Fatalf("decoded %d bytes, want %d (exact %v)", len(out), size, exact)
		}
		if err == nil && len(out) > c.MaxDecoded(len(data)) {
			t.Fatalf("decoded %d bytes from %d, more than MaxDecoded", len(out), len(data))
		}
		if got := after.TotalAlloc - before.TotalAlloc; got > allocBound(size) {
			t.Fatalf("allocated %d bytes for a %d-byte chunk (exact %v)", got, size, exact)
		}
	}
}
