//go:build opencl && cgo

package kernelsgpu

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// benchSide is the side of the benchmarks' square float32 array (4 MiB:
// pocl on a shared machine is slow; the ndbench -gpu rows use 4096²).
const benchSide = 1024

// benchCopy times a copy of view into a preallocated array, by the
// kernel copyView picks or (naive) by the element-wise strided kernel,
// and reports the kernels' GB/s from the profiling times beside the wall
// clock's.
func benchCopy(b *testing.B, view func(*Array) *Array, naive bool) {
	d := device(b)
	a := float32s.upload(b, float32s.iota(benchSide, benchSide))
	v := view(a)
	dst, err := d.New(nd.Float32, v.Shape())
	require.NoError(b, err)
	defer dst.Release()
	run := func() error { return CopyInto(dst, v) }
	if naive {
		p, err := newPlan(dst.buf, dst.layout, v.buf, v.layout)
		require.NoError(b, err)
		run = p.runStrided
	}
	require.NoError(b, run()) // compiles the kernel variant
	bytes := 8 * v.Size()
	b.SetBytes(bytes)
	b.ReportAllocs()
	d.ResetStats()
	b.ResetTimer()
	for range b.N {
		if err := run(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(bytes)*float64(b.N)/d.Stats().Kernel.Seconds()/1e9, "kernel-GB/s")
}

func whole(a *Array) *Array { return a }
func inner(a *Array) *Array { return a.Slice(nd.Range(1, -1), nd.Range(1, -1)) }
func odd(a *Array) *Array   { return a.Slice(nd.All(), nd.Odd()) }
func trans(a *Array) *Array { return a.Transpose() }

func BenchmarkCopyContiguous(b *testing.B)      { benchCopy(b, whole, false) }
func BenchmarkCopyContiguousNaive(b *testing.B) { benchCopy(b, whole, true) }
func BenchmarkCopyInner(b *testing.B)           { benchCopy(b, inner, false) }
func BenchmarkCopyInnerNaive(b *testing.B)      { benchCopy(b, inner, true) }
func BenchmarkCopyOddColumns(b *testing.B)      { benchCopy(b, odd, false) }
func BenchmarkTranspose(b *testing.B)           { benchCopy(b, trans, false) }
func BenchmarkTransposeNaive(b *testing.B)      { benchCopy(b, trans, true) }

// BenchmarkGatherNd gathers benchSide²/4 random elements by (i, j) pairs
// into a preallocated output (one kernel, no simpler twin; ndbench -gpu
// compares it with the device's buffer copy).
func BenchmarkGatherNd(b *testing.B) {
	d := device(b)
	host := float32s.iota(benchSide, benchSide)
	a := float32s.upload(b, host)
	n := int64(benchSide * benchSide / 4)
	rng := rand.New(rand.NewPCG(1, 2))
	pairs := make([]int64, 2*n)
	for i := range pairs {
		pairs[i] = rng.Int64N(benchSide)
	}
	idx := int64s.upload(b, ndint64.Wrap(nd.ShapeOf(n, 2), pairs))
	out, err := d.New(nd.Float32, nd.ShapeOf(n))
	require.NoError(b, err)
	defer out.Release()
	require.NoError(b, GatherNdInto(out, a, idx))
	b.SetBytes(8*n + 16*n)
	b.ReportAllocs()
	d.ResetStats()
	b.ResetTimer()
	for range b.N {
		if err := GatherNdInto(out, a, idx); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(24*n)*float64(b.N)/d.Stats().Kernel.Seconds()/1e9, "kernel-GB/s")
}

// BenchmarkSmallGatherNd times whole GatherNdInto calls on a 64×64 table
// with 256 pairs, where the call's fixed costs (argument checks, the
// launch, the error word's read) outweigh the kernel: ns/op is the figure.
func BenchmarkSmallGatherNd(b *testing.B) {
	d := device(b)
	a := float32s.upload(b, float32s.iota(64, 64))
	rng := rand.New(rand.NewPCG(3, 4))
	pairs := make([]int64, 2*256)
	for i := range pairs {
		pairs[i] = rng.Int64N(64)
	}
	idx := int64s.upload(b, ndint64.Wrap(nd.ShapeOf(256, 2), pairs))
	out, err := d.New(nd.Float32, nd.ShapeOf(256))
	require.NoError(b, err)
	defer out.Release()
	b.ReportAllocs()
	for b.Loop() {
		if err := GatherNdInto(out, a, idx); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSmallCopy times whole CopyInto calls of a 64×64 view.
func BenchmarkSmallCopy(b *testing.B) {
	d := device(b)
	a := float32s.upload(b, float32s.iota(64, 64))
	v := a.Slice(nd.Range(1, -1), nd.Range(1, -1))
	dst, err := d.New(nd.Float32, v.Shape())
	require.NoError(b, err)
	defer dst.Release()
	b.ReportAllocs()
	for b.Loop() {
		if err := CopyInto(dst, v); err != nil {
			b.Fatal(err)
		}
	}
}
