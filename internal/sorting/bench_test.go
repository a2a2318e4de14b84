package sorting

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"sort"
	"testing"
	"unsafe"

	"github.com/ndgo/ndarray/asm/compute"
	"github.com/ndgo/ndarray/nd"
)

// The benchmarks of issue 29's speed goal: 1M-element vectors and
// 1000×1000 matrices along either axis, float32/float64/int32/int64, each
// beside a naive twin (slices.Sort / sort.SliceStable lane by lane).
// testdata/numpy_sort.py times NumPy on the same cases. Run one core with
// -cpu 1.

// loop runs b's loop calling f and, beside the wall time, reports the
// thread's CPU time per call (cpu-ns/op), steadier on a shared machine.
// Run it with -cpu 1: the thread is locked, and one worker sorts.
func loop(b *testing.B, bytes int64, f func()) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.SetBytes(bytes)
	b.ReportAllocs()
	start := threadCPU()
	for b.Loop() {
		f()
	}
	b.ReportMetric(float64(threadCPU()-start)/float64(b.N), "cpu-ns/op")
}

// benchNumber is the element types benchmarked.
type benchNumber interface {
	float32 | float64 | int32 | int64
}

type benchCase struct {
	name string
	dims []int64
	axis int
}

var benchCases = []benchCase{
	{"1M", []int64{1 << 20}, 0},
	{"1000x1000/axis1", []int64{1000, 1000}, 1},
	{"1000x1000/axis0", []int64{1000, 1000}, 0},
}

// benchData returns n random elements: normal floats, uniform integers.
func benchData[T benchNumber](n int64) []T {
	r := rand.New(rand.NewPCG(1, 2))
	x := make([]T, n)
	var zero T
	switch any(zero).(type) {
	case float32, float64:
		for i := range x {
			x[i] = T(r.NormFloat64())
		}
	default:
		for i := range x {
			x[i] = T(r.Uint64())
		}
	}
	return x
}

// naiveLanes calls f on a copy of each lane of the row-major array of
// dims along axis, then writes the lane back to dst.
func naiveLanes[T, D any](dst []D, src []T, dims []int64, axis int, f func(out []D, lane []T)) {
	lanes := laneIndices(dims, axis)
	lane, out := make([]T, dims[axis]), make([]D, dims[axis])
	for _, at := range lanes {
		for i, p := range at {
			lane[i] = src[p]
		}
		f(out, lane)
		for i, p := range at {
			dst[p] = out[i]
		}
	}
}

func benchSort[T benchNumber](b *testing.B, name string) {
	for _, c := range benchCases {
		l := nd.RowMajor(c.dims...)
		src := benchData[T](l.Size())
		dst := make([]T, l.Size())
		bytes := l.Size() * int64(unsafe.Sizeof(src[0]))
		b.Run(name+"/"+c.name, func(b *testing.B) {
			loop(b, bytes, func() {
				sortAny(View[T]{Data: dst, Layout: l}, View[T]{Data: src, Layout: l}, c.axis)
			})
		})
		b.Run(name+"/"+c.name+"/naive", func(b *testing.B) {
			loop(b, bytes, func() {
				naiveLanes(dst, src, c.dims, c.axis, func(out, lane []T) {
					copy(out, lane)
					slices.SortFunc(out, func(a, b T) int { return cmp.Compare(a, b) })
				})
			})
		})
		radixBeside(b, name+"/"+c.name, unsafe.Sizeof(src[0]), func(b *testing.B) {
			loop(b, bytes, func() {
				sortAny(View[T]{Data: dst, Layout: l}, View[T]{Data: src, Layout: l}, c.axis)
			})
		})
	}
}

// radixBeside runs f as the sub-benchmark name-radix with the radix sort
// alone, if keys of size bytes (4 or 8) take the vectorised quicksort on
// this CPU.
func radixBeside(b *testing.B, name string, size uintptr, f func(b *testing.B)) {
	if size < 4 || !compute.VectorSort() {
		return
	}
	b.Run(name+"-radix", func(b *testing.B) {
		radixOnly = true
		defer func() { radixOnly = false }()
		f(b)
	})
}

// sortAny calls Sort for the predeclared numeric T.
func sortAny[T benchNumber](dst, src View[T], axis int) {
	switch any(*new(T)).(type) {
	case float32:
		Sort(as[float32](dst), as[float32](src), axis)
	case float64:
		Sort(as[float64](dst), as[float64](src), axis)
	case int32:
		Sort(as[int32](dst), as[int32](src), axis)
	case int64:
		Sort(as[int64](dst), as[int64](src), axis)
	}
}

// argSortAny calls ArgSort for the predeclared numeric T.
func argSortAny[T benchNumber](dst View[int64], src View[T], axis int) {
	switch any(*new(T)).(type) {
	case float32:
		ArgSort(dst, as[float32](src), axis)
	case float64:
		ArgSort(dst, as[float64](src), axis)
	case int32:
		ArgSort(dst, as[int32](src), axis)
	case int64:
		ArgSort(dst, as[int64](src), axis)
	}
}

func BenchmarkSort(b *testing.B) {
	benchSort[float32](b, "float32")
	benchSort[float64](b, "float64")
	benchSort[int32](b, "int32")
	benchSort[int64](b, "int64")
}

func benchArgSort[T benchNumber](b *testing.B, name string) {
	for _, c := range benchCases {
		l := nd.RowMajor(c.dims...)
		src := benchData[T](l.Size())
		dst := make([]int64, l.Size())
		bytes := l.Size() * int64(unsafe.Sizeof(src[0]))
		b.Run(name+"/"+c.name, func(b *testing.B) {
			loop(b, bytes, func() {
				argSortAny(View[int64]{Data: dst, Layout: l}, View[T]{Data: src, Layout: l}, c.axis)
			})
		})
		b.Run(name+"/"+c.name+"/naive", func(b *testing.B) {
			loop(b, bytes, func() {
				naiveLanes(dst, src, c.dims, c.axis, func(out []int64, lane []T) {
					for i := range out {
						out[i] = int64(i)
					}
					sort.SliceStable(out, func(i, j int) bool { return lane[out[i]] < lane[out[j]] })
				})
			})
		})
	}
}

func BenchmarkArgSort(b *testing.B) {
	benchArgSort[float32](b, "float32")
	benchArgSort[float64](b, "float64")
	benchArgSort[int32](b, "int32")
	benchArgSort[int64](b, "int64")
}

// BenchmarkTopK is issue 29's ndbench row, top 5 of (256, 1000) float32
// logits, and a large k.
func BenchmarkTopK(b *testing.B) {
	dims := []int64{256, 1000}
	src := benchData[float32](256 * 1000)
	for _, k := range []int{5, 500} {
		kl := nd.RowMajor(256, int64(k))
		vals, idx := make([]float32, kl.Size()), make([]int64, kl.Size())
		b.Run(fmt.Sprintf("float32/256x1000/k%d", k), func(b *testing.B) {
			loop(b, int64(len(src))*4, func() {
				TopK(View[float32]{Data: vals, Layout: kl}, View[int64]{Data: idx, Layout: kl},
					View[float32]{Data: src, Layout: nd.RowMajor(dims...)}, k)
			})
		})
		b.Run(fmt.Sprintf("float32/256x1000/k%d/naive", k), func(b *testing.B) {
			order := make([]int64, 1000)
			loop(b, int64(len(src))*4, func() {
				for r := range 256 {
					lane := src[r*1000 : (r+1)*1000]
					for i := range order {
						order[i] = int64(i)
					}
					sort.SliceStable(order, func(i, j int) bool { return lane[order[i]] > lane[order[j]] })
					for j := range k {
						idx[r*k+j], vals[r*k+j] = order[j], lane[order[j]]
					}
				}
			})
		})
	}
}

// BenchmarkSmallLanes sorts 64Ki float32 in lanes of n: the cost per lane
// that smallSort trades between insertion and radix sort.
func BenchmarkSmallLanes(b *testing.B) {
	for _, n := range []int64{8, 16, 32, 48, 64, 96, 128, 256} {
		dims := []int64{65536 / n, n}
		l := nd.RowMajor(dims...)
		src := benchData[float32](l.Size())
		dst := make([]float32, l.Size())
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			loop(b, l.Size()*4, func() {
				Sort(View[float32]{Data: dst, Layout: l}, View[float32]{Data: src, Layout: l}, 1)
			})
		})
		b.Run(fmt.Sprint(n, "/naive"), func(b *testing.B) {
			loop(b, l.Size()*4, func() {
				for r := int64(0); r < dims[0]; r++ {
					copy(dst[r*n:(r+1)*n], src[r*n:(r+1)*n])
					slices.Sort(dst[r*n : (r+1)*n])
				}
			})
		})
	}
}
