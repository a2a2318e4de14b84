package ndzarr

import (
	"context"
	"errors"
	"runtime"
	"slices"
	"strings"

	"github.com/ndgo/ndarray/nd"
)

// Array is a handle to a Zarr v2 or v3 array in a Store. Its methods are
// safe for concurrent use; see Write for what concurrent writers may do.
type Array struct {
	store   Store
	path    string // key prefix of the array: "" or "dir/"
	m       *meta
	workers int
}

// Open opens the array in the local directory dir (a FileStore's root),
// e.g. "/data/run.zarr/temperature".
func Open(ctx context.Context, dir string) (*Array, error) {
	a, err := OpenIn(ctx, NewFileStore(dir), "")
	if errors.Is(err, ErrNotFound) {
		return nil, errorf(ErrNotFound, "no .zarray or zarr.json in %s", dir)
	}
	return a, err
}

// OpenIn opens the array at path (a "/"-separated key prefix, "" for the
// root) in a store.
func OpenIn(ctx context.Context, s Store, path string) (*Array, error) {
	path = dirPrefix(path)
	a := &Array{store: s, path: path, workers: defaultWorkers()}
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
			return nil, errorf(ErrNotFound, "no .zarray or zarr.json at %q of the store", path)
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
