package sorting

import (
	"math/rand/v2"
	"testing"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// BenchmarkSortSizes is issue 29's 1-D goal for 32-bit keys: Sort of 16M,
// 1M and 64K float32 (uniform in [0, 1) and standard normal) and int32
// (uniform over the type), with float64 16M beside; testdata/numpy_sizes.py
// times np.sort on the same cases. Run it with -cpu 1.
func BenchmarkSortSizes(b *testing.B) {
	sizes := []struct {
		name string
		n    int64
	}{{"16M", 1 << 24}, {"1M", 1 << 20}, {"64K", 1 << 16}}
	for _, s := range sizes {
		benchSize(b, "float32/uniform/"+s.name, sizeData(s.n, func(r *rand.Rand) float32 { return r.Float32() }))
		benchSize(b, "float32/normal/"+s.name, sizeData(s.n, func(r *rand.Rand) float32 { return float32(r.NormFloat64()) }))
		benchSize(b, "int32/uniform/"+s.name, sizeData(s.n, func(r *rand.Rand) int32 { return int32(r.Uint32()) }))
	}
	benchSize(b, "float64/normal/16M", sizeData(1<<24, func(r *rand.Rand) float64 { return r.NormFloat64() }))
}

// sizeData returns n elements drawn by f.
func sizeData[T any](n int64, f func(*rand.Rand) T) []T {
	r := rand.New(rand.NewPCG(3, 4))
	x := make([]T, n)
	for i := range x {
		x[i] = f(r)
	}
	return x
}

func benchSize[T float32 | float64 | int32](b *testing.B, name string, src []T) {
	l := nd.RowMajor(int64(len(src)))
	dst := make([]T, len(src))
	run := func(b *testing.B) {
		// A first call outside the timing fills the scratch pool: the
		// figures are of the sort, not of the page faults of its buffers.
		Sort(View[T]{Data: dst, Layout: l}, View[T]{Data: src, Layout: l}, 0)
		loop(b, int64(len(src))*int64(unsafe.Sizeof(src[0])), func() {
			Sort(View[T]{Data: dst, Layout: l}, View[T]{Data: src, Layout: l}, 0)
		})
	}
	b.Run(name, run)
	radixBeside(b, name, unsafe.Sizeof(src[0]), run)
}
