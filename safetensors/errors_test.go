package safetensors

import (
	"bytes"
	"io"
	"io/fs"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/errtest"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat32"
)

// TestErrorClasses: every class of error wraps its documented sentinel
// (and, where it has one, its cause), and its message has one prefix,
// "safetensors: ", and shows shapes as nd.Shape does.
func TestErrorClasses(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "no", "such")
	a := ndfloat32.New(nd.ShapeOf(2, 3))
	var saved bytes.Buffer
	require.NoError(t, Write(&saved, map[string]nd.AnyArray{"a": a}, nil))
	newReader := func(b []byte) error {
		_, err := NewReader(bytes.NewReader(b), int64(len(b)))
		return err
	}
	opened := func() *File {
		f, err := NewReader(bytes.NewReader(saved.Bytes()), int64(saved.Len()))
		require.NoError(t, err)
		return f
	}
	closedTwice := func() error {
		f := opened()
		require.NoError(t, f.Close())
		return f.Close()
	}
	header := `{` + tensorEntry("x", "F32", []int64{2, 3}, 0, 4) + `}`
	for _, c := range []struct {
		name  string
		err   error
		kind  error
		cause error  // also wrapped, if not nil
		text  string // in the message, if not ""
	}{
		{"too small", newReader([]byte{1, 2}), ErrFormat, io.ErrUnexpectedEOF, ""},
		{"size against shape", newReader(file(header, make([]byte, 4))), ErrFormat, nil,
			`tensor "x": 4 bytes for F32 of shape [2, 3] (24 bytes)`},
		{"dimension past int64", newReader(file(`{"x":{"dtype":"F32","shape":[9223372036854775808],"data_offsets":[0,4]}}`,
			make([]byte, 4))), ErrFormat, nil, "dimension 0 is 9223372036854775808"},
		{"header too large", newReader(binaryLength(MaxHeaderSize + 1)), ErrHeaderSize, nil, ""},
		{"complex", Write(io.Discard, map[string]nd.AnyArray{"c": ndcomplex64.New(nd.ShapeOf(1))}, nil),
			ErrUnsupported, nil, ""},
		{"no such tensor", func() error { _, err := opened().Tensor("nope"); return err }(), ErrNotFound, nil, ""},
		{"closed twice", closedTwice(), ErrClosed, nil, ""},
		{"reserved name", Write(io.Discard, map[string]nd.AnyArray{"__metadata__": a}, nil), ErrArgument, nil, ""},
		{"nil array", Write(io.Discard, map[string]nd.AnyArray{"x": nil}, nil), ErrArgument, nil, ""},
		{"missing file", func() error { _, err := Open(missing); return err }(), ErrIO, fs.ErrNotExist, ""},
		{"missing map", func() error { _, err := Map(missing); return err }(), ErrIO, fs.ErrNotExist, ""},
		{"no directory to save in", Save(missing, map[string]nd.AnyArray{"a": a}, nil), ErrIO, fs.ErrNotExist, ""},
		{"failing reader", func() error { _, err := NewReader(errtest.Failing{}, 100); return err }(),
			ErrIO, errtest.ErrBoom, "boom"},
		{"failing writer", Write(errtest.Failing{}, map[string]nd.AnyArray{"a": a}, nil), ErrIO, errtest.ErrBoom,
			"safetensors: boom"},
	} {
		errtest.Check(t, "safetensors: ", c.name, c.err, c.kind, c.cause, c.text)
	}
}

// TestReadError: readError tells an early end (ErrFormat) from a failure
// (ErrIO).
func TestReadError(t *testing.T) {
	assert.ErrorIs(t, readError(io.ErrUnexpectedEOF, "x"), ErrFormat)
	assert.ErrorIs(t, readError(io.EOF, "x"), ErrFormat)
	assert.ErrorIs(t, readError(errtest.ErrBoom, "x"), ErrIO)
	assert.NotErrorIs(t, readError(errtest.ErrBoom, "x"), ErrFormat)
}
