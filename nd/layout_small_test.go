package nd

import (
	"fmt"
	"testing"

	"github.com/ndgo/ndarray/internal/viewhook"
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
			var small viewhook.Small
			got, err, ok := l.sliceSmall(small[:], x)
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
// SmallRank, and the index kinds it does not handle to the general code.
func TestSliceSmallStepsAside(t *testing.T) {
	var small viewhook.Small
	l := RowMajor(6, 3)
	for _, x := range [][]Index{{AtKeep(1)}, {NewAxis()}, {Ellipsis()}, {Seq(1)}, {Hyperslab(0, 1, 1, 1)},
		{All(), All(), All()}} {
		_, _, ok := l.sliceSmall(small[:], x)
		assert.False(t, ok, "%v", x)
	}
	for _, other := range []Layout{l.Slice(Seq(2, 0)), RowMajor(2, 2, 2)} {
		_, _, ok := other.sliceSmall(small[:], []Index{All()})
		assert.False(t, ok, "%v", other)
	}
	_, _, ok := l.sliceSmall(nil, []Index{All()})
	assert.False(t, ok, "no header")
}
