package safetensors

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
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat32"
)

// errBoom is what failing readers and writers return.
var errBoom = errors.New("boom")

type failingReaderAt struct{}

func (failingReaderAt) ReadAt([]byte, int64) (int, error) { return 0, errBoom }

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errBoom }

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
		{"failing reader", func() error { _, err := NewReader(failingReaderAt{}, 100); return err }(),
			ErrIO, errBoom, "boom"},
		{"failing writer", Write(failingWriter{}, map[string]nd.AnyArray{"a": a}, nil), ErrIO, errBoom, "boom"},
	} {
		require.Error(t, c.err, c.name)
		msg := c.err.Error()
		assert.ErrorIs(t, c.err, c.kind, "%s: %s", c.name, msg)
		if c.cause != nil {
			assert.ErrorIs(t, c.err, c.cause, "%s: %s", c.name, msg)
		}
		assert.True(t, strings.HasPrefix(msg, "safetensors: ") && !strings.Contains(msg, ": safetensors: ") &&
			!strings.Contains(msg, "nd: "), "%s: one prefix: %s", c.name, msg)
		assert.Contains(t, msg, c.text, c.name)
	}
}

// TestIOErrorOnlyWrapsForeign: ioError leaves nil and the package's own
// errors (which already wrap a sentinel) as they are; readError tells an
// early end (ErrFormat) from a failure (ErrIO).
func TestIOErrorOnlyWrapsForeign(t *testing.T) {
	assert.NoError(t, ioError(nil))
	own := errorf(ErrFormat, "x")
	assert.Same(t, own, ioError(own))
	wrapped := ioError(errBoom)
	assert.Equal(t, "safetensors: boom", wrapped.Error())
	assert.ErrorIs(t, wrapped, ErrIO)
	assert.ErrorIs(t, wrapped, errBoom)
	assert.ErrorIs(t, readError(io.ErrUnexpectedEOF, "x"), ErrFormat)
	assert.ErrorIs(t, readError(io.EOF, "x"), ErrFormat)
	assert.ErrorIs(t, readError(errBoom, "x"), ErrIO)
	assert.NotErrorIs(t, readError(errBoom, "x"), ErrFormat)
}
