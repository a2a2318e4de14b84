package ndzarr

import (
	"context"
	"errors"

	"github.com/ndgo/ndarray/nd"
)

// typed holds the dtype package functions ndzarr needs for element type T
// and its array type A.
type typed[T element, A nd.Array[T, A]] struct {
	wrap func(nd.Shape, []T) A
}

// filled returns n elements of value v.
func filled[T element](n int64, v T) []T {
	data := make([]T, n)
	if v != *new(T) {
		for i := range data {
			data[i] = v
		}
	}
	return data
}

// fillValue returns the array's fill value as a T.
func fillValue[T element](m *meta) T {
	v, _ := m.fill.(T)
	return v
}

// storedChunk returns the elements of the chunk at idx in stored order,
// decoded from the store (as loadChunk), or nil when the store has none.
func storedChunk[T element](ctx context.Context, a *Array, idx []int64, indexes *shardIndexes,
	room func(int) []byte) ([]T, error) {
	raw, err := a.loadChunk(ctx, idx, indexes, room)
	if errors.Is(err, ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return elemsOf[T](raw, a.m.elem.bigEndian), nil
}

// chunkToWrite returns the elements of the chunk at idx that a write
// modifies: the stored ones if load is set and the store has them, else
// the fill value.
func chunkToWrite[T element](ctx context.Context, a *Array, idx []int64, load bool) ([]T, error) {
	if load {
		data, err := storedChunk[T](ctx, a, idx, nil, nil)
		if data != nil || err != nil {
			return data, err
		}
	}
	if err := nd.CheckMemory(a.m.chunkElems(), int64(a.m.elem.itemSize())); err != nil {
		return nil, wrapf(nil, err, "chunk %s", dimsText(idx))
	}
	return filled(a.m.chunkElems(), fillValue[T](a.m)), nil
}

// storedArray views a chunk's elements, stored in C order of the chunk
// shape permuted by m.perm, as an array of the chunk shape.
func storedArray[T element, A nd.Array[T, A]](m *meta, k typed[T, A], data []T) A {
	if m.perm == nil {
		return k.wrap(nd.ShapeOf(m.chunks...), data)
	}
	stored := make([]int64, len(m.perm))
	inverse := make([]int, len(m.perm))
	for i, p := range m.perm {
		stored[i] = m.chunks[p]
		inverse[p] = i
	}
	return k.wrap(nd.ShapeOf(stored...), data).Transpose(inverse...)
}

// readRegion reads region r into a new array of the region's shape.
// Parts of chunks the store lacks are the fill value, with no chunk
// buffer; a stored chunk's buffers are taken once its bytes are read.
func readRegion[T element, A nd.Array[T, A]](ctx context.Context, a *Array, k typed[T, A],
	r *region) (A, error) {
	var zero A
	if r.core == nil {
		return k.wrap(r.out, []T{}), nil
	}
	fill := fillValue[T](a.m)
	// The result's memory comes from its dtype package, as every array's
	// does (zeroed; huge pages as nd.SetHugePages says); the fill value
	// goes where no chunk's part will write, or where a missing chunk's
	// part will be.
	var alloc A
	core := alloc.New(nd.ShapeOf(r.core...))
	prefilled := fill == *new(T) || !r.covered()
	if !r.covered() && fill != *new(T) {
		core.Fill(fill)
	}
	indexes := new(shardIndexes)
	err := forEach(ctx, a.readWorkers(core.Size()), r.jobs(), func(ctx context.Context, j chunkJob) error {
		// The chunk's bytes are copied out before this returns, so its
		// buffer is recycled.
		var buf []byte
		defer func() {
			if buf != nil {
				chunkBuffers.Put(buf)
			}
		}()
		data, err := storedChunk[T](ctx, a, j.idx, indexes, func(n int) []byte {
			buf = chunkBuffers.Get(n)
			return buf
		})
		switch {
		case err != nil:
			return err
		case data == nil && !prefilled:
			j.parts(func(_, _, out []nd.Index) { core.Slice(out...).Fill(fill) })
		case data != nil:
			chunk := storedArray(a.m, k, data)
			j.parts(func(in, flip, out []nd.Index) {
				chunkPart(chunk, in, flip).CopyTo(core.Slice(out...))
			})
		}
		return nil
	})
	if err != nil {
		return zero, ended(ctx, err, "Read")
	}
	return core.Reshape(r.out), nil
}

// readWorkers returns how many chunks a read of a result of n elements
// decodes at once: SetWorkers's count, fewer where that many chunks'
// buffers (the stored and the decoded bytes) would not fit beside the
// result in nd.MemoryLimit.
func (a *Array) readWorkers(n int64) int {
	perChunk := int64(a.m.maxStored() + a.m.chunkBytes())
	room := nd.MemoryLimit() - n*int64(a.m.elem.itemSize())
	return int(max(1, min(int64(a.workers), room/perChunk)))
}

// chunkPart is the view of chunk that one part of a chunk job covers (see
// chunkJob.parts): in, then flip where the region steps backwards.
func chunkPart[A interface{ Slice(...nd.Index) A }](chunk A, in, flip []nd.Index) A {
	part := chunk.Slice(in...)
	if flip != nil {
		part = part.Slice(flip...)
	}
	return part
}

// writeRegion writes src, of the region's shape, into the chunks region r
// touches.
func writeRegion[T element, A nd.Array[T, A]](ctx context.Context, a *Array, k typed[T, A],
	r *region, src A) error {
	if !src.Shape().Equal(r.out) {
		return errorf(nd.ErrShape, "Write: source of shape %v for a region of shape %v",
			src.Shape(), r.out)
	}
	if r.core == nil {
		return nil
	}
	core := src.Reshape(nd.ShapeOf(r.core...))
	err := forEach(ctx, a.workers, r.jobs(), func(ctx context.Context, j chunkJob) error {
		data, err := chunkToWrite[T](ctx, a, j.idx, !j.whole(a.m.shape, a.m.chunks))
		if err != nil {
			return err
		}
		chunk := storedArray(a.m, k, data)
		j.parts(func(in, flip, out []nd.Index) {
			core.Slice(out...).CopyTo(chunkPart(chunk, in, flip))
		})
		return a.storeChunk(ctx, j.idx, storedBytes(data, a.m.elem.bigEndian))
	})
	return ended(ctx, err, "Write")
}
