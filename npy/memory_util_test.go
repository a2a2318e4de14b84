package npy

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"hash/crc32"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// withLimit sets nd.MemoryLimit for the rest of the test.
func withLimit(t testing.TB, bytes int64) {
	previous := nd.SetMemoryLimit(bytes)
	t.Cleanup(func() { nd.SetMemoryLimit(previous) })
}

// allocated returns the bytes f allocates (the whole process's, so callers
// run nothing else meanwhile).
func allocated(f func()) int64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// boundSlack is the constant doc.go allows a read beside its data: read
// buffers, the first piece of a stream, a zip member's decompressor, a
// short header.
const boundSlack = 256 << 10

// headerSlack is what doc.go allows for parsing a header of n characters.
func headerSlack(n int64) int64 { return 64 * n }

// allocBound is the bound doc.go states for reading data bytes vouched
// for (by the file's or archive's size, or by arriving) of items d: twice
// the bytes, plus a string header per item for strings.
func allocBound(vouched int64, d Descr) int64 {
	b := 2 * vouched
	if d.DType == nd.String {
		b += stringHeader * (vouched / int64(d.ItemSize))
	}
	return b + boundSlack
}

// npyOf returns a version 1 .npy file of descr and shape followed by data
// (which need not match the claim).
func npyOf(descr string, shape []int64, data []byte) []byte {
	header := "{'descr': '" + descr + "', 'fortran_order': False, 'shape': " + shapeRepr(shape) + ", }"
	return npyFile(1, header, data)
}

// npzOf returns an archive of one member "a.npy" holding file, stored or
// deflated.
func npzOf(t testing.TB, file []byte, deflate bool) []byte {
	method := zip.Store
	if deflate {
		method = zip.Deflate
	}
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateHeader(&zip.FileHeader{Name: "a.npy", Method: method})
	require.NoError(t, err)
	_, err = w.Write(file)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	return buf.Bytes()
}

// rawNpz returns an archive of one deflated member "a.npy" with the given
// compressed bytes, checksum and declared size, which may lie.
func rawNpz(t testing.TB, compressed []byte, crc uint32, declared uint64) []byte {
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "a.npy", Method: zip.Deflate, CRC32: crc,
		CompressedSize64: uint64(len(compressed)), UncompressedSize64: declared})
	require.NoError(t, err)
	_, err = w.Write(compressed)
	require.NoError(t, err)
	require.NoError(t, zw.Close())
	return buf.Bytes()
}

// deflatedZeros returns the deflate stream and CRC of head followed by
// mib MiB of zeros, as the archives hold, without compressing
// them all: once one flushed MiB compresses as the one before it, the
// stream repeats those bytes (the window behind them is zeros either way).
func deflatedZeros(t testing.TB, head []byte, mib int) ([]byte, uint32) {
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	require.NoError(t, err)
	_, err = w.Write(head)
	require.NoError(t, err)
	zeros := make([]byte, 1<<20)
	crc := crc32.ChecksumIEEE(head)
	var out, last []byte
	steady := false
	for range mib {
		crc = crc32.Update(crc, crc32.IEEETable, zeros)
		if steady {
			out = append(out, last...)
			continue
		}
		_, err = w.Write(zeros)
		require.NoError(t, err)
		require.NoError(t, w.Flush())
		steady = bytes.Equal(buf.Bytes(), last)
		last = append(last[:0], buf.Bytes()...)
		out = append(out, last...)
		buf.Reset()
	}
	require.NoError(t, w.Close())
	return append(out, buf.Bytes()...), crc
}

// deflatedZerosNpz returns an archive of one deflated member "a.npy": a
// header claiming descr and shape, then mib MiB of zeros.
func deflatedZerosNpz(t testing.TB, descr string, shape []int64, mib int) []byte {
	head := npyOf(descr, shape, nil)
	compressed, crc := deflatedZeros(t, head, mib)
	return rawNpz(t, compressed, crc, uint64(len(head))+uint64(mib)<<20)
}

// deflate returns b's deflate stream.
func deflate(t testing.TB, b []byte) []byte {
	var buf bytes.Buffer
	w, err := flate.NewWriter(&buf, flate.BestCompression)
	require.NoError(t, err)
	_, err = w.Write(b)
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return buf.Bytes()
}
