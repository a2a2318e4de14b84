package reduce

// An odometer walks the coordinates of some dimensions in row-major
// order, keeping the input's and the output's offsets.
type odometer struct {
	dims    []dim
	coord   []int64
	in, out int64
}

// seek moves o to the k-th coordinates from the offsets in and out.
func (o *odometer) seek(dims []dim, k, in, out int64, coord []int64) {
	o.dims, o.coord, o.in, o.out = dims, coord[:len(dims)], in, out
	for i := len(dims) - 1; i >= 0; i-- {
		d := dims[i]
		c := k % d.n
		k /= d.n
		o.coord[i] = c
		o.in += c * d.in
		o.out += c * d.out
	}
}

// next moves o to the following coordinates (wrapping after the last).
func (o *odometer) next() {
	for i := len(o.dims) - 1; i >= 0; i-- {
		d := o.dims[i]
		if o.coord[i]++; o.coord[i] < d.n {
			o.in += d.in
			o.out += d.out
			return
		}
		o.coord[i] = 0
		o.in -= (d.n - 1) * d.in
		o.out -= (d.n - 1) * d.out
	}
}

// size returns the number of coordinates of dims.
func size(dims []dim) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d.n
	}
	return n
}
