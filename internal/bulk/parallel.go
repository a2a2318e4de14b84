package bulk

import (
	"runtime"
	"sync"

	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// parallelBytes is the destination size from which a copy is split across
// goroutines: below it, starting them costs more than the second core's
// share of memory bandwidth returns.
var parallelBytes int64 = 8 << 20

// workers returns how many goroutines to split a job of the given bytes,
// made of units independent pieces, across: nd.BulkWorkers, but no more
// than GOMAXPROCS (goroutines beyond it cannot run at once), the units, or
// one per parallelBytes/8 (a smaller part costs more to start and join than
// its core returns); 1 means do not split (below parallelBytes too).
func workers(bytes, units int64) int { return Workers(bytes, units) }

// Workers is workers for the other bulk loops (the elementwise ops): the
// number of goroutines to split a job of the given bytes, made of units
// independent pieces, across.
func Workers(bytes, units int64) int {
	if bytes < parallelBytes {
		return 1
	}
	k := int64(min(nd.BulkWorkers(), runtime.GOMAXPROCS(0)))
	return int(max(1, min(k, units, bytes/max(parallelBytes/8, 1))))
}

// Parallel runs part(i) for i < k on k goroutines and waits for them.
func Parallel(k int, part func(i int)) {
	var wg sync.WaitGroup
	for i := range k {
		wg.Go(func() { part(i) })
	}
	wg.Wait()
}

// split runs part over k pieces of the joint normal form of dl and sl (cut
// along its outermost dimension), each on its own goroutine, and reports
// whether it did; it does nothing for small copies or when nd.BulkWorkers
// is 1.
func split(bytes int64, dl, sl nd.Layout, part func(dl, sl nd.Layout)) bool {
	if workers(bytes, 2) < 2 {
		return false
	}
	dn, sn := walk.NormalizePair(dl, sl)
	if len(dn.Dims) == 0 {
		return false
	}
	outer := dn.Dims[0]
	k := workers(bytes, outer)
	if k < 2 {
		return false
	}
	var wg sync.WaitGroup
	for i := range k {
		lo, hi := outer*int64(i)/int64(k), outer*int64(i+1)/int64(k)
		r := nd.Range(lo, hi)
		wg.Go(func() { part(dn.Slice(r), sn.Slice(r)) })
	}
	wg.Wait()
	return true
}

// SetParallelBytes sets the size from which bulk loops split across
// goroutines and returns a function restoring it: for other packages'
// tests, which split small arrays to test the parallel path.
func SetParallelBytes(n int64) (restore func()) {
	saved := parallelBytes
	parallelBytes = n
	return func() { parallelBytes = saved }
}
