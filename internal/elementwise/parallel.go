package elementwise

import (
	"sync"

	"github.com/ndgo/ndarray/internal/bulk"
)

// workers returns how many goroutines the runs of an op writing dstBytes
// bytes and reading inBytes should be split across (1: do not split).
func workers(r *runs, dstBytes, inBytes int64) int {
	if r.count < 2 {
		return 1
	}
	return bulk.Workers(dstBytes+inBytes, r.count)
}

// inParallel calls part with k consecutive ranges of r's runs, each on its
// own goroutine, and waits for them. Each run is computed whole by one
// part, so the results do not depend on k.
func inParallel(r *runs, k int, part func(lo, hi int64)) {
	var wg sync.WaitGroup
	for i := range k {
		lo, hi := r.count*int64(i)/int64(k), r.count*int64(i+1)/int64(k)
		wg.Go(func() { part(lo, hi) })
	}
	wg.Wait()
}
