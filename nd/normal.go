package nd

// normalize returns l's normal form, on which Reshape decides: the same
// elements in the same order, with size-1 dimensions dropped (their
// position folded into Offset) and neighbouring dimensions merged where
// neither has a table and Strides[i] == Strides[i+1]*Dims[i+1]. A view of
// no elements normalises to a single dimension of size 0; a single element
// to rank 0. internal/walk's NormalizePair is the same form for two
// layouts walked together (merged only where both allow it), which this
// package cannot import: walk works on Layout.
func (l Layout) normalize() Layout {
	n := len(l.Dims)
	buf := make([]int64, 2*n)
	out := Layout{Dims: buf[:0:n], Strides: buf[n:n], Offset: l.Offset}
	for d, size := range l.Dims {
		t := l.table(d)
		switch {
		case size == 0:
			return Layout{Dims: []int64{0}, Strides: []int64{1}, Offset: out.Offset}
		case size == 1:
			if t != nil {
				out.Offset += t[0]
			}
			continue
		}
		last := len(out.Dims) - 1
		if t == nil && last >= 0 && out.table(last) == nil && out.Strides[last] == l.Strides[d]*size {
			// dimension d continues the last one without a gap
			out.Dims[last] *= size
			out.Strides[last] = l.Strides[d]
			continue
		}
		if t != nil && out.Tables == nil {
			out.Tables = make([][]int64, len(out.Dims), n)
		}
		out.Dims = append(out.Dims, size)
		out.Strides = append(out.Strides, l.Strides[d])
		if out.Tables != nil {
			out.Tables = append(out.Tables, t)
		}
	}
	return out
}
