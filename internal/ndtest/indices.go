package ndtest

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// FakeIndices is an nd.Indices of a user's type, not an ndint64 or
// ndint32 array: its values (I64 or I32) need not match its shape (Of).
type FakeIndices struct {
	Of  nd.Shape
	I64 []int64
	I32 []int32
}

func (f FakeIndices) Shape() nd.Shape { return f.Of }
func (f FakeIndices) Rank() int       { return f.Of.NumDimensions() }
func (f FakeIndices) Size() int64     { return f.Of.Size() }

func (f FakeIndices) IndexValues() ([]int64, []int32) { return f.I64, f.I32 }

// shiftyIndices is an nd.Indices whose Shape changes from call to call:
// the first call gives first, later ones later.
type shiftyIndices struct {
	calls        *int
	first, later nd.Shape
	values       []int64
}

func (s shiftyIndices) Shape() nd.Shape {
	*s.calls++
	if *s.calls == 1 {
		return s.first
	}
	return s.later
}

func (s shiftyIndices) Rank() int   { return 2 }
func (s shiftyIndices) Size() int64 { return s.Shape().Size() }

func (s shiftyIndices) IndexValues() ([]int64, []int32) { return s.values, nil }

// badIndex is an nd.Indices the ops must refuse, with what the error names.
type badIndex struct {
	name string
	ix   nd.Indices
	// says are substrings of the error's message beyond the op's name.
	says []string
}

// badIndices are index arguments of two rows of one coordinate (shape
// [2, 1], values 1 and 2) whose values do not match their shape, in both
// index types, and shapes that are not fully known.
func badIndices() []badIndex {
	s := shape(2, 1)
	return []badIndex{
		{"int64 short", FakeIndices{Of: s, I64: []int64{1}}, []string{"[2, 1]", "2 elements", "1 int64"}},
		{"int64 long", FakeIndices{Of: s, I64: []int64{1, 2, 0}}, []string{"[2, 1]", "3 int64"}},
		{"int32 short", FakeIndices{Of: s, I32: []int32{1}}, []string{"[2, 1]", "1 int32"}},
		{"int32 long", FakeIndices{Of: s, I32: []int32{1, 2, 0}}, []string{"[2, 1]", "3 int32"}},
		{"int64 empty, not nil", FakeIndices{Of: s, I64: []int64{}}, []string{"[2, 1]", "0 int64"}},
		{"both nil", FakeIndices{Of: s}, []string{"[2, 1]", "no values"}},
		{"both slices", FakeIndices{Of: s, I64: []int64{1, 2}, I32: []int32{1, 2}},
			[]string{"[2, 1]", "both"}},
		{"1000 rows, 1 value", FakeIndices{Of: shape(1000, 1), I64: []int64{1}},
			[]string{"[1000, 1]", "1000 elements", "1 int64"}},
		{"1000 rows, 1 int32 value", FakeIndices{Of: shape(1000, 1), I32: []int32{1}},
			[]string{"[1000, 1]", "1 int32"}},
		{"no rows, 1 value", FakeIndices{Of: shape(0, 1), I64: []int64{1}}, []string{"[0, 1]", "1 int64"}},
		{"unknown dimension", FakeIndices{Of: shape(nd.UnknownSize, 1), I64: []int64{1, 2}},
			[]string{"not fully known"}},
		{"unknown rank", FakeIndices{Of: nd.UnknownShape(), I64: []int64{1, 2}},
			[]string{"not fully known"}},
	}
}

// goodIndices are index arguments equal to the int64 array of shape [2, 1]
// holding 1 and 2: real arrays, contiguous and not, and user types.
func goodIndices() map[string]nd.Indices {
	s := shape(2, 1)
	wide64 := ndint64.Wrap(shape(2, 2), []int64{1, 9, 2, 9})
	wide32 := ndint32.Wrap(shape(2, 2), []int32{1, 9, 2, 9})
	return map[string]nd.Indices{
		"int64 array":             ndint64.Wrap(s, []int64{1, 2}),
		"int32 array":             ndint32.Wrap(s, []int32{1, 2}),
		"int64 strided view":      wide64.Slice(nd.All(), nd.Range(0, 1)),
		"int32 strided view":      wide32.Slice(nd.All(), nd.Range(0, 1)),
		"int64 flipped view":      ndint64.Wrap(s, []int64{2, 1}).Flip(0),
		"int32 transposed view":   ndint32.Wrap(shape(1, 2), []int32{1, 2}).Transpose(),
		"int64 user type":         FakeIndices{Of: s, I64: []int64{1, 2}},
		"int32 user type":         FakeIndices{Of: s, I32: []int32{1, 2}},
		"int64 user type, in cap": FakeIndices{Of: s, I64: []int64{1, 2, 7}[:2]},
	}
}

// checkBadIndex asserts that call, given bad, returned an *nd.Error
// wrapping nd.ErrArgument that names op and what bad says, without
// panicking.
func checkBadIndex(t *testing.T, op string, bad badIndex, call func() error) {
	t.Helper()
	var err error
	perr, other := try(func() { err = call() })
	name := op + " " + bad.name
	require.Nil(t, other, "%s: panicked with %v", name, other)
	require.NoError(t, perr, "%s: panicked", name)
	require.Error(t, err, name)
	assert.ErrorIs(t, err, nd.ErrArgument, "%s: %v", name, err)
	var ndErr *nd.Error
	assert.True(t, errors.As(err, &ndErr), "%s: %T %v is not an *nd.Error", name, err, err)
	assert.Regexp(t, "^nd: ", err.Error(), name)
	assert.Contains(t, err.Error(), op, name)
	for _, s := range bad.says {
		assert.Contains(t, err.Error(), s, name)
	}
}

// testBadIndices gives GatherNd, GatherNdInto and Gather index arguments
// whose values do not match their shape: each returns an *nd.Error
// wrapping nd.ErrArgument, never panics, never makes up values, and leaves
// GatherNdInto's dst alone. Index arguments that match their shape, of
// any type and layout, give what an int64 array gives.
func (x h[T, A]) testBadIndices(t *testing.T) {
	a := x.arange(3, 4)
	for _, bad := range badIndices() {
		checkBadIndex(t, "GatherNd", bad, func() error { _, err := x.GatherNd(a, bad.ix); return err })
		checkBadIndex(t, "Gather", bad, func() error { _, err := x.Gather(a, bad.ix, 0); return err })
		checkBadIndex(t, "Gather", bad, func() error { _, err := x.Gather(a, bad.ix, 1); return err })
		for _, dims := range [][]int64{{2, 4}, {1000, 4}, {0, 4}} {
			dst := x.Full(shape(dims...), x.Val(7))
			before := dst.ToSlice()
			checkBadIndex(t, "GatherNdInto", bad, func() error { return x.GatherNdInto(dst, a, bad.ix) })
			assertVals(t, before, dst.ToSlice(), "GatherNdInto %s %v: dst untouched", bad.name, dims)
		}
	}

	want := ndint64.Wrap(shape(2, 1), []int64{1, 2})
	wantNd, err := x.GatherNd(a, want)
	require.NoError(t, err)
	want0, err := x.Gather(a, want, 0)
	require.NoError(t, err)
	want1, err := x.Gather(a, want, 1)
	require.NoError(t, err)
	for name, ix := range goodIndices() {
		got, err := x.GatherNd(a, ix)
		if assert.NoError(t, err, "GatherNd %s", name) {
			assert.True(t, got.Equal(wantNd), "GatherNd %s: %v, want %v", name, got, wantNd)
		}
		dst := x.New(shape(2, 4))
		if assert.NoError(t, x.GatherNdInto(dst, a, ix), "GatherNdInto %s", name) {
			assert.True(t, dst.Equal(wantNd), "GatherNdInto %s: %v, want %v", name, dst, wantNd)
		}
		got, err = x.Gather(a, ix, 0)
		if assert.NoError(t, err, "Gather %s", name) {
			assert.True(t, got.Equal(want0), "Gather %s: %v, want %v", name, got, want0)
		}
		got, err = x.Gather(a, ix, 1)
		if assert.NoError(t, err, "Gather %s axis 1", name) {
			assert.True(t, got.Equal(want1), "Gather %s axis 1: %v, want %v", name, got, want1)
		}
	}

	// No index rows and no values at all: an empty result, not an error.
	for _, ix := range []nd.Indices{FakeIndices{Of: shape(0, 1)}, FakeIndices{Of: shape(0, 1), I32: []int32{}}} {
		got, err := x.GatherNd(a, ix)
		if assert.NoError(t, err, "GatherNd of no rows") {
			assertDims(t, []int64{0, 4}, got, "GatherNd of no rows")
		}
		got, err = x.Gather(a, ix, 0)
		if assert.NoError(t, err, "Gather of no rows") {
			assertDims(t, []int64{0, 1, 4}, got, "Gather of no rows")
		}
		assert.NoError(t, x.GatherNdInto(x.New(shape(0, 4)), a, ix), "GatherNdInto of no rows")
	}

	// A shape that changes between calls is read once: the op never
	// reads past the values, whichever shape it sees.
	for _, flip := range []bool{false, true} {
		first, later := shape(1, 1), shape(1000, 1)
		if flip {
			first, later = later, first
		}
		fresh := func() nd.Indices { return shiftyIndices{new(int), first, later, []int64{1}} }
		ops := map[string]func() (A, error){
			"GatherNd": func() (A, error) { return x.GatherNd(a, fresh()) },
			"Gather":   func() (A, error) { return x.Gather(a, fresh(), 0) },
			"GatherNdInto": func() (A, error) {
				dst := x.New(shape(1, 4))
				return dst, x.GatherNdInto(dst, a, fresh())
			},
		}
		for name, op := range ops {
			var got A
			var err error
			name := fmt.Sprintf("%s, shape %v then %v", name, first, later)
			require.True(t, noPanic(t, func() { got, err = op() }, name), name)
			if err != nil {
				assert.ErrorIs(t, err, nd.ErrArgument, "%s: %v", name, err)
				continue
			}
			assert.Equal(t, int64(4), got.Size(), name)
		}
	}
}

// testBadIndices gives every scatter op index arguments whose values do
// not match their shape: each returns an *nd.Error wrapping
// nd.ErrArgument, never panics and leaves its inputs alone. Index arguments
// that match their shape, of any type and layout, give what an int64 array
// gives.
func (s ScatterSuite[T, A]) testBadIndices(t *testing.T) {
	tensorOf := func() A { return s.Wrap(shape(4), s.values([]int64{1, 2, 3, 4}, nil)) }
	upd := s.Wrap(shape(2), s.values([]int64{5, 6}, nil))
	for name, f := range s.present() {
		for _, bad := range badIndices() {
			tensor := tensorOf()
			before := tensor.ToSlice()
			checkBadIndex(t, name, bad, func() error {
				_, err := f(tensor, bad.ix, upd, shape(4))
				return err
			})
			assert.Equal(t, before, tensor.ToSlice(), "%s %s: tensor untouched", name, bad.name)
		}
		want, err := f(tensorOf(), ndint64.Wrap(shape(2, 1), []int64{1, 2}), upd, shape(4))
		require.NoError(t, err, name)
		for ixName, ix := range goodIndices() {
			got, err := f(tensorOf(), ix, upd, shape(4))
			if assert.NoError(t, err, "%s %s", name, ixName) {
				assert.Equal(t, want.ToSlice(), got.ToSlice(), "%s %s", name, ixName)
			}
		}
	}
}
