package crossdtype_test

import (
	"fmt"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// Small arrays: the per-call cost of scalar access, views and copies on
// arrays that sit in L1, each beside a hand-written twin that does the same
// work on a plain slice (the floor the library's bookkeeping adds to).

var (
	sinkF32   float32
	sinkArray *ndfloat32.NdArray
	sinkView  *handView
	sinkView4 *handView4
)

// BenchmarkGetFloat32Rank reads one element per call through GetFloat32
// with one coordinate per dimension (ranks 1 to 4, 8 elements a side),
// beside the hand-written position arithmetic on the flat slice. The loads
// are independent (the last one is kept), so the figure is the access's
// throughput, not an adder's latency.
func BenchmarkGetFloat32Rank(b *testing.B) {
	b.Run("1", func(b *testing.B) {
		a := filled(8)
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = a.GetFloat32(int64(i & 7))
		}
		sinkF32 = v
	})
	b.Run("1/hand", func(b *testing.B) {
		d := filled(8).Data()
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = d[i&7]
		}
		sinkF32 = v
	})
	b.Run("2", func(b *testing.B) {
		a := filled(8, 8)
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = a.GetFloat32(int64(i&7), int64(i>>3&7))
		}
		sinkF32 = v
	})
	b.Run("2/hand", func(b *testing.B) {
		d := filled(8, 8).Data()
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = d[(i&7)*8+i>>3&7]
		}
		sinkF32 = v
	})
	b.Run("3", func(b *testing.B) {
		a := filled(8, 8, 8)
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = a.GetFloat32(int64(i&7), int64(i>>3&7), int64(i>>6&7))
		}
		sinkF32 = v
	})
	b.Run("3/hand", func(b *testing.B) {
		d := filled(8, 8, 8).Data()
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = d[(i&7)*64+(i>>3&7)*8+i>>6&7]
		}
		sinkF32 = v
	})
	b.Run("4", func(b *testing.B) {
		a := filled(8, 8, 8, 8)
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = a.GetFloat32(int64(i&7), int64(i>>3&7), int64(i>>6&7), int64(i>>9&7))
		}
		sinkF32 = v
	})
	b.Run("4/hand", func(b *testing.B) {
		d := filled(8, 8, 8, 8).Data()
		b.ReportAllocs()
		var v float32
		for i := range b.N {
			v = d[(i&7)*512+(i>>3&7)*64+(i>>6&7)*8+i>>9&7]
		}
		sinkF32 = v
	})
}

// BenchmarkSetFloat32 writes one element of an 8×8 (or 8×8×8) array per call.
func BenchmarkSetFloat32(b *testing.B) {
	b.Run("nd", func(b *testing.B) {
		a := filled(8, 8)
		b.ReportAllocs()
		for i := range b.N {
			a.SetFloat32(float32(i), int64(i&7), int64(i>>3&7))
		}
	})
	b.Run("hand", func(b *testing.B) {
		d := filled(8, 8).Data()
		b.ReportAllocs()
		for i := range b.N {
			d[(i&7)*8+i>>3&7] = float32(i)
		}
	})
	b.Run("rank3", func(b *testing.B) {
		a := filled(8, 8, 8)
		b.ReportAllocs()
		for i := range b.N {
			a.SetFloat32(float32(i), int64(i&7), int64(i>>3&7), int64(i>>6&7))
		}
	})
	b.Run("rank3/hand", func(b *testing.B) {
		d := filled(8, 8, 8).Data()
		b.ReportAllocs()
		for i := range b.N {
			d[(i&7)*64+(i>>3&7)*8+i>>6&7] = float32(i)
		}
	})
}

// smallCopies are the strided 8×8 float32 sources of BenchmarkSmallCopyTo:
// an 8×8 transposed, and the even rows and columns of a 16×16.
var smallCopies = []struct {
	name string
	view func() *ndfloat32.NdArray
	// hand is the same copy as a double loop over the flat slices.
	hand func(dst, src []float32)
}{
	{"T", func() *ndfloat32.NdArray { return filled(8, 8).Transpose() },
		func(dst, src []float32) {
			for i := range 8 {
				for j := range 8 {
					dst[i*8+j] = src[j*8+i]
				}
			}
		}},
	{"step2", func() *ndfloat32.NdArray { return filled(16, 16).Slice(nd.Step(2), nd.Step(2)) },
		func(dst, src []float32) {
			for i := range 8 {
				for j := range 8 {
					dst[i*8+j] = src[i*32+j*2]
				}
			}
		}},
}

// BenchmarkSmallCopyTo copies a strided 8×8 float32 view into a contiguous
// 8×8 array.
func BenchmarkSmallCopyTo(b *testing.B) {
	for _, c := range smallCopies {
		b.Run(c.name, func(b *testing.B) {
			src, dst := c.view(), ndfloat32.New(nd.ShapeOf(8, 8))
			b.SetBytes(2 * 4 * 64)
			b.ReportAllocs()
			for range b.N {
				src.CopyTo(dst)
			}
		})
		b.Run(c.name+"/hand", func(b *testing.B) {
			src, dst := c.view().Data(), make([]float32, 64)
			b.SetBytes(2 * 4 * 64)
			b.ReportAllocs()
			for range b.N {
				c.hand(dst, src)
			}
		})
	}
}

// BenchmarkSmallCopy makes a contiguous copy of an 8×8 view (the even rows
// and columns of a 16×16); the twin allocates and fills the slice by hand.
func BenchmarkSmallCopy(b *testing.B) {
	b.Run("nd", func(b *testing.B) {
		v := smallCopies[1].view()
		b.SetBytes(2 * 4 * 64)
		b.ReportAllocs()
		for range b.N {
			sinkArray = v.Copy()
		}
	})
	b.Run("hand", func(b *testing.B) {
		src := filled(16, 16).Data()
		b.SetBytes(2 * 4 * 64)
		b.ReportAllocs()
		for range b.N {
			dst := make([]float32, 64)
			smallCopies[1].hand(dst, src)
			sinkView = &handView{data: dst, dims: [2]int64{8, 8}, strides: [2]int64{8, 1}}
		}
	})
}

// handView is the hand-written twins' idea of a rank-2 view: what a
// view needs at the least, in one allocation.
type handView struct {
	data          []float32
	dims, strides [2]int64
	offset        int64
}

// handView4 is handView for ranks up to 4.
type handView4 struct {
	data          []float32
	dims, strides [4]int64
	offset        int64
}

// BenchmarkSmallViews makes views of small arrays: a[2:10, 1:9] of a 16×16,
// a.Get(1) of a 4×8×8 and the transpose of an 8×8. Each twin builds the
// same view as a hand-written struct.
func BenchmarkSmallViews(b *testing.B) {
	a16, a488, a8 := filled(16, 16), filled(4, 8, 8), filled(8, 8)
	ops := []struct {
		name string
		nd   func() *ndfloat32.NdArray
		hand func() *handView
	}{
		{"Slice", func() *ndfloat32.NdArray { return a16.Slice(nd.Range(2, 10), nd.Range(1, 9)) },
			func() *handView {
				return &handView{data: a16.Data(), dims: [2]int64{8, 8}, strides: [2]int64{16, 1}, offset: 2*16 + 1}
			}},
		{"Get", func() *ndfloat32.NdArray { return a488.Get(1) },
			func() *handView {
				return &handView{data: a488.Data(), dims: [2]int64{8, 8}, strides: [2]int64{8, 1}, offset: 64}
			}},
		{"Transpose", func() *ndfloat32.NdArray { return a8.Transpose() },
			func() *handView { return &handView{data: a8.Data(), dims: [2]int64{8, 8}, strides: [2]int64{1, 8}} }},
	}
	for _, op := range ops {
		b.Run(op.name, func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				sinkArray = op.nd()
			}
		})
		b.Run(fmt.Sprintf("%s/hand", op.name), func(b *testing.B) {
			b.ReportAllocs()
			for range b.N {
				sinkView = op.hand()
			}
		})
	}
}

// BenchmarkWideViews makes views of rank 3 and 4, whose tables are stored
// after their header: the transposes of a 4×8×8 and a 2×3×8×8. Each twin
// builds the same view as a hand-written struct.
func BenchmarkWideViews(b *testing.B) {
	a3, a4 := filled(4, 8, 8), filled(2, 3, 8, 8)
	b.Run("Transpose3", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			sinkArray = a3.Transpose(2, 0, 1)
		}
	})
	b.Run("Transpose3/hand", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			sinkView4 = &handView4{data: a3.Data(), dims: [4]int64{8, 4, 8}, strides: [4]int64{1, 64, 8}}
		}
	})
	b.Run("T4", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			sinkArray = a4.Transpose()
		}
	})
	b.Run("T4/hand", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			sinkView4 = &handView4{data: a4.Data(), dims: [4]int64{8, 8, 3, 2}, strides: [4]int64{1, 8, 64, 192}}
		}
	})
}
