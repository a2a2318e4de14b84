package compute

// The arg-reductions: NumPy's argmax and argmin of a contiguous run of
// float32, float64, int32, int64 or uint8, the index of the first
// occurrence of the extreme. A float run with a NaN gives the index of
// its first NaN, as NumPy's does; -0 and +0 are equal, so the first of
// them wins. Each function runs its kernel over the longest head whose
// length is a multiple of the kernel's vector and its Go twin over the
// rest, and panics if the run is empty (NumPy raises).

// ArgMaxFloat32 is the index of a's first largest element, or of its first
// NaN: the loop
//
//	at := 0
//	for i, v := range a {
//		if v != v {
//			return i
//		}
//		if v > a[at] {
//			at = i
//		}
//	}
//	return at
//
// It panics if a is empty.
func ArgMaxFloat32(a []float32) int {
	return argExtreme("ArgMaxFloat32", a, argMaxFloat32Head, argMaxFloatGo, beatsMaxFloat)
}

// ArgMinFloat32 is ArgMaxFloat32 with v < a[at]: the index of a's first
// smallest element, or of its first NaN.
func ArgMinFloat32(a []float32) int {
	return argExtreme("ArgMinFloat32", a, argMinFloat32Head, argMinFloatGo, beatsMinFloat)
}

// ArgMaxFloat64 is ArgMaxFloat32 for float64.
func ArgMaxFloat64(a []float64) int {
	return argExtreme("ArgMaxFloat64", a, argMaxFloat64Head, argMaxFloatGo, beatsMaxFloat)
}

// ArgMinFloat64 is ArgMinFloat32 for float64.
func ArgMinFloat64(a []float64) int {
	return argExtreme("ArgMinFloat64", a, argMinFloat64Head, argMinFloatGo, beatsMinFloat)
}

// ArgMaxInt32 is the index of a's first largest element: the loop
//
//	at := 0
//	for i, v := range a {
//		if v > a[at] {
//			at = i
//		}
//	}
//	return at
//
// It panics if a is empty.
func ArgMaxInt32(a []int32) int {
	return argExtreme("ArgMaxInt32", a, argMaxInt32Head, argMaxIntGo, beatsMaxInt)
}

// ArgMinInt32 is ArgMaxInt32 with v < a[at]: the index of a's first
// smallest element.
func ArgMinInt32(a []int32) int {
	return argExtreme("ArgMinInt32", a, argMinInt32Head, argMinIntGo, beatsMinInt)
}

// ArgMaxInt64 is ArgMaxInt32 for int64.
func ArgMaxInt64(a []int64) int {
	return argExtreme("ArgMaxInt64", a, argMaxInt64Head, argMaxIntGo, beatsMaxInt)
}

// ArgMinInt64 is ArgMinInt32 for int64.
func ArgMinInt64(a []int64) int {
	return argExtreme("ArgMinInt64", a, argMinInt64Head, argMinIntGo, beatsMinInt)
}

// ArgMaxUint8 is ArgMaxInt32 for uint8.
func ArgMaxUint8(a []uint8) int {
	return argExtreme("ArgMaxUint8", a, argMaxUint8Head, argMaxIntGo, beatsMaxInt)
}

// ArgMinUint8 is ArgMinInt32 for uint8.
func ArgMinUint8(a []uint8) int {
	return argExtreme("ArgMinUint8", a, argMinUint8Head, argMinIntGo, beatsMinInt)
}

// argExtreme runs an arg-reduction: the kernel over the head it takes (n
// elements, a multiple of its vector; i the answer there), the twin over
// the rest, whose answer j replaces i only if a[j] beats a[i] (a later
// equal element never does).
func argExtreme[T float32 | float64 | int32 | int64 | uint8](name string, a []T,
	head func([]T) (i, n int), twin func([]T) int, beats func(x, y T) bool) int {
	reduceiNonEmpty(len(a), name)
	i, n := head(a)
	if n == 0 {
		return twin(a)
	}
	if n < len(a) {
		if j := n + twin(a[n:]); beats(a[j], a[i]) {
			return j
		}
	}
	return i
}

// beatsMaxFloat reports whether x, later in the run than y, is the answer
// of ArgMax instead: a first NaN, or larger.
func beatsMaxFloat[T float32 | float64](x, y T) bool { return y == y && (x != x || x > y) }

// beatsMinFloat is beatsMaxFloat for ArgMin.
func beatsMinFloat[T float32 | float64](x, y T) bool { return y == y && (x != x || x < y) }

// beatsMaxInt and beatsMinInt are beatsMaxFloat for integers.
func beatsMaxInt[T int32 | int64 | uint8](x, y T) bool { return x > y }
func beatsMinInt[T int32 | int64 | uint8](x, y T) bool { return x < y }
