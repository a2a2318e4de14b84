package safetensors

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

const tebibyte = int64(1) << 40

// tensorEntry returns a header entry for a tensor.
func tensorEntry(name, dtype string, shape []int64, begin, end int64) string {
	dims, _ := json.Marshal(shape)
	return fmt.Sprintf(`"%s":{"dtype":"%s","shape":%s,"data_offsets":[%d,%d]}`,
		name, dtype, dims, begin, end)
}

// padTo pads a header with spaces (as the reference writer does) until
// its data section starts at an offset ≡ rem modulo 8: 0 aligns every
// dtype, 1 misaligns every dtype wider than a byte.
func padTo(header string, rem int) string {
	for (8+len(header))%8 != rem {
		header += " "
	}
	return header
}

// sparseFile writes a file of header and dataSize bytes of data, all a
// hole: a terabyte costs no disk and no time.
func sparseFile(t testing.TB, header string, dataSize int64) string {
	path := filepath.Join(t.TempDir(), "sparse.safetensors")
	require.NoError(t, os.WriteFile(path, file(header, nil), 0o644))
	require.NoError(t, os.Truncate(path, 8+int64(len(header))+dataSize))
	return path
}

// allocated returns the bytes the process allocated while fn ran, as
// TotalAlloc counts them: large objects exactly, small ones a span (8 KiB
// or so) at a time, hence the slack in the bounds. No GC first: it does
// not change the count, and it costs a fuzz worker milliseconds.
func allocated(fn func()) int64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return int64(after.TotalAlloc - before.TotalAlloc)
}

// Allocation bounds, the doc's promise plus slack for the runtime and
// the test's own closures: parsing a header allocates up to about 40
// times its length (encoding/json's garbage included).
const slack = 64 << 10

func headerBound(n int) int64 { return 64*int64(n) + slack }

// limitMemory sets nd.MemoryLimit for the test.
func limitMemory(t *testing.T, bytes int64) {
	previous := nd.SetMemoryLimit(bytes)
	t.Cleanup(func() { nd.SetMemoryLimit(previous) })
}

// assertRefused asserts that err refuses for memory, as kind.
func assertRefused(t *testing.T, err, kind error, msgAndArgs ...any) {
	t.Helper()
	assert.ErrorIs(t, err, kind, msgAndArgs...)
	assert.ErrorIs(t, err, nd.ErrMemory, msgAndArgs...)
	if err != nil {
		assert.True(t, strings.HasPrefix(err.Error(), "safetensors: "), err.Error())
	}
}

// reads are the calls that read a tensor's bytes from an opened file.
func reads(f *File, name string) map[string]func() error {
	return map[string]func() error{
		"Tensor": func() error { _, err := f.Tensor(name); return err },
		"Raw":    func() error { _, err := f.Raw(name); return err },
	}
}

// TestTerabyteFile is the file: a sparse terabyte whose header
// names one U8 tensor. Open reads the header only; Tensor, Raw and Load
// refuse the tensor before allocating it.
func TestTerabyteFile(t *testing.T) {
	if nd.MemoryLimit() >= tebibyte {
		t.Skip("this machine's memory allows a terabyte")
	}
	header := "{" + tensorEntry("a", "U8", []int64{tebibyte}, 0, tebibyte) + "}"
	path := sparseFile(t, header, tebibyte)
	var f *File
	var err error
	n := allocated(func() { f, err = Open(path) })
	require.NoError(t, err)
	defer f.Close()
	assert.Less(t, n, headerBound(len(header)), "Open")
	calls := reads(f, "a")
	calls["Load"] = func() error { _, err := Load(path); return err }
	for name, call := range calls {
		n := allocated(func() { err = call() })
		assertRefused(t, err, ErrFormat, name)
		assert.Less(t, n, headerBound(len(header)), name)
	}
	assert.Contains(t, err.Error(), "1099511627776 bytes is more than memory allows")
}

// TestTerabyteReader is the reader: a few bytes claiming a
// terabyte. NewReader reads the header only; Tensor and Raw refuse the
// tensor for memory, and, with the limit raised past it, because the
// source does not hold its last byte: either way before allocating it.
func TestTerabyteReader(t *testing.T) {
	header := "{" + tensorEntry("a", "U8", []int64{tebibyte}, 0, tebibyte) + "}"
	raw := file(header, []byte{1, 2, 3})
	var f *File
	var err error
	n := allocated(func() { f, err = NewReader(bytes.NewReader(raw), int64(len(raw))-3+tebibyte) })
	require.NoError(t, err)
	assert.Less(t, n, headerBound(len(header)), "NewReader")
	if nd.MemoryLimit() < tebibyte {
		for name, call := range reads(f, "a") {
			n := allocated(func() { err = call() })
			assertRefused(t, err, ErrFormat, name)
			assert.Less(t, n, int64(slack), name)
		}
	}
	limitMemory(t, 2*tebibyte)
	for name, call := range reads(f, "a") {
		n := allocated(func() { err = call() })
		assert.ErrorIs(t, err, ErrFormat, name)
		assert.ErrorIs(t, err, io.ErrUnexpectedEOF, name)
		assert.NotErrorIs(t, err, nd.ErrMemory, name)
		assert.Less(t, n, int64(slack), name)
	}
	assert.Contains(t, err.Error(), fmt.Sprintf("the source ends before its byte %d",
		8+int64(len(header))+tebibyte-1))
}

// TestMemoryLimitRefuses: a tensor one item past nd.MemoryLimit, of
// every dtype and several ranks, is refused by Tensor, Raw and Load
// before it is allocated; one of exactly the limit reads.
func TestMemoryLimitRefuses(t *testing.T) {
	const limit = 1 << 20
	limitMemory(t, limit)
	cases := []struct {
		dtype string
		shape []int64
	}{
		{"U8", []int64{limit + 1}},
		{"I8", []int64{2, limit/2 + 1}},
		{"BOOL", []int64{limit + 1}},
		{"F8_E4M3", []int64{limit + 1}}, // Raw only: Tensor refuses the dtype first
		{"I16", []int64{limit/2 + 1}},
		{"U16", []int64{1, limit/2 + 1}},
		{"F16", []int64{3, limit / 4}},
		{"BF16", []int64{limit/2 + 1}},
		{"I32", []int64{2, 2, limit/16 + 1}},
		{"U32", []int64{limit/4 + 1}},
		{"F32", []int64{limit/4 + 1}},
		{"F64", []int64{2, 2, 2, 2, limit/128 + 1}},
		{"I64", []int64{limit/8 + 1}},
		{"U64", []int64{limit/8 + 1, 1}},
	}
	for _, c := range cases {
		info := TensorInfo{Name: "x", DType: c.dtype, Shape: c.shape}
		size, err := info.byteSize()
		require.NoError(t, err)
		require.Greater(t, size, int64(limit))
		header := "{" + tensorEntry("x", c.dtype, c.shape, 0, size) + "}"
		path := sparseFile(t, header, size)
		f, err := Open(path)
		require.NoError(t, err)
		for name, call := range reads(f, "x") {
			n := allocated(func() { err = call() })
			if name == "Tensor" && c.dtype == "F8_E4M3" {
				assert.ErrorIs(t, err, ErrUnsupported)
				continue
			}
			assertRefused(t, err, ErrFormat, "%s %s", name, c.dtype)
			assert.Less(t, n, int64(slack), "%s %s", name, c.dtype)
		}
		require.NoError(t, f.Close())
		_, err = Load(path)
		assertRefused(t, err, ErrFormat, "Load %s", c.dtype)
	}
	path := sparseFile(t, "{"+tensorEntry("x", "F32", []int64{limit / 4}, 0, limit)+"}", limit)
	all, err := Load(path)
	require.NoError(t, err, "exactly the limit")
	assert.Equal(t, int64(limit/4), all["x"].Shape().Size())
}

// TestLoadRefusesTotal: tensors each within nd.MemoryLimit but not
// together are read one by one, but Load refuses the lot before reading
// any.
func TestLoadRefusesTotal(t *testing.T) {
	const part = 512 << 10
	limitMemory(t, 1<<20)
	header := "{" + tensorEntry("a", "U8", []int64{part}, 0, part) + "," +
		tensorEntry("b", "U8", []int64{part}, part, 2*part) + "," +
		tensorEntry("c", "U8", []int64{part}, 2*part, 3*part) + "}"
	path := sparseFile(t, header, 3*part)
	f, err := Open(path)
	require.NoError(t, err)
	defer f.Close()
	for _, name := range f.Names() {
		_, err := f.Tensor(name)
		require.NoError(t, err, name)
	}
	n := allocated(func() { _, err = Load(path) })
	assertRefused(t, err, ErrFormat)
	assert.Contains(t, err.Error(), "3 tensors of 1572864 bytes in all")
	assert.Less(t, n, headerBound(len(header)))
}

// TestHeaderMemory: a header longer than nd.MemoryLimit is refused with
// ErrHeaderSize before it is read, by every reader.
func TestHeaderMemory(t *testing.T) {
	limitMemory(t, 4096)
	header := padTo("{"+tensorEntry("a", "U8", []int64{1}, 0, 1)+strings.Repeat(" ", 5000)+"}", 0)
	raw := file(header, []byte{1})
	path := filepath.Join(t.TempDir(), "h.safetensors")
	require.NoError(t, os.WriteFile(path, raw, 0o644))
	_, err := NewReader(bytes.NewReader(raw), int64(len(raw)))
	assertRefused(t, err, ErrHeaderSize, "NewReader")
	_, err = Open(path)
	assertRefused(t, err, ErrHeaderSize, "Open")
	_, err = Map(path)
	assertRefused(t, err, ErrHeaderSize, "Map")
	_, err = Load(path)
	assertRefused(t, err, ErrHeaderSize, "Load")
}

// TestShortSource: a source that holds less than its claimed size costs
// what it holds, not what it claims: a header length near MaxHeaderSize
// over a few bytes, tensors larger and smaller than readChunk.
func TestShortSource(t *testing.T) {
	prefix := append(binaryLength(MaxHeaderSize-1), `{"a":`...)
	var err error
	n := allocated(func() { _, err = NewReader(bytes.NewReader(prefix), tebibyte) })
	assert.ErrorIs(t, err, ErrFormat)
	assert.ErrorIs(t, err, io.ErrUnexpectedEOF)
	assert.Less(t, n, int64(readChunk+slack), "the header's first piece, not its claimed length")

	for _, size := range []int64{4 << 20, readChunk + 1, readChunk, 8} {
		header := "{" + tensorEntry("a", "U8", []int64{size}, 0, size) + "}"
		raw := file(header, make([]byte, size-1)) // one byte short
		f, err := NewReader(bytes.NewReader(raw), int64(len(raw))+1)
		require.NoError(t, err)
		for name, call := range reads(f, "a") {
			n := allocated(func() { err = call() })
			assert.ErrorIs(t, err, ErrFormat, "%s %d", name, size)
			assert.Less(t, n, min(size, readChunk)+slack, "%s %d", name, size)
		}
		f, err = NewReader(bytes.NewReader(append(raw, 7)), int64(len(raw))+1)
		require.NoError(t, err)
		got, err := f.Raw("a")
		require.NoError(t, err, "whole: %d", size)
		assert.Equal(t, byte(7), got[size-1])
	}
}

// binaryLength is a header length prefix.
func binaryLength(n int) []byte { return binary.LittleEndian.AppendUint64(nil, uint64(n)) }
