package compute

import (
	"math/rand/v2"
	"testing"
)

// riBenchN is a 4096² array, past every cache for every element type.
const riBenchN = 4096 * 4096

// riSink keeps the reductions' results alive.
var riSink uint64

// benchReduce times f at every level and the naive loop beside it over
// riBenchN random elements; the bytes are the ones read.
func benchReduce[E any, R ~int32 | ~int64 | ~uint8 | ~uint64](b *testing.B, size int, val func(r *rand.Rand) E, f, naive func([]E) R) {
	r := rand.New(rand.NewPCG(7, 8))
	a := make([]E, riBenchN)
	for i := range a {
		a[i] = val(r)
	}
	time := func(name string, f func([]E) R) {
		b.Run(name, func(b *testing.B) {
			b.SetBytes(int64(size * len(a)))
			b.ReportAllocs()
			for b.Loop() {
				riSink += uint64(f(a))
			}
		})
	}
	for _, l := range Levels() {
		restore := SetLevel(l)
		time(l.String(), f)
		restore()
	}
	time("naive", naive)
}

func riInt32(r *rand.Rand) int32 { return int32(r.Uint32()) }
func riInt64(r *rand.Rand) int64 { return int64(r.Uint64()) }
func riUint8(r *rand.Rand) uint8 { return uint8(r.Uint32()) }

func BenchmarkSumInt32(b *testing.B) { benchReduce(b, 4, riInt32, SumInt32, sumInt32Go) }
func BenchmarkSumInt64(b *testing.B) { benchReduce(b, 8, riInt64, SumInt64, sumInt64Go) }
func BenchmarkSumUint8(b *testing.B) { benchReduce(b, 1, riUint8, SumUint8, sumUint8Go) }
func BenchmarkMaxInt32(b *testing.B) { benchReduce(b, 4, riInt32, MaxInt32, maxInt32Go) }
func BenchmarkMinInt32(b *testing.B) { benchReduce(b, 4, riInt32, MinInt32, minInt32Go) }
func BenchmarkMaxInt64(b *testing.B) { benchReduce(b, 8, riInt64, MaxInt64, maxInt64Go) }
func BenchmarkMinInt64(b *testing.B) { benchReduce(b, 8, riInt64, MinInt64, minInt64Go) }
func BenchmarkMaxUint8(b *testing.B) { benchReduce(b, 1, riUint8, MaxUint8, maxUint8Go) }
func BenchmarkMinUint8(b *testing.B) { benchReduce(b, 1, riUint8, MinUint8, minUint8Go) }
