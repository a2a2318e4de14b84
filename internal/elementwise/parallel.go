package elementwise

import (
	"sync"

	"github.com/ndgo/ndarray/internal/bulk"
)

// workers returns how many goroutines the runs of an op writing dstBytes
// bytes and reading inBytes should be split across (1: do not split).
func workers(r *runs, dstBytes, inBytes int64) int {
	units := r.count
	if units == 1 { // one run (a contiguous array): split it
		units = r.n / minChunk
	}
	if units < 2 {
		return 1
	}
	return bulk.Workers(dstBytes+inBytes, units)
}

// minChunk is the fewest elements of a run a worker is given when a
// single run is split.
const minChunk = 4096

// inParallel calls part with k consecutive ranges of r's runs (of the
// elements of its one run, if it has one), each on its own goroutine, and
// waits for them. Each element is computed alone, so the results do not
// depend on k.
func inParallel(r *runs, k int, part func(r *runs, lo, hi int64)) {
	var wg sync.WaitGroup
	if r.count == 1 { // parts of the one run
		for i := range k {
			lo, hi := r.n*int64(i)/int64(k), r.n*int64(i+1)/int64(k)
			c := r.chunk(lo, hi)
			wg.Go(func() { part(&c, 0, 1) })
		}
		wg.Wait()
		return
	}
	for i := range k {
		lo, hi := r.count*int64(i)/int64(k), r.count*int64(i+1)/int64(k)
		wg.Go(func() { part(r, lo, hi) })
	}
	wg.Wait()
}
