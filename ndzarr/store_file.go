package ndzarr

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"iter"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// FileStore is a Store in a directory of the local file system, laid out
// as zarr-python's LocalStore lays it out (and as gocloud.dev's file
// buckets do): the object at key "a/c/0/1" is the file dir/a/c/0/1. It is
// safe for concurrent use, by goroutines and by processes (Dask's
// workers, say): Set writes a temporary file beside the object's and
// renames it into place, so readers see a whole object, old or new.
//
// Keys are "/"-separated paths that cannot leave the directory: a key
// with an empty, "." or ".." part, a NUL or a backslash is refused with
// an error wrapping nd.ErrArgument. Symbolic links inside the directory
// are followed, as the file system follows them.
type FileStore struct{ dir string }

// NewFileStore returns the store in directory dir (made absolute, so that
// a later change of working directory does not move it). The directory
// need not exist: Set creates it and the directories below it as it
// writes.
func NewFileStore(dir string) *FileStore {
	if abs, err := filepath.Abs(dir); err == nil {
		dir = abs
	}
	return &FileStore{dir: filepath.Clean(dir)}
}

// Dir returns the store's directory.
func (s *FileStore) Dir() string { return s.dir }

func (s *FileStore) path(key string) string { return filepath.Join(s.dir, filepath.FromSlash(key)) }

// Get opens the bytes r selects of the file at key. A missing file, or a
// directory, is ErrNotFound.
func (s *FileStore) Get(ctx context.Context, key string, r ByteRange) (ObjectReader, error) {
	if err := ctx.Err(); err != nil {
		return nil, wrapf(nil, err, "get %s", key)
	}
	if err := checkKey(key); err != nil {
		return nil, err
	}
	f, size, err := openObject(s.path(key))
	switch {
	case errors.Is(err, errNoObject):
		return nil, errorf(ErrNotFound, "no object %s", key)
	case err != nil:
		return nil, wrapf(ErrStore, err, "get %s", key)
	}
	off, n, err := r.Resolve(size)
	if err != nil {
		f.Close()
		return nil, wrapf(nil, err, "get %s", key)
	}
	return &fileReader{f: f, off: off, end: off + n, size: size}, nil
}

// errNoObject is openObject's error for a path that names no file: none
// there, or a directory.
var errNoObject = errors.New("no object")

// objectFile is an open file that openObject returns.
type objectFile interface {
	io.ReaderAt
	io.Closer
}

// fileReader reads bytes [off, end) of an object's file.
type fileReader struct {
	f        objectFile
	off, end int64
	size     int64
	closed   bool
}

func (r *fileReader) Read(b []byte) (int, error) {
	if r.off >= r.end {
		return 0, io.EOF
	}
	b = b[:min(int64(len(b)), r.end-r.off)]
	n, err := r.f.ReadAt(b, r.off)
	r.off += int64(n)
	if n > 0 && err == io.EOF {
		err = nil // the next Read says so; here n bytes were read
	}
	return n, err
}

func (r *fileReader) Size() int64 { return r.size }

func (r *fileReader) Close() error {
	if r.closed {
		return nil
	}
	r.closed = true
	return r.f.Close()
}

// Set writes data to a temporary file beside key's and renames it into
// place, creating the directories it needs.
func (s *FileStore) Set(ctx context.Context, key string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return wrapf(nil, err, "set %s", key)
	}
	if err := checkKey(key); err != nil {
		return err
	}
	path := s.path(key)
	if err := writeAtomic(path, data); err != nil {
		return wrapf(ErrStore, err, "set %s", key)
	}
	return nil
}

// writeAtomic writes data to path through a temporary file in the same
// directory (a rename across file systems would fail) that it renames
// into place.
func writeAtomic(path string, data []byte) error {
	dir, base := filepath.Split(path)
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return err
	}
	f, err := createTemp(dir, base)
	if err != nil {
		return err
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(f.Name(), path)
	}
	if err != nil {
		_ = os.Remove(f.Name())
	}
	return err
}

// createTemp creates a new file dir/base.<random>.ndzarr-tmp with the
// permissions of a file created as usual (0666 less the umask, where
// os.CreateTemp gives 0600: other users of a shared store read it).
func createTemp(dir, base string) (*os.File, error) {
	for range 100 {
		name := filepath.Join(dir, base+"."+strconv.FormatUint(rand.Uint64(), 36)+tmpSuffix)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if !errors.Is(err, fs.ErrExist) {
			return f, err
		}
	}
	return nil, &fs.PathError{Op: "createtemp", Path: filepath.Join(dir, base), Err: fs.ErrExist}
}

// List yields the keys of the files below the directory that start with
// prefix, walking only the directories that can hold such keys.
// Temporary files of writes in progress are left out.
func (s *FileStore) List(ctx context.Context, prefix string) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		if err := checkPrefix(prefix); err != nil {
			yield("", err)
			return
		}
		root := s.dir
		if i := strings.LastIndexByte(prefix, '/'); i >= 0 {
			root = s.path(prefix[:i])
		}
		stopped := errors.New("stopped")
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				if path == root && (errors.Is(err, fs.ErrNotExist) || isNotDir(err)) {
					return fs.SkipAll
				}
				return err
			}
			if err := ctx.Err(); err != nil {
				return err
			}
			rel, err := filepath.Rel(s.dir, path)
			if err != nil {
				return err
			}
			key := filepath.ToSlash(rel)
			if d.IsDir() {
				if path != s.dir && !strings.HasPrefix(key+"/", prefix) &&
					!strings.HasPrefix(prefix, key+"/") {
					return fs.SkipDir
				}
				return nil
			}
			if !strings.HasPrefix(key, prefix) || strings.HasSuffix(key, tmpSuffix) {
				return nil
			}
			if !yield(key, nil) {
				return stopped
			}
			return nil
		})
		switch {
		case err == nil || err == stopped:
		case ctx.Err() != nil && errors.Is(err, ctx.Err()):
			yield("", wrapf(nil, err, "list %s", prefix))
		default:
			yield("", wrapf(ErrStore, err, "list %s", prefix))
		}
	}
}

// Delete removes the file at key, if there is one (a directory there is
// no object, and stays).
func (s *FileStore) Delete(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return wrapf(nil, err, "delete %s", key)
	}
	if err := checkKey(key); err != nil {
		return err
	}
	path := s.path(key)
	st, err := os.Lstat(path)
	if err == nil && !st.IsDir() {
		err = os.Remove(path)
	}
	if err != nil && !errors.Is(err, fs.ErrNotExist) && !isNotDir(err) {
		return wrapf(ErrStore, err, "delete %s", key)
	}
	return nil
}
