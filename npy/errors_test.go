package npy

import (
	"bytes"
	"io"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/errtest"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

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
		{"failing reader", func() error { _, err := Read(errtest.Failing{}); return err }(), ErrIO,
			errtest.ErrBoom, "boom"},
		{"failing writer", Write(errtest.Failing{}, a), ErrIO, errtest.ErrBoom, "npy: boom"},
		{"failing archive writer", WriteNpz(errtest.Failing{}, map[string]nd.AnyArray{"a": a}, true), ErrIO,
			errtest.ErrBoom, ""},
	} {
		errtest.Check(t, "npy: ", c.name, c.err, c.kind, c.cause, c.text)
	}
}
