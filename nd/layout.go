package nd

import (
	"fmt"
	"slices"

	"github.com/ndgo/ndarray/internal/safe"
)

// Layout describes how the elements of an n-dimensional view sit in flat
// storage: coordinate (c0, c1, ...) is at position
// Offset + c0*Strides[0] + c1*Strides[1] + ...; Strides are counted in
// elements and may be negative or zero. A dimension selected by Seq or
// Hyperslab has no single stride: its entry in Tables lists the position
// offset of each coordinate instead.
//
// Every dtype package shares this one description, so all view arithmetic
// (slicing, transposing, reshaping, the normal form used by bulk copies) is
// written and tested once, here. A Layout is a value: its methods return new
// layouts and never modify the receiver or its slices, but for SetRowMajor,
// SetSlice and SetTranspose, which build one in place in storage its owner
// provides.
type Layout struct {
	// Dims is the view's shape.
	Dims []int64
	// Strides holds the distance in elements between neighbours along each
	// dimension (ignored where Tables has an entry).
	Strides []int64
	// Offset is the position of the first element.
	Offset int64
	// Tables is nil, or has one entry per dimension: nil for a strided
	// dimension, else the position offset of each coordinate.
	Tables [][]int64
}

// RowMajor returns the contiguous row-major layout of the given shape, at
// offset 0. It panics with ErrArgument if a dimension is negative or the
// shape is too large (see ShapeOf).
func RowMajor(dims ...int64) Layout {
	return rowMajor(nil, dims)
}

// rowMajor is RowMajor, building the tables in small if it is not nil and
// they fit (see dimsAndStrides).
func rowMajor(small []int64, dims []int64) Layout {
	if err := checkDims("RowMajor", dims, 0); err != nil {
		panic(err)
	}
	var l Layout
	l.Dims, l.Strides = dimsAndStrides(small, len(dims))
	copy(l.Dims, dims)
	stride := int64(1) // cannot overflow: the product of the non-zero dims fits
	for i := len(dims) - 1; i >= 0; i-- {
		l.Strides[i] = stride
		stride *= dims[i]
	}
	return l
}

// Clone returns a copy of l that shares no slice with it.
func (l Layout) Clone() Layout {
	out := Layout{Dims: slices.Clone(l.Dims), Strides: slices.Clone(l.Strides), Offset: l.Offset}
	if l.Tables != nil {
		out.Tables = make([][]int64, len(l.Tables))
		for i, t := range l.Tables {
			out.Tables[i] = slices.Clone(t)
		}
	}
	return out
}

// Rank returns the number of dimensions.
func (l Layout) Rank() int { return len(l.Dims) }

// Size returns the number of elements.
func (l Layout) Size() int64 {
	n := int64(1)
	for _, d := range l.Dims {
		n *= d
	}
	return n
}

// Shape returns the view's shape.
func (l Layout) Shape() Shape { return shapeFromLayoutDims(l.Dims) }

// Pos returns the storage position of the element at coords, one coordinate
// per dimension; a negative coordinate counts from the end. Pos panics with
// ErrIndexOutOfRange if the number of coordinates differs from the rank or a
// coordinate is out of range.
//
// Pos inlines, and so do the dtype packages' scalar accessors built on it:
// the common case (one in-range, non-negative coordinate per dimension, no
// tables) is one loop that checks each coordinate with one unsigned
// compare; everything else goes to posSlow.
func (l *Layout) Pos(coords []int64) int64 {
	return slowPos((*Layout).posSlow).pos(l, coords)
}

// slowPos is the function Pos falls back on. Pos passes it as the receiver
// of pos, a parameter: the inliner charges a call through a parameter less
// than a direct call (it may turn out constant, as it does here), which is
// what keeps Pos and its callers within the inlining budget; once inlined,
// the call is a direct one again, and coords stays on the caller's stack.
type slowPos func(l *Layout, coords []int64) int64

// pos is Pos's fast path; slow handles all it does not.
func (slow slowPos) pos(l *Layout, coords []int64) (p int64) {
	p = l.Offset
	if len(coords) == len(l.Dims) && l.Tables == nil {
		for i, c := range coords {
			if uint64(c) >= uint64(l.Dims[i]) { // negative or too large
				goto other
			}
			p += c * l.Strides[i]
		}
		return
	}
other:
	return slow(l, coords)
}

// posSlow is Pos for the uncommon cases: a rank mismatch, a negative or
// out-of-range coordinate, or tables.
func (l *Layout) posSlow(coords []int64) int64 {
	if len(coords) != len(l.Dims) {
		// Formatted, coords does not escape, so that callers' variadic
		// slices stay on the stack.
		panic(errorf(ErrIndexOutOfRange, "%d coordinates %s for an array of shape %s: need one per dimension",
			len(coords), formatInts(coords, false), FormatDims(l.Dims)))
	}
	pos := l.Offset
	for i, c := range coords {
		pos += l.step(i, l.coord(i, c))
	}
	return pos
}

// coord checks coordinate c of dimension i, counting a negative c from the
// end, and panics if it is out of range.
func (l *Layout) coord(i int, c int64) int64 {
	k, ok := inRange(c, l.Dims[i])
	if !ok {
		panic(errorf(ErrIndexOutOfRange, "coordinate %d out of range for dimension %d of shape %s", c, i, FormatDims(l.Dims)))
	}
	return k
}

// step returns the position offset of coordinate c along dimension i.
func (l *Layout) step(i int, c int64) int64 {
	if l.Tables != nil && l.Tables[i] != nil {
		return l.Tables[i][c]
	}
	return c * l.Strides[i]
}

// Get returns the layout of the sub-array at the given leading coordinates
// (negative ones count from the end): the first len(coords) dimensions are
// fixed and removed. Get panics with ErrIndexOutOfRange if there are more
// coordinates than dimensions or one is out of range.
func (l Layout) Get(coords ...int64) Layout {
	if len(coords) > len(l.Dims) {
		// Formatted, coords does not escape (see posSlow).
		panic(errorf(ErrIndexOutOfRange, "%d coordinates %s for an array of shape %s", len(coords),
			formatInts(coords, false), FormatDims(l.Dims)))
	}
	out := Layout{Dims: l.Dims[len(coords):], Strides: l.Strides[len(coords):], Offset: l.Offset}
	for i, c := range coords {
		out.Offset += l.step(i, l.coord(i, c))
	}
	if l.Tables != nil {
		out.Tables = trimTables(l.Tables[len(coords):])
	}
	return out
}

// trimTables returns nil when no dimension has a table.
func trimTables(t [][]int64) [][]int64 {
	for _, x := range t {
		if x != nil {
			return t
		}
	}
	return nil
}

// Slice applies indices to the layout and returns the view's layout; no
// data is touched. Indices consume dimensions from the left; NewAxis
// consumes none, Ellipsis stands for as many All() as needed, and
// dimensions left over at the end are kept whole. A view of no elements
// gets Offset 0, so that no view points outside its data.
//
// Slice panics with ErrIndexOutOfRange if the indices consume more
// dimensions than the layout has, or an At, AtKeep, Seq or Hyperslab index
// is out of range; with ErrArgument if there is more than one Ellipsis, or
// if repeated Seq or Hyperslab coordinates make a shape too large to exist
// (see ShapeOf).
func (l Layout) Slice(indices ...Index) Layout {
	out, err := l.slice(nil, indices)
	if err != nil {
		panic(err)
	}
	return out
}

// TrySlice is Slice for indices that come from data (parsed text, a file):
// it returns the error Slice would panic with.
func (l Layout) TrySlice(indices ...Index) (Layout, error) {
	out, err := l.slice(nil, indices)
	if err != nil {
		return Layout{}, err
	}
	return out, nil
}

// slice is Slice, returning its error, building the tables in small if it
// is not nil and they fit (see dimsAndStrides).
func (l Layout) slice(small []int64, indices []Index) (Layout, *Error) {
	consumed, ellipses := 0, 0
	for _, x := range indices {
		if x.consumesDim() {
			consumed++
		} else if x.is().kind == kindEllipsis {
			ellipses++
		}
	}
	if ellipses > 1 {
		// Copies keep indices from escaping, so that Slice's variadic
		// slice stays on the caller's stack.
		return Layout{}, errorf(ErrArgument, "more than one ellipsis in indices %v", slices.Clone(indices))
	}
	if consumed > len(l.Dims) {
		return Layout{}, errorf(ErrIndexOutOfRange, "%d indices %v for an array of shape %s", consumed, slices.Clone(indices), FormatDims(l.Dims))
	}

	b := sliceBuilder{out: Layout{Offset: l.Offset}, rank: len(l.Dims) + len(indices), small: small}
	d := 0 // next input dimension
	for _, x := range indices {
		switch x.is().kind {
		case kindNewAxis:
			b.push(1, 0, nil)
		case kindEllipsis:
			for end := d + len(l.Dims) - consumed; d < end; d++ {
				b.keep(l, d)
			}
		case kindAt:
			c, err := x.coordOn(l.Dims[d], d)
			if err != nil {
				return Layout{}, err
			}
			b.out.Offset += l.step(d, c)
			if x.is().keepDim {
				b.push(1, 0, nil)
			}
			d++
		case kindRange:
			b.pushRange(l, d, x)
			d++
		default: // kindSeq, kindHyperslab
			size, err := x.selectOn(l.Dims[d], d)
			if err != nil {
				return Layout{}, err
			}
			b.pushTable(l, d, x, size)
			d++
		}
	}
	for ; d < len(l.Dims); d++ {
		b.keep(l, d)
	}
	// Seq and Hyperslab may repeat coordinates, so a view can have more
	// elements than its array: its shape must still be one that can exist.
	// (Other indices only select fewer.)
	if b.listed {
		if err := checkDims("Slice", b.out.Dims, 0); err != nil {
			return Layout{}, err
		}
	}
	return b.layout(), nil
}

// sliceBuilder collects the dimensions of a sliced layout.
type sliceBuilder struct {
	out    Layout
	tables [][]int64 // nil until a dimension has a table
	rank   int       // an upper bound on the output rank, for capacity
	listed bool      // a Seq or Hyperslab dimension was pushed
	small  []int64   // storage for the tables (see dimsAndStrides), or nil
}

func (b *sliceBuilder) push(dim, stride int64, table []int64) {
	if b.out.Dims == nil {
		n := b.rank
		if b.small != nil {
			n = min(n, len(b.small)/2) // a longer one moves out below
		}
		b.out.Dims, b.out.Strides = dimsAndStrides(b.small, n)
		b.out.Dims, b.out.Strides = b.out.Dims[:0], b.out.Strides[:0]
	} else if len(b.out.Dims) == cap(b.out.Dims) && b.small != nil {
		// Outgrown small: move both tables to one allocation.
		dims, strides := dimsAndStrides(nil, b.rank)
		b.out.Dims = append(dims[:0], b.out.Dims...)
		b.out.Strides = append(strides[:0], b.out.Strides...)
	}
	b.out.Dims = append(b.out.Dims, dim)
	b.out.Strides = append(b.out.Strides, stride)
	if table != nil && b.tables == nil {
		b.tables = make([][]int64, len(b.out.Dims)-1, b.rank)
	}
	if b.tables != nil {
		b.tables = append(b.tables, table)
	}
}

// keep pushes dimension d of l, whole.
func (b *sliceBuilder) keep(l Layout, d int) {
	var t []int64
	if l.Tables != nil {
		t = l.Tables[d]
	}
	b.push(l.Dims[d], l.Strides[d], t)
}

// pushRange pushes the range x of dimension d of l.
func (b *sliceBuilder) pushRange(l Layout, d int, x Index) {
	first, stride, size := x.rangeOn(l.Dims[d])
	if l.Tables != nil && l.Tables[d] != nil {
		t := make([]int64, size)
		for j := range t {
			t[j] = l.Tables[d][first+int64(j)*stride]
		}
		b.push(size, 0, t)
		return
	}
	b.out.Offset += first * l.Strides[d] // a position inside the view
	// A step beyond the dimension selects at most one element, whose
	// stride is never used: the product may overflow, so keep 0 then.
	s, ok := safe.Mul(stride, l.Strides[d])
	if !ok {
		s = 0
	}
	b.push(size, s, nil)
}

// pushTable pushes the size coordinates that the Seq or Hyperslab index x
// selects from dimension d of l, as a table of their positions. An empty
// view gets no table: it selects no elements, and a table as long as a huge
// empty dimension could not even be allocated.
func (b *sliceBuilder) pushTable(l Layout, d int, x Index, size int64) {
	b.listed = true
	if l.Size() == 0 {
		b.push(size, 0, nil)
		return
	}
	t := x.coordsOn(l.Dims[d], size)
	for j, c := range t {
		t[j] = l.step(d, c)
	}
	b.push(size, 0, t)
}

// layout returns the built layout. A view of no elements gets Offset 0:
// nothing is selected, so any start is right, and 0 keeps it from pointing
// outside its data (the coordinates of other, non-empty dimensions may have
// moved it).
func (b *sliceBuilder) layout() Layout {
	b.out.Tables = trimTables(b.tables)
	if b.out.Size() == 0 {
		b.out.Offset = 0
	}
	return b.out
}

// Transpose returns the layout with its dimensions permuted: dimension i of
// the result is dimension axes[i] of l. With no axes the dimensions are
// reversed, as NumPy's .T does. Transpose panics with ErrArgument if axes is
// not a permutation of 0..rank-1.
func (l Layout) Transpose(axes ...int) Layout {
	return l.transpose(nil, axes)
}

// transpose is Transpose, building the tables in small if it is not nil and
// they fit (see dimsAndStrides).
func (l Layout) transpose(small []int64, axes []int) Layout {
	n := len(l.Dims)
	if len(axes) != 0 && len(axes) != n {
		panic(errorf(ErrArgument, "transpose axes %s for an array of shape %s: need %d axes", formatInts(axes, false), FormatDims(l.Dims), n))
	}
	out := Layout{Offset: l.Offset}
	out.Dims, out.Strides = dimsAndStrides(small, n)
	if l.Tables != nil {
		out.Tables = make([][]int64, n)
	}
	var seenSmall [64]bool // the axes seen, on the stack for common ranks
	seen := seenSmall[:]
	if n > len(seenSmall) {
		seen = make([]bool, n)
	}
	for i := range n {
		a := n - 1 - i // no axes: reversed
		if len(axes) != 0 {
			a = axes[i]
		}
		if a < 0 || a >= n || seen[a] {
			panic(errorf(ErrArgument, "transpose axes %s are not a permutation of the %d axes of shape %s", formatInts(axes, false), n, FormatDims(l.Dims)))
		}
		seen[a] = true
		out.Dims[i], out.Strides[i] = l.Dims[a], l.Strides[a]
		if l.Tables != nil {
			out.Tables[i] = l.Tables[a]
		}
	}
	return out
}

// dimsAndStrides returns a layout's Dims and Strides of length n: in small
// (the dimensions in its first half, the strides in its second) if it is
// not nil and n is at most len(small)/2, else in one allocation.
func dimsAndStrides(small []int64, n int) (dims, strides []int64) {
	if r := len(small) / 2; small != nil && n <= r {
		return small[:n:r], small[r : r+n : 2*r]
	}
	buf := make([]int64, 2*n)
	return buf[:n:n], buf[n:]
}

// IsContiguous reports whether the view covers Size() consecutive positions
// starting at Offset, in row-major order. A Seq or Hyperslab dimension of
// more than one element counts as not contiguous, even if its coordinates
// happen to be consecutive. It allocates nothing.
func (l Layout) IsContiguous() bool {
	if l.Size() == 0 {
		return true
	}
	want := int64(1) // the stride the next dimension out must have
	for i := len(l.Dims) - 1; i >= 0; i-- {
		table := l.Tables != nil && l.Tables[i] != nil
		switch {
		case l.Dims[i] == 1:
			if table && l.Tables[i][0] != 0 { // it moves the start
				return false
			}
		case table || l.Strides[i] != want:
			return false
		default:
			want *= l.Dims[i]
		}
	}
	return true
}

// Reshape returns a layout of the given shape that views the same elements
// in the same row-major order, and true; or false when that needs a copy (the
// strides cannot express it), as NumPy decides. It panics with ErrShape if
// the sizes differ, with ErrArgument if a dimension is negative.
func (l Layout) Reshape(dims ...int64) (Layout, bool) {
	want := RowMajor(dims...)
	if want.Size() != l.Size() {
		panic(errorf(ErrShape, "cannot reshape an array of shape %s (size %d) to shape %s (size %d)",
			FormatDims(l.Dims), l.Size(), FormatDims(want.Dims), want.Size()))
	}
	if want.Size() == 0 {
		want.Offset = l.Offset
		return want, true
	}
	old := l.normalize() // size-1 dimensions dropped, contiguous ones merged
	if old.Tables != nil {
		return Layout{}, false
	}
	want.Offset = old.Offset // includes the dropped dimensions' positions (a size-1 table's)
	// Walk old and new dimensions in step, matching groups with equal
	// products; each old group must be one contiguous run (after Normalize,
	// a group of more than one old dimension cannot be), and the new group's
	// strides follow from the run's innermost stride.
	oi, ni := 0, 0
	for ni < len(dims) && oi < len(old.Dims) {
		nj, np := ni+1, dims[ni]
		op := old.Dims[oi]
		for np < op {
			np *= dims[nj]
			nj++
		}
		if np != op {
			return Layout{}, false
		}
		want.Strides[nj-1] = old.Strides[oi]
		for k := nj - 1; k > ni; k-- {
			want.Strides[k-1] = want.Strides[k] * dims[k]
		}
		ni, oi = nj, oi+1
	}
	return want, true
}

// Bounds returns the lowest and highest positions the view touches; for an
// empty view it returns (Offset, Offset-1).
func (l Layout) Bounds() (lo, hi int64) {
	lo, hi = l.Offset, l.Offset
	for i, d := range l.Dims {
		if d == 0 {
			return l.Offset, l.Offset - 1
		}
		a, b := l.step(i, 0), l.step(i, d-1)
		if l.Tables != nil && l.Tables[i] != nil {
			for _, t := range l.Tables[i] {
				a, b = min(a, t), max(b, t)
			}
		}
		lo += min(a, b)
		hi += max(a, b)
	}
	return lo, hi
}

// String describes the layout, e.g. "dims=[2, 3] strides=[3, 1] offset=0"
// (dimensions as Shape.String shows them, but any value as a number: a
// layout being validated may hold any).
func (l Layout) String() string {
	s := fmt.Sprintf("dims=%s strides=%s offset=%d", formatInts(l.Dims, false), formatInts(l.Strides, false), l.Offset)
	if l.Tables != nil {
		s += fmt.Sprintf(" tables=%v", l.Tables)
	}
	return s
}
