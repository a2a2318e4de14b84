package compute

// The row kernels of the reductions along the outer axis of a row-major
// array: a column reduction calls one per reduced row, into an
// accumulator row that stays in L1, instead of walking each column at a
// stride. Same-type sums, maxima and minima of rows are the elementwise
// AddVV, MaximumVV and MinimumVV kernels with dst the accumulator. Each
// function panics unless its slices have the same length, runs its kernel
// over the longest head whose length is a multiple of the kernel's vector
// and its Go twin over the rest.

// AddRowWidenInt32 adds row to acc, widened to int64 (NumPy's sum of int32
// along an axis), wrapping modulo 2^64: the loop
//
//	for j := range acc {
//		acc[j] += int64(row[j])
//	}
func AddRowWidenInt32(acc []int64, row []int32) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenInt32Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddRowWidenInt8 is AddRowWidenInt32 for int8 rows.
func AddRowWidenInt8(acc []int64, row []int8) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenInt8Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddRowWidenInt16 is AddRowWidenInt32 for int16 rows.
func AddRowWidenInt16(acc []int64, row []int16) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenInt16Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddRowWidenUint8 adds row to acc, widened to uint64 (NumPy's sum of
// uint8 along an axis), wrapping modulo 2^64: the loop
//
//	for j := range acc {
//		acc[j] += uint64(row[j])
//	}
func AddRowWidenUint8(acc []uint64, row []uint8) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenUint8Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddRowWidenUint16 is AddRowWidenUint8 for uint16 rows.
func AddRowWidenUint16(acc []uint64, row []uint16) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenUint16Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddRowWidenUint32 is AddRowWidenUint8 for uint32 rows.
func AddRowWidenUint32(acc []uint64, row []uint32) {
	mustSameLen(len(acc), len(row))
	n := addRowWidenUint32Head(acc, row)
	addRowWidenGo(acc[n:], row[n:])
}

// AddSquaredDiffRowFloat32 adds the squared differences of row and mean to
// acc (a variance's second pass along the outer axis): the loop
//
//	for j := range acc {
//		d := row[j] - mean[j]
//		acc[j] += float32(d * d)
//	}
//
// with each operation rounded (no fused multiply-add), so that the bits
// are those of NumPy's (x-m), (x-m)*(x-m) and sum.
func AddSquaredDiffRowFloat32(acc, row, mean []float32) {
	mustSameLen(len(acc), len(row), len(mean))
	n := addSquaredDiffRowFloat32Head(acc, row, mean)
	addSquaredDiffRowGo(acc[n:], row[n:], mean[n:])
}

// AddSquaredDiffRowFloat64 is AddSquaredDiffRowFloat32 for float64.
func AddSquaredDiffRowFloat64(acc, row, mean []float64) {
	mustSameLen(len(acc), len(row), len(mean))
	n := addSquaredDiffRowFloat64Head(acc, row, mean)
	addSquaredDiffRowGo(acc[n:], row[n:], mean[n:])
}
