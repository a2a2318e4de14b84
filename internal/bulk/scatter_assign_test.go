package bulk

import (
	"testing"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// BenchmarkScatterAssign is the scalar assign scatter (TensorScatterUpdate's
// store, through the blocked pass) of BenchmarkScatterAdd's rows;
// BenchmarkScatterAssignNaive is its naive twin.
func BenchmarkScatterAssign(b *testing.B) {
	dst, idx, upd := scatterBench(1<<22, 1<<20)
	s := check.Scatter{N: int64(len(idx)), Depth: 1, Slice: 1}
	b.SetBytes(int64(len(idx)) * 12)
	b.ReportAllocs()
	for b.Loop() {
		err := ScatterNd("op", dst, []int64{int64(len(dst))}, idx, nil,
			nd.ShapeOf(int64(len(idx)), 1), upd, s, StoreAssign[float32], false)
		if err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkScatterAssignNaive(b *testing.B) {
	dst, idx, upd := scatterBench(1<<22, 1<<20)
	b.SetBytes(int64(len(idx)) * 12)
	b.ReportAllocs()
	for b.Loop() {
		for i, p := range idx {
			dst[p] = upd[i]
		}
	}
}
