package compute

import "fmt"

// The leaf kernels of the reductions along the outer axis: a column
// reduction hands each leaf's rows (up to a handful, each a piece of one
// input row) to one call, which passes over the columns once, keeping
// each accumulator vector in a register across the rows, where a row
// kernel per row reads and writes the whole accumulator per row. Each
// function panics unless rows is non-empty and every row (and mean) has
// acc's length, runs its kernel over the longest head whose length is a
// multiple of the kernel's vector and its Go twin over the rest.

// SumRowsFloat32 sets acc to the sum of the rows, added in row order (the
// bits of a copy of the first row with each other row added by AddVV):
// the loop
//
//	for j := range acc {
//		s := rows[0][j]
//		for _, row := range rows[1:] {
//			s += row[j]
//		}
//		acc[j] = s
//	}
//
// acc may be a row, but may not overlap one otherwise.
func SumRowsFloat32(acc []float32, rows [][]float32) {
	mustRows(len(acc), rows)
	n := sumRowsFloat32Head(acc, rows)
	sumRowsGo(acc, rows, n)
}

// SumRowsFloat64 is SumRowsFloat32 for float64.
func SumRowsFloat64(acc []float64, rows [][]float64) {
	mustRows(len(acc), rows)
	n := sumRowsFloat64Head(acc, rows)
	sumRowsGo(acc, rows, n)
}

// SquaredDiffRowsFloat32 sets acc to the sum of the squared differences
// of the rows and mean, added in row order (a variance's second pass
// along the outer axis; the bits of AddSquaredDiffRow applied row by row
// to zeros): the loop
//
//	for j := range acc {
//		d := rows[0][j] - mean[j]
//		s := d * d
//		for _, row := range rows[1:] {
//			d := row[j] - mean[j]
//			s += float32(d * d)
//		}
//		acc[j] = s
//	}
//
// with each operation rounded (no fused multiply-add). acc may be a row,
// but may not overlap one otherwise.
func SquaredDiffRowsFloat32(acc []float32, rows [][]float32, mean []float32) {
	mustRows(len(acc), rows)
	mustSameLen(len(acc), len(mean))
	n := squaredDiffRowsFloat32Head(acc, rows, mean)
	squaredDiffRowsGo(acc, rows, mean, n)
}

// SquaredDiffRowsFloat64 is SquaredDiffRowsFloat32 for float64.
func SquaredDiffRowsFloat64(acc []float64, rows [][]float64, mean []float64) {
	mustRows(len(acc), rows)
	mustSameLen(len(acc), len(mean))
	n := squaredDiffRowsFloat64Head(acc, rows, mean)
	squaredDiffRowsGo(acc, rows, mean, n)
}

// mustRows panics unless there are rows, each of n elements.
func mustRows[T any](n int, rows [][]T) {
	if len(rows) == 0 {
		panic("compute: no rows")
	}
	for i, row := range rows {
		if len(row) != n {
			panic(fmt.Sprintf("compute: row %d has %d elements, not %d", i, len(row), n))
		}
	}
}
