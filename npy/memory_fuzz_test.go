package npy

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// fuzzLimit is nd.MemoryLimit while fuzzing: claims above it are refused,
// so no input costs the fuzzer more than about this much.
const fuzzLimit = 64 << 20

// fuzzMargin is added to the stated bound before a fuzz target fails:
// TotalAlloc counts the whole process, and the fuzzing engine's own
// goroutines may allocate during a read.
const fuzzMargin = 1 << 20

// maxHeaderChars is the most header characters a read parses with the
// default cap (and the bytes before them).
const maxHeaderChars = DefaultMaxHeaderSize + 16

// spent returns the bytes f allocated; no GC first, to keep fuzzing fast
// (TotalAlloc counts allocations, collected or not).
func spent(f func()) int64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// npyBound is doc.go's bound for reading file, sized or not: its data
// bytes vouch for the array, and at most its header is parsed.
func npyBound(file []byte) int64 {
	h, err := ReadHeader(bytes.NewReader(file))
	if err != nil {
		return boundSlack + headerSlack(min(int64(len(file)), maxHeaderChars))
	}
	return allocBound(max(int64(len(file))-h.DataOffset, 0), h.Descr) + headerSlack(h.DataOffset)
}

// memberBound is doc.go's bound for reading any member of an archive of
// size bytes: at most 1032 times the archive's bytes vouch for it, of
// items as small as one byte.
func memberBound(size int) int64 {
	return allocBound(deflateRatio*int64(size), oneByteStrings) + headerSlack(maxHeaderChars)
}

// oneByteStrings is the costliest items per data byte: "|S1".
var oneByteStrings = Descr{DType: nd.String, Kind: 'S', Order: '|', ItemSize: 1}

// hostileNpy are .npy files the issue names and their variations: claims
// far beyond the limit, at the limit, of strings and numbers, followed by
// no, some or all of their data.
func hostileNpy() [][]byte {
	n := int64(fuzzLimit / 17)
	return [][]byte{
		npyOf("|S1", []int64{1 << 28}, nil),
		npyOf("|S1", []int64{1 << 28}, make([]byte, 1000)),
		npyOf("|S1", []int64{n}, bytes.Repeat([]byte{'x'}, 100_000)),
		npyOf("|S8", []int64{2, 3, 1 << 20}, make([]byte, 100)),
		npyOf("<U4", []int64{1 << 16, 1 << 16}, nil),
		npyOf(">U1", []int64{3}, []byte{0, 0, 0, 'a', 0, 0, 0xd8, 0, 0, 0, 0, 'c'}),
		npyOf("<f8", []int64{fuzzLimit / 8}, make([]byte, 4096)),
		npyOf("|S3", nil, []byte("ab\x00")),
		stringFile("<U3", 5000),
		stringFile("|S5", 20000),
	}
}

// FuzzReadMemory: reading .npy bytes as a stream (Read) or as a file of
// known size (Load's path) allocates no more than doc.go's bound for the
// input, whatever the header claims.
func FuzzReadMemory(f *testing.F) {
	addFixtureSeeds(f)
	for _, file := range hostileNpy() {
		f.Add(file)
	}
	f.Fuzz(func(t *testing.T, file []byte) {
		withLimit(t, fuzzLimit)
		bound := npyBound(file) + fuzzMargin
		for _, size := range []int64{-1, int64(len(file))} {
			got := spent(func() { _, _, _ = readArray(bytes.NewReader(file), size, newConfig(nil)) })
			if got > bound {
				t.Fatalf("reading %d bytes (size %d) allocated %d bytes, more than %d", len(file), size, got, bound)
			}
		}
	})
}

// FuzzNpzMemory: reading each member of an archive, stored or deflated,
// allocates no more than doc.go's bound for the archive's size.
func FuzzNpzMemory(f *testing.F) {
	for _, name := range []string{"stored.npz", "compressed.npz", "mixed.npz"} {
		b, err := os.ReadFile(filepath.Join(fixtureDir, name))
		require.NoError(f, err)
		f.Add(b)
	}
	f.Add(deflatedZerosNpz(f, "|S1", []int64{1 << 26}, 64))
	f.Add(deflatedZerosNpz(f, "<U4", []int64{1 << 18}, 1))
	for _, file := range hostileNpy() {
		f.Add(npzOf(f, file, false))
		f.Add(npzOf(f, file, true))
	}
	f.Fuzz(func(t *testing.T, archive []byte) {
		withLimit(t, fuzzLimit)
		z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
		if err != nil {
			return
		}
		bound := memberBound(len(archive)) + fuzzMargin
		for _, name := range z.Names() {
			got := spent(func() { _, _ = z.Read(name) })
			if got > bound {
				t.Fatalf("member %q of %d bytes allocated %d bytes, more than %d", name, len(archive), got, bound)
			}
		}
	})
}

// FuzzNpzMemberMemory: a member holding .npy bytes, stored or deflated,
// whose zip header declares any size: reading it allocates no more than
// what its bytes, or its declared size where the archive could hold it,
// vouch for.
func FuzzNpzMemberMemory(f *testing.F) {
	for _, file := range hostileNpy() {
		f.Add(file, true, uint64(len(file)))
		f.Add(file, false, uint64(len(file)))
		f.Add(file, true, uint64(1<<26+80))
		f.Add(file, false, uint64(1<<40))
	}
	var w *flate.Writer
	f.Fuzz(func(t *testing.T, file []byte, deflated bool, declared uint64) {
		withLimit(t, fuzzLimit)
		method, data := zip.Store, file
		if deflated {
			var buf bytes.Buffer
			if w == nil {
				w, _ = flate.NewWriter(&buf, flate.BestCompression)
			}
			w.Reset(&buf)
			_, _ = w.Write(file)
			require.NoError(t, w.Close())
			method, data = zip.Deflate, buf.Bytes()
		}
		var zbuf bytes.Buffer
		zw := zip.NewWriter(&zbuf)
		mw, err := zw.CreateRaw(&zip.FileHeader{Name: "a.npy", Method: method, CRC32: crc32.ChecksumIEEE(file),
			CompressedSize64: uint64(len(data)), UncompressedSize64: declared})
		require.NoError(t, err)
		_, err = mw.Write(data)
		require.NoError(t, err)
		require.NoError(t, zw.Close())
		z, err := NewNpz(bytes.NewReader(zbuf.Bytes()), int64(zbuf.Len()))
		require.NoError(t, err)

		// What arrives is file; a declared size the archive could hold is
		// trusted (and allocated) before it arrives.
		vouched := max(int64(len(file)), int64(min(declared, deflateRatio*uint64(len(data)+1))))
		bound := allocBound(vouched, oneByteStrings) +
			headerSlack(maxHeaderChars) + fuzzMargin
		if h, err := ReadHeader(bytes.NewReader(file)); err == nil {
			bound = allocBound(vouched, h.Descr) + headerSlack(h.DataOffset) + fuzzMargin
		}
		got := spent(func() { _, _ = z.Read("a") })
		if got > bound {
			t.Fatalf("member of %d bytes (%d stored, %d declared) allocated %d bytes, more than %d",
				len(file), len(data), declared, got, bound)
		}
	})
}
