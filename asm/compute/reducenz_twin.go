package compute

// The Go twins of the nonzero tests: their doc comments' loops. A float
// compares with 0 as a float, so that -0 is zero and NaN is not.

// anyNonzeroGo is the Any functions' reference loop.
func anyNonzeroGo[T nzElem](a []T) bool {
	for _, v := range a {
		if v != 0 {
			return true
		}
	}
	return false
}

// allNonzeroGo is the All functions' reference loop.
func allNonzeroGo[T nzElem](a []T) bool {
	for _, v := range a {
		if v == 0 {
			return false
		}
	}
	return true
}

// countNonzeroGo is the Count functions' reference loop.
func countNonzeroGo[T nzElem](a []T) int {
	c := 0
	for _, v := range a {
		if v != 0 {
			c++
		}
	}
	return c
}
