package ndgonum_test

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"

	"gonum.org/v1/gonum/mat"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndgonum"
)

// BenchmarkMatMulFloat64 compares ndfloat64.MatMulInto with gonum's
// mat.Dense.Mul on n×n float64 products (n = 256, 1024, 2048) and on a
// (64, 128, 128)² batch (gonum: one Mul per matrix), both on one core:
// GOMAXPROCS=1, as gonum's Dgemm splits its work across goroutines, and
// one bulk worker for MatMulInto. Both read the same memory (DenseView)
// and write into a reused result. GFLOP/s is reported as "GFLOP/s"; the
// issue's target is MatMulInto ≥ 10× Mul at 1024³ and 2048³.
func BenchmarkMatMulFloat64(b *testing.B) {
	for _, n := range []int64{256, 1024, 2048} {
		benchMatMulVsGonum(b, fmt.Sprint(n), 1, n)
	}
	benchMatMulVsGonum(b, "batched64x128", 64, 128)
}

// benchMatMulVsGonum times batch products of n×n float64 matrices of
// random values, ours and gonum's, after checking they agree within
// the bound of an n-term dot product.
func benchMatMulVsGonum(b *testing.B, name string, batch, n int64) {
	sh := nd.ShapeOf(batch, n, n)
	x, y, dst := ndfloat64.New(sh), ndfloat64.New(sh), ndfloat64.New(sh)
	r := rand.New(rand.NewPCG(5, 6))
	xs, ys := x.Data(), y.Data()
	for i := range xs {
		xs[i], ys[i] = r.Float64(), r.Float64()
	}
	// gonum's views of each matrix of the batch, sharing the arrays' memory.
	dense := func(a *ndfloat64.NdArray) []*mat.Dense {
		out := make([]*mat.Dense, batch)
		for i := range out {
			m, err := ndgonum.DenseView(a.Slice(nd.At(int64(i))))
			if err != nil {
				b.Fatal(err)
			}
			out[i] = m
		}
		return out
	}
	gx, gy := dense(x), dense(y)
	gd := mat.NewDense(int(n), int(n), nil)
	flops := 2 * batch * n * n * n
	run := func(sub string, f func()) {
		b.Run(name+"/"+sub, func(b *testing.B) {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1))
			defer nd.SetBulkWorkers(nd.SetBulkWorkers(1))
			b.ReportAllocs()
			for b.Loop() {
				f()
			}
			b.ReportMetric(float64(flops)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
		})
	}
	ndfloat64.MatMulInto(dst, x, y)
	gd.Mul(gx[batch-1], gy[batch-1])
	// The last products: n-term sums of products of [0, 1) values, each
	// within n·2⁻⁵³ of its sum of magnitudes (< n), so 2n²·2⁻⁵³ apart.
	ours, theirs := dst.Data()[(batch-1)*n*n:], gd.RawMatrix().Data
	bound := 2 * float64(n*n) * 0x1p-53
	for i, v := range ours {
		if d := v - theirs[i]; d > bound || -d > bound {
			b.Fatalf("[%d]: MatMulInto %v, gonum %v", i, v, theirs[i])
		}
	}
	run("MatMulInto", func() { ndfloat64.MatMulInto(dst, x, y) })
	run("gonum.Mul", func() {
		for i := range gx {
			gd.Mul(gx[i], gy[i])
		}
	})
}
