package ndzarr

import (
	"context"
	"fmt"
	"reflect"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// Read returns the region the indices select (nd selectors, as for a
// view: At removes a dimension, ranges clamp, Seq lists coordinates) as
// a new array of the dtype's package, e.g. *ndfloat32.NdArray for a
// float32 array (*ndfloat16.NdArray for float16, "<f2"). Only the chunks
// that intersect the region are fetched, up to SetWorkers at once;
// missing chunks read as the fill value. The package documentation says
// what a read may allocate.
//
// Errors: indices that do not fit the shape (wrapping nd's sentinels),
// a result or chunk larger than nd.MemoryLimit allows (nd.ErrMemory),
// ErrCorruptChunk, ErrChunkSize, ErrChecksum, store errors, ctx's error.
func (a *Array) Read(ctx context.Context, indices ...nd.Index) (nd.Shaped, error) {
	r, err := newRegion(a.m.shape, a.m.chunks, indices, a.m.elem.itemSize())
	if err != nil {
		return nil, err
	}
	switch a.m.elem.dtype {
	case nd.Bool:
		return read(ctx, a, r, ndbool.Wrap)
	case nd.Int8:
		return read(ctx, a, r, ndint8.Wrap)
	case nd.Int16:
		return read(ctx, a, r, ndint16.Wrap)
	case nd.Int32:
		return read(ctx, a, r, ndint32.Wrap)
	case nd.Int64:
		return read(ctx, a, r, ndint64.Wrap)
	case nd.Uint8:
		return read(ctx, a, r, nduint8.Wrap)
	case nd.Uint16:
		return read(ctx, a, r, nduint16.Wrap)
	case nd.Uint32:
		return read(ctx, a, r, nduint32.Wrap)
	case nd.Uint64:
		return read(ctx, a, r, nduint64.Wrap)
	case nd.Float16:
		return read(ctx, a, r, ndfloat16.Wrap)
	case nd.Float32:
		return read(ctx, a, r, ndfloat32.Wrap)
	case nd.Float64:
		return read(ctx, a, r, ndfloat64.Wrap)
	case nd.Complex64:
		return read(ctx, a, r, ndcomplex64.Wrap)
	case nd.Complex128:
		return read(ctx, a, r, ndcomplex128.Wrap)
	}
	return nil, fmt.Errorf("ndzarr: dtype %v is not supported", a.m.elem.dtype)
}

// ReadExpr is Read with NumPy index text, e.g. "10:20, ::2" or "..., 0".
func (a *Array) ReadExpr(ctx context.Context, expr string) (nd.Shaped, error) {
	indices, err := nd.ParseIndices(expr)
	if err != nil {
		return nil, err
	}
	return a.Read(ctx, indices...)
}

func read[T element, A nd.Array[T, A]](ctx context.Context, a *Array, r *region,
	wrap func(nd.Shape, []T) A) (nd.Shaped, error) {
	out, err := readRegion(ctx, a, typed[T, A]{wrap}, r)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Write stores src, an array of the Array's dtype package with the
// region's shape, into the region the indices select. Chunks the region
// covers whole are written directly; the others are read, modified and
// written back.
//
// Concurrency: writers (goroutines or machines) that touch disjoint sets
// of chunks are safe. Two writers that touch the same chunk race: each
// rewrites the whole chunk, so one's update can be lost. Align regions to
// chunk boundaries when splitting work, as with zarr-python.
func (a *Array) Write(ctx context.Context, src nd.Shaped, indices ...nd.Index) error {
	if rv := reflect.ValueOf(src); src == nil || rv.Kind() == reflect.Pointer && rv.IsNil() {
		return nd.Errorf(nd.ErrArgument, "ndzarr: Write: nil source")
	}
	r, err := newRegion(a.m.shape, a.m.chunks, indices, 0)
	if err != nil {
		return err
	}
	switch s := src.(type) {
	case *ndbool.NdArray:
		return write(ctx, a, r, nd.Bool, s, ndbool.Wrap)
	case *ndint8.NdArray:
		return write(ctx, a, r, nd.Int8, s, ndint8.Wrap)
	case *ndint16.NdArray:
		return write(ctx, a, r, nd.Int16, s, ndint16.Wrap)
	case *ndint32.NdArray:
		return write(ctx, a, r, nd.Int32, s, ndint32.Wrap)
	case *ndint64.NdArray:
		return write(ctx, a, r, nd.Int64, s, ndint64.Wrap)
	case *nduint8.NdArray:
		return write(ctx, a, r, nd.Uint8, s, nduint8.Wrap)
	case *nduint16.NdArray:
		return write(ctx, a, r, nd.Uint16, s, nduint16.Wrap)
	case *nduint32.NdArray:
		return write(ctx, a, r, nd.Uint32, s, nduint32.Wrap)
	case *nduint64.NdArray:
		return write(ctx, a, r, nd.Uint64, s, nduint64.Wrap)
	case *ndfloat16.NdArray:
		return write(ctx, a, r, nd.Float16, s, ndfloat16.Wrap)
	case *ndfloat32.NdArray:
		return write(ctx, a, r, nd.Float32, s, ndfloat32.Wrap)
	case *ndfloat64.NdArray:
		return write(ctx, a, r, nd.Float64, s, ndfloat64.Wrap)
	case *ndcomplex64.NdArray:
		return write(ctx, a, r, nd.Complex64, s, ndcomplex64.Wrap)
	case *ndcomplex128.NdArray:
		return write(ctx, a, r, nd.Complex128, s, ndcomplex128.Wrap)
	}
	return nd.Errorf(nd.ErrArgument, "ndzarr: Write: source %T is not an array of a supported dtype", src)
}

func write[T element, A nd.Array[T, A]](ctx context.Context, a *Array, r *region, d nd.DType,
	src A, wrap func(nd.Shape, []T) A) error {
	if d != a.m.elem.dtype {
		return nd.Errorf(nd.ErrArgument, "ndzarr: Write: %v source for a %v array", d, a.m.elem.dtype)
	}
	return writeRegion(ctx, a, typed[T, A]{wrap}, r, src)
}
