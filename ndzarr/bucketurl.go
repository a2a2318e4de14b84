package ndzarr

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"syscall"

	"gocloud.dev/blob"
)

// openBucket opens a gocloud.dev blob URL for Open and Create, with
// localTemp's default for file:// URLs.
func openBucket(ctx context.Context, rawURL string) (*blob.Bucket, error) {
	b, err := blob.OpenBucket(ctx, localTemp(rawURL))
	if err != nil {
		return nil, fmt.Errorf("ndzarr: open %s: %w", rawURL, err)
	}
	return b, nil
}

// localTemp adds no_tmp_dir=1 to a file:// URL that does not say: gocloud's
// file store otherwise writes each object to a temporary file in
// os.TempDir() and renames it into place, which fails with "invalid
// cross-device link" when the store is on another file system (a store
// on /dev/shm, a mounted disk). Next to the final file, the rename stays
// within the store's directory and is atomic as before.
func localTemp(rawURL string) string {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "file" || u.Query().Has("no_tmp_dir") {
		return rawURL // gocloud reports a bad URL itself
	}
	if strings.Contains(rawURL, "#") {
		q := u.Query()
		q.Set("no_tmp_dir", "1")
		u.RawQuery = q.Encode()
		return u.String()
	}
	if u.RawQuery == "" && !u.ForceQuery {
		return rawURL + "?no_tmp_dir=1"
	}
	return rawURL + "&no_tmp_dir=1"
}

// crossDevice explains a write that failed because a file store's
// temporary file was on another file system (a bucket opened by the caller
// without no_tmp_dir, given to CreateIn or OpenIn).
func crossDevice(err error) error {
	if !errors.Is(err, syscall.EXDEV) && !strings.Contains(err.Error(), "cross-device link") {
		return err
	}
	return fmt.Errorf("%w (the file store's temporary files are in os.TempDir(), on another "+
		"file system than the store: open the bucket with ?no_tmp_dir=1 in its file:// URL, "+
		"as ndzarr.Open and Create do, or set TMPDIR to the store's file system)", err)
}
