package crossdtype_test

import (
	"fmt"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/nduint8"
)

// castBenchOutBytes are the output sizes of the Cast benchmarks: one that
// stays in the L2 cache and one of DRAM size (the target: at least
// 0.8 of a memcpy of the output bytes; testdata/bench_cast_numpy.py times
// NumPy's astype on the same sizes).
var castBenchOutBytes = []int{256 << 10, 64 << 20}

// BenchmarkCast times Cast (a new array each time, as NumPy's astype) and
// CastInto (a preallocated destination; CastInto1 on one goroutine) of
// uint8 to float32 and float32 to float64, each beside the naive Go loop
// and a memcpy (copy) of the output bytes.
// The bytes per second count the output.
func BenchmarkCast(b *testing.B) {
	for _, out := range castBenchOutBytes {
		n := out / 4
		src, dst := nduint8.New(nd.ShapeOf(int64(n))), ndfloat32.New(nd.ShapeOf(int64(n)))
		for i, d := 0, src.Data(); i < n; i++ {
			d[i] = uint8(i * 7)
		}
		benchCast(b, fmt.Sprintf("uint8-float32/%dKiB", out>>10), out, castPair[float32, uint8]{
			cast: func() { _, _ = ndfloat32.Cast(src) },
			into: func() { _ = ndfloat32.CastInto(dst, src) },
			src:  src.Data(), dst: dst.Data(),
		})
		n = out / 8
		f32, f64 := ndfloat32.New(nd.ShapeOf(int64(n))), ndfloat64.New(nd.ShapeOf(int64(n)))
		for i, d := 0, f32.Data(); i < n; i++ {
			d[i] = float32(i) * 0.37
		}
		benchCast(b, fmt.Sprintf("float32-float64/%dKiB", out>>10), out, castPair[float64, float32]{
			cast: func() { _, _ = ndfloat64.Cast(f32) },
			into: func() { _ = ndfloat64.CastInto(f64, f32) },
			src:  f32.Data(), dst: f64.Data(),
		})
	}
}

type castPair[D float32 | float64, S uint8 | float32] struct {
	cast, into func()
	src        []S
	dst        []D
}

func benchCast[D float32 | float64, S uint8 | float32](b *testing.B, name string, out int, p castPair[D, S]) {
	run := func(sub string, f func()) {
		b.Run(name+"/"+sub, func(b *testing.B) {
			b.SetBytes(int64(out))
			b.ReportAllocs()
			f() // the destination's pages mapped before the clock starts
			b.ResetTimer()
			for range b.N {
				f()
			}
		})
	}
	run("Cast", p.cast)
	run("CastInto", p.into)
	run("CastInto1", func() { // on one goroutine, as memcpy and NumPy
		prev := nd.SetBulkWorkers(1)
		p.into()
		nd.SetBulkWorkers(prev)
	})
	run("naive", func() {
		for i, x := range p.src {
			p.dst[i] = D(x)
		}
	})
	from := make([]byte, out)
	to := make([]byte, out)
	for i := range from {
		from[i] = byte(i)
	}
	run("memcpy", func() { copy(to, from) })
}
