package nd

import (
	"errors"
	"fmt"
)

// StridedSliceSpec holds TensorFlow's StridedSlice arguments. Entry i of
// Begin, End and Strides is controlled by bit i of each mask: BeginMask and
// EndMask drop that bound (the widest range for the stride's sign),
// EllipsisMask marks the one ellipsis, NewAxisMask inserts a dimension of
// size 1, ShrinkAxisMask makes the entry a single index that removes its
// dimension. The masks are TensorFlow's 32-bit attributes: an int32 mask of
// -1 is 0xFFFFFFFF here.
type StridedSliceSpec struct {
	Begin, End, Strides []int64
	BeginMask           uint32
	EndMask             uint32
	EllipsisMask        uint32
	NewAxisMask         uint32
	ShrinkAxisMask      uint32
}

// The errors StridedSlice returns, one per TensorFlow InvalidArgument case;
// returned errors wrap them with the details (test with errors.Is).
var (
	ErrSpecLength       = errors.New("nd: begin, end and strides must have the same length")
	ErrSpecTooLong      = errors.New("nd: a slice spec must have fewer than 32 entries")
	ErrMultipleEllipses = errors.New("nd: multiple ellipses in slice spec not allowed")
	ErrTooManyIndices   = errors.New("nd: index out of range: more slice entries than input dimensions")
	ErrZeroStride       = errors.New("nd: strides must be non-zero")
	ErrShrinkStride     = errors.New("nd: only positive strides are allowed on non-range indexing")
	ErrShrinkOutOfRange = errors.New("nd: slice index out of bounds")
)

// CanonicalSlice is a StridedSliceSpec resolved against an input shape,
// as TensorFlow's ValidateStridedSliceOp resolves it: one dense entry per
// input dimension with its bounds made concrete, plus the shapes.
type CanonicalSlice struct {
	// Begin, End and Strides hold the concrete range of each input
	// dimension: Begin is the first index taken, End the bound (exclusive,
	// in the stride's direction; -1 means before index 0), as TensorFlow
	// reports them. A single-index entry has End = Begin+1.
	Begin, End, Strides []int64
	// Shrink marks the dimensions taken by a single index.
	Shrink []bool
	// ProcessingShape has one size per input dimension, 1 for a single index.
	ProcessingShape []int64
	// FinalShape is the shape of the result.
	FinalShape []int64
	// gather lists, per final dimension, the input dimension it comes
	// from, or -1 for a new axis.
	gather []int
}

// Canonical resolves the spec against an input of shape dims and returns
// it, or an error for each of TensorFlow's InvalidArgument cases: begin,
// end and strides of different lengths, 32 or more entries, more than one
// bit set in the whole EllipsisMask, more real entries than dimensions, a
// zero stride on a real entry, a negative stride on a single index, a
// single index out of range. Everything else, out-of-range range bounds
// and empty results included, succeeds: range bounds are clamped.
func (s StridedSliceSpec) Canonical(dims []int64) (CanonicalSlice, error) {
	if err := s.checkArgs(); err != nil {
		return CanonicalSlice{}, err
	}
	d, err := s.dense(len(dims))
	if err != nil {
		return CanonicalSlice{}, err
	}
	c := CanonicalSlice{
		Begin:           make([]int64, len(dims)),
		End:             make([]int64, len(dims)),
		Strides:         make([]int64, len(dims)),
		Shrink:          make([]bool, len(dims)),
		ProcessingShape: make([]int64, len(dims)),
		FinalShape:      []int64{},
	}
	for i, size := range dims {
		e := d.entries[i]
		stride := e.stride
		switch {
		case stride == 0:
			return CanonicalSlice{}, fmt.Errorf("%w: dimension %d has stride 0", ErrZeroStride, i)
		case e.shrink && stride < 0:
			return CanonicalSlice{}, fmt.Errorf("%w: dimension %d has stride %d", ErrShrinkStride, i, stride)
		case e.shrink:
			// The raw begin, even where begin_mask is set, as TF's kernel.
			idx := e.begin
			if idx < 0 {
				idx += size
			}
			if idx < 0 || idx >= size {
				return CanonicalSlice{}, fmt.Errorf("%w: index %d of dimension %d of size %d", ErrShrinkOutOfRange, e.begin, i, size)
			}
			c.Begin[i], c.End[i], c.Shrink[i], c.ProcessingShape[i] = idx, idx+1, true, 1
		default:
			x := Index{begin: e.begin, end: e.end, stride: stride, form: rangeForm(!e.beginMasked, !e.endMasked)}
			c.Begin[i], c.End[i] = x.bounds(size)
			_, _, c.ProcessingShape[i] = x.rangeOn(size)
		}
		c.Strides[i] = stride
	}
	for _, g := range d.gather {
		switch {
		case g == newAxisEntry:
			c.FinalShape = append(c.FinalShape, 1)
			c.gather = append(c.gather, -1)
		case !c.Shrink[g]:
			c.FinalShape = append(c.FinalShape, c.ProcessingShape[g])
			c.gather = append(c.gather, g)
		}
	}
	return c, nil
}

// Indices returns index selectors that select what the canonical slice
// does, one per final dimension or single index (no ellipsis needed).
func (c CanonicalSlice) Indices() []Index {
	var out []Index
	g := 0 // next final dimension
	for i := range c.Begin {
		for g < len(c.gather) && c.gather[g] == -1 {
			out = append(out, NewAxis())
			g++
		}
		switch {
		case c.Shrink[i]:
			out = append(out, At(c.Begin[i]))
			continue
		case c.ProcessingShape[i] == 0:
			out = append(out, Range(0, 0))
		case c.Strides[i] < 0 && c.End[i] == -1: // -1 is "before 0", not "last"
			out = append(out, SliceFromStep(c.Begin[i], c.Strides[i]))
		default:
			out = append(out, Slice(c.Begin[i], c.End[i], c.Strides[i]))
		}
		g++
	}
	for ; g < len(c.gather); g++ {
		out = append(out, NewAxis())
	}
	return out
}

// StridedSlice returns the layout of TensorFlow's StridedSlice of l by
// spec: a view, no data touched, or the error Canonical reports.
func (l Layout) StridedSlice(spec StridedSliceSpec) (Layout, error) {
	c, err := spec.Canonical(l.Dims)
	if err != nil {
		return Layout{}, err
	}
	return l.TrySlice(c.Indices()...)
}

// checkArgs reports the errors that need no input shape, in TensorFlow's
// order: mismatched lengths, too many entries, several ellipsis bits
// anywhere in the 32-bit mask.
func (s StridedSliceSpec) checkArgs() error {
	n := len(s.Strides)
	if len(s.Begin) != n || len(s.End) != n {
		return fmt.Errorf("%w: lengths %d, %d and %d", ErrSpecLength, len(s.Begin), len(s.End), n)
	}
	if n >= 32 {
		return fmt.Errorf("%w: %d entries", ErrSpecTooLong, n)
	}
	if m := s.EllipsisMask; m&(m-1) != 0 {
		return fmt.Errorf("%w: ellipsis mask %#x", ErrMultipleEllipses, m)
	}
	return nil
}

// newAxisEntry marks a new axis in denseSpec.gather.
const newAxisEntry = -1

// denseEntry is one input dimension's part of the spec.
type denseEntry struct {
	begin, end, stride     int64
	beginMasked, endMasked bool
	shrink                 bool
}

// denseSpec is the spec expanded to one entry per input dimension, as
// TensorFlow's BuildDenseSpec does; gather lists, per output entry, the
// input dimension it comes from or newAxisEntry.
type denseSpec struct {
	entries []denseEntry
	gather  []int
}

func (s StridedSliceSpec) dense(rank int) (denseSpec, error) {
	n := len(s.Strides)
	bit := func(mask uint32, i int) bool { return mask&(1<<uint(i)) != 0 }
	ellipsis := s.EllipsisMask
	newAxesAfter := 0
	seen := false
	for i := range n {
		if seen && bit(s.NewAxisMask, i) {
			newAxesAfter++
		}
		if bit(ellipsis, i) {
			seen = true
		}
	}
	entries := n
	if !seen { // an implicit ellipsis after the last entry
		ellipsis |= 1 << uint(n)
		entries++
	}
	d := denseSpec{entries: make([]denseEntry, rank)}
	full := 0
	for i := range entries {
		switch {
		case bit(ellipsis, i):
			next := min(rank-(entries-i)+1+newAxesAfter, rank)
			for ; full < next; full++ {
				d.entries[full] = denseEntry{stride: 1, beginMasked: true, endMasked: true}
				d.gather = append(d.gather, full)
			}
		case bit(s.NewAxisMask, i):
			d.gather = append(d.gather, newAxisEntry)
		default:
			if full == rank {
				return denseSpec{}, fmt.Errorf("%w: entry %d needs input dimension %d, the input has %d", ErrTooManyIndices, i, full, rank)
			}
			d.entries[full] = denseEntry{
				begin: s.Begin[i], end: s.End[i], stride: s.Strides[i],
				beginMasked: bit(s.BeginMask, i), endMasked: bit(s.EndMask, i),
				shrink: bit(s.ShrinkAxisMask, i),
			}
			d.gather = append(d.gather, full)
			full++
		}
	}
	return d, nil
}

// SpecFromIndices encodes index selectors as a StridedSliceSpec, as
// TensorFlow Java's indexing helper does. It fails for Seq and Hyperslab,
// which StridedSlice cannot express, and for 32 or more indices.
func SpecFromIndices(indices ...Index) (StridedSliceSpec, error) {
	if len(indices) >= 32 {
		return StridedSliceSpec{}, fmt.Errorf("%w: %d indices", ErrSpecTooLong, len(indices))
	}
	s := StridedSliceSpec{
		Begin:   make([]int64, len(indices)),
		End:     make([]int64, len(indices)),
		Strides: make([]int64, len(indices)),
	}
	for i, x := range indices {
		if !x.IsStridedSlicingCompliant() {
			return StridedSliceSpec{}, fmt.Errorf("%w: index %d (%v) has no StridedSlice encoding", ErrArgument, i, x)
		}
		s.Begin[i], s.End[i], s.Strides[i] = x.Begin(), x.End(), x.Stride()
		set := func(mask *uint32, on bool) {
			if on {
				*mask |= 1 << uint(i)
			}
		}
		set(&s.BeginMask, x.BeginMask())
		set(&s.EndMask, x.EndMask())
		set(&s.EllipsisMask, x.IsEllipsis())
		set(&s.NewAxisMask, x.IsNewAxis())
		set(&s.ShrinkAxisMask, x.IsPoint())
	}
	return s, nil
}

// Indices decodes the spec into index selectors that select the same
// elements from any input (Layout.Slice of them equals StridedSlice). It
// reports the spec's shape-independent errors: mismatched lengths, 32 or
// more entries, several ellipses, a zero stride on a real entry, a
// negative stride on a single index.
func (s StridedSliceSpec) Indices() ([]Index, error) {
	if err := s.checkArgs(); err != nil {
		return nil, err
	}
	var out []Index
	for i := range s.Strides {
		bit := uint32(1) << uint(i)
		b, e, st := s.Begin[i], s.End[i], s.Strides[i]
		switch {
		case s.EllipsisMask&bit != 0:
			out = append(out, Ellipsis())
		case s.NewAxisMask&bit != 0:
			out = append(out, NewAxis())
		case st == 0:
			return nil, fmt.Errorf("%w: entry %d has stride 0", ErrZeroStride, i)
		case s.ShrinkAxisMask&bit != 0:
			if st < 0 {
				return nil, fmt.Errorf("%w: entry %d has stride %d", ErrShrinkStride, i, st)
			}
			out = append(out, At(b))
		default:
			x := Index{stride: st, form: rangeForm(s.BeginMask&bit == 0, s.EndMask&bit == 0)}
			if x.form.hasBegin {
				x.begin = b
			}
			if x.form.hasEnd {
				x.end = e
			}
			out = append(out, x)
		}
	}
	return out, nil
}
