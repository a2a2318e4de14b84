package compute

// The Go twins of the arg-reductions: their doc comments' loops, for a
// non-empty a.

// argMaxFloatGo is ArgMaxFloat32's and ArgMaxFloat64's reference loop.
func argMaxFloatGo[T float32 | float64](a []T) int {
	at := 0
	for i, v := range a {
		if v != v {
			return i
		}
		if v > a[at] {
			at = i
		}
	}
	return at
}

// argMinFloatGo is ArgMinFloat32's and ArgMinFloat64's reference loop.
func argMinFloatGo[T float32 | float64](a []T) int {
	at := 0
	for i, v := range a {
		if v != v {
			return i
		}
		if v < a[at] {
			at = i
		}
	}
	return at
}

// argMaxIntGo is the integer ArgMax's reference loop.
func argMaxIntGo[T int32 | int64 | uint8](a []T) int {
	at := 0
	for i, v := range a {
		if v > a[at] {
			at = i
		}
	}
	return at
}

// argMinIntGo is the integer ArgMin's reference loop.
func argMinIntGo[T int32 | int64 | uint8](a []T) int {
	at := 0
	for i, v := range a {
		if v < a[at] {
			at = i
		}
	}
	return at
}
