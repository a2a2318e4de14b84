//go:build !purego

package compute

// The heads of the integer reductions: each runs the level's kernel over
// the longest head of a whose length is a multiple of the kernel's chunk
// and returns its result and that length (0 where there is no such head,
// or the level is Go).

func sumInt64Head(a []int64) (int64, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return sumInt64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return sumInt64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func sumInt32Head(a []int32) (int64, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return sumInt32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return sumInt32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func sumUint8Head(a []uint8) (uint64, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return sumUint8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return sumUint8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func maxInt32Head(a []int32) (int32, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return maxInt32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return maxInt32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func minInt32Head(a []int32) (int32, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return minInt32AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return minInt32AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func maxInt64Head(a []int64) (int64, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return maxInt64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return maxInt64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func minInt64Head(a []int64) (int64, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return minInt64AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return minInt64AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func maxUint8Head(a []uint8) (uint8, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return maxUint8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return maxUint8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func minUint8Head(a []uint8) (uint8, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return minUint8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return minUint8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}
