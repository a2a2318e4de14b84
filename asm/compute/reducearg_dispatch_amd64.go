//go:build !purego

package compute

// The heads of the arg-reductions: each runs the level's kernel over the
// longest head of a whose length is a multiple of the kernel's vector and
// returns its answer and that length (0 where there is no such head, or
// the level is Go).

func argMaxFloat32Head(a []float32) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return argMaxFloat32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return argMaxFloat32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMaxFloat64Head(a []float64) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return argMaxFloat64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return argMaxFloat64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMaxInt32Head(a []int32) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return argMaxInt32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return argMaxInt32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMaxInt64Head(a []int64) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return argMaxInt64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return argMaxInt64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMaxUint8Head(a []uint8) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return argMaxUint8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return argMaxUint8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMinFloat32Head(a []float32) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return argMinFloat32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return argMinFloat32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMinFloat64Head(a []float64) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return argMinFloat64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return argMinFloat64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMinInt32Head(a []int32) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return argMinInt32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return argMinInt32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMinInt64Head(a []int64) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return argMinInt64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return argMinInt64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func argMinUint8Head(a []uint8) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return argMinUint8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return argMinUint8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}
