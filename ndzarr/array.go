package ndzarr

import (
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"slices"
	"strings"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// URLs
	_ "gocloud.dev/blob/memblob"  // mem:// URLs
	"gocloud.dev/gcerrors"

	"github.com/ndgo/ndarray/nd"
)

// ErrNotFound is wrapped when a store has no array (or group) at a path.
var ErrNotFound = errors.New("ndzarr: not found")

// Array is a handle to a Zarr v2 or v3 array in a blob store. Its methods
// are safe for concurrent use; see Write for what concurrent writers may
// do.
type Array struct {
	bucket  *blob.Bucket
	owned   bool   // Close closes the bucket
	path    string // key prefix of the array: "" or "dir/"
	m       *meta
	workers int
	files   *fileStore // chunks read straight from a file:// store's files, or nil
}

// Open opens the array at the root of a gocloud.dev blob URL, e.g.
// "file:///data/run.zarr/temperature" or "s3://bucket?prefix=run.zarr/t/"
// (file:// and mem:// are registered by ndzarr; import gocloud's s3blob,
// gcsblob or azureblob for the others). Close releases the bucket.
//
// file:// URLs get no_tmp_dir=1 unless they set it: gocloud's file store
// otherwise writes each file in os.TempDir() first and renames it into
// place, which fails with "invalid cross-device link" for a store on
// another file system (e.g. /dev/shm). A bucket opened by the caller for
// OpenIn or CreateIn needs the same parameter ("file:///dev/shm/a.zarr?
// no_tmp_dir=1"); without it, a write fails with an error saying so.
// An array opened by a file:// URL reads its chunks straight from the
// store's files (the same files, without gocloud's per-object work).
func Open(ctx context.Context, url string) (*Array, error) {
	b, err := openBucket(ctx, url)
	if err != nil {
		return nil, err
	}
	a, err := OpenIn(ctx, b, "")
	if err != nil {
		b.Close()
		return nil, err
	}
	a.owned, a.files = true, fileStoreOf(localTemp(url))
	return a, nil
}

// OpenIn opens the array at path (a "/"-separated key prefix, "" for the
// root) in an open bucket, which the caller keeps and closes.
func OpenIn(ctx context.Context, b *blob.Bucket, path string) (*Array, error) {
	path = dirPrefix(path)
	a := &Array{bucket: b, path: path, workers: defaultWorkers()}
	raw, err := a.get(ctx, ".zarray")
	switch {
	case err == nil:
		a.m, err = parseZarrayV2(raw)
		return a, err
	case !errors.Is(err, ErrNotFound):
		return nil, err
	}
	raw, err = a.get(ctx, "zarr.json")
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return nil, fmt.Errorf("%w: no .zarray or zarr.json at %q", ErrNotFound, path)
		}
		return nil, err
	}
	a.m, err = parseZarrJSON(raw)
	return a, err
}

func defaultWorkers() int { return max(4, 2*runtime.GOMAXPROCS(0)) }

func dirPrefix(path string) string {
	path = strings.Trim(path, "/")
	if path == "" {
		return ""
	}
	return path + "/"
}

// Close closes the bucket if Open opened it.
func (a *Array) Close() error {
	if a.owned {
		return a.bucket.Close()
	}
	return nil
}

// Shape returns the array's shape.
func (a *Array) Shape() nd.Shape { return nd.ShapeOf(a.m.shape...) }

// DType returns the element type.
func (a *Array) DType() nd.DType { return a.m.elem.dtype }

// Chunks returns the chunk shape (the inner chunks of a sharded array).
func (a *Array) Chunks() []int64 { return slices.Clone(a.m.chunks) }

// Format returns the Zarr format version, 2 or 3.
func (a *Array) Format() int { return a.m.format }

// FillValue returns the value of elements no chunk holds, as the Go value
// of the dtype (nil: zero).
func (a *Array) FillValue() any { return a.m.fill }

// SetWorkers bounds how many chunks one Read or Write fetches, decodes
// and stores at once (at least 1).
func (a *Array) SetWorkers(n int) { a.workers = max(n, 1) }

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
	r, err := a.bucket.NewReader(ctx, a.path+key, nil)
	if gcerrors.Code(err) == gcerrors.NotFound {
		return nil, fmt.Errorf("%w: %s%s", ErrNotFound, a.path, key)
	}
	if err == nil {
		var raw []byte
		raw, err = readSized(r, r.Size(), limit, room)
		if err = errors.Join(err, r.Close()); err == nil {
			return raw, nil
		}
	}
	return nil, fmt.Errorf("ndzarr: read %s%s: %w", a.path, key, err)
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

// put writes the object at key below the array's path.
func (a *Array) put(ctx context.Context, key string, data []byte) error {
	if err := a.bucket.WriteAll(ctx, a.path+key, data, nil); err != nil {
		return fmt.Errorf("ndzarr: write %s%s: %w", a.path, key, crossDevice(err))
	}
	return nil
}
