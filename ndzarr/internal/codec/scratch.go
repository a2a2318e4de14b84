package codec

import "sync"

// scratch recycles the Blosc decoder's per-frame block buffer (a block
// is at most a chunk, typically 32 KiB to 256 KiB), which would
// otherwise be allocated and zeroed for every chunk read.
var scratch sync.Pool // *[]byte

// getScratch returns a buffer of n bytes, its contents unspecified.
func getScratch(n int) []byte {
	if p, ok := scratch.Get().(*[]byte); ok && cap(*p) >= n {
		return (*p)[:n]
	}
	return make([]byte, n)
}

// putScratch gives b back for reuse; the caller no longer uses it.
func putScratch(b []byte) { scratch.Put(&b) }
