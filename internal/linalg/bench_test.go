package linalg

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// benchMatMul times n×n products of T, GFLOP/s as the reported MB/s
// divided by 1000 (b.SetBytes counts 2n³ flops), beside the naive
// triple loop (i, k, j order, as a user writes it over row-major data).
func benchMatMul[T float32 | float64](b *testing.B, n int) {
	r := rand.New(rand.NewPCG(1, 2))
	l := nd.RowMajor(int64(n), int64(n))
	a, x, c := make([]T, n*n), make([]T, n*n), make([]T, n*n)
	for i := range a {
		a[i], x[i] = T(r.Float64()), T(r.Float64())
	}
	av, xv := elementwise.View[T]{Data: a, Layout: l}, elementwise.View[T]{Data: x, Layout: l}
	dst := array[T]{v: elementwise.View[T]{Data: c, Layout: l}}
	b.Run(fmt.Sprintf("%T/%d/MatMulInto", T(0), n), func(b *testing.B) {
		b.SetBytes(int64(2 * n * n * n))
		b.ReportAllocs()
		for b.Loop() {
			MatMulInto("MatMulInto", Type[T, T]{}, dst, av, xv)
		}
	})
	b.Run(fmt.Sprintf("%T/%d/naive", T(0), n), func(b *testing.B) {
		b.SetBytes(int64(2 * n * n * n))
		for b.Loop() {
			clear(c)
			for i := range n {
				row := c[i*n : (i+1)*n]
				for p := range n {
					v := a[i*n+p]
					for j, w := range x[p*n : (p+1)*n] {
						row[j] += v * w
					}
				}
			}
		}
	})
}

func BenchmarkMatMul(b *testing.B) {
	for _, n := range []int{256, 1024, 2048} {
		benchMatMul[float32](b, n)
		benchMatMul[float64](b, n)
	}
}

// BenchmarkMatMulBatched times the product of two (64, 128, 128) float32
// batches, GFLOP/s as the reported MB/s divided by 1000.
func BenchmarkMatMulBatched(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	l := nd.RowMajor(64, 128, 128)
	x, y, c := make([]float32, l.Size()), make([]float32, l.Size()), make([]float32, l.Size())
	for i := range x {
		x[i], y[i] = r.Float32(), r.Float32()
	}
	xv, yv := elementwise.View[float32]{Data: x, Layout: l}, elementwise.View[float32]{Data: y, Layout: l}
	dst := array[float32]{v: elementwise.View[float32]{Data: c, Layout: l}}
	b.SetBytes(2 * 64 * 128 * 128 * 128)
	b.ReportAllocs()
	for b.Loop() {
		MatMulInto("MatMulInto", Type[float32, float32]{}, dst, xv, yv)
	}
}
