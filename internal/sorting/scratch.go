package sorting

import (
	"sync"
	"unsafe"
)

// plain is the element types held in scratch slabs: no pointers, at most
// 8 bytes, so a []uint64 can back a slice of any of them.
type plain interface {
	~bool | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64
}

// slabs is the most buffers one worker takes at once.
const slabs = 10

// scratch is one worker's reusable memory: the radix histograms and a few
// buffers, pooled so that sorting many small arrays allocates nothing and
// a large one does not zero megabytes of new memory each call.
type scratch struct {
	c    counts
	t32  tables32
	slab [slabs][]uint64
	used int
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// getScratch returns a worker's scratch; release it with putScratch.
func getScratch() *scratch { return scratchPool.Get().(*scratch) }

// putScratch returns s to the pool; the slices taken from it must no
// longer be used.
func putScratch(s *scratch) {
	s.used = 0
	scratchPool.Put(s)
}

// take returns the next buffer of s as n elements of T (contents
// undefined). n is at most a few times a lane of an existing array, so its
// bytes fit an int.
func take[T plain](s *scratch, n int64) []T {
	if n == 0 {
		return nil
	}
	i := s.used
	s.used++
	words := (n*int64(unsafe.Sizeof(*new(T))) + 7) / 8
	if int64(cap(s.slab[i])) < words {
		s.slab[i] = make([]uint64, words)
	}
	return unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(s.slab[i][:1]))), n)
}
