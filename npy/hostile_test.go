package npy

import (
	"archive/zip"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/nduint8"
)

// readers are every way to read one .npy file's array: each prepares its
// input from the file (outside what the test measures) and returns the
// read.
var readers = map[string]func(t *testing.T, file []byte) func() (nd.AnyArray, error){
	"Read": func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
		return func() (nd.AnyArray, error) { return Read(bytes.NewReader(file)) }
	},
	"Load": func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
		path := tempFile(t, "a.npy", file)
		return func() (nd.AnyArray, error) { return Load(path) }
	},
	"Map": func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
		path := tempFile(t, "a.npy", file)
		return func() (nd.AnyArray, error) {
			m, err := Map(path, ReadOnly)
			if err != nil {
				return nil, err
			}
			defer m.Close()
			return m.Array()
		}
	},
	"LoadNpz stored":   loadNpzOf(false),
	"LoadNpz deflated": loadNpzOf(true),
	"OpenNpz deflated": func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
		path := tempFile(t, "a.npz", npzOf(t, file, true))
		return func() (nd.AnyArray, error) {
			z, err := OpenNpz(path)
			require.NoError(t, err)
			defer z.Close()
			return z.Read("a")
		}
	},
}

func loadNpzOf(deflate bool) func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
	return func(t *testing.T, file []byte) func() (nd.AnyArray, error) {
		path := tempFile(t, "a.npz", npzOf(t, file, deflate))
		return func() (nd.AnyArray, error) {
			all, err := LoadNpz(path)
			return all["a"], err
		}
	}
}

// tempFile writes b to a new file and returns its path.
func tempFile(t *testing.T, name string, b []byte) string {
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, b, 0o644))
	return path
}

// TestStringsSizedAsGoStrings: with the limit at 256 KiB, string arrays
// whose stored bytes fit but whose strings (16 bytes of header each, plus
// the bytes) do not are refused by every reader before their data is
// allocated, with an error wrapping ErrFormat and nd.ErrMemory; one item
// fewer loads, within the stated bound. Fixed-size items count as stored.
func TestStringsSizedAsGoStrings(t *testing.T) {
	const limit = 256 << 10
	withLimit(t, limit)
	cases := []struct {
		descr string
		shape func(n int64) []int64 // n items, any rank
	}{
		{"|S1", func(n int64) []int64 { return []int64{n} }},
		{"|S8", func(n int64) []int64 { return []int64{1, n} }},
		{"<U4", func(n int64) []int64 { return []int64{n, 1, 1} }},
		{">U2", func(n int64) []int64 { return []int64{n} }},
		{"<U65533", func(n int64) []int64 { return []int64{n, 1}[:n-1] }}, // 0-d when n is 1
		{"<f8", func(n int64) []int64 { return []int64{n, 1} }},
	}
	for _, c := range cases {
		d, err := ParseDescr(c.descr)
		require.NoError(t, err)
		over := limit/itemMemory(d) + 1
		for _, n := range []int64{over, over - 1} {
			if n == 0 {
				continue
			}
			shape := c.shape(n)
			file := npyOf(c.descr, shape, bytes.Repeat([]byte{'x'}, int(n)*d.ItemSize))
			if d.Kind == 'U' {
				file = npyOf(c.descr, shape, make([]byte, int(n)*d.ItemSize)) // empty strings
			}
			for name, read := range readers {
				what := fmt.Sprintf("%s %v by %s", c.descr, shape, name)
				var a nd.AnyArray
				call := read(t, file)
				spent := allocated(func() { a, err = call() })
				if n == over {
					require.Error(t, err, what)
					assert.ErrorIs(t, err, ErrFormat, what)
					assert.ErrorIs(t, err, nd.ErrMemory, what)
					assert.Contains(t, err.Error(), fmt.Sprintf("shape %s of %s: %d bytes is more than memory allows (the limit is %d bytes)",
						nd.FormatDims(shape), d, n*itemMemory(d), limit), what)
					assert.Less(t, spent, int64(boundSlack), "%s: refused before its data", what)
					continue
				}
				require.NoError(t, err, what)
				assert.Equal(t, n, a.Size(), what)
				assert.LessOrEqual(t, spent, allocBound(int64(len(file)), d), what)
			}
		}
	}
}

// TestMemoryErrorMessage: the error reads as the package's own, followed by
// nd.CheckMemory's text.
func TestMemoryErrorMessage(t *testing.T) {
	withLimit(t, 1<<20)
	_, err := Read(bytes.NewReader(npyOf("|S1", []int64{61681}, nil)))
	require.Error(t, err)
	assert.Equal(t, "npy: shape [61681] of |S1: 1048577 bytes is more than memory allows (the limit is 1048576 bytes)",
		err.Error())
}

// TestIssueDeflatedStrings: the issue's archive, a 66 KB deflated member
// of 2^26 "|S1" zeros (1.1 GiB as strings), and a header claiming 2^28
// items followed by a short or a long stream, are refused, under a 64 MiB
// limit, before their data is allocated, by every reader.
func TestIssueDeflatedStrings(t *testing.T) {
	const limit = 64 << 20
	withLimit(t, limit)
	archive := deflatedZerosNpz(t, "|S1", []int64{1 << 26}, 64)
	require.Less(t, len(archive), 70_000)
	path := tempFile(t, "issue.npz", archive)
	want := fmt.Sprintf(`: shape [67108864] of |S1: %d bytes is more than memory allows (the limit is %d bytes)`,
		17<<26, limit)
	reads := map[string]func() error{
		"LoadNpz": func() error { _, err := LoadNpz(path); return err },
		"OpenNpz": func() error {
			z, err := OpenNpz(path)
			require.NoError(t, err)
			defer z.Close()
			_, err = z.Read("a")
			return err
		},
		"NewNpz": func() error {
			z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
			require.NoError(t, err)
			_, err = z.Read("a")
			return err
		},
	}
	for name, read := range reads {
		var err error
		spent := allocated(func() { err = read() })
		require.Error(t, err, name)
		assert.ErrorIs(t, err, ErrFormat, name)
		assert.ErrorIs(t, err, nd.ErrMemory, name)
		assert.Regexp(t, `^npy: member "a(\.npy)?"`+regexp.QuoteMeta(want)+`$`, err.Error(), name)
		assert.Less(t, spent, int64(boundSlack), name)
	}
	head := npyOf("|S1", []int64{1 << 28}, nil)
	for _, tail := range []int{0, 1000, 4 << 20} {
		file := append(head, make([]byte, tail)...)
		var err error
		spent := allocated(func() { _, err = Read(bytes.NewReader(file)) })
		assert.ErrorIs(t, err, ErrFormat, tail)
		assert.ErrorIs(t, err, nd.ErrMemory, tail)
		assert.Less(t, spent, int64(boundSlack), tail)
	}
}

// TestIssueArchiveUnderLimit: the same kind of archive, 2 MiB of zeros,
// loads (its checksum is right) and allocates no more than the bound.
func TestIssueArchiveUnderLimit(t *testing.T) {
	withLimit(t, 64<<20)
	archive := deflatedZerosNpz(t, "|S1", []int64{2 << 20}, 2)
	z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
	require.NoError(t, err)
	var a nd.AnyArray
	spent := allocated(func() { a, err = z.Read("a") })
	require.NoError(t, err)
	assert.Equal(t, int64(2<<20), a.Size())
	d, _ := ParseDescr("|S1")
	assert.LessOrEqual(t, spent, allocBound(2<<20, d))
	assert.Greater(t, spent, int64(stringHeader)<<21, "the strings' headers are allocated")
}

// TestStreamCostsWhatArrives: a plausible claim (under the limit) followed
// by fewer bytes is a truncated file, not a memory error, and a stream (or
// a member whose declared size its compressed bytes cannot justify)
// allocates about what arrived, not what the header claims.
func TestStreamCostsWhatArrives(t *testing.T) {
	withLimit(t, 64<<20)
	for _, descr := range []string{"|S1", "<U4", "<f8"} {
		d, _ := ParseDescr(descr)
		n := (64 << 20) / itemMemory(d)
		for _, arrived := range []int{0, 1000, 100_000, 1 << 20} {
			file := npyOf(descr, []int64{n}, bytes.Repeat([]byte{'x'}, arrived))
			var err error
			spent := allocated(func() { _, err = Read(bytes.NewReader(file)) })
			assert.ErrorIs(t, err, ErrFormat, descr)
			assert.NotErrorIs(t, err, nd.ErrMemory, descr)
			assert.Contains(t, err.Error(), "truncated file", descr)
			assert.LessOrEqual(t, spent, allocBound(int64(arrived), d), "%s after %d bytes", descr, arrived)

			// The zip header declares the whole claim: implausible for
			// so few compressed bytes, so the member is read as a stream.
			archive := rawNpz(t, deflate(t, file), 0, uint64(len(file))+uint64(n)*uint64(d.ItemSize))
			z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
			require.NoError(t, err)
			spent = allocated(func() { _, err = z.Read("a") })
			assert.ErrorIs(t, err, ErrFormat, descr)
			assert.NotErrorIs(t, err, nd.ErrMemory, descr)
			assert.LessOrEqual(t, spent, allocBound(int64(arrived), d), "member %s after %d bytes", descr, arrived)
		}
	}
}

// TestLoadNpzTotal: LoadNpz counts its arrays together against the limit;
// each still reads alone.
func TestLoadNpzTotal(t *testing.T) {
	withLimit(t, 1<<20)
	var buf bytes.Buffer
	arrays := map[string]nd.AnyArray{"a": nduint8.New(nd.ShapeOf(600 << 10)), "b": nduint8.New(nd.ShapeOf(600 << 10))}
	require.NoError(t, WriteNpz(&buf, arrays, true))
	path := tempFile(t, "two.npz", buf.Bytes())
	_, err := LoadNpz(path)
	assert.ErrorIs(t, err, ErrFormat)
	assert.ErrorIs(t, err, nd.ErrMemory)
	assert.Contains(t, err.Error(), "shape [614400] of |u1 with the 614400 bytes of the arrays read before it: 1228800 bytes is more than memory allows")
	z, err := OpenNpz(path)
	require.NoError(t, err)
	defer z.Close()
	for _, name := range z.Names() {
		_, err := z.Read(name)
		assert.NoError(t, err, name)
	}
	withLimit(t, 2<<20)
	all, err := LoadNpz(path)
	require.NoError(t, err)
	assert.Len(t, all, 2)
}

// TestMemberErrorKeepsCause: a member's error names it and still wraps
// what went wrong (here the zip reader's checksum error).
func TestMemberErrorKeepsCause(t *testing.T) {
	file := npyOf("<u1", []int64{3}, []byte{1, 2, 3})
	archive := rawNpz(t, deflate(t, file), 12345, uint64(len(file)))
	z, err := NewNpz(bytes.NewReader(archive), int64(len(archive)))
	require.NoError(t, err)
	_, err = z.Read("a")
	assert.ErrorIs(t, err, ErrFormat)
	assert.ErrorIs(t, err, zip.ErrChecksum)
	assert.True(t, strings.HasPrefix(err.Error(), `npy: member "a": `), err.Error())
}
