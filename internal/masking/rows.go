package masking

import "github.com/ndgo/ndarray/nd"

// selection is the loop nest of Where: the broadcast shape with size-1
// dimensions dropped and neighbours merged wherever all three operands
// (and the row-major result) allow, so that the innermost rows are as long
// as they can be. The layouts are valid and have no tables.
type selection struct {
	dims          []int64    // the outer dimensions, without the row
	strides       [3][]int64 // cond's, x's and y's along dims
	offsets       [3]int64
	n, cs, xs, ys int64 // the row: its length and the strides along it
}

func newSelect(dims []int64, ls ...nd.Layout) selection {
	var s selection
	for k, l := range ls {
		s.offsets[k] = l.Offset
	}
	for i, d := range dims {
		if d == 1 {
			continue
		}
		if j := len(s.dims) - 1; j >= 0 && mergeable(&s, ls, j, i) {
			s.dims[j] *= d
			for k, l := range ls {
				s.strides[k][j] = l.Strides[i]
			}
			continue
		}
		s.dims = append(s.dims, d)
		for k, l := range ls {
			s.strides[k] = append(s.strides[k], l.Strides[i])
		}
	}
	s.n = 1
	if j := len(s.dims) - 1; j >= 0 {
		s.n, s.cs, s.xs, s.ys = s.dims[j], s.strides[0][j], s.strides[1][j], s.strides[2][j]
		s.dims = s.dims[:j]
		for k := range s.strides {
			s.strides[k] = s.strides[k][:j]
		}
	}
	return s
}

// mergeable reports whether dimension i of the layouts continues the
// kept dimension j of s in every one of them.
func mergeable(s *selection, ls []nd.Layout, j, i int) bool {
	for k, l := range ls {
		if s.strides[k][j] != l.Strides[i]*l.Dims[i] {
			return false
		}
	}
	return true
}

// rows calls row with the positions of each row's first element in cond,
// x, y and the row-major result, in row-major order.
func (s *selection) rows(row func(c, x, y, at int64)) {
	coords := make([]int64, len(s.dims))
	p := s.offsets
	for at := int64(0); ; at += s.n {
		row(p[0], p[1], p[2], at)
		i := len(coords) - 1
		for ; i >= 0; i-- {
			for k := range p {
				p[k] += s.strides[k][i]
			}
			if coords[i]++; coords[i] < s.dims[i] {
				break
			}
			for k := range p {
				p[k] -= s.strides[k][i] * s.dims[i]
			}
			coords[i] = 0
		}
		if i < 0 {
			return
		}
	}
}
