package compute

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// rowBenchRows and rowBenchCols are a 2048² array reduced along its outer
// axis: one kernel call per row, into an accumulator row of 2048.
const rowBenchRows, rowBenchCols = 2048, 2048

// benchRows times the column reduction of a 2048² array of T (row by row,
// rowOp(i, row)) at every level and the naive loop beside it; the bytes
// are the array's.
func benchRows[T any](b *testing.B, size int, val func(r *rand.Rand) T, rowOp, naive func(row []T)) {
	r := rand.New(rand.NewPCG(7, 8))
	a := make([]T, rowBenchRows*rowBenchCols)
	for i := range a {
		a[i] = val(r)
	}
	all := func(op func(row []T)) func() int {
		return func() int {
			for i := range rowBenchRows {
				op(a[i*rowBenchCols:][:rowBenchCols])
			}
			return 0
		}
	}
	benchLevels(b, size*len(a), all(rowOp), all(naive))
}

func BenchmarkAddRowWidenInt32(b *testing.B) {
	acc := make([]int64, rowBenchCols)
	benchRows(b, 4, riInt32, func(row []int32) { AddRowWidenInt32(acc, row) },
		func(row []int32) {
			for j, v := range row {
				acc[j] += int64(v)
			}
		})
}

func BenchmarkAddRowWidenUint8(b *testing.B) {
	acc := make([]uint64, rowBenchCols)
	benchRows(b, 1, riUint8, func(row []uint8) { AddRowWidenUint8(acc, row) },
		func(row []uint8) {
			for j, v := range row {
				acc[j] += uint64(v)
			}
		})
}

func BenchmarkAddRowWidenInt8(b *testing.B) {
	acc := make([]int64, rowBenchCols)
	benchRows(b, 1, func(r *rand.Rand) int8 { return int8(r.Uint32()) },
		func(row []int8) { AddRowWidenInt8(acc, row) },
		func(row []int8) {
			for j, v := range row {
				acc[j] += int64(v)
			}
		})
}

func BenchmarkAddRowWidenInt16(b *testing.B) {
	acc := make([]int64, rowBenchCols)
	benchRows(b, 2, func(r *rand.Rand) int16 { return int16(r.Uint32()) },
		func(row []int16) { AddRowWidenInt16(acc, row) },
		func(row []int16) {
			for j, v := range row {
				acc[j] += int64(v)
			}
		})
}

func BenchmarkAddRowWidenUint16(b *testing.B) {
	acc := make([]uint64, rowBenchCols)
	benchRows(b, 2, func(r *rand.Rand) uint16 { return uint16(r.Uint32()) },
		func(row []uint16) { AddRowWidenUint16(acc, row) },
		func(row []uint16) {
			for j, v := range row {
				acc[j] += uint64(v)
			}
		})
}

func BenchmarkAddRowWidenUint32(b *testing.B) {
	acc := make([]uint64, rowBenchCols)
	benchRows(b, 4, func(r *rand.Rand) uint32 { return r.Uint32() },
		func(row []uint32) { AddRowWidenUint32(acc, row) },
		func(row []uint32) {
			for j, v := range row {
				acc[j] += uint64(v)
			}
		})
}

func BenchmarkAddSquaredDiffRowFloat32(b *testing.B) {
	acc, mean := make([]float32, rowBenchCols), make([]float32, rowBenchCols)
	for j := range mean {
		mean[j] = 0.5
	}
	benchRows(b, 4, argFloat32, func(row []float32) { AddSquaredDiffRowFloat32(acc, row, mean) },
		func(row []float32) {
			for j, v := range row {
				d := v - mean[j]
				acc[j] += float32(d * d)
			}
		})
}

func BenchmarkAddSquaredDiffRowFloat64(b *testing.B) {
	acc, mean := make([]float64, rowBenchCols), make([]float64, rowBenchCols)
	for j := range mean {
		mean[j] = 0.5
	}
	benchRows(b, 8, argFloat64, func(row []float64) { AddSquaredDiffRowFloat64(acc, row, mean) },
		func(row []float64) {
			for j, v := range row {
				d := v - mean[j]
				acc[j] += float64(d * d)
			}
		})
}

// benchLeaves times a column reduction of a 2048² array of T by leaves of
// 8 rows (leaf(acc, rows)) at every level, the row kernel per row
// (perRow) beside it as the naive twin.
func benchLeaves[T float32 | float64](b *testing.B, leaf func(acc []T, rows [][]T), perRow func(acc, row []T)) {
	r := rand.New(rand.NewPCG(7, 8))
	a := make([]T, rowBenchRows*rowBenchCols)
	reduceData(r, a, 0)
	acc, rows := make([]T, rowBenchCols), make([][]T, 8)
	row := func(i int) []T { return a[i*rowBenchCols:][:rowBenchCols] }
	benchLevels(b, int(unsafe.Sizeof(a[0]))*len(a), func() int {
		for i := 0; i < rowBenchRows; i += len(rows) {
			for k := range rows {
				rows[k] = row(i + k)
			}
			leaf(acc, rows)
		}
		return 0
	}, func() int {
		for i := range rowBenchRows {
			perRow(acc, row(i))
		}
		return 0
	})
}

func BenchmarkSumRowsFloat32(b *testing.B) {
	benchLeaves(b, SumRowsFloat32, func(acc, row []float32) { AddVVFloat32(acc, acc, row) })
}

func BenchmarkSquaredDiffRowsFloat32(b *testing.B) {
	mean := make([]float32, rowBenchCols)
	benchLeaves(b, func(acc []float32, rows [][]float32) { SquaredDiffRowsFloat32(acc, rows, mean) },
		func(acc, row []float32) { AddSquaredDiffRowFloat32(acc, row, mean) })
}

func BenchmarkSumRowsFloat64(b *testing.B) {
	benchLeaves(b, SumRowsFloat64, func(acc, row []float64) { AddVVFloat64(acc, acc, row) })
}
