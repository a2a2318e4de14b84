//go:build !purego

package compute

// The heads of the nonzero tests: each runs the level's kernel over the
// longest head of a whose length is a multiple of the kernel's vector and
// returns its result and that length (none where there is no such head,
// or the level is Go: Any false, All true, Count 0, and length 0).

func anyNonzeroHead(a []uint8, mask uint64) (bool, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return anyNonzeroAVX512(&a[0], n, mask), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return anyNonzeroAVX2(&a[0], n, mask), n
		}
	}
	return false, 0
}

func allNonzero8Head(a []uint8) (bool, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return allNonzero8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return allNonzero8AVX2(&a[0], n), n
		}
	}
	return true, 0
}

func allNonzero32Head(a []uint32, mask uint32) (bool, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return allNonzero32AVX512(&a[0], n, mask), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return allNonzero32AVX2(&a[0], n, mask), n
		}
	}
	return true, 0
}

func allNonzero64Head(a []uint64, mask uint64) (bool, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return allNonzero64AVX512(&a[0], n, mask), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return allNonzero64AVX2(&a[0], n, mask), n
		}
	}
	return true, 0
}

func countNonzero8Head(a []uint8) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 63; n > 0 {
			return countNonzero8AVX512(&a[0], n), n
		}
	case AVX2:
		if n := len(a) &^ 31; n > 0 {
			return countNonzero8AVX2(&a[0], n), n
		}
	}
	return 0, 0
}

func countNonzero32Head(a []uint32, mask uint32) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 15; n > 0 {
			return countNonzero32AVX512(&a[0], n, mask), n
		}
	case AVX2:
		if n := len(a) &^ 7; n > 0 {
			return countNonzero32AVX2(&a[0], n, mask), n
		}
	}
	return 0, 0
}

func countNonzero64Head(a []uint64, mask uint64) (int, int) {
	switch level {
	case AVX512:
		if n := len(a) &^ 7; n > 0 {
			return countNonzero64AVX512(&a[0], n, mask), n
		}
	case AVX2:
		if n := len(a) &^ 3; n > 0 {
			return countNonzero64AVX2(&a[0], n, mask), n
		}
	}
	return 0, 0
}
