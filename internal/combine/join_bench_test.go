package combine

import (
	"testing"
)

// The benchmarks below time Concat along axis 0 and Tile of 4 MiB inputs
// beside their naive twins, make and copy().

func BenchmarkConcatAxis0(b *testing.B) {
	a := matrix(1024, 1024)
	in := []View[float32]{a, a}
	b.Run("library", func(b *testing.B) {
		b.SetBytes(2 * 8 << 20)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Concat(joining, 0, in); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(2 * 8 << 20)
		b.ReportAllocs()
		for b.Loop() {
			out := make([]float32, 2*len(a.Data))
			copy(out, a.Data)
			copy(out[len(a.Data):], a.Data)
		}
	})
}

func BenchmarkTile(b *testing.B) {
	a := matrix(512, 512)
	b.Run("library", func(b *testing.B) {
		b.SetBytes(2 * 4 << 20)
		b.ReportAllocs()
		for b.Loop() {
			if _, err := Tile(joining, a, []int64{2, 2}); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(2 * 4 << 20)
		b.ReportAllocs()
		for b.Loop() {
			out := make([]float32, 4*len(a.Data))
			for r := range 1024 {
				row := a.Data[(r%512)*512 : (r%512+1)*512]
				copy(out[r*1024:], row)
				copy(out[r*1024+512:], row)
			}
		}
	})
}
