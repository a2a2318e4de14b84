package crossdtype_test

import (
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
)

// BooleanMask, Where and ArgWhere on a 4096x2048 float32 array (32 MiB),
// each beside its naive twin: the element-by-element loop a user would
// write over the row-major slices. SetBytes counts the result's bytes.

// benchBits returns n bools, about half true, in runs of varied length.
func benchBits(n int) []bool {
	m := make([]bool, n)
	for i := range m {
		m[i] = (uint64(i)*2654435761)>>7&1 == 1
	}
	return m
}

func countTrue(m []bool) int64 {
	n := int64(0)
	for _, b := range m {
		if b {
			n++
		}
	}
	return n
}

var sinkCoords *ndint64.NdArray

func BenchmarkBooleanMask(b *testing.B) {
	a, bits := filled(benchRows, benchCols), benchBits(benchRows)
	mask, bytes := ndbool.Vector(bits...), countTrue(bits)*benchCols*4
	b.Run("rows", func(b *testing.B) {
		timed(b, bytes, func() { sinkArray, sinkErr = ndfloat32.BooleanMask(a, mask, 0) })
	})
	b.Run("rows/naive", func(b *testing.B) {
		data := a.Data()
		timed(b, bytes, func() {
			out := make([]float32, 0, bytes/4)
			for i, keep := range bits {
				if keep {
					for _, v := range data[i*benchCols : (i+1)*benchCols] {
						out = append(out, v)
					}
				}
			}
			sinkArray = ndfloat32.Wrap(nd.ShapeOf(int64(len(out))/benchCols, benchCols), out)
		})
	})
}

func BenchmarkWhere(b *testing.B) {
	x, y := filled(benchRows, benchCols), filled(benchRows, benchCols)
	bits := benchBits(benchRows * benchCols)
	elems := ndbool.Wrap(nd.ShapeOf(benchRows, benchCols), bits)
	rows := ndbool.Wrap(nd.ShapeOf(benchRows, 1), bits[:benchRows])
	const bytes = benchRows * benchCols * 4
	for name, cond := range map[string]*ndbool.NdArray{"elements": elems, "rows": rows} {
		b.Run(name, func(b *testing.B) {
			timed(b, bytes, func() { sinkArray, sinkErr = ndfloat32.Where(cond, x, y) })
		})
		b.Run(name+"/naive", func(b *testing.B) {
			xd, yd, cd := x.Data(), y.Data(), cond.Data()
			timed(b, bytes, func() {
				out := make([]float32, benchRows*benchCols)
				for i := range int64(benchRows) {
					for j := range int64(benchCols) {
						c := cd[i] // a condition per row
						if name == "elements" {
							c = cd[i*benchCols+j]
						}
						if c {
							out[i*benchCols+j] = xd[i*benchCols+j]
						} else {
							out[i*benchCols+j] = yd[i*benchCols+j]
						}
					}
				}
				sinkArray = ndfloat32.Wrap(nd.ShapeOf(benchRows, benchCols), out)
			})
		})
	}
}

func BenchmarkArgWhere(b *testing.B) {
	bits := benchBits(benchRows * benchCols)
	a := ndbool.Wrap(nd.ShapeOf(benchRows, benchCols), bits)
	bytes := countTrue(bits) * 2 * 8
	b.Run("bool", func(b *testing.B) {
		timed(b, bytes, func() { sinkCoords, sinkErr = ndbool.ArgWhere(a) })
	})
	b.Run("bool/naive", func(b *testing.B) {
		timed(b, bytes, func() {
			var out []int64
			for i := range int64(benchRows) {
				for j := range int64(benchCols) {
					if bits[i*benchCols+j] {
						out = append(out, i, j)
					}
				}
			}
			sinkCoords = ndint64.Wrap(nd.ShapeOf(int64(len(out)/2), 2), out)
		})
	})
}
