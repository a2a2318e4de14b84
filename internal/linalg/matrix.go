package linalg

// Number is the element types a product computes in.
type Number interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// A matrix is a rows×cols view of data: element (i, j) is
// data[off + i*rs + j*cs]. Every element is inside data (the layouts it
// comes from are valid), and indexing checks it anyway.
type matrix[T any] struct {
	data        []T
	off, rs, cs int64
	rows, cols  int64
}

// at returns the position of element (i, j).
func (x matrix[T]) at(i, j int64) int64 { return x.off + i*x.rs + j*x.cs }

// sub returns rows i0 to i1-1 and columns j0 to j1-1 of x.
func (x matrix[T]) sub(i0, i1, j0, j1 int64) matrix[T] {
	return matrix[T]{data: x.data, off: x.at(i0, j0), rs: x.rs, cs: x.cs, rows: i1 - i0, cols: j1 - j0}
}

// fill sets every element of x to v.
func (x matrix[T]) fill(v T) {
	for i := range x.rows {
		for j := range x.cols {
			x.data[x.at(i, j)] = v
		}
	}
}

// t returns the transpose of x.
func (x matrix[T]) t() matrix[T] {
	return matrix[T]{data: x.data, off: x.off, rs: x.cs, cs: x.rs, rows: x.cols, cols: x.rows}
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}
