package safetensors

import (
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
)

// skipStrictOvercommit skips where every private writable map is charged
// in full (Linux's vm.overcommit_memory 2), so a terabyte map fails.
func skipStrictOvercommit(t *testing.T) {
	if mode, err := os.ReadFile("/proc/sys/vm/overcommit_memory"); err == nil &&
		strings.TrimSpace(string(mode)) == "2" {
		t.Skip("strict overcommit")
	}
}

// TestMapTerabyte: mapping the sparse terabyte costs address
// space only: the aligned tensor is a view, allocated nowhere; a
// misaligned one must be copied and is refused for memory.
func TestMapTerabyte(t *testing.T) {
	skipStrictOvercommit(t)
	header := padTo("{"+tensorEntry("a", "U8", []int64{tebibyte}, 0, tebibyte)+"}", 0)
	m, err := Map(sparseFile(t, header, tebibyte))
	require.NoError(t, err)
	defer m.Close()
	var a nd.AnyArray
	n := allocated(func() { a, err = m.Tensor("a") })
	require.NoError(t, err)
	assert.Less(t, n, int64(slack))
	assert.Equal(t, tebibyte, a.Shape().Size())

	if nd.MemoryLimit() >= tebibyte {
		t.Skip("this machine's memory allows a terabyte")
	}
	header = padTo("{"+tensorEntry("f", "F32", []int64{tebibyte / 4}, 0, tebibyte)+"}", 1)
	m, err = Map(sparseFile(t, header, tebibyte))
	require.NoError(t, err)
	defer m.Close()
	n = allocated(func() { _, err = m.Tensor("f") })
	assertRefused(t, err, ErrFormat)
	assert.Less(t, n, int64(slack))
}

// mappedFixture saves a 64 KiB float32 tensor "w" and a 16 KiB bool
// tensor "b" (several pages each), and maps the file.
func mappedFixture(t *testing.T) (string, *File) {
	w := ndfloat32.New(nd.ShapeOf(128, 128))
	w.Fill(1.5)
	b := ndbool.New(nd.ShapeOf(16 << 10))
	path := filepath.Join(t.TempDir(), "m.safetensors")
	require.NoError(t, Save(path, map[string]nd.AnyArray{"w": w, "b": b}, nil))
	m, err := Map(path)
	require.NoError(t, err)
	return path, m
}

// TestMapTruncated: once another process truncates a mapped file,
// Check, Tensor and Raw return errors wrapping ErrFormat rather than
// views whose reads would raise SIGBUS; an opened file never faults.
func TestMapTruncated(t *testing.T) {
	path, m := mappedFixture(t)
	require.NoError(t, m.Check())
	w, err := m.Tensor("w")
	require.NoError(t, err)
	assert.Equal(t, float32(1.5), w.(*ndfloat32.NdArray).GetFloat32(127, 127))
	require.NoError(t, os.Truncate(path, m.Header().DataOffset+100))

	err = m.Check()
	assert.ErrorIs(t, err, ErrFormat)
	assert.Contains(t, err.Error(), "truncated while mapped")
	for name, call := range reads(m, "w") {
		assert.ErrorIs(t, call(), ErrFormat, name)
	}
	_, err = m.Tensor("b")
	assert.ErrorIs(t, err, ErrFormat)

	o, err := Open(path)
	assert.ErrorIs(t, err, ErrFormat, "the header no longer matches the file")
	assert.Nil(t, o)
	require.NoError(t, m.Close())
	assert.ErrorIs(t, m.Check(), ErrClosed)
}

// TestOpenedCheck: Check of an opened file is nil even once truncated
// (its reads return errors), and ErrClosed after Close.
func TestOpenedCheck(t *testing.T) {
	path, m := mappedFixture(t)
	require.NoError(t, m.Close())
	o, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, os.Truncate(path, o.Header().DataOffset))
	assert.NoError(t, o.Check())
	_, err = o.Tensor("w")
	assert.ErrorIs(t, err, ErrFormat)
	require.NoError(t, o.Close())
	assert.ErrorIs(t, o.Check(), ErrClosed)
}

// TestMapReadsGuarded: the package's own reads of a mapped file (bool
// validation, the copy of a misaligned tensor) return an error when the
// file is truncated under them, between Tensor's size check and the
// read, instead of crashing.
func TestMapReadsGuarded(t *testing.T) {
	const items = 4096 // four pages of float32
	header := padTo("{"+tensorEntry("b", "BOOL", []int64{items}, 0, items)+","+
		tensorEntry("f", "F32", []int64{items}, items, 5*items)+"}", 1)
	path := sparseFile(t, header, 5*items)
	m, err := Map(path)
	require.NoError(t, err)
	defer m.Close()
	for _, name := range []string{"b", "f"} {
		a, err := m.Tensor(name)
		require.NoError(t, err, name)
		assert.Equal(t, int64(items), a.Shape().Size())
	}
	require.NoError(t, os.Truncate(path, 0))
	for _, name := range []string{"b", "f"} {
		info, err := m.Info(name)
		require.NoError(t, err)
		_, err = m.readMapped(info, dtypes[info.DType].dtype) // Tensor without its check
		assert.ErrorIs(t, err, ErrFormat, name)
		assert.Contains(t, err.Error(), "truncated while mapped", name)
	}
}

// TestMapTruncatedUserRead: what the doc offers for arrays already taken:
// with runtime/debug.SetPanicOnFault set, reading a lost page of a
// truncated file is a panic that can be recovered, not a crash.
func TestMapTruncatedUserRead(t *testing.T) {
	path, m := mappedFixture(t)
	defer m.Close()
	w, err := m.Tensor("w")
	require.NoError(t, err)
	require.NoError(t, os.Truncate(path, 0))
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	var sink float32
	fault := func() (r any) {
		defer func() { r = recover() }()
		sink = w.(*ndfloat32.NdArray).GetFloat32(127, 127)
		return nil
	}()
	require.NotNil(t, fault)
	assert.Implements(t, (*interface{ Addr() uintptr })(nil), fault)
	assert.Zero(t, sink)
}
