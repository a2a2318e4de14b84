package nd

import (
	"fmt"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// smallLayouts are layouts of rank 0 to 2, row-major, strided, flipped,
// empty and with a table, for the small-view fast paths to agree with the
// general code on.
func smallLayouts() []Layout {
	out := []Layout{RowMajor(), RowMajor(7), RowMajor(0), RowMajor(16, 16), RowMajor(3, 0)}
	out = append(out, RowMajor(5, 6).Slice(Step(-2), Slice(-1, 0, -3)))
	out = append(out, RowMajor(4, 5).Transpose(), RowMajor(2, 9).Slice(At(1), Step(2)))
	out = append(out, RowMajor(6, 3).Slice(Seq(4, 0, 2))) // a table: not the fast path's
	return out
}

// smallIndices are index lists of up to two ranges and Ats, in range and
// out of it, with the other kinds among them (where the fast paths step
// aside).
func smallIndices() [][]Index {
	one := []Index{All(), At(0), At(-1), At(2), At(-9), At(40), Range(2, 10), Range(-3, 100),
		Slice(9, 1, -2), Step(3), Step(-1), Slice(0, 0, 1), SliceFrom(-2), AtKeep(1), NewAxis(),
		Ellipsis(), Seq(1, 0)}
	out := [][]Index{nil}
	for _, x := range one {
		out = append(out, []Index{x})
		for _, y := range one {
			out = append(out, []Index{x, y})
		}
	}
	return append(out, []Index{All(), All(), All()})
}

// sliceOutcome is what slice returns, or the error it panics with, for comparison.
func sliceOutcome(l Layout, x []Index) (Layout, string) {
	out, err := l.slice(nil, x)
	if err != nil {
		return Layout{}, err.Error()
	}
	return out, ""
}

// TestSliceSmallAgrees: where sliceSmall applies, it gives the layout, or
// the error, of the general code.
func TestSliceSmallAgrees(t *testing.T) {
	fast := 0
	for _, l := range smallLayouts() {
		for _, x := range smallIndices() {
			name := fmt.Sprintf("%v %v", l, x)
			var small [2 * sliceSmallRank]int64
			var got Layout
			err, ok := l.sliceSmall(&got, small[:], x)
			if !ok {
				continue
			}
			fast++
			want, wantErr := sliceOutcome(l, x)
			gotErr := ""
			if err != nil {
				gotErr = err.Error()
			}
			require.Equal(t, wantErr, gotErr, name)
			assert.Equal(t, dimsOf(want), dimsOf(got), name)
			assert.Equal(t, dimsOf(Layout{Dims: want.Strides}), dimsOf(Layout{Dims: got.Strides}), name)
			assert.Equal(t, want.Offset, got.Offset, name)
			assert.Nil(t, got.Tables, name)
		}
	}
	assert.Greater(t, fast, 500, "the fast path hardly ran")
}

// TestSliceSmallStepsAside: sliceSmall leaves tables, ranks above
// sliceSmallRank, and the index kinds it does not handle to the general code.
func TestSliceSmallStepsAside(t *testing.T) {
	var small [2 * sliceSmallRank]int64
	var out Layout
	l := RowMajor(6, 3)
	for _, x := range [][]Index{{AtKeep(1)}, {NewAxis()}, {Ellipsis()}, {Seq(1)}, {Hyperslab(0, 1, 1, 1)},
		{All(), All(), All()}} {
		_, ok := l.sliceSmall(&out, small[:], x)
		assert.False(t, ok, "%v", x)
	}
	for _, other := range []Layout{l.Slice(Seq(2, 0)), RowMajor(2, 2, 2)} {
		_, ok := other.sliceSmall(&out, small[:], []Index{All()})
		assert.False(t, ok, "%v", other)
	}
	_, ok := l.sliceSmall(&out, nil, []Index{All()})
	assert.False(t, ok, "no header")
}

// The Set forms agree with the plain ones, errors included, and build the
// tables of results up to rank len(buf)/2 in buf.
func TestSetSlice(t *testing.T) {
	var buf [4]int64
	l := RowMajor(3, 4, 5)
	for _, x := range [][]Index{{}, {At(1)}, {At(1), Step(-2)}, {At(0), At(1)},
		{NewAxis(), All(), NewAxis()},
		{At(1), At(1), At(1), NewAxis(), NewAxis()},
		{Seq(2, 0)}, {At(5)}, {Ellipsis(), Ellipsis()}} {
		want, wantErr := l.TrySlice(x...)
		var got Layout
		err := Try(func() { got.SetSlice(buf[:], &l, x...) })
		if wantErr != nil {
			assert.Equal(t, wantErr, err, "%v", x)
			continue
		}
		require.NoError(t, err, "%v", x)
		assert.Equal(t, want, got, "%v", x)
		if r := len(got.Dims); r > 0 && r <= 2 {
			assert.Same(t, &buf[0], &got.Dims[0], "%v: the tables live in buf", x)
		}
	}
	small := RowMajor(16, 16)
	var v Layout
	v.SetSlice(buf[:], &small, Range(2, 10), Range(1, 9)) // sliceSmall's
	assert.Equal(t, small.Slice(Range(2, 10), Range(1, 9)), v)
	assert.Same(t, &buf[2], &v.Strides[0])
	v.SetSlice(nil, &small, Step(2))
	assert.Equal(t, small.Slice(Step(2)), v, "no buf")
	v.SetSlice(buf[:1], &small, Step(2))
	assert.Equal(t, small.Slice(Step(2)), v, "a buf too short")
}

func TestSetTranspose(t *testing.T) {
	flipped := RowMajor(5, 6).Slice(Step(-2), Slice(-1, 0, -3))
	tabled := RowMajor(6, 3).Slice(Seq(4, 0, 2))
	for _, l := range []Layout{RowMajor(), RowMajor(7), RowMajor(4, 5), RowMajor(3, 0),
		flipped, tabled, RowMajor(2, 3, 4)} {
		for _, axes := range [][]int{nil, {1, 0}, {0, 2, 1}, {0, 0, 1}, {0, 1}} {
			var buf [4]int64
			want := Try(func() { l.Transpose(axes...) })
			var got Layout
			err := Try(func() { got.SetTranspose(buf[:], &l, axes...) })
			require.Equal(t, want, err, "%v %v", l, axes)
			if err != nil {
				continue
			}
			assert.Equal(t, l.Transpose(axes...), got, "%v %v", l, axes)
			if len(got.Dims) == 2 {
				assert.Same(t, &buf[0], &got.Dims[0], "%v %v: the tables live in buf", l, axes)
			}
		}
	}
}

func TestSetRowMajor(t *testing.T) {
	for _, dims := range [][]int64{{}, {0}, {7}, {3, 4}, {0, 5}, {5, 0}, {1 << 40, 1 << 22},
		{2, 3, 4}, {1, 2, 1}} {
		var buf [4]int64
		var got Layout
		got.SetRowMajor(buf[:], dims...)
		assert.Equal(t, RowMajor(dims...), got, "%v", dims)
		if n := len(dims); n > 0 && n <= 2 {
			assert.Same(t, &buf[0], &got.Dims[0], "%v: the tables live in buf", dims)
		}
	}
	for _, dims := range [][]int64{{-1}, {-1, 4}, {4, -1}, {1 << 40, 1 << 24}, {math.MaxInt64, 2}} {
		var buf [4]int64
		want := Try(func() { RowMajor(dims...) })
		got := Try(func() { new(Layout).SetRowMajor(buf[:], dims...) })
		assert.ErrorIs(t, got, ErrArgument, "%v", dims)
		assert.Equal(t, want, got, "%v", dims)
	}
	var l Layout
	l.SetRowMajor(nil, 2, 3)
	assert.Equal(t, RowMajor(2, 3), l, "no buf")
}
