package reduce

import (
	"sync"
	"unsafe"
)

// scratch is a worker's buffers, pooled so that a reduction into a
// preallocated result allocates nothing once warm. The element types are
// numbers and bools, without pointers.
type scratch struct{ words []uint64 }

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch  { return scratchPool.Get().(*scratch) }
func putScratch(s *scratch) { scratchPool.Put(s) }

// carver hands out consecutive typed slices of a scratch.
type carver struct {
	s    *scratch
	used int // words
}

// reserve makes s hold at least words words (forgetting its contents).
func (s *scratch) reserve(words int) {
	if cap(s.words) < words {
		s.words = make([]uint64, words)
	}
	s.words = s.words[:cap(s.words)]
}

// carve returns the next n elements of T from c's scratch, which must
// have room (see wordsOf).
func carve[T any](c *carver, n int) []T {
	w := wordsOf[T](n)
	p := unsafe.Pointer(&c.s.words[c.used : c.used+w][0])
	c.used += w
	return unsafe.Slice((*T)(p), n)
}

// wordsOf returns the words n elements of T take (at least one).
func wordsOf[T any](n int) int {
	return max(1, (n*int(unsafe.Sizeof(*new(T)))+7)/8)
}
