//go:build !purego

package compute

// The heads of the row and leaf kernels: each runs the level's kernel over the
// longest head of its slices (of one length) whose length is a multiple
// of the kernel's vector and returns that length (0 where there is no
// such head, or the level is Go).

func addRowWidenInt32Head(acc []int64, row []int32) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenInt32AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenInt32AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addRowWidenInt8Head(acc []int64, row []int8) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenInt8AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenInt8AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addRowWidenInt16Head(acc []int64, row []int16) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenInt16AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenInt16AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addRowWidenUint8Head(acc []uint64, row []uint8) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenUint8AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenUint8AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addRowWidenUint16Head(acc []uint64, row []uint16) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenUint16AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenUint16AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addRowWidenUint32Head(acc []uint64, row []uint32) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addRowWidenUint32AVX512(&acc[0], &row[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addRowWidenUint32AVX2(&acc[0], &row[0], n)
			return n
		}
	}
	return 0
}

func addSquaredDiffRowFloat32Head(acc, row, mean []float32) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 15; n > 0 {
			addSquaredDiffRowFloat32AVX512(&acc[0], &row[0], &mean[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 7; n > 0 {
			addSquaredDiffRowFloat32AVX2(&acc[0], &row[0], &mean[0], n)
			return n
		}
	}
	return 0
}

func addSquaredDiffRowFloat64Head(acc, row, mean []float64) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			addSquaredDiffRowFloat64AVX512(&acc[0], &row[0], &mean[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			addSquaredDiffRowFloat64AVX2(&acc[0], &row[0], &mean[0], n)
			return n
		}
	}
	return 0
}

func sumRowsFloat32Head(acc []float32, rows [][]float32) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 15; n > 0 {
			sumRowsFloat32AVX512(&acc[0], &rows[0], len(rows), n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 7; n > 0 {
			sumRowsFloat32AVX2(&acc[0], &rows[0], len(rows), n)
			return n
		}
	}
	return 0
}

func squaredDiffRowsFloat32Head(acc []float32, rows [][]float32, mean []float32) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 15; n > 0 {
			squaredDiffRowsFloat32AVX512(&acc[0], &rows[0], len(rows), &mean[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 7; n > 0 {
			squaredDiffRowsFloat32AVX2(&acc[0], &rows[0], len(rows), &mean[0], n)
			return n
		}
	}
	return 0
}

func sumRowsFloat64Head(acc []float64, rows [][]float64) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			sumRowsFloat64AVX512(&acc[0], &rows[0], len(rows), n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			sumRowsFloat64AVX2(&acc[0], &rows[0], len(rows), n)
			return n
		}
	}
	return 0
}

func squaredDiffRowsFloat64Head(acc []float64, rows [][]float64, mean []float64) int {
	switch level {
	case AVX512:
		if n := len(acc) &^ 7; n > 0 {
			squaredDiffRowsFloat64AVX512(&acc[0], &rows[0], len(rows), &mean[0], n)
			return n
		}
	case AVX2:
		if n := len(acc) &^ 3; n > 0 {
			squaredDiffRowsFloat64AVX2(&acc[0], &rows[0], len(rows), &mean[0], n)
			return n
		}
	}
	return 0
}
