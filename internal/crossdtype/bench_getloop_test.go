package crossdtype_test

import (
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// BenchmarkGetLoop sums a 2048² int64 array (out of cache, as ndbench's
// "GetInt64(i, j) loop" row) three ways: through GetInt64(i, j); by a hand
// loop that keeps the getter's contract (every coordinate checked against
// its dimension, negative ones counting from the end, the flat index
// bounds-checked) with the dimensions and strides in locals; and by the
// naive loop over the flat rows. The second is the floor of any checked
// (i, j) access: what the getter would cost if the compiler kept its
// fields in registers and left out the negative-coordinate fix (i and j
// count up from 0 there) and the slow path's stores of the coordinates.
func BenchmarkGetLoop(b *testing.B) {
	const n = 2048
	a := ndint64.New(nd.ShapeOf(n, n))
	data := a.Data()
	for i := range data {
		data[i] = int64(i)
	}
	var sink int64
	b.Run("getter", func(b *testing.B) {
		b.SetBytes(8 * n * n)
		b.ReportAllocs()
		for range b.N {
			s := int64(0)
			for i := range int64(n) {
				for j := range int64(n) {
					s += a.GetInt64(i, j)
				}
			}
			sink += s
		}
	})
	b.Run("checked", func(b *testing.B) {
		b.SetBytes(8 * n * n)
		b.ReportAllocs()
		for range b.N {
			sink += checkedSum(data, n, n, n, 1)
		}
	})
	b.Run("naive", func(b *testing.B) {
		b.SetBytes(8 * n * n)
		b.ReportAllocs()
		for range b.N {
			s := int64(0)
			for i := range n {
				for _, v := range data[i*n : (i+1)*n] {
					s += v
				}
			}
			sink += s
		}
	})
	_ = sink
}

// checkedSum sums the d0×d1 array with strides s0, s1 in data by (i, j)
// accesses checked as GetInt64 checks them.
func checkedSum(data []int64, d0, d1, s0, s1 int64) int64 {
	s := int64(0)
	for i := range d0 {
		for j := range d1 {
			ii, jj := i, j
			if ii < 0 {
				ii += d0
			}
			if jj < 0 {
				jj += d1
			}
			if uint64(ii) >= uint64(d0) || uint64(jj) >= uint64(d1) {
				panic(nd.Errorf(nd.ErrIndexOutOfRange, "nd: (%d, %d) out of range", i, j))
			}
			s += data[ii*s0+jj*s1]
		}
	}
	return s
}
