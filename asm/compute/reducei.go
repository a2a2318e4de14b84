package compute

// The integer reductions: NumPy's sum, max and min of a contiguous run of
// int32, int64 or uint8. Sums widen to int64 (signed) or uint64
// (unsigned), as NumPy's do, and wrap modulo 2^64, so that every order of
// adding gives the same result and the kernels may keep several
// accumulators. Each function runs its kernel over the longest head whose
// length is a multiple of the kernel's chunk and its Go twin over the rest.

// SumInt64 is the sum of a's elements as int64 (NumPy's sum of int64), wrapping
// modulo 2^64; 0 for an empty a.
func SumInt64(a []int64) int64 {
	s, n := sumInt64Head(a)
	return s + sumInt64Go(a[n:])
}

// SumInt32 is the sum of a's elements as int64 (NumPy's sum of int32), wrapping
// modulo 2^64; 0 for an empty a.
func SumInt32(a []int32) int64 {
	s, n := sumInt32Head(a)
	return s + sumInt32Go(a[n:])
}

// SumUint8 is the sum of a's elements as uint64 (NumPy's sum of uint8), wrapping
// modulo 2^64; 0 for an empty a.
func SumUint8(a []uint8) uint64 {
	s, n := sumUint8Head(a)
	return s + sumUint8Go(a[n:])
}

// MaxInt32 is the largest of a's elements; it panics if a is empty.
func MaxInt32(a []int32) int32 {
	reduceiNonEmpty(len(a), "MaxInt32")
	m, n := maxInt32Head(a)
	if n == 0 {
		return maxInt32Go(a)
	}
	if n < len(a) {
		m = max(m, maxInt32Go(a[n:]))
	}
	return m
}

// MinInt32 is the smallest of a's elements; it panics if a is empty.
func MinInt32(a []int32) int32 {
	reduceiNonEmpty(len(a), "MinInt32")
	m, n := minInt32Head(a)
	if n == 0 {
		return minInt32Go(a)
	}
	if n < len(a) {
		m = min(m, minInt32Go(a[n:]))
	}
	return m
}

// MaxInt64 is the largest of a's elements; it panics if a is empty.
func MaxInt64(a []int64) int64 {
	reduceiNonEmpty(len(a), "MaxInt64")
	m, n := maxInt64Head(a)
	if n == 0 {
		return maxInt64Go(a)
	}
	if n < len(a) {
		m = max(m, maxInt64Go(a[n:]))
	}
	return m
}

// MinInt64 is the smallest of a's elements; it panics if a is empty.
func MinInt64(a []int64) int64 {
	reduceiNonEmpty(len(a), "MinInt64")
	m, n := minInt64Head(a)
	if n == 0 {
		return minInt64Go(a)
	}
	if n < len(a) {
		m = min(m, minInt64Go(a[n:]))
	}
	return m
}

// MaxUint8 is the largest of a's elements; it panics if a is empty.
func MaxUint8(a []uint8) uint8 {
	reduceiNonEmpty(len(a), "MaxUint8")
	m, n := maxUint8Head(a)
	if n == 0 {
		return maxUint8Go(a)
	}
	if n < len(a) {
		m = max(m, maxUint8Go(a[n:]))
	}
	return m
}

// MinUint8 is the smallest of a's elements; it panics if a is empty.
func MinUint8(a []uint8) uint8 {
	reduceiNonEmpty(len(a), "MinUint8")
	m, n := minUint8Head(a)
	if n == 0 {
		return minUint8Go(a)
	}
	if n < len(a) {
		m = min(m, minUint8Go(a[n:]))
	}
	return m
}

// reduceiNonEmpty panics if a reduction without identity (max, min) gets an
// empty run, as NumPy raises.
func reduceiNonEmpty(n int, name string) {
	if n == 0 {
		panic("compute: " + name + " of an empty slice")
	}
}
