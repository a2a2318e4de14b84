package compute

// The Go twins of the row kernels: their doc comments' loops, for slices
// of one length.

// addRowWidenGo is the AddRowWiden functions' reference loop.
func addRowWidenGo[A int64 | uint64, T int8 | int16 | int32 | uint8 | uint16 | uint32](acc []A, row []T) {
	row = row[:len(acc)]
	for j := range acc {
		acc[j] += A(row[j])
	}
}

// addSquaredDiffRowGo is the AddSquaredDiffRow functions' reference loop;
// the conversion rounds d*d before the add, which Go would otherwise be
// free to fuse.
func addSquaredDiffRowGo[T float32 | float64](acc, row, mean []T) {
	row, mean = row[:len(acc)], mean[:len(acc)]
	for j := range acc {
		d := row[j] - mean[j]
		acc[j] += T(d * d)
	}
}

// sumRowsGo is the SumRows functions' reference loop, from column j0 on.
func sumRowsGo[T float32 | float64](acc []T, rows [][]T, j0 int) {
	for j := j0; j < len(acc); j++ {
		s := rows[0][j]
		for _, row := range rows[1:] {
			s += row[j]
		}
		acc[j] = s
	}
}

// squaredDiffRowsGo is the SquaredDiffRows functions' reference loop,
// from column j0 on.
func squaredDiffRowsGo[T float32 | float64](acc []T, rows [][]T, mean []T, j0 int) {
	for j := j0; j < len(acc); j++ {
		d := rows[0][j] - mean[j]
		s := d * d
		for _, row := range rows[1:] {
			d := row[j] - mean[j]
			s += T(d * d)
		}
		acc[j] = s
	}
}
