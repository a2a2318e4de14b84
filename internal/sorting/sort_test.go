package sorting

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

func TestLanes(t *testing.T) {
	for _, s := range suites {
		t.Run(s.label(), s.testLanes)
	}
}

func TestLayouts(t *testing.T) {
	for _, s := range suites {
		t.Run(s.label(), s.testLayouts)
	}
}

func TestWorkers(t *testing.T) {
	for _, s := range suites {
		t.Run(s.label(), s.testWorkers)
	}
}

// patterns reshape a lane's random data: sorted inputs are TopK's worst
// case (every element a new candidate) and constant ones skip every radix
// digit.
var patterns = []string{"random", "ascending", "descending", "constant"}

// shape applies pattern to the row-major data of v along its last axis.
func (d dtype[T]) shape(v View[T], pattern string) {
	if pattern == "random" || len(v.Data) == 0 {
		return
	}
	switch pattern {
	case "ascending", "descending":
		slices.SortStableFunc(v.Data, d.cmp)
		if pattern == "descending" {
			slices.Reverse(v.Data)
		}
	case "constant":
		for i := range v.Data {
			v.Data[i] = v.Data[0]
		}
	}
}

// testLanes checks lanes of every length from 0 to 300, in 1-D and 2-D
// arrays of random layouts, and a few long ones.
func (d dtype[T]) testLanes(t *testing.T) {
	r := rand.New(rand.NewPCG(1, uint64(len(d.name))))
	for n := range int64(301) {
		pattern := patterns[n%4]
		v := d.randomView(r, "rowmajor", []int64{n})
		d.shape(v, pattern)
		d.check(t, r, v, 0, "rowmajor")
		for axis, dims := range [][]int64{{n, 2}, {2, n}} {
			v := d.randomView(r, srcStyles[r.IntN(len(srcStyles))], dims)
			d.check(t, r, v, axis, dstStyles[r.IntN(len(dstStyles))])
		}
	}
	for _, pattern := range patterns {
		v := d.randomView(r, "rowmajor", []int64{70000})
		d.shape(v, pattern)
		d.check(t, r, v, 0, "rowmajor")
	}
	for axis := range 2 {
		v := d.randomView(r, srcStyles[r.IntN(len(srcStyles))], []int64{90, 700})
		d.check(t, r, v, axis, dstStyles[r.IntN(len(dstStyles))])
	}
}

// testLayouts checks every source layout into every destination layout,
// along every axis of 1-, 2- and 3-D arrays, size-0 and size-1 dimensions
// included.
func (d dtype[T]) testLayouts(t *testing.T) {
	r := rand.New(rand.NewPCG(2, uint64(len(d.name))))
	for _, dims := range [][]int64{{5}, {0}, {3, 0}, {0, 4}, {1, 7}, {4, 5}, {3, 4, 5},
		{2, 1, 6}, {6, 3, 0}, {2, 70, 3}} {
		for _, ss := range srcStyles {
			for _, ds := range dstStyles {
				for axis := range dims {
					d.check(t, r, d.randomView(r, ss, dims), axis, ds)
				}
			}
		}
	}
}

// testWorkers checks that results do not depend on the number of workers:
// small arrays forced to split, against one worker.
func (d dtype[T]) testWorkers(t *testing.T) {
	r := rand.New(rand.NewPCG(3, uint64(len(d.name))))
	for _, dims := range [][]int64{{40, 333}, {1000, 3}, {7, 5, 60}} {
		for axis := range dims {
			v := d.randomView(r, "strided", dims)
			run := func() ([]string, []int64, []int64) {
				dst, idx := outView(r, "rowmajor", dims, *new(T)), outView(r, "rowmajor", dims, int64(0))
				d.sort(dst, v, axis)
				d.arg(idx, v, axis)
				var top []int64
				if d.topk != nil {
					kd := slices.Clone(dims)
					kd[len(kd)-1] = min(5, kd[len(kd)-1])
					vals, ti := outView(r, "rowmajor", kd, *new(T)), outView(r, "rowmajor", kd, int64(0))
					d.topk(vals, ti, v, int(kd[len(kd)-1]))
					top = ti.Data
				}
				bits := make([]string, len(dst.Data))
				for i, x := range dst.Data {
					bits[i] = d.bits(x)
				}
				return bits, idx.Data, top
			}
			prev := nd.SetBulkWorkers(1)
			s1, a1, t1 := run()
			nd.SetBulkWorkers(prev)
			restore := bulk.SetParallelBytes(1)
			s2, a2, t2 := run()
			restore()
			require.Equal(t, s1, s2, "%v axis %d", dims, axis)
			require.Equal(t, a1, a2)
			require.Equal(t, t1, t2)
		}
	}
}

// TestNamedTypes sorts types whose underlying type is an Ordered one.
func TestNamedTypes(t *testing.T) {
	type score float64
	src := []score{3, -1, 2}
	dst := make([]score, 3)
	l := nd.RowMajor(3)
	Sort(View[score]{Data: dst, Layout: l}, View[score]{Data: src, Layout: l}, 0)
	require.Equal(t, []score{-1, 2, 3}, dst)
	type name string
	names := []name{"b", "a", "c"}
	idx := make([]int64, 3)
	ArgSort(View[int64]{Data: idx, Layout: l}, View[name]{Data: names, Layout: l}, 0)
	require.Equal(t, []int64{1, 0, 2}, idx)
}

func TestStringsTopKIgnored(t *testing.T) {
	l := nd.RowMajor(2)
	vals, idx := make([]string, 2), make([]int64, 2)
	TopK(View[string]{Data: vals, Layout: l}, View[int64]{Data: idx, Layout: l},
		View[string]{Data: []string{"a", "b"}, Layout: l}, 2)
	require.Equal(t, []string{"", ""}, vals, "TopK leaves strings alone")
}

func ExampleSort() {
	src := []float32{3, float32(nan()), -0.5, 2, 0}
	dst := make([]float32, len(src))
	l := nd.RowMajor(int64(len(src)))
	Sort(View[float32]{Data: dst, Layout: l}, View[float32]{Data: src, Layout: l}, 0)
	fmt.Println(dst)
	// Output: [-0.5 0 2 3 NaN]
}
