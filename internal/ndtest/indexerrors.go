package ndtest

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint64"
)

// testIndexErrors: an out-of-range or negative index is an
// ErrIndexOutOfRange error whose message names the first bad row, on every
// gather path (scalar gathers of depth 1, 2 and more, slice gathers,
// strided params, GatherNdInto).
func (x h[T, A]) testIndexErrors(t *testing.T) {
	for _, tc := range []struct {
		name    string
		params  []int64
		idxDims []int64
		idx     []int64
		row     int
	}{
		{"depth 1 of 1", []int64{5}, []int64{4, 1}, []int64{0, 4, 5, 7}, 2},
		{"depth 1 of 1, negative", []int64{5}, []int64{3, 1}, []int64{0, -1, 9}, 1},
		{"depth 2 of 2", []int64{3, 4}, []int64{4, 2}, []int64{0, 0, 1, 1, 2, 4, 5, 5}, 2},
		{"depth 2 of 2, negative", []int64{3, 4}, []int64{3, 2}, []int64{0, 0, 1, -1, -9, 0}, 1},
		{"depth 3 of 3", []int64{2, 3, 4}, []int64{3, 3}, []int64{1, 2, 3, 0, 0, 0, 1, 3, 0}, 2},
		{"depth 1 of 3 (slices)", []int64{2, 3, 4}, []int64{3, 1}, []int64{1, 0, 2}, 2},
		{"depth 2 of 3 (slices)", []int64{2, 3, 4}, []int64{3, 2}, []int64{1, 2, 0, -3, 0, 0}, 1},
		{"huge", []int64{3, 4}, []int64{2, 2}, []int64{0, 0, 1 << 62, 0}, 1},
		{"rows numbered flat in rank-3 indices", []int64{3, 4}, []int64{2, 2, 2}, []int64{0, 0, 1, 1, 2, 3, 2, 4}, 3},
		{"1-D indices are row 0", []int64{3, 4}, []int64{2}, []int64{3, 0}, 0},
	} {
		params := x.arange(tc.params...)
		indices := ndint64.Wrap(shape(tc.idxDims...), tc.idx)
		want := fmt.Sprintf("indices[%d]", tc.row)
		check := func(what string, err error) {
			t.Helper()
			if !errors.Is(err, nd.ErrIndexOutOfRange) {
				t.Errorf("%s, %s: error %v, want ErrIndexOutOfRange", tc.name, what, err)
			} else if !strings.Contains(err.Error(), want) {
				t.Errorf("%s, %s: error %q does not name %s", tc.name, what, err, want)
			}
		}
		var err error
		if e := call(func() { _, err = x.GatherNd(params, indices) }); e != nil {
			t.Errorf("%s: GatherNd %v", tc.name, e)
		} else {
			check("GatherNd", err)
		}
		_, err = x.GatherNd(stridedCopy(params, x.New), stridedCopy(indices, ndint64.New))
		check("GatherNd of strided views", err)
		if dims, ok := gatherNdDims(tc.params, tc.idxDims); ok {
			check("GatherNdInto", x.GatherNdInto(x.New(shape(dims...)), params, indices))
			dst, _ := x.stridedDst(dims, x.Val(1))
			check("GatherNdInto a strided dst", x.GatherNdInto(dst, params, indices))
		}
	}
	// Gather names the position of the bad index.
	params := x.arange(3, 4)
	for _, tc := range []struct {
		idx  []int64
		axis int
		pos  int
	}{
		{[]int64{0, 1, 3}, 0, 2},
		{[]int64{0, -1, 2}, 1, 1},
		{[]int64{4, 0}, -1, 0},
	} {
		_, err := x.Gather(params, ndint64.Vector(tc.idx...), tc.axis)
		want := fmt.Sprintf("indices[%d]", tc.pos)
		if !errors.Is(err, nd.ErrIndexOutOfRange) || !strings.Contains(err.Error(), want) {
			t.Errorf("Gather(%v, axis %d): error %v, want ErrIndexOutOfRange naming %s", tc.idx, tc.axis, err, want)
		}
	}
}
