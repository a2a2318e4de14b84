package elementwise

import (
	"sync"
	"unsafe"
)

// buffers are the blocks strided operands are gathered in and 16-bit
// floats widened in: pooled, because a kernel is called through a function
// value, so the compiler cannot keep a buffer passed to it on the stack.
// Only element types without pointers use them (the ops' types; Map,
// which strings have too, runs without them: ApplyMap).
type buffers struct {
	slot [4][block * 2]uint64 // block elements of up to 16 bytes, 8-aligned
}

var pool = sync.Pool{New: func() any { return new(buffers) }}

func getBuffers() *buffers  { return pool.Get().(*buffers) }
func putBuffers(b *buffers) { pool.Put(b) }

// slot returns buffer i of b as block elements of T, which has no
// pointers and at most 16 bytes.
func slot[T any](b *buffers, i int) []T {
	if unsafe.Sizeof(*new(T)) > 16 {
		panic("elementwise: element type too large for the block buffers")
	}
	return unsafe.Slice((*T)(unsafe.Pointer(&b.slot[i][0])), block)
}

// elemSize returns the bytes of a T.
func elemSize[T any]() int64 { return int64(unsafe.Sizeof(*new(T))) }
