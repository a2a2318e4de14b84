package bulk

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// Split copies give the same result as one goroutine, for every path.
func TestSplitCopy(t *testing.T) {
	defer func(saved int64) { parallelBytes = saved }(parallelBytes)
	defer nd.SetBulkWorkers(nd.SetBulkWorkers(3))
	parallelBytes = 0
	base := nd.RowMajor(700, 700)
	src := make([]float32, 700*700)
	for i := range src {
		src[i] = float32(i)
	}
	for _, v := range views {
		sl := v.sel(base)
		want, got := make([]float32, sl.Size()), make([]float32, sl.Size())
		refCopy(want, nd.RowMajor(sl.Dims...), src, sl)
		CopyPlain(got, nd.RowMajor(sl.Dims...), src, sl)
		require.Equal(t, want, got, v.name)
	}
}

// BenchmarkSplitThreshold compares one and two goroutines on inner-block
// copies (a[1:-1, 1:-1]) of growing size, to place parallelBytes.
func BenchmarkSplitThreshold(b *testing.B) {
	defer func(saved int64) { parallelBytes = saved }(parallelBytes)
	parallelBytes = 0
	for _, mib := range []int{1, 2, 4, 8, 16, 32} {
		side := int64(1)
		for side*side*4 < int64(mib)<<20 {
			side++
		}
		src := make([]float32, side*side)
		for i := range src {
			src[i] = float32(i)
		}
		sl := nd.RowMajor(side, side).Slice(nd.Range(1, -1), nd.Range(1, -1))
		dst := make([]float32, sl.Size())
		dl := nd.RowMajor(sl.Dims...)
		for _, workers := range []int{1, 2} {
			b.Run(fmt.Sprintf("%dMiB/workers=%d", mib, workers), func(b *testing.B) {
				defer nd.SetBulkWorkers(nd.SetBulkWorkers(workers))
				b.SetBytes(8 * sl.Size())
				b.ReportAllocs()
				for range b.N {
					CopyPlain(dst, dl, src, sl)
				}
			})
		}
	}
}

// workers never starts more goroutines than can help, whatever
// SetBulkWorkers says.
func TestWorkersCapped(t *testing.T) {
	defer nd.SetBulkWorkers(nd.SetBulkWorkers(1 << 20))
	procs := runtime.GOMAXPROCS(0)
	require.Equal(t, 1, workers(parallelBytes-1, 1<<30), "small jobs stay on one goroutine")
	require.LessOrEqual(t, workers(1<<40, 1<<30), procs)
	require.Equal(t, min(procs, 3), workers(1<<40, 3), "no more than the units")
	require.Equal(t, min(procs, 8), workers(parallelBytes, 1<<30), "parts of at least parallelBytes/8")
	nd.SetBulkWorkers(1)
	require.Equal(t, 1, workers(1<<40, 1<<30))
}
