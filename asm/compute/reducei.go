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
	return extremeInt("MaxInt32", a, maxInt32Head, maxInt32Go, larger[int32])
}

// MinInt32 is the smallest of a's elements; it panics if a is empty.
func MinInt32(a []int32) int32 {
	return extremeInt("MinInt32", a, minInt32Head, minInt32Go, smaller[int32])
}

// MaxInt64 is the largest of a's elements; it panics if a is empty.
func MaxInt64(a []int64) int64 {
	return extremeInt("MaxInt64", a, maxInt64Head, maxInt64Go, larger[int64])
}

// MinInt64 is the smallest of a's elements; it panics if a is empty.
func MinInt64(a []int64) int64 {
	return extremeInt("MinInt64", a, minInt64Head, minInt64Go, smaller[int64])
}

// MaxUint8 is the largest of a's elements; it panics if a is empty.
func MaxUint8(a []uint8) uint8 {
	return extremeInt("MaxUint8", a, maxUint8Head, maxUint8Go, larger[uint8])
}

// MinUint8 is the smallest of a's elements; it panics if a is empty.
func MinUint8(a []uint8) uint8 {
	return extremeInt("MinUint8", a, minUint8Head, minUint8Go, smaller[uint8])
}

// reduceiNonEmpty panics if a reduction without identity (max, min) gets an
// empty run, as NumPy raises.
func reduceiNonEmpty(n int, name string) {
	if n == 0 {
		panic("compute: " + name + " of an empty slice")
	}
}

// extremeInt runs an integer max or min: the kernel over the head it
// takes (n elements, a multiple of its chunk), the twin over the rest,
// combined by pick.
func extremeInt[T int32 | int64 | uint8](name string, a []T, head func([]T) (T, int), twin func([]T) T, pick func(x, y T) T) T {
	reduceiNonEmpty(len(a), name)
	m, n := head(a)
	if n == 0 {
		return twin(a)
	}
	if n < len(a) {
		m = pick(m, twin(a[n:]))
	}
	return m
}

// larger and smaller are max and min as function values.
func larger[T int32 | int64 | uint8](x, y T) T  { return max(x, y) }
func smaller[T int32 | int64 | uint8](x, y T) T { return min(x, y) }
