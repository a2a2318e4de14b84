package ndzarr

import (
	"context"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// benchRead reads a 1024x1024 float32 array chunked 256x256 from a
// MemoryStore, whole or a 10% region, with 1 or 2 workers (the ndbench rows to
// come: see the issue).
func benchRead(b *testing.B, c Compression, workers int, indices ...nd.Index) {
	ctx := context.Background()
	store := NewMemoryStore()
	a, err := CreateIn(ctx, store, "a", Options{DType: nd.Float32,
		Shape: []int64{1024, 1024}, Chunks: []int64{256, 256}, Compressor: c})
	if err != nil {
		b.Fatal(err)
	}
	src := ndfloat32.New(nd.ShapeOf(1024, 1024))
	for i := range src.Data() {
		src.Data()[i] = float32(i%1000) * 0.25
	}
	if err := a.Write(ctx, src); err != nil {
		b.Fatal(err)
	}
	a.SetWorkers(workers)
	region, _ := newRegion(a.m.shape, a.m.chunks, indices, a.m.elem.itemSize())
	b.SetBytes(nd.ShapeOf(region.core...).Size() * 4)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		if _, err := a.Read(ctx, indices...); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadBloscLZ4Full1(b *testing.B) { benchRead(b, Compression{}, 1) }
func BenchmarkReadBloscLZ4Full2(b *testing.B) { benchRead(b, Compression{}, 2) }
func BenchmarkReadZstdFull1(b *testing.B)     { benchRead(b, Compression{Name: "zstd", Level: 3}, 1) }
func BenchmarkReadNoneFull1(b *testing.B)     { benchRead(b, Compression{Name: "none"}, 1) }
func BenchmarkReadBloscLZ4Region(b *testing.B) {
	benchRead(b, Compression{}, 1, nd.Range(100, 424), nd.Range(300, 624))
}
