package nd

import "github.com/ndgo/ndarray/internal/safe"

// SetRowMajor sets l to RowMajor(dims...), with its tables in buf where
// they fit: Dims in the first half of buf and Strides in the second, for a
// rank up to len(buf)/2; a larger rank, or a nil buf, gets tables of its
// own, as RowMajor gives. l then shares buf, which must not be reused while
// l is in use. SetSlice and SetTranspose are Slice and Transpose in the
// same way; each panics as its plain form does.
//
// They are for a type that keeps a layout's tables in storage of its own:
// the dtype packages' arrays (and those cmd/ndgen writes) build a new
// view's layout in place in its header, its tables inside the header too,
// so that making a view of a small array is one allocation. Other code has
// no need of them.
func (l *Layout) SetRowMajor(buf []int64, dims ...int64) {
	// Ranks 1 and 2 with dimensions RowMajor accepts (not negative, the
	// product fits) are built here; rowMajor builds, or refuses, the rest.
	r := len(buf) / 2
	switch n := len(dims); {
	case n == 1 && r >= 1 && dims[0] >= 0:
		buf[0], buf[r] = dims[0], 1
		*l = Layout{Dims: buf[:1:r], Strides: buf[r : r+1 : 2*r]}
		return
	case n == 2 && r >= 2 && dims[0] >= 0 && dims[1] >= 0:
		if _, fits := safe.Mul(dims[0], dims[1]); fits {
			buf[0], buf[1], buf[r], buf[r+1] = dims[0], dims[1], dims[1], 1
			*l = Layout{Dims: buf[:2:r], Strides: buf[r : r+2 : 2*r]}
			return
		}
	}
	*l = rowMajor(buf, dims)
}

// SetSlice sets l to src.Slice(indices...), with its tables in buf where
// they fit (see SetRowMajor). buf must not hold src's tables.
func (l *Layout) SetSlice(buf []int64, src *Layout, indices ...Index) {
	err, ok := src.sliceSmall(l, buf, indices)
	if !ok {
		*l, err = src.slice(buf, indices)
	}
	if err != nil {
		panic(err)
	}
}

// SetTranspose sets l to src.Transpose(axes...), with its tables in buf
// where they fit (see SetRowMajor). buf must not hold src's tables.
func (l *Layout) SetTranspose(buf []int64, src *Layout, axes ...int) {
	if n, r := len(src.Dims), len(buf)/2; len(axes) == 0 && n <= r && n <= sliceSmallRank &&
		len(src.Strides) == n && src.Tables == nil {
		// .T of a small layout without tables: its dimensions reversed, a
		// permutation of a checked layout, which needs no check.
		if n < 2 {
			*l = Layout{Dims: src.Dims, Strides: src.Strides, Offset: src.Offset}
			return
		}
		d, st := src.Dims, src.Strides
		buf[0], buf[1], buf[r], buf[r+1] = d[1], d[0], st[1], st[0]
		*l = Layout{Dims: buf[:2:r], Strides: buf[r : r+2 : 2*r], Offset: src.Offset}
		return
	}
	*l = src.transpose(buf, axes)
}

// The common slices of small arrays (a[2:10, 1:9]) built straight into
// buf: one pass over the dimensions, the indices read in place, no
// builder. sliceSmall reports whether it applied; the general code handles
// the rest and agrees with it (layout_small_test.go).

// sliceSmallRank is the highest rank sliceSmall and SetTranspose's .T take:
// that of the tables a dtype package's array header holds in its own fields.
const sliceSmallRank = 2

// sliceSmall is slice for a layout of rank at most sliceSmallRank without
// tables and indices that are ranges or Ats (no AtKeep, NewAxis, Ellipsis,
// Seq or Hyperslab), the result set in *out with its tables in small. ok is
// false when it does not apply (*out untouched); err is slice's error for
// an At out of range.
func (l *Layout) sliceSmall(out *Layout, small []int64, indices []Index) (err *Error, ok bool) {
	r := len(small) / 2
	n := len(l.Dims)
	if small == nil || n > sliceSmallRank || n > r || l.Tables != nil ||
		len(indices) > n || len(l.Strides) != n {
		return nil, false
	}
	for i := range indices {
		if f := indices[i].is(); f.kind != kindRange && (f.kind != kindAt || f.keepDim) {
			return nil, false
		}
	}
	offset := l.Offset
	rank, size := 0, int64(1)
	for d := range n {
		dim, stride := l.Dims[d], l.Strides[d]
		if d < len(indices) {
			x := &indices[d]
			if x.is().kind == kindAt {
				c, err := x.coordOn(dim, d)
				if err != nil {
					return err, true
				}
				offset += c * stride
				continue
			}
			first, step, count := x.rangeOn(dim)
			offset += first * stride // a position inside the view
			// A step beyond the dimension selects at most one element, whose
			// stride is never used: the product may overflow, so keep 0 then.
			s, fits := safe.Mul(step, stride)
			if !fits {
				s = 0
			}
			dim, stride = count, s
		}
		small[rank], small[r+rank] = dim, stride
		rank++
		size *= dim // cannot overflow: at most l's size
	}
	if size == 0 {
		offset = 0 // as sliceBuilder.layout: no view points outside its data
	}
	*out = Layout{Dims: small[:rank:r], Strides: small[r : r+rank : 2*r], Offset: offset}
	return nil, true
}
