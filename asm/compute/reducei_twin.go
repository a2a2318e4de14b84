package compute

// The Go twins of the integer reductions: the plain loops, which the
// kernels match exactly (integer sums modulo 2^64 do not depend on the
// order of the adds).

// sumInt64Go is SumInt64's reference loop.
func sumInt64Go(a []int64) int64 {
	var s int64
	for _, v := range a {
		s += int64(v)
	}
	return s
}

// sumInt32Go is SumInt32's reference loop.
func sumInt32Go(a []int32) int64 {
	var s int64
	for _, v := range a {
		s += int64(v)
	}
	return s
}

// sumUint8Go is SumUint8's reference loop.
func sumUint8Go(a []uint8) uint64 {
	var s uint64
	for _, v := range a {
		s += uint64(v)
	}
	return s
}

// maxInt32Go is MaxInt32's reference loop, for a non-empty a.
func maxInt32Go(a []int32) int32 {
	m := a[0]
	for _, v := range a[1:] {
		if v > m {
			m = v
		}
	}
	return m
}

// minInt32Go is MinInt32's reference loop, for a non-empty a.
func minInt32Go(a []int32) int32 {
	m := a[0]
	for _, v := range a[1:] {
		if v < m {
			m = v
		}
	}
	return m
}

// maxInt64Go is MaxInt64's reference loop, for a non-empty a.
func maxInt64Go(a []int64) int64 {
	m := a[0]
	for _, v := range a[1:] {
		if v > m {
			m = v
		}
	}
	return m
}

// minInt64Go is MinInt64's reference loop, for a non-empty a.
func minInt64Go(a []int64) int64 {
	m := a[0]
	for _, v := range a[1:] {
		if v < m {
			m = v
		}
	}
	return m
}

// maxUint8Go is MaxUint8's reference loop, for a non-empty a.
func maxUint8Go(a []uint8) uint8 {
	m := a[0]
	for _, v := range a[1:] {
		if v > m {
			m = v
		}
	}
	return m
}

// minUint8Go is MinUint8's reference loop, for a non-empty a.
func minUint8Go(a []uint8) uint8 {
	m := a[0]
	for _, v := range a[1:] {
		if v < m {
			m = v
		}
	}
	return m
}
