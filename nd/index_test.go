package nd

import (
	"fmt"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// enc is the StridedSlice encoding of one Index, as its methods report it.
type enc struct {
	begin, end, stride                         int64
	beginMask, endMask, point, newAxis, ellips bool
	compliant                                  bool
}

func encodingOf(x Index) enc {
	return enc{
		begin: x.Begin(), end: x.End(), stride: x.Stride(),
		beginMask: x.BeginMask(), endMask: x.EndMask(),
		point: x.IsPoint(), newAxis: x.IsNewAxis(), ellips: x.IsEllipsis(),
		compliant: x.IsStridedSlicingCompliant(),
	}
}

// TestIndexEncoding checks every constructor against the TF Java table
// (reference §1, "SS enc"), with AtKeep(-1) fixed to set the end mask.
func TestIndexEncoding(t *testing.T) {
	const BM, EM = true, true
	cases := []struct {
		name string
		x    Index
		want enc
	}{
		{"All", All(), enc{0, 0, 1, BM, EM, false, false, false, true}},
		{"zero Index", Index{}, enc{0, 0, 1, BM, EM, false, false, false, true}},
		{"At(2)", At(2), enc{2, 3, 1, false, false, true, false, false, true}},
		{"At(0)", At(0), enc{0, 1, 1, false, false, true, false, false, true}},
		{"At(-1)", At(-1), enc{-1, 0, 1, false, false, true, false, false, true}},
		{"At(-3)", At(-3), enc{-3, -2, 1, false, false, true, false, false, true}},
		{"AtKeep(1)", AtKeep(1), enc{1, 2, 1, false, false, false, false, false, true}},
		{"AtKeep(-2)", AtKeep(-2), enc{-2, -1, 1, false, false, false, false, false, true}},
		// TF Java encodes at(-1, true) as -1,0,1 with no mask: an empty
		// range. We set the end mask so that it selects the last element.
		{"AtKeep(-1)", AtKeep(-1), enc{-1, 0, 1, false, EM, false, false, false, true}},
		{"Even", Even(), enc{0, 0, 2, BM, EM, false, false, false, true}},
		{"Odd", Odd(), enc{1, 0, 2, false, EM, false, false, false, true}},
		{"Flip", Flip(), enc{0, 0, -1, BM, EM, false, false, false, true}},
		{"Step(3)", Step(3), enc{0, 0, 3, BM, EM, false, false, false, true}},
		{"Step(-2)", Step(-2), enc{0, 0, -2, BM, EM, false, false, false, true}},
		{"SliceFrom(3)", SliceFrom(3), enc{3, 0, 1, false, EM, false, false, false, true}},
		{"SliceFrom(-2)", SliceFrom(-2), enc{-2, 0, 1, false, EM, false, false, false, true}},
		{"SliceFromStep(4,2)", SliceFromStep(4, 2), enc{4, 0, 2, false, EM, false, false, false, true}},
		{"SliceFromStep(2,-1)", SliceFromStep(2, -1), enc{2, 0, -1, false, EM, false, false, false, true}},
		{"SliceTo(4)", SliceTo(4), enc{0, 4, 1, BM, false, false, false, false, true}},
		{"SliceTo(-1)", SliceTo(-1), enc{0, -1, 1, BM, false, false, false, false, true}},
		{"SliceToStep(1,-1)", SliceToStep(1, -1), enc{0, 1, -1, BM, false, false, false, false, true}},
		{"SliceToStep(3,2)", SliceToStep(3, 2), enc{0, 3, 2, BM, false, false, false, false, true}},
		{"Slice(1,3,1)", Slice(1, 3, 1), enc{1, 3, 1, false, false, false, false, false, true}},
		{"Slice(4,0,-2)", Slice(4, 0, -2), enc{4, 0, -2, false, false, false, false, false, true}},
		{"Slice(0,0,1)", Slice(0, 0, 1), enc{0, 0, 1, false, false, false, false, false, true}},
		{"Range(-4,-1)", Range(-4, -1), enc{-4, -1, 1, false, false, false, false, false, true}},
		{"NewAxis", NewAxis(), enc{0, 0, 1, false, false, false, true, false, true}},
		{"Ellipsis", Ellipsis(), enc{0, 0, 1, false, false, false, false, true, true}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.want, encodingOf(c.x))
		})
	}
}

func TestIndexNotStridedSlicingCompliant(t *testing.T) {
	for _, x := range []Index{Seq(), Seq(3, 0, 3), Seq(-1), Hyperslab(0, 1, 2, 1), Hyperslab(1, 3, 0, 2)} {
		t.Run(x.String(), func(t *testing.T) {
			assert.False(t, x.IsStridedSlicingCompliant())
			assert.False(t, x.IsPoint())
			assert.False(t, x.IsNewAxis())
			assert.False(t, x.IsEllipsis())
			assert.False(t, x.BeginMask())
			assert.False(t, x.EndMask())
		})
	}
}

// TestIndexingTestEncoding is tensorflow/java's op/core IndexingTest: the
// seven indices fold into StridedSlice's begin/end/strides and masks.
func TestIndexingTestEncoding(t *testing.T) {
	indices := []Index{At(2), AtKeep(1), All(), NewAxis(), Ellipsis(), SliceTo(4), SliceFromStep(4, 2)}
	var begin, end, strides []int64
	var beginMask, endMask, ellipsisMask, newAxisMask, shrinkMask uint32
	for i, x := range indices {
		require.True(t, x.IsStridedSlicingCompliant(), "index %d (%v)", i, x)
		begin = append(begin, x.Begin())
		end = append(end, x.End())
		strides = append(strides, x.Stride())
		bit := uint32(1) << i
		if x.BeginMask() {
			beginMask |= bit
		}
		if x.EndMask() {
			endMask |= bit
		}
		if x.IsEllipsis() {
			ellipsisMask |= bit
		}
		if x.IsNewAxis() {
			newAxisMask |= bit
		}
		if x.IsPoint() {
			shrinkMask |= bit
		}
	}
	assert.Equal(t, []int64{2, 1, 0, 0, 0, 0, 4}, begin, "begin")
	assert.Equal(t, []int64{3, 2, 0, 0, 0, 4, 0}, end, "end")
	assert.Equal(t, []int64{1, 1, 1, 1, 1, 1, 2}, strides, "strides")
	assert.Equal(t, uint32(0b0100100), beginMask, "begin_mask")
	assert.Equal(t, uint32(0b1000100), endMask, "end_mask")
	assert.Equal(t, uint32(0b0010000), ellipsisMask, "ellipsis_mask")
	assert.Equal(t, uint32(0b0001000), newAxisMask, "new_axis_mask")
	assert.Equal(t, uint32(0b0000001), shrinkMask, "shrink_axis_mask")

	// On shape 10^8 the result has shape [1,10,1,10,10,10,4,3]: the leading
	// at(2) is dropped, at(1,keep) keeps 1, then all, newaxis, the ellipsis
	// over three dims, :4 and 4::2.
	dims := []int64{10, 10, 10, 10, 10, 10, 10, 10}
	v := RowMajor(dims...).Slice(indices...)
	assert.Equal(t, []int64{1, 10, 1, 10, 10, 10, 4, 3}, v.Dims)
}

// tfSelect applies one compliant Index to a dimension of size n the way
// TensorFlow's StridedSlice kernel does, from the encoding alone: masked
// bounds take the widest range for the stride's sign, negative bounds count
// from the end once, bounds clamp to [0, n] (stride > 0) or [-1, n-1]
// (stride < 0); a shrink axis selects begin alone.
func tfSelect(x Index, n int64) []int64 {
	s := x.Stride()
	if x.IsPoint() {
		b := x.Begin()
		if b < 0 {
			b += n
		}
		return []int64{b}
	}
	canon := func(v int64, masked, isBegin bool) int64 {
		if masked {
			switch {
			case s > 0 && isBegin:
				return 0
			case s > 0:
				return n
			case isBegin:
				return n - 1
			default:
				return -1
			}
		}
		if v < 0 {
			v += n
		}
		if s > 0 {
			return min(max(v, 0), n)
		}
		return min(max(v, -1), n-1)
	}
	b := canon(x.Begin(), x.BeginMask(), true)
	e := canon(x.End(), x.EndMask(), false)
	out := []int64{}
	for i := b; (s > 0 && i < e) || (s < 0 && i > e); i += s {
		out = append(out, i)
	}
	return out
}

// TestIndexEncodingAgreesWithSlice checks, for every compliant selector over
// many parameters and dimension sizes, that TensorFlow's reading of the
// encoding selects what Layout.Slice selects. It is what catches an
// encoding like TF Java's at(-1, true) -> -1:0, which selects nothing.
func TestIndexEncodingAgreesWithSlice(t *testing.T) {
	var xs []Index
	xs = append(xs, All(), Even(), Odd(), Flip())
	bounds := []int64{-7, -4, -3, -1, 0, 1, 2, 3, 5, 8}
	strides := []int64{-3, -2, -1, 1, 2, 3}
	for _, s := range strides {
		xs = append(xs, Step(s))
		for _, b := range bounds {
			xs = append(xs, SliceFromStep(b, s), SliceToStep(b, s))
			for _, e := range bounds {
				xs = append(xs, Slice(b, e, s))
			}
		}
	}
	for _, b := range bounds {
		xs = append(xs, SliceFrom(b), SliceTo(b), At(b), AtKeep(b))
	}
	for n := int64(0); n <= 6; n++ {
		for _, x := range xs {
			if x.is().kind == kindAt && (x.begin < -n || x.begin >= n) {
				continue // Slice panics; TestSliceAtOutOfRange covers it
			}
			want := tfSelect(x, n)
			v := RowMajor(n).Slice(x)
			if x.IsPoint() {
				require.Empty(t, v.Dims, "%v on n=%d", x, n)
			} else {
				require.Len(t, v.Dims, 1, "%v on n=%d", x, n)
			}
			require.Equal(t, want, positions(v), "%v on n=%d", x, n)
		}
	}
}

func TestIndexString(t *testing.T) {
	cases := []struct {
		x    Index
		want string
	}{
		{All(), ":"},
		{Index{}, ":"},
		{At(2), "2"},
		{At(-1), "-1"},
		{AtKeep(1), "1:2"},
		{AtKeep(-3), "-3:-2"},
		{AtKeep(-1), "-1:"},
		{Slice(1, 3, 1), "1:3"},
		{Range(-4, -1), "-4:-1"},
		{Slice(4, 0, -2), "4:0:-2"},
		{SliceFrom(3), "3:"},
		{SliceFromStep(3, 2), "3::2"},
		{SliceTo(4), ":4"},
		{SliceToStep(1, -1), ":1:-1"},
		{Step(2), "::2"},
		{Even(), "::2"},
		{Odd(), "1::2"},
		{Flip(), "::-1"},
		{Seq(3, 0, -1), "seq(3, 0, -1)"},
		{Seq(), "seq()"},
		{Hyperslab(0, 2, 3, 1), "hyperslab(0, 2, 3, 1)"},
		{NewAxis(), "newaxis"},
		{Ellipsis(), "..."},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, c.x.String())
		assert.Equal(t, c.want, fmt.Sprint(c.x), "fmt uses String")
	}
}

func TestIndexZeroStridePanics(t *testing.T) {
	requireNdPanic(t, "stride", func() { Slice(0, 3, 0) })
	requireNdPanic(t, "stride", func() { SliceFromStep(1, 0) })
	requireNdPanic(t, "stride", func() { SliceToStep(1, 0) })
	requireNdPanic(t, "stride", func() { Step(0) })
}

func TestIndexBadHyperslabPanics(t *testing.T) {
	for _, c := range [][4]int64{
		{-1, 1, 1, 1}, // start < 0
		{0, 0, 1, 1},  // stride < 1
		{0, -2, 1, 1}, // stride < 1
		{0, 1, -1, 1}, // count < 0
		{0, 1, 1, 0},  // block < 1
		{0, 1, 1, -3}, // block < 1
	} {
		requireNdPanic(t, fmt.Sprintf("Hyperslab(start=%d, stride=%d, count=%d, block=%d)", c[0], c[1], c[2], c[3]),
			func() { Hyperslab(c[0], c[1], c[2], c[3]) })
	}
	// The limits themselves are fine.
	assert.NotPanics(t, func() { Hyperslab(0, 1, 0, 1) })
}

func TestSeqCopiesItsArgument(t *testing.T) {
	coords := []int64{2, 0}
	x := Seq(coords...)
	coords[0] = 1
	assert.Equal(t, "seq(2, 0)", x.String())
	assert.Equal(t, []int64{8, 9, 10, 11, 0, 1, 2, 3}, positions(RowMajor(3, 4).Slice(x)))
}

// TestIndexIsFourWords pins Index's size: four words, which the compiler
// keeps in registers, so that building indices and passing them to Slice
// moves little memory. Every index but Seq and Hyperslab shares its form,
// which applying them leaves as it was.
func TestIndexIsFourWords(t *testing.T) {
	assert.Equal(t, 4*unsafe.Sizeof(uintptr(0)), unsafe.Sizeof(Index{}))
	assert.Zero(t, testing.AllocsPerRun(100, func() {
		for _, x := range []Index{All(), At(1), AtKeep(-1), Range(1, 2), SliceFrom(1), SliceTo(2),
			Step(-1), NewAxis(), Ellipsis()} {
			sinkIndex = x
		}
	}))
	before := rangeForms
	l := RowMajor(4, 4).Slice(Range(1, 3), SliceFromStep(-1, -1))
	assert.Equal(t, []int64{2, 4}, l.Dims)
	assert.Equal(t, before, rangeForms, "applying indices changed a shared form")
}

var sinkIndex Index
