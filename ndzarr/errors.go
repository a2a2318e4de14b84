package ndzarr

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndzarr/internal/codec"
)

// The sentinels ndzarr's errors wrap (test with errors.Is); the package
// documentation lists the library's sentinels they may wrap too.
var (
	// ErrNotFound: a store has no object at a key, or no array (or group)
	// at a path.
	ErrNotFound = errors.New("ndzarr: not found")
	// ErrMetadata: a .zarray, zarr.json, .zattrs or .zgroup document that
	// does not parse, or that describes no valid array (chunks that do
	// not match the shape, a fill value of another type).
	ErrMetadata = errors.New("ndzarr: malformed metadata")
	// ErrUnsupported: valid Zarr that ndzarr does not read or write: a
	// dtype other than bool, the ints, float16/32/64 and complex, a
	// codec, filter, chunk grid or key encoding it does not know,
	// storage transformers, nested sharding.
	ErrUnsupported = errors.New("ndzarr: unsupported")
	// ErrCorruptChunk: stored bytes no codec can decode, or a shard index
	// that points outside its shard.
	ErrCorruptChunk = codec.ErrCorrupt
	// ErrChunkSize: a chunk that decodes to the wrong number of bytes.
	ErrChunkSize = codec.ErrSize
	// ErrChecksum: a crc32c codec's checksum does not match.
	ErrChecksum = codec.ErrChecksum
	// ErrStore: a store failed to read, write, list or delete an object
	// (the error wraps the store's own error too: a *fs.PathError, say).
	ErrStore = errors.New("ndzarr: store failed")
	// ErrByteRange: a Store's Get of a byte range that does not lie
	// inside the object.
	ErrByteRange = errors.New("ndzarr: byte range outside the object")
)

// prefix starts every message of this package's errors, once.
const prefix = "ndzarr: "

// errs makes this package's errors: *nd.Error values prefixed "ndzarr: ".
const errs = nd.ErrorPrefix(prefix)

// errorf returns an error wrapping kind, its message prefixed "ndzarr: ".
func errorf(kind error, format string, args ...any) error { return errs.Errorf(kind, format, args...) }

// wrapf returns cause with the formatted context in front: it wraps cause
// (whose sentinels errors.Is still finds) and kind, if not nil, and its
// message is "ndzarr: context: " and cause's message less its own
// package prefix ("ndzarr: ", "nd: ", "npy: "), so that a message has one.
func wrapf(kind, cause error, format string, args ...any) error {
	return &nd.Error{Msg: prefix + fmt.Sprintf(format, args...) + ": " + unprefixed(cause),
		Err: kind, Cause: cause}
}

// unprefixed returns err's message without the package prefix it starts
// with, if any.
func unprefixed(err error) string {
	msg := err.Error()
	for _, p := range []string{prefix, "nd: ", "npy: "} {
		if rest, ok := strings.CutPrefix(msg, p); ok {
			return rest
		}
	}
	return msg
}

// withKind returns err wrapping kind in place of the kind it had, with the
// same message: for errors whose kind depends on who gave the input (the
// same check of metadata read from a store, ErrMetadata, and of Options,
// nd.ErrArgument).
func withKind(err, kind error) error {
	var own *nd.Error
	if !errors.As(err, &own) || !strings.HasPrefix(own.Msg, prefix) {
		return &nd.Error{Msg: prefix + unprefixed(err), Err: kind, Cause: err}
	}
	return &nd.Error{Msg: own.Msg, Err: kind, Cause: own.Cause}
}

// dimsText formats dimensions as nd.Shape's String does, "[2, 3, 4]", for
// messages about dimensions that may not form a valid shape (a negative
// one, from hostile metadata).
func dimsText(dims []int64) string {
	var b strings.Builder
	b.WriteByte('[')
	for i, d := range dims {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.FormatInt(d, 10))
	}
	b.WriteByte(']')
	return b.String()
}
