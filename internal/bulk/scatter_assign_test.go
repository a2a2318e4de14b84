package bulk

import "testing"

// BenchmarkScatterAssign is the scalar assign scatter (TensorScatterUpdate's
// store, through the blocked pass) of BenchmarkScatterAdd's rows;
// BenchmarkScatterAssignNaive is its naive twin.
func BenchmarkScatterAssign(b *testing.B) { benchScatter(b, StoreAssign[float32]) }

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
