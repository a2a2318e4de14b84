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
