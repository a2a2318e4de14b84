package npy

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// errBoom is what failing readers and writers return.
var errBoom = errors.New("boom")

type failingReader struct{}

func (failingReader) Read([]byte) (int, error) { return 0, errBoom }

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errBoom }

// TestErrorClasses: every class of error wraps its documented sentinel
// (and, where it has one, its cause), and its message has one prefix,
// "npy: ", and shows shapes as nd.Shape does.
func TestErrorClasses(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "such")
	a := ndfloat32.New(nd.ShapeOf(2, 3))
	saved := filepath.Join(dir, "a.npz")
	require.NoError(t, SaveNpz(saved, map[string]nd.AnyArray{"a": a}, false))
	closedNpz := func() error {
		z, err := OpenNpz(saved)
		require.NoError(t, err)
		require.NoError(t, z.Close())
		return z.Close()
	}
	read := func(b []byte) error {
		_, err := Read(bytes.NewReader(b))
		return err
	}
	for _, c := range []struct {
		name  string
		err   error
		kind  error
		cause error  // also wrapped, if not nil
		text  string // in the message, if not ""
	}{
		{"bad magic", read([]byte("not a .npy file")), ErrFormat, nil, "magic string"},
		{"short data", read(npyFile(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (2, 3), }", twoInts)),
			ErrFormat, nil, "of shape [2, 3] of <i4"},
		{"negative dimension", read(npyFile(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (2, -3), }", nil)),
			ErrFormat, nil, "dimension 1 is -3"},
		{"size overflow", read(npyFile(1, "{'descr': '<i4', 'fortran_order': False, 'shape': (4294967296, 4294967296), }", nil)),
			ErrFormat, nil, "shape [4294967296, 4294967296]: its size overflows"},
		{"pickled objects", read(npyFile(1, "{'descr': '|O', 'fortran_order': False, 'shape': (1,), }", nil)),
			ErrUnsupported, nil, ""},
		{"long header", read(npyFile(2, strings.Repeat(" ", DefaultMaxHeaderSize+1), nil)), ErrHeaderSize, nil, ""},
		{"Npz closed twice", closedNpz(), ErrClosed, nil, ""},
		{"nil array", Write(io.Discard, nil), ErrArgument, nil, ""},
		{"nil array in an archive", WriteNpz(io.Discard, map[string]nd.AnyArray{"x": nil}, false), ErrArgument, nil,
			`npy: array "x": nil array`},
		{"missing file", func() error { _, err := Load(missing); return err }(), ErrIO, fs.ErrNotExist, ""},
		{"missing archive", func() error { _, err := OpenNpz(missing); return err }(), ErrIO, fs.ErrNotExist, ""},
		{"missing map", func() error { _, err := Map(missing, ReadOnly); return err }(), ErrIO, fs.ErrNotExist, ""},
		{"no directory to save in", Save(missing, a), ErrIO, fs.ErrNotExist, ""},
		{"no directory to save an archive in", SaveNpz(missing, map[string]nd.AnyArray{"a": a}, true), ErrIO,
			fs.ErrNotExist, ""},
		{"failing reader", func() error { _, err := Read(failingReader{}); return err }(), ErrIO, errBoom, "boom"},
		{"failing writer", Write(failingWriter{}, a), ErrIO, errBoom, "boom"},
		{"failing archive writer", WriteNpz(failingWriter{}, map[string]nd.AnyArray{"a": a}, true), ErrIO, errBoom, ""},
	} {
		require.Error(t, c.err, c.name)
		msg := c.err.Error()
		assert.ErrorIs(t, c.err, c.kind, "%s: %s", c.name, msg)
		if c.cause != nil {
			assert.ErrorIs(t, c.err, c.cause, "%s: %s", c.name, msg)
		}
		assert.True(t, strings.HasPrefix(msg, "npy: ") && !strings.Contains(msg, ": npy: ") &&
			!strings.Contains(msg, "nd: "), "%s: one prefix: %s", c.name, msg)
		assert.Contains(t, msg, c.text, c.name)
	}
}

// TestIOErrorOnlyWrapsForeign: ioError leaves nil and the package's own
// errors (which already wrap a sentinel) as they are.
func TestIOErrorOnlyWrapsForeign(t *testing.T) {
	assert.NoError(t, ioError(nil))
	own := errorf(ErrFormat, "x")
	assert.Same(t, own, ioError(own))
	wrapped := ioError(errBoom)
	assert.Equal(t, "npy: boom", wrapped.Error())
	assert.ErrorIs(t, wrapped, ErrIO)
	assert.ErrorIs(t, wrapped, errBoom)
}
