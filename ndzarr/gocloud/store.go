// Package gocloud adapts gocloud.dev's blob buckets to ndzarr.Store, for
// Zarr arrays in the cloud object stores gocloud.dev reaches (Amazon S3,
// Google Cloud Storage, Azure Blob Storage, and any other driver), in its
// own module so that programs reading local arrays do not depend on
// their SDKs:
//
//	import _ "gocloud.dev/blob/s3blob"
//
//	s, err := gocloud.Open(ctx, "s3://bucket?region=eu-west-1&prefix=run.zarr/")
//	defer s.Close()
//	a, err := ndzarr.OpenIn(ctx, s, "temperature")
//
// gocloud.dev's file:// and mem:// drivers are registered here; for local
// directories, ndzarr's own FileStore is faster (gocloud's file driver
// spends more than a fast chunk's decoding on each object: a stat, a
// probe for its ".attrs" sidecar file, tracing).
package gocloud

import (
	"context"
	"errors"
	"fmt"
	"io"
	"iter"
	"net/url"
	"strings"
	"syscall"

	"gocloud.dev/blob"
	_ "gocloud.dev/blob/fileblob" // file:// URLs
	_ "gocloud.dev/blob/memblob"  // mem:// URLs
	"gocloud.dev/gcerrors"

	"github.com/ndgo/ndarray/ndzarr"
)

// Store is an ndzarr.Store over a gocloud.dev bucket: an object's key is
// its blob's key. Its errors wrap ndzarr.ErrNotFound, ndzarr.ErrByteRange
// or ndzarr.ErrStore (and gocloud's error: gcerrors.Code reads its code).
// It is safe for concurrent use, as a bucket is.
type Store struct {
	bucket *blob.Bucket
	owned  bool // Close closes the bucket
}

// New returns the Store of an open bucket, which the caller keeps and
// closes.
func New(b *blob.Bucket) *Store { return &Store{bucket: b} }

// Open opens the bucket of a gocloud.dev URL ("s3://bucket?prefix=a.zarr/",
// after importing gocloud's s3blob driver; file:// and mem:// need no
// import), which Close closes. file:// URLs get no_tmp_dir=1 and
// metadata=skip unless they set them: gocloud's file driver otherwise
// writes each file in os.TempDir() and renames it into place, which fails
// with "invalid cross-device link" for a store on another file system
// (/dev/shm, a mounted disk), and keeps each object's attributes in a
// sidecar file it does not replace atomically with the object, so that a
// read racing a write can fail.
func Open(ctx context.Context, rawURL string) (*Store, error) {
	b, err := blob.OpenBucket(ctx, localFileURL(rawURL))
	if err != nil {
		return nil, fmt.Errorf("%w: open %s: %w", ndzarr.ErrStore, rawURL, err)
	}
	return &Store{bucket: b, owned: true}, nil
}

// Bucket returns the bucket the store reads and writes.
func (s *Store) Bucket() *blob.Bucket { return s.bucket }

// Close closes the bucket if Open opened it.
func (s *Store) Close() error {
	if s.owned {
		return s.bucket.Close()
	}
	return nil
}

// Get opens the bytes r selects of the blob at key. A range that starts
// at the end counts from it with one more request (the blob's
// attributes), as does a range gocloud's driver refuses, to tell
// ndzarr.ErrByteRange from other errors.
func (s *Store) Get(ctx context.Context, key string, r ndzarr.ByteRange) (ndzarr.ObjectReader, error) {
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("ndzarr: get %s: %w", key, err)
	}
	off, n := r.Offset, r.Length
	if off < 0 {
		attrs, err := s.bucket.Attributes(ctx, key)
		if err != nil {
			return nil, blobError(err, "get", key)
		}
		if off, n, err = r.Resolve(attrs.Size); err != nil {
			return nil, err
		}
	}
	rd, err := s.bucket.NewRangeReader(ctx, key, off, n, nil)
	if err != nil {
		if gcerrors.Code(err) != gcerrors.NotFound {
			if attrs, aerr := s.bucket.Attributes(ctx, key); aerr == nil {
				if _, _, rerr := r.Resolve(attrs.Size); rerr != nil {
					return nil, rerr
				}
			}
		}
		return nil, blobError(err, "get", key)
	}
	if _, _, err := r.Resolve(rd.Size()); err != nil {
		rd.Close()
		return nil, err
	}
	return rd, nil
}

// Set writes data as the blob at key.
func (s *Store) Set(ctx context.Context, key string, data []byte) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("ndzarr: set %s: %w", key, err)
	}
	if err := s.bucket.WriteAll(ctx, key, data, nil); err != nil {
		return blobError(crossDevice(err), "set", key)
	}
	return nil
}

// List yields the keys of the blobs whose keys start with prefix, in
// lexical order.
func (s *Store) List(ctx context.Context, prefix string) iter.Seq2[string, error] {
	return func(yield func(string, error) bool) {
		if err := ctx.Err(); err != nil {
			yield("", fmt.Errorf("ndzarr: list %s: %w", prefix, err))
			return
		}
		it := s.bucket.List(&blob.ListOptions{Prefix: prefix})
		for {
			obj, err := it.Next(ctx)
			if err == io.EOF {
				return
			}
			if err != nil {
				yield("", blobError(err, "list", prefix))
				return
			}
			if !obj.IsDir && !yield(obj.Key, nil) {
				return
			}
		}
	}
}

// Delete removes the blob at key, if there is one.
func (s *Store) Delete(ctx context.Context, key string) error {
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("ndzarr: delete %s: %w", key, err)
	}
	err := s.bucket.Delete(ctx, key)
	if err != nil && gcerrors.Code(err) != gcerrors.NotFound {
		return blobError(err, "delete", key)
	}
	return nil
}

// blobError wraps an error of the bucket's: ndzarr.ErrNotFound for a
// missing blob, ctx's error as is, ndzarr.ErrStore for the rest.
func blobError(err error, op, key string) error {
	switch {
	case gcerrors.Code(err) == gcerrors.NotFound:
		return fmt.Errorf("%w: %s %s: %w", ndzarr.ErrNotFound, op, key, err)
	case errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded):
		return fmt.Errorf("ndzarr: %s %s: %w", op, key, err)
	}
	return fmt.Errorf("%w: %s %s: %w", ndzarr.ErrStore, op, key, err)
}

// localFileURL adds no_tmp_dir=1 and metadata=skip to a file:// URL that
// does not set them (see Open).
func localFileURL(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "file" {
		return rawURL // gocloud reports a bad URL itself
	}
	q := u.Query()
	var add []string
	for _, kv := range [][2]string{{"no_tmp_dir", "1"}, {"metadata", "skip"}} {
		if !q.Has(kv[0]) {
			q.Set(kv[0], kv[1])
			add = append(add, kv[0]+"="+kv[1])
		}
	}
	switch {
	case len(add) == 0:
		return rawURL
	case strings.Contains(rawURL, "#"):
		u.RawQuery = q.Encode()
		return u.String()
	case u.RawQuery == "" && !u.ForceQuery:
		return rawURL + "?" + strings.Join(add, "&")
	}
	return rawURL + "&" + strings.Join(add, "&")
}

// crossDevice explains a write that failed because a file bucket's
// temporary file was on another file system (a bucket opened by the
// caller without no_tmp_dir, given to New).
func crossDevice(err error) error {
	if !errors.Is(err, syscall.EXDEV) && !strings.Contains(err.Error(), "cross-device link") {
		return err
	}
	return fmt.Errorf("%w (the file bucket's temporary files are in os.TempDir(), on another "+
		"file system than the store: open the bucket with ?no_tmp_dir=1 in its file:// URL, "+
		"as Open does, or set TMPDIR to the store's file system)", err)
}
