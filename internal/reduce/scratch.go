package reduce

import (
	"sync"
	"unsafe"
)

// scratch is a worker's buffers, pooled so that a reduction into a
// preallocated result allocates nothing once warm. The element types are
// numbers and bools, without pointers; the slices of buffers a reduction
// by rows keeps (see headerSlices) are in headers, memory the collector
// scans.
type scratch struct {
	words   []uint64
	headers [][]byte
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

func getScratch() *scratch { return scratchPool.Get().(*scratch) }

func putScratch(s *scratch) {
	clear(s.headers) // let go of the buffers they point into
	scratchPool.Put(s)
}

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
	if n == 0 { // no pointer to convert (a T may be longer than the word left)
		return nil
	}
	w := wordsOf[T](n)
	p := unsafe.Pointer(&c.s.words[c.used : c.used+w][0])
	c.used += w
	return unsafe.Slice((*T)(p), n)
}

// wordsOf returns the words n elements of T take (at least one).
func wordsOf[T any](n int) int {
	return max(1, (n*int(unsafe.Sizeof(*new(T)))+7)/8)
}

// scratchOf returns a pooled scratch of at least words words and its
// carver: the buffers of a call that are not a worker's (a plan, an
// axis's geometry, a two-pass op's parameters).
func scratchOf(words int) (*scratch, carver) {
	s := getScratch()
	s.reserve(words)
	return s, carver{s: s}
}

// headerSlices returns n nil slices of s's headers, memory the collector
// scans for pointers: a reduction by rows keeps its row buffers (carved
// from words) and the rows of a leaf in them without allocating.
func headerSlices(s *scratch, n int) [][]byte {
	if cap(s.headers) < n {
		s.headers = make([][]byte, n)
	}
	h := s.headers[:n]
	clear(h)
	return h
}

// asSlices returns h as slices of T: a []byte and a []T have the same
// layout.
func asSlices[T any](h [][]byte) [][]T {
	return unsafe.Slice((*[]T)(unsafe.Pointer(unsafe.SliceData(h))), len(h))
}
