package nd

import "iter"

// Coords returns an iterator over every coordinate tuple of an array with
// the given dimensions, in row-major order (the last coordinate moves
// fastest). A rank-0 shape yields one empty tuple; a shape with a 0
// dimension yields nothing. The yielded slice is reused between iterations:
// copy it to keep it.
func Coords(dims ...int64) iter.Seq[[]int64] {
	return func(yield func([]int64) bool) {
		for _, d := range dims {
			if d == 0 {
				return
			}
		}
		c := make([]int64, len(dims))
		for {
			if !yield(c) {
				return
			}
			i := len(dims) - 1
			for ; i >= 0; i-- {
				if c[i]++; c[i] < dims[i] {
					break
				}
				c[i] = 0
			}
			if i < 0 {
				return
			}
		}
	}
}
