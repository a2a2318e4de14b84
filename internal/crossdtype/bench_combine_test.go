package crossdtype_test

import (
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// The combining ops on DRAM-sized float32 arrays (a 4096x2048 operand is
// 32 MiB), each beside its naive twin: the same result built by a plain
// element-by-element loop over the row-major slices. SetBytes counts the
// result's bytes, so MB/s compare with a memcpy of the output. Each runs
// once before the timer starts.

// timed runs op once, resets the timer, then runs it b.N times.
func timed(b *testing.B, bytes int64, op func()) {
	op()
	b.SetBytes(bytes)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		op()
	}
}

const benchRows, benchCols = 4096, 2048

var sinkErr error

func BenchmarkConcat(b *testing.B) {
	x, y := filled(benchRows, benchCols), filled(benchRows, benchCols)
	for _, axis := range []int{0, 1} {
		name := map[int]string{0: "axis0", 1: "axis1"}[axis]
		b.Run(name, func(b *testing.B) {
			timed(b, 2*benchRows*benchCols*4, func() {
				sinkArray, sinkErr = ndfloat32.Concat(axis, x, y)
			})
		})
		b.Run(name+"/naive", func(b *testing.B) {
			timed(b, 2*benchRows*benchCols*4, func() {
				sinkArray = naiveConcat(axis, x.Data(), y.Data())
			})
		})
	}
}

// naiveConcat joins two row-major benchRows x benchCols matrices.
func naiveConcat(axis int, x, y []float32) *ndfloat32.NdArray {
	rows, cols := int64(2*benchRows), int64(benchCols)
	if axis == 1 {
		rows, cols = benchRows, 2*benchCols
	}
	out := make([]float32, rows*cols)
	for i := range int64(benchRows) {
		for j := range int64(benchCols) {
			v, w := x[i*benchCols+j], y[i*benchCols+j]
			if axis == 0 {
				out[i*cols+j], out[(i+benchRows)*cols+j] = v, w
			} else {
				out[i*cols+j], out[i*cols+j+benchCols] = v, w
			}
		}
	}
	return ndfloat32.Wrap(nd.ShapeOf(rows, cols), out)
}

// BenchmarkTile tiles a 2048x1024 matrix 2x2, to 4096x2048.
func BenchmarkTile(b *testing.B) {
	x := filled(benchRows/2, benchCols/2)
	b.Run("lib", func(b *testing.B) {
		timed(b, benchRows*benchCols*4, func() {
			sinkArray, sinkErr = ndfloat32.Tile(x, 2, 2)
		})
	})
	b.Run("naive", func(b *testing.B) {
		src := x.Data()
		timed(b, benchRows*benchCols*4, func() {
			out := make([]float32, benchRows*benchCols)
			for i := range benchRows {
				for j := range benchCols {
					out[i*benchCols+j] = src[(i%(benchRows/2))*(benchCols/2)+j%(benchCols/2)]
				}
			}
			sinkArray = ndfloat32.Wrap(nd.ShapeOf(benchRows, benchCols), out)
		})
	})
}

// BenchmarkPad pads a 4096x2048 matrix by 4 on every side, with a
// constant and by reflection.
func BenchmarkPad(b *testing.B) {
	x := filled(benchRows, benchCols)
	const p = 4
	rows, cols := benchRows+2*p, benchCols+2*p
	paddings := [][2]int64{{p, p}, {p, p}}
	for _, mode := range []nd.PadMode{nd.PadConstant, nd.PadReflect} {
		b.Run(mode.String(), func(b *testing.B) {
			timed(b, int64(rows*cols*4), func() {
				sinkArray, sinkErr = ndfloat32.Pad(x, paddings, mode, -1)
			})
		})
		b.Run(mode.String()+"/naive", func(b *testing.B) {
			timed(b, int64(rows*cols*4), func() {
				sinkArray = naivePad(x.Data(), p, mode)
			})
		})
	}
}

// naivePad pads a row-major benchRows x benchCols matrix by p on every
// side, element by element.
func naivePad(src []float32, p int, mode nd.PadMode) *ndfloat32.NdArray {
	rows, cols := benchRows+2*p, benchCols+2*p
	out := make([]float32, rows*cols)
	mirror := func(i, d int) (int, bool) {
		switch {
		case i >= 0 && i < d:
			return i, true
		case mode == nd.PadConstant:
			return 0, false
		case i < 0:
			return -i, true
		}
		return 2*d - 2 - i, true
	}
	for i := range rows {
		for j := range cols {
			r, ok1 := mirror(i-p, benchRows)
			c, ok2 := mirror(j-p, benchCols)
			if ok1 && ok2 {
				out[i*cols+j] = src[r*benchCols+c]
			} else {
				out[i*cols+j] = -1
			}
		}
	}
	return ndfloat32.Wrap(nd.ShapeOf(int64(rows), int64(cols)), out)
}
