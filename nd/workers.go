package nd

import (
	"runtime"
	"sync/atomic"
)

// bulkWorkers is the SetBulkWorkers setting; 0 means GOMAXPROCS.
var bulkWorkers atomic.Int64

// SetBulkWorkers sets how many goroutines one large bulk operation (a copy
// or gather of several megabytes) may split into: 0, the default, means
// runtime.GOMAXPROCS(0); 1 turns splitting off. It returns the previous
// setting. Small operations always run on the calling goroutine.
func SetBulkWorkers(n int) (previous int) {
	if n < 0 {
		n = 0
	}
	return int(bulkWorkers.Swap(int64(n)))
}

// BulkWorkers returns how many goroutines a large bulk operation uses now.
func BulkWorkers() int {
	if n := bulkWorkers.Load(); n > 0 {
		return int(n)
	}
	return runtime.GOMAXPROCS(0)
}
