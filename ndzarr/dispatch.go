package ndzarr

import (
	"context"
	"reflect"

	"github.com/ndgo/ndarray/nd"
)

// Read returns the region the indices select (nd selectors, as for a
// view: At removes a dimension, ranges clamp, Seq lists coordinates) as
// a new array of the dtype's package, e.g. *ndfloat32.NdArray for a
// float32 array (*ndfloat16.NdArray for float16, "<f2"), as an
// nd.AnyArray: ndfloat32.From returns it typed, any dtype package's Cast
// converts it. Only the chunks that intersect the region are fetched, up
// to SetWorkers at once; missing chunks read as the fill value. The
// package documentation says what a read may allocate.
//
// Errors: indices that do not fit the shape (wrapping nd's sentinels),
// a result or chunk larger than nd.MemoryLimit allows (nd.ErrMemory),
// ErrCorruptChunk, ErrChunkSize, ErrChecksum, store errors, ctx's error.
func (a *Array) Read(ctx context.Context, indices ...nd.Index) (nd.AnyArray, error) {
	typed, ok := dtypeIO[a.m.elem.dtype]
	if !ok {
		return nil, errorf(ErrUnsupported, "dtype %v is not supported", a.m.elem.dtype)
	}
	r, err := newRegion(a.m.shape, a.m.chunks, indices, a.m.elem.itemSize())
	if err != nil {
		return nil, err
	}
	return typed.read(ctx, a, r)
}

// ReadExpr is Read with NumPy index text, e.g. "10:20, ::2" or "..., 0".
func (a *Array) ReadExpr(ctx context.Context, expr string) (nd.AnyArray, error) {
	indices, err := nd.ParseIndices(expr)
	if err != nil {
		return nil, err
	}
	return a.Read(ctx, indices...)
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
func (a *Array) Write(ctx context.Context, src nd.AnyArray, indices ...nd.Index) error {
	if rv := reflect.ValueOf(src); src == nil || rv.Kind() == reflect.Pointer && rv.IsNil() {
		return errorf(nd.ErrArgument, "Write: nil source")
	}
	r, err := newRegion(a.m.shape, a.m.chunks, indices, 0)
	if err != nil {
		return err
	}
	if d := src.DType(); d != a.m.elem.dtype {
		return errorf(nd.ErrArgument, "Write: %v source for a %v array", d, a.m.elem.dtype)
	}
	typed, ok := dtypeIO[a.m.elem.dtype]
	if !ok {
		return errorf(ErrUnsupported, "dtype %v is not supported", a.m.elem.dtype)
	}
	return typed.write(ctx, a, r, src)
}

// arrayIO reads and writes the regions of the arrays of one dtype: the
// typed code below, instantiated for each dtype by the generated table
// dtypeIO (dtypes_gen.go).
type arrayIO interface {
	read(ctx context.Context, a *Array, r *region) (nd.AnyArray, error)
	write(ctx context.Context, a *Array, r *region, src nd.AnyArray) error
}

// ioOf returns the arrayIO of the dtype package whose Wrap is given.
func ioOf[T element, A nd.Array[T, A]](wrap func(nd.Shape, []T) A) arrayIO {
	return typed[T, A]{wrap}
}

func (k typed[T, A]) read(ctx context.Context, a *Array, r *region) (nd.AnyArray, error) {
	out, err := readRegion(ctx, a, k, r)
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (k typed[T, A]) write(ctx context.Context, a *Array, r *region, src nd.AnyArray) error {
	s, ok := src.(A)
	if !ok {
		return errorf(nd.ErrArgument, "Write: source %T is not an array of the dtype's package", src)
	}
	return writeRegion(ctx, a, k, r, s)
}
