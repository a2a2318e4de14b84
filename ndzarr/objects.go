package ndzarr

import (
	"context"
	"errors"
	"io"

	"github.com/ndgo/ndarray/nd"
)

// get reads the object at key below the array's path: metadata, or a
// whole shard to rewrite, which may be as long as memory allows.
func (a *Array) get(ctx context.Context, key string) ([]byte, error) {
	return a.getIn(ctx, key, objectLimit{nd.MemoryLimit(), tooLarge}, newBytes)
}

// getIn is get with the buffer for the object's stated size from room
// (of that length; its contents are overwritten), refusing an object
// longer than limit before reading it.
func (a *Array) getIn(ctx context.Context, key string, limit objectLimit,
	room func(int) []byte) ([]byte, error) {
	key = a.path + key
	r, err := a.store.Get(ctx, key, WholeObject)
	if errors.Is(err, ErrNotFound) {
		return nil, err // the store's message names the key
	}
	if err != nil {
		return nil, storeError(err, "read %s", key)
	}
	raw, err := readSized(r, r.Size(), limit, room)
	if err = errors.Join(err, r.Close()); err != nil {
		return nil, storeError(err, "read %s", key)
	}
	return raw, nil
}

// readRange reads the n bytes at off of the object at key (below the
// store's root; n small, or checked by the caller), and returns them and
// the object's size.
func (a *Array) readRange(ctx context.Context, key string, off, n int64) ([]byte, int64, error) {
	r, err := a.store.Get(ctx, key, ByteRange{Offset: off, Length: n})
	if err != nil {
		return nil, 0, storeError(err, "read %s", key)
	}
	defer r.Close()
	if err := nd.CheckMemory(n, 1); err != nil { // a whole shard index, say
		return nil, 0, wrapf(nil, err, "read %s (%d bytes at %d)", key, n, off)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		return nil, 0, storeError(err, "read %s (%d bytes at %d)", key, n, off)
	}
	return buf, r.Size(), nil
}

// put writes the object at key below the array's path.
func (a *Array) put(ctx context.Context, key string, data []byte) error {
	if err := a.store.Set(ctx, a.path+key, data); err != nil {
		return storeError(err, "write %s%s", a.path, key)
	}
	return nil
}

// storeError returns err, from a store or from reading its object, with
// context in front: an error of the store's wraps ErrStore, unless it
// wraps one of this package's sentinels or ctx's error already.
func storeError(err error, format string, args ...any) error {
	var kind error = ErrStore
	for _, known := range []error{ErrNotFound, ErrByteRange, ErrStore, ErrCorruptChunk,
		nd.ErrArgument, nd.ErrMemory, context.Canceled, context.DeadlineExceeded} {
		if errors.Is(err, known) {
			kind = nil
			break
		}
	}
	return wrapf(kind, err, format, args...)
}

// objectLimit is the most bytes an object may hold and the error for one
// that holds n bytes more.
type objectLimit struct {
	bytes int64
	err   func(n int64) error
}

// tooLarge is the error of an object larger than memory allows.
func tooLarge(n int64) error { return nd.CheckMemory(n, 1) }

// maxPresized bounds the buffer readSized makes from the size a store
// states; a longer object is read by growing it.
const maxPresized = 256 << 20

func newBytes(n int) []byte { return make([]byte, n) }

// readSized reads all of r into a buffer of size bytes, the object's size
// as the store stated it, from room (e.g. a pool's, so not zeroed), rather
// than growing one as io.ReadAll does; an object that turns out shorter
// or longer is read all the same, up to the limit. An object stated (or
// found) longer than the limit is an error before (or as soon as) its
// bytes pass it, so that a hostile object's size costs nothing.
func readSized(r io.Reader, size int64, limit objectLimit, room func(int) []byte) ([]byte, error) {
	if size > limit.bytes {
		return nil, limit.err(size)
	}
	var buf []byte
	if size >= 0 && size <= maxPresized {
		buf = room(int(size))
		n, err := io.ReadFull(r, buf)
		switch {
		case err == io.ErrUnexpectedEOF || err == io.EOF:
			return buf[:n], nil
		case err != nil:
			return nil, err
		}
		var probe [1]byte
		if m, err := io.ReadFull(r, probe[:]); m == 0 {
			if err == io.EOF {
				return buf, nil
			}
			return nil, err
		}
		buf = append(buf, probe[0])
	}
	// The rest grows the buffer: a store that stated no size, or a wrong
	// one.
	rest, err := io.ReadAll(io.LimitReader(r, max(limit.bytes-int64(len(buf)), 0)+1))
	if err != nil {
		return nil, err
	}
	if n := int64(len(buf) + len(rest)); n > limit.bytes {
		return nil, limit.err(n)
	}
	return append(buf, rest...), nil
}
