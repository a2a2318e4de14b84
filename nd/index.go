package nd

import (
	"fmt"
	"github.com/ndgo/ndarray/internal/safe"
	"strconv"
	"strings"
)

// indexKind tells how an Index selects along one dimension.
type indexKind uint8

const (
	kindRange     indexKind = iota // begin:end:stride, either bound possibly omitted
	kindAt                         // one coordinate; the dimension is removed (or kept as size 1)
	kindSeq                        // an explicit list of coordinates
	kindHyperslab                  // count blocks of block elements, stride apart
	kindNewAxis                    // a new dimension of size 1; consumes no input dimension
	kindEllipsis                   // as many All() as needed
)

// Index selects elements along one dimension of an array. Build one with
// All, At, AtKeep, Slice, SliceFrom, SliceTo, SliceFromStep, SliceToStep,
// Range, Step, Even, Odd, Flip, Seq, Hyperslab, NewAxis or Ellipsis, and
// apply a list of them with Layout.Slice (or NdArray.Slice in a dtype
// package).
//
// Ranges follow NumPy's basic slicing: negative bounds count from the end
// once, bounds are clamped to the dimension, and an empty range gives a
// dimension of size 0. Out-of-range coordinates of At, AtKeep and Seq panic
// when the index is applied.
//
// The zero Index is All().
type Index struct {
	begin  int64      // range begin, At coordinate, hyperslab start
	end    int64      // range end
	stride int64      // range or hyperslab stride; 0 in the zero value means 1
	form   *indexForm // the kind of index; nil in the zero value, All()
}

// indexForm is what an Index is besides its three numbers: its kind and
// flags, a Hyperslab's block count and size, a Seq's coordinates. Behind a
// pointer, it leaves an Index four words, which the compiler keeps in
// registers: building and passing indices to Slice copies nothing through
// memory. The forms of all indices but Seq and Hyperslab are shared
// variables, so building one allocates nothing; no form changes once made.
type indexForm struct {
	kind     indexKind
	keepDim  bool  // kindAt: keep a size-1 dimension
	hasBegin bool  // kindRange: begin given (else begin_mask)
	hasEnd   bool  // kindRange: end given (else end_mask)
	count    int64 // hyperslab block count
	block    int64 // hyperslab block size
	coords   []int64
}

// The shared forms. rangeForms is indexed by rangeForm.
var (
	rangeForms = [4]indexForm{
		{kind: kindRange},
		{kind: kindRange, hasBegin: true},
		{kind: kindRange, hasEnd: true},
		{kind: kindRange, hasBegin: true, hasEnd: true},
	}
	atForm       = indexForm{kind: kindAt}
	atKeepForm   = indexForm{kind: kindAt, keepDim: true}
	newAxisForm  = indexForm{kind: kindNewAxis}
	ellipsisForm = indexForm{kind: kindEllipsis}
)

// rangeForm is the form of a range with or without each bound.
func rangeForm(hasBegin, hasEnd bool) *indexForm {
	i := 0
	if hasBegin {
		i = 1
	}
	if hasEnd {
		i |= 2
	}
	return &rangeForms[i]
}

// is returns x's form; the zero Index's is All()'s.
func (x Index) is() *indexForm {
	if x.form == nil {
		return &rangeForms[0]
	}
	return x.form
}

// All selects every element of a dimension, like ":".
func All() Index { return Index{stride: 1, form: &rangeForms[0]} }

// At selects coordinate i and removes the dimension, like "i". A negative i
// counts from the end. Applying it panics with ErrIndexOutOfRange if i is out
// of range.
func At(i int64) Index { return Index{begin: i, form: &atForm} }

// AtKeep selects coordinate i and keeps the dimension with size 1, like
// "i:i+1" (for i = -1, "-1:"). Applying it panics with ErrIndexOutOfRange if
// i is out of range.
func AtKeep(i int64) Index { return Index{begin: i, form: &atKeepForm} }

// Slice selects begin, begin+stride, ... up to but excluding end, like
// "begin:end:stride". Slice panics with ErrArgument if stride is 0.
func Slice(begin, end, stride int64) Index {
	checkStride(stride)
	return Index{begin: begin, end: end, stride: stride, form: &rangeForms[3]}
}

// Range is Slice(begin, end, 1), like "begin:end".
func Range(begin, end int64) Index { return Slice(begin, end, 1) }

// SliceFrom selects from begin to the end of the dimension, like "begin:".
func SliceFrom(begin int64) Index { return SliceFromStep(begin, 1) }

// SliceFromStep selects from begin to the end (stride > 0) or the start
// (stride < 0) of the dimension, like "begin::stride". It panics with ErrArgument if stride is 0.
func SliceFromStep(begin, stride int64) Index {
	checkStride(stride)
	return Index{begin: begin, stride: stride, form: &rangeForms[1]}
}

// SliceTo selects from the start of the dimension up to but excluding end,
// like ":end".
func SliceTo(end int64) Index { return SliceToStep(end, 1) }

// SliceToStep selects from the start (stride > 0) or the end (stride < 0) of
// the dimension up to but excluding end, like "::stride" with an end:
// ":end:stride". It panics with ErrArgument if stride is 0.
func SliceToStep(end, stride int64) Index {
	checkStride(stride)
	return Index{end: end, stride: stride, form: &rangeForms[2]}
}

// Step selects every stride-th element, from the end when stride is
// negative, like "::stride". It panics with ErrArgument if stride is 0.
func Step(stride int64) Index {
	checkStride(stride)
	return Index{stride: stride, form: &rangeForms[0]}
}

// Even selects coordinates 0, 2, 4, ..., like "::2".
func Even() Index { return Step(2) }

// Odd selects coordinates 1, 3, 5, ..., like "1::2".
func Odd() Index { return SliceFromStep(1, 2) }

// Flip reverses a dimension, like "::-1".
func Flip() Index { return Step(-1) }

// Seq selects the listed coordinates in the given order; duplicates are
// allowed and negative coordinates count from the end. The dimension is kept
// with size len(coords). Applying it panics with ErrIndexOutOfRange if a
// coordinate is out of range.
// Seq copies its argument.
func Seq(coords ...int64) Index {
	return Index{form: &indexForm{kind: kindSeq, coords: append([]int64{}, coords...)}}
}

// Hyperslab selects count blocks of block consecutive elements, the blocks
// starting stride apart from start: element i of the result is coordinate
// start + stride*(i/block) + i%block. It panics with ErrArgument if start or
// count is negative or if stride or block is less than 1; applying it panics
// with ErrIndexOutOfRange if the
// last selected coordinate is out of range.
func Hyperslab(start, stride, count, block int64) Index {
	if start < 0 || stride < 1 || count < 0 || block < 1 {
		panic(errorf(ErrArgument, "Hyperslab(start=%d, stride=%d, count=%d, block=%d): need start >= 0, stride >= 1, count >= 0, block >= 1",
			start, stride, count, block))
	}
	form := &indexForm{kind: kindHyperslab, count: count, block: block}
	return Index{begin: start, stride: stride, form: form}
}

// NewAxis inserts a dimension of size 1 and consumes no input dimension,
// like "newaxis" (or "None").
func NewAxis() Index { return Index{form: &newAxisForm} }

// Ellipsis stands for as many All() as needed for the indices after it to
// line up with the last dimensions, like "...". At most one is allowed in a
// list of indices.
func Ellipsis() Index { return Index{form: &ellipsisForm} }

func checkStride(stride int64) {
	if stride == 0 {
		panic(errorf(ErrArgument, "slice stride must be non-zero"))
	}
}

// consumesDim reports whether the index takes an input dimension.
func (x Index) consumesDim() bool {
	k := x.is().kind
	return k != kindNewAxis && k != kindEllipsis
}

// IsPoint reports whether the index selects one coordinate and removes the
// dimension (At): StridedSlice's shrink-axis bit.
func (x Index) IsPoint() bool {
	f := x.is()
	return f.kind == kindAt && !f.keepDim
}

// IsNewAxis reports whether the index is NewAxis: StridedSlice's new-axis bit.
func (x Index) IsNewAxis() bool { return x.is().kind == kindNewAxis }

// IsEllipsis reports whether the index is Ellipsis: StridedSlice's ellipsis bit.
func (x Index) IsEllipsis() bool { return x.is().kind == kindEllipsis }

// IsStridedSlicingCompliant reports whether StridedSlice can express the
// index: everything but Seq and Hyperslab.
func (x Index) IsStridedSlicingCompliant() bool {
	k := x.is().kind
	return k != kindSeq && k != kindHyperslab
}

// Begin returns the StridedSlice begin value: the range start (0 when
// omitted) or the At coordinate.
func (x Index) Begin() int64 {
	f := x.is()
	switch f.kind {
	case kindRange:
		if f.hasBegin {
			return x.begin
		}
	case kindAt:
		return x.begin
	}
	return 0
}

// End returns the StridedSlice end value: the range end (0 when omitted) or
// the At coordinate plus one (0 for AtKeep(-1), whose end is masked).
func (x Index) End() int64 {
	f := x.is()
	switch f.kind {
	case kindRange:
		if f.hasEnd {
			return x.end
		}
	case kindAt:
		if x.begin == -1 {
			return 0
		}
		return x.begin + 1
	}
	return 0
}

// Stride returns the StridedSlice stride: the range stride, else 1.
func (x Index) Stride() int64 {
	if x.is().kind == kindRange && x.stride != 0 {
		return x.stride
	}
	return 1
}

// BeginMask reports whether StridedSlice's begin_mask bit is set: the range
// start was omitted.
func (x Index) BeginMask() bool {
	f := x.is()
	return f.kind == kindRange && !f.hasBegin
}

// EndMask reports whether StridedSlice's end_mask bit is set: the range end
// was omitted, or the index is AtKeep(-1) (whose end, 0, would otherwise
// wrap to the start of the dimension).
func (x Index) EndMask() bool {
	f := x.is()
	return (f.kind == kindRange && !f.hasEnd) || (f.kind == kindAt && f.keepDim && x.begin == -1)
}

// String returns the index in NumPy subscript syntax ("1", "1:3", "::-1",
// "...", "newaxis"); Seq and Hyperslab, which have none, print as
// "seq(0, 2)" and "hyperslab(start, stride, count, block)".
func (x Index) String() string {
	f := x.is()
	switch f.kind {
	case kindAt:
		if f.keepDim {
			if x.begin == -1 {
				return "-1:"
			}
			return fmt.Sprintf("%d:%d", x.begin, x.begin+1)
		}
		return strconv.FormatInt(x.begin, 10)
	case kindSeq:
		parts := make([]string, len(f.coords))
		for i, c := range f.coords {
			parts[i] = strconv.FormatInt(c, 10)
		}
		return "seq(" + strings.Join(parts, ", ") + ")"
	case kindHyperslab:
		return fmt.Sprintf("hyperslab(%d, %d, %d, %d)", x.begin, x.stride, f.count, f.block)
	case kindNewAxis:
		return "newaxis"
	case kindEllipsis:
		return "..."
	}
	var b strings.Builder
	if f.hasBegin {
		b.WriteString(strconv.FormatInt(x.begin, 10))
	}
	b.WriteByte(':')
	if f.hasEnd {
		b.WriteString(strconv.FormatInt(x.end, 10))
	}
	if s := x.Stride(); s != 1 {
		b.WriteByte(':')
		b.WriteString(strconv.FormatInt(s, 10))
	}
	return b.String()
}

// rangeOn resolves a range index against a dimension of size n, with
// Python's slice.indices semantics: it returns the first coordinate, the
// stride and the number of elements selected.
func (x *Index) rangeOn(n int64) (first, stride, size int64) {
	stride = x.Stride()
	begin, end := x.bounds(n)
	if span := end - begin; span != 0 && (span > 0) == (stride > 0) {
		// ceil(span / stride) without overflow: span and stride share a sign.
		size = (span-sign(span))/stride + 1
	}
	if size == 0 {
		return 0, stride, 0
	}
	return begin, stride, size
}

// bounds returns the range's concrete begin and end in a dimension of size
// n, as TensorFlow's StridedSlice canonicalises them: masked bounds take
// the widest value for the stride's sign (end -1 being "before index 0"),
// given ones count from the end once if negative and are clamped.
func (x *Index) bounds(n int64) (begin, end int64) {
	f := x.is()
	stride := x.Stride()
	lo, hi := int64(0), n
	if stride < 0 {
		lo, hi = -1, n-1
	}
	begin, end = lo, hi
	if stride < 0 {
		begin, end = hi, lo
	}
	if f.hasBegin {
		begin = clampBound(x.begin, n, lo, hi)
	}
	if f.hasEnd {
		end = clampBound(x.end, n, lo, hi)
	}
	return begin, end
}

// clampBound counts a negative bound from the end once and clamps it into [lo, hi].
func clampBound(v, n, lo, hi int64) int64 {
	if v < 0 {
		v += n // no overflow: v < 0 and n >= 0
	}
	return min(max(v, lo), hi)
}

func sign(v int64) int64 {
	if v < 0 {
		return -1
	}
	return 1
}

// inRange resolves coordinate c of a dimension of size n, counting a
// negative c from the end once, and reports whether it is in range.
func inRange(c, n int64) (int64, bool) {
	if c < 0 {
		c += n // no overflow: c < 0 and n >= 0
	}
	return c, c >= 0 && c < n
}

// coordOn resolves the coordinate of an At or AtKeep index x in dimension
// dim, of size n.
func (x Index) coordOn(n int64, dim int) (int64, *Error) {
	c, ok := inRange(x.begin, n)
	if !ok {
		return 0, errorf(ErrIndexOutOfRange, "index %v out of range for dimension %d of size %d", x, dim, n)
	}
	return c, nil
}

// selectOn checks a Seq or Hyperslab index x against dimension dim, of size
// n, and returns how many coordinates it selects.
func (x Index) selectOn(n int64, dim int) (int64, *Error) {
	f := x.is()
	if f.kind == kindSeq {
		for _, c := range f.coords {
			if _, ok := inRange(c, n); !ok {
				return 0, errorf(ErrIndexOutOfRange, "index %v out of range for dimension %d of size %d", x, dim, n)
			}
		}
		return int64(len(f.coords)), nil
	}
	if f.count == 0 {
		return 0, nil
	}
	// The last coordinate, begin + stride*(count-1) + block-1, must be below
	// n; computed with overflow checks, since the arguments may be huge.
	last, ok := safe.Mul(x.stride, f.count-1)
	if ok {
		last, ok = safe.Add(last, x.begin)
	}
	if ok {
		last, ok = safe.Add(last, f.block-1)
	}
	if !ok || last >= n {
		return 0, errorf(ErrIndexOutOfRange, "index %v goes past the end of dimension %d of size %d", x, dim, n)
	}
	// Every coordinate is in range, but blocks may overlap (stride < block),
	// so there can be more coordinates than the dimension has.
	size, ok := safe.Mul(f.count, f.block)
	if !ok || size > safe.AllocLimit()/8 {
		return 0, errorf(ErrArgument, "index %v selects %d blocks of %d: too many to list",
			x, f.count, f.block)
	}
	return size, nil
}

// coordsOn returns the size coordinates that a Seq or Hyperslab index x,
// checked by selectOn, selects in a dimension of size n.
func (x Index) coordsOn(n, size int64) []int64 {
	f := x.is()
	out := make([]int64, size)
	for i := range out {
		if f.kind == kindSeq {
			out[i], _ = inRange(f.coords[i], n)
			continue
		}
		j := int64(i)
		out[i] = x.begin + x.stride*(j/f.block) + j%f.block
	}
	return out
}
