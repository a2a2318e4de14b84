package ndzarr

import (
	"context"
	"io"
	"iter"
	"strings"

	"github.com/ndgo/ndarray/nd"
)

// Store holds the objects of Zarr arrays and groups: metadata documents
// and chunks, each a byte string under a key, a "/"-separated path such
// as "run.zarr/t/.zarray" or "t/c/0/1". FileStore (a directory) and
// MemoryStore are built in; the module github.com/ndgo/ndarray/ndzarr/gocloud
// adapts any gocloud.dev blob bucket (S3, GCS, Azure). A Store must be
// safe for concurrent use: a Read or Write calls it from several
// goroutines at once.
//
// ndzarr treats what a Store returns as data, as it does the bytes of
// the objects: sizes are checked against what the array allows before
// buffers are made for them.
type Store interface {
	// Get opens the bytes r selects of the object at key for reading.
	// It returns an error wrapping ErrNotFound if there is no object at
	// key, and one wrapping ErrByteRange if r does not lie inside it (see
	// ByteRange.Resolve).
	Get(ctx context.Context, key string, r ByteRange) (ObjectReader, error)
	// Set stores data as the object at key, replacing any: readers see
	// the old object or the new one, never a part of either, where the
	// store can promise it (FileStore and MemoryStore do). The caller may
	// reuse data once Set returns.
	Set(ctx context.Context, key string, data []byte) error
	// List yields the key of every object whose key starts with prefix
	// (a plain string prefix: "a/" lists what is under a, "a" also a.b),
	// in no particular order, or an error, after which it stops.
	List(ctx context.Context, prefix string) iter.Seq2[string, error]
	// Delete removes the object at key; deleting a key that holds no
	// object is not an error.
	Delete(ctx context.Context, key string) error
}

// ObjectReader reads the bytes a Store's Get selected, and then is
// closed.
type ObjectReader interface {
	io.ReadCloser
	// Size returns the size in bytes of the whole object (not of the
	// range), as the store stated it when Get opened it: known before
	// any byte is read, so that an object larger than its chunk can be
	// is refused from it.
	Size() int64
}

// ByteRange selects bytes of an object for Get: Length bytes from Offset,
// where a negative Offset counts from the object's end (-n: the last n
// bytes) and a negative Length reads to the end. WholeObject selects every
// byte; the zero ByteRange selects none.
type ByteRange struct {
	Offset, Length int64
}

// WholeObject is the ByteRange of every byte of an object.
var WholeObject = ByteRange{Offset: 0, Length: -1}

// Resolve returns the start and length r selects in an object of size
// bytes, or an error wrapping ErrByteRange if r does not lie inside it:
// a start before the object's first byte or after its last, or a length
// past its end. Store implementations use it to check a Get's range the
// same way as the built-in stores.
func (r ByteRange) Resolve(size int64) (off, n int64, err error) {
	off = r.Offset
	if off < 0 {
		off += size
	}
	if off < 0 || off > size || r.Length > size-off {
		return 0, 0, errorf(ErrByteRange, "bytes %d (length %d) of an object of %d bytes",
			r.Offset, r.Length, size)
	}
	n = r.Length
	if n < 0 {
		n = size - off
	}
	return off, n, nil
}

// tmpSuffix ends the names of the temporary files FileStore writes before
// renaming them into place; keys may not end with it.
const tmpSuffix = ".ndzarr-tmp"

// checkKey returns an error wrapping nd.ErrArgument unless key can name an
// object in both built-in stores: "/"-separated parts, none empty, "." or
// "..", and no NUL or backslash, so that a key cannot name a file outside
// a FileStore's directory on any system.
func checkKey(key string) error {
	if strings.HasSuffix(key, tmpSuffix) {
		return errorf(nd.ErrArgument, "key %q ends with %s, the store's temporary files' suffix",
			key, tmpSuffix)
	}
	return checkParts(key)
}

// checkParts is checkKey's test of each part.
func checkParts(path string) error {
	for part := range strings.SplitSeq(path, "/") {
		if part == "" || part == "." || part == ".." || strings.ContainsAny(part, "\x00\\") {
			return errorf(nd.ErrArgument, "key %q is not a relative \"/\"-separated path "+
				"(parts not empty, \".\" or \"..\", without NUL or backslash)", path)
		}
	}
	return nil
}

// checkPrefix checks a List prefix: its directories as keys' (the part
// after the last "/" may be empty or partial).
func checkPrefix(prefix string) error {
	i := strings.LastIndexByte(prefix, '/')
	if i < 0 {
		return nil
	}
	if err := checkParts(prefix[:i]); err != nil {
		return errorf(nd.ErrArgument, "list prefix %q is not below the store's root", prefix)
	}
	if strings.ContainsAny(prefix[i+1:], "\x00\\") {
		return errorf(nd.ErrArgument, "list prefix %q holds NUL or backslash", prefix)
	}
	return nil
}
