package ndzarr

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"path/filepath"
	"strings"
)

// fileStore reads the chunks of an array opened by a file:// URL
// straight from its directory: gocloud's file store spends more than the
// read itself on each object (a stat by path, a probe for a ".attrs"
// sidecar, the poller's registration of the file, tracing), about 40 µs
// a chunk, a third of a fast Blosc read's CPU time. Metadata and writes
// still go through the bucket, whose files these are: the same path for
// the same key, as long as the key needs no escaping (chunkKeyPlain).
type fileStore struct{ dir string }

// fileStoreOf returns the fileStore of a file:// URL of an absolute path
// whose query only sets how gocloud writes (no prefix, no other
// settings that could change where a key's object is), else nil.
func fileStoreOf(rawURL string) *fileStore {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "file" || u.Host != "" || u.Fragment != "" ||
		!filepath.IsAbs(u.Path) || filepath.Separator != '/' {
		return nil
	}
	for k := range u.Query() {
		switch k {
		case "no_tmp_dir", "metadata", "create_dir", "dir_file_mode":
		default:
			return nil
		}
	}
	return &fileStore{dir: filepath.Clean(u.Path)}
}

// chunkKeyPlain reports whether gocloud's file store keeps key's object
// at dir/key: letters, digits, '.', '_' and '-' in non-empty, "/"-separated
// parts that are not "." or "..", not ending in ".attrs" (its sidecars).
func chunkKeyPlain(key string) bool {
	if strings.HasSuffix(key, ".attrs") {
		return false
	}
	for _, part := range strings.Split(key, "/") {
		if part == "" || part == "." || part == ".." {
			return false
		}
		for _, c := range []byte(part) {
			ok := c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' ||
				c == '.' || c == '_' || c == '-'
			if !ok {
				return false
			}
		}
	}
	return true
}

// get reads the object at key (below the bucket's root) into a buffer
// from room, refusing one longer than limit, as Array.getIn; a missing
// file, or a directory, is ErrNotFound as in gocloud's file store.
func (f *fileStore) get(ctx context.Context, key string, limit objectLimit,
	room func(int) []byte) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ndzarr: read %s: %w", key, err)
	}
	raw, err := readFile(filepath.Join(f.dir, key), limit, room)
	if errors.Is(err, fs.ErrNotExist) || errors.Is(err, errIsDir) {
		return nil, fmt.Errorf("%w: %s", ErrNotFound, key)
	}
	if err != nil {
		return nil, fmt.Errorf("ndzarr: read %s: %w", key, err)
	}
	return raw, nil
}

// errIsDir is readFile's error for a path that names a directory.
var errIsDir = errors.New("is a directory")
