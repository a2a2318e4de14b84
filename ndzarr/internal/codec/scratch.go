package codec

import "sync"

// BufferPool recycles byte buffers of about one size, so that a reader of
// many chunks does not allocate and zero each chunk's buffers anew.
type BufferPool struct{ p sync.Pool }

// Get returns a buffer of n bytes, its contents unspecified.
func (bp *BufferPool) Get(n int) []byte {
	if p, ok := bp.p.Get().(*[]byte); ok && cap(*p) >= n {
		return (*p)[:n]
	}
	return make([]byte, n)
}

// Put gives b back for reuse; the caller no longer uses it.
func (bp *BufferPool) Put(b []byte) { bp.p.Put(&b) }

// scratch recycles the Blosc decoder's per-frame block buffer (a block
// is at most a chunk, typically 32 KiB to 256 KiB).
var scratch BufferPool
