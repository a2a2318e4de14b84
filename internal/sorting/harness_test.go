package sorting

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// suite is a dtype's tests, whatever its element type.
type suite interface {
	label() string
	testLanes(t *testing.T)
	testLayouts(t *testing.T)
	testWorkers(t *testing.T)
	fuzzOne(t *testing.T, data []byte)
}

func (d dtype[T]) label() string { return d.name }

// positions returns the position of each element of a view of layout l
// (strided: no tables) in row-major order.
func positions(l nd.Layout) []int64 {
	n := l.Size()
	out := make([]int64, 0, n)
	if n == 0 {
		return out
	}
	c := make([]int64, len(l.Dims))
	for {
		p := l.Offset
		for i, x := range c {
			p += x * l.Strides[i]
		}
		out = append(out, p)
		i := len(c) - 1
		for ; i >= 0; i-- {
			if c[i]++; c[i] < l.Dims[i] {
				break
			}
			c[i] = 0
		}
		if i < 0 {
			return out
		}
	}
}

// values returns the elements of the view in row-major order.
func values[T any](v View[T]) []T {
	if v.Layout.Tables != nil {
		v = flat(v)
	}
	out := make([]T, 0, v.Layout.Size())
	for _, p := range positions(v.Layout) {
		out = append(out, v.Data[p])
	}
	return out
}

// laneIndices returns, for each lane of dims along axis, the row-major
// positions of its elements.
func laneIndices(dims []int64, axis int) [][]int64 {
	outer, inner := int64(1), int64(1)
	for _, d := range dims[:axis] {
		outer *= d
	}
	for _, d := range dims[axis+1:] {
		inner *= d
	}
	n := dims[axis]
	var lanes [][]int64
	for o := range outer {
		for i := range inner {
			l := make([]int64, n)
			for j := range n {
				l[j] = (o*n+j)*inner + i
			}
			lanes = append(lanes, l)
		}
	}
	return lanes
}

func gatherAt[T any](x []T, at []int64) []T {
	out := make([]T, len(at))
	for i, p := range at {
		out[i] = x[p]
	}
	return out
}

// styles are the layouts tests give views: srcStyles for inputs,
// dstStyles for outputs.
var (
	srcStyles = []string{"rowmajor", "strided", "flipped", "colmajor", "transposed", "offset",
		"broadcast", "tables"}
	dstStyles = []string{"rowmajor", "strided", "flipped", "colmajor", "inplace"}
)

// layoutOf returns a layout of the given style with dims and the size of
// the data it needs; broadcast views repeat along a random dimension,
// tables views select a random permutation along one.
func layoutOf(r *rand.Rand, style string, dims []int64) (nd.Layout, int64) {
	rank := len(dims)
	all := func(x nd.Index) []nd.Index {
		ix := make([]nd.Index, rank)
		for i := range ix {
			ix[i] = x
		}
		return ix
	}
	switch style {
	case "strided":
		base := make([]int64, rank)
		for i, d := range dims {
			base[i] = 2*d + 1
		}
		b := nd.RowMajor(base...)
		return b.Slice(all(nd.SliceFromStep(1, 2))...), b.Size()
	case "flipped":
		b := nd.RowMajor(dims...)
		return b.Slice(all(nd.Flip())...), b.Size()
	case "colmajor":
		rev, perm := slices.Clone(dims), make([]int, rank)
		slices.Reverse(rev)
		for i := range perm {
			perm[i] = rank - 1 - i
		}
		b := nd.RowMajor(rev...)
		return b.Transpose(perm...), b.Size()
	case "transposed":
		axes := make([]int, rank)
		for i, p := range r.Perm(rank) {
			axes[i] = p
		}
		base := make([]int64, rank)
		for i, a := range axes {
			base[a] = dims[i]
		}
		b := nd.RowMajor(base...)
		return b.Transpose(axes...), b.Size()
	case "offset":
		base := slices.Clone(dims)
		base[0] += 2
		b := nd.RowMajor(base...)
		ix := all(nd.All())
		ix[0] = nd.Range(2, base[0])
		return b.Slice(ix...), b.Size()
	case "broadcast":
		d := r.IntN(rank)
		base := slices.Clone(dims)
		base[d] = 1
		b := nd.RowMajor(base...)
		b.Dims[d], b.Strides[d] = dims[d], 0
		return b, b.Size() / max(dims[d], 1)
	case "tables":
		d := r.IntN(rank)
		base := slices.Clone(dims)
		base[d]++
		b := nd.RowMajor(base...)
		ix := all(nd.All())
		ix[d] = nd.Seq(permutation(r, dims[d], base[d])...)
		return b.Slice(ix...), b.Size()
	}
	b := nd.RowMajor(dims...)
	return b, b.Size()
}

// permutation returns n distinct random coordinates below m.
func permutation(r *rand.Rand, n, m int64) []int64 {
	p := make([]int64, m)
	for i := range p {
		p[i] = int64(i)
	}
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p[:n]
}

// randomView returns a view of the style with dims, its data random.
func (d dtype[T]) randomView(r *rand.Rand, style string, dims []int64) View[T] {
	l, size := layoutOf(r, style, dims)
	data := make([]T, size)
	for i := range data {
		data[i] = d.random(r)
	}
	return View[T]{Data: data, Layout: l}
}

// outView returns a view of the style for results of dims, the data
// outside it set to fill so that stray writes show.
func outView[T any](r *rand.Rand, style string, dims []int64, fill T) View[T] {
	l, size := layoutOf(r, style, dims)
	data := make([]T, size)
	for i := range data {
		data[i] = fill
	}
	return View[T]{Data: data, Layout: l}
}

// untouched checks that no element of v's data outside its view changed
// from fill.
func untouched[T comparable](t *testing.T, v View[T], fill T) {
	t.Helper()
	in := make([]bool, len(v.Data))
	for _, p := range positions(v.Layout) {
		in[p] = true
	}
	for i, x := range v.Data {
		if !in[i] && x != fill {
			require.Failf(t, "stray write", "element %d outside the view changed", i)
		}
	}
}

// checkSort checks that got holds, lane by lane along axis, the elements
// of in sorted.
func (d dtype[T]) checkSort(t *testing.T, in, got []T, dims []int64, axis int) {
	t.Helper()
	for _, at := range laneIndices(dims, axis) {
		x, y := gatherAt(in, at), gatherAt(got, at)
		for i := 1; i < len(y); i++ {
			if d.cmp(y[i-1], y[i]) > 0 {
				require.Failf(t, "not sorted", "%v\nfrom %v", y, x)
			}
		}
		require.Equal(t, d.sortedBits(x), d.sortedBits(y), "elements changed")
	}
}

// checkArgSort checks got against the reference stable argsort of in.
func (d dtype[T]) checkArgSort(t *testing.T, in []T, got []int64, dims []int64, axis int) {
	t.Helper()
	for _, at := range laneIndices(dims, axis) {
		x := gatherAt(in, at)
		if want := refArgSort(x, d.cmp); !slices.Equal(want, gatherAt(got, at)) {
			require.Equal(t, want, gatherAt(got, at), "argsort of %v", x)
		}
	}
}

// checkTopK checks vals and idx (row-major, last dim k) against the top k
// of in, given desc: the reference descending order of each lane.
func (d dtype[T]) checkTopK(t *testing.T, in, vals []T, idx []int64, dims []int64, k int,
	desc [][]int64) {
	t.Helper()
	kd := slices.Clone(dims)
	kd[len(kd)-1] = int64(k)
	outs := laneIndices(kd, len(kd)-1)
	for l, at := range laneIndices(dims, len(dims)-1) {
		x, want := gatherAt(in, at), desc[l][:k]
		if !slices.Equal(want, gatherAt(idx, outs[l])) {
			require.Equal(t, want, gatherAt(idx, outs[l]), "top %d of %v", k, x)
		}
		require.Equal(t, d.bitsOf(gatherAt(x, want)), d.bitsOf(gatherAt(vals, outs[l])),
			"values of top %d of %v", k, x)
	}
}

// topKs returns the k to try for lanes of n.
func topKs(n int64) []int {
	var ks []int
	for _, k := range []int64{0, 1, 2, 3, 5, n / 4, n/4 + 1, n / 2, n - 1, n} {
		if k >= 0 && k <= n && !slices.Contains(ks, int(k)) {
			ks = append(ks, int(k))
		}
	}
	return ks
}

// check runs Sort, ArgSort and (along the last axis) TopK of src along
// axis into outputs of style and checks them.
func (d dtype[T]) check(t *testing.T, r *rand.Rand, src View[T], axis int, style string) {
	t.Helper()
	dims := src.Layout.Dims
	in := values(src)
	var fill T
	name := fmt.Sprintf("%s %v axis %d into %s", d.name, src.Layout, axis, style)
	if style == "inplace" {
		if src.Layout.Tables != nil || slices.Contains(src.Layout.Strides, 0) {
			return
		}
		v := View[T]{Data: slices.Clone(src.Data), Layout: src.Layout}
		d.sort(v, v, axis)
		d.checkSort(t, in, values(v), dims, axis)
		return
	}
	dst := outView(r, style, dims, fill)
	d.sort(dst, src, axis)
	d.checkSort(t, in, values(dst), dims, axis)
	require.Equal(t, d.bitsOf(in), d.bitsOf(values(src)), "%s: src changed", name)
	d.untouchedAny(t, dst, fill)

	idx := outView(r, style, dims, int64(-7))
	d.arg(idx, src, axis)
	d.checkArgSort(t, in, values(idx), dims, axis)
	untouched(t, idx, -7)

	last := len(dims) - 1
	if d.topk == nil || axis != last {
		return
	}
	var desc [][]int64
	for _, at := range laneIndices(dims, last) {
		desc = append(desc, refTopK(gatherAt(in, at), int(dims[last]), d.cmp))
	}
	for _, k := range topKs(dims[last]) {
		kd := slices.Clone(dims)
		kd[last] = int64(k)
		vals, idx := outView(r, style, kd, fill), outView(r, style, kd, int64(-7))
		d.topk(vals, idx, src, k)
		d.checkTopK(t, in, values(vals), values(idx), dims, k, desc)
		untouched(t, idx, -7)
	}
}

// untouchedAny is untouched for element types compared by bits.
func (d dtype[T]) untouchedAny(t *testing.T, v View[T], fill T) {
	t.Helper()
	in := make([]bool, len(v.Data))
	for _, p := range positions(v.Layout) {
		in[p] = true
	}
	for i, x := range v.Data {
		if !in[i] {
			require.Equal(t, d.bits(fill), d.bits(x), "element %d outside the view changed", i)
		}
	}
}

// bitsOf returns the bit identities of x, in order.
func (d dtype[T]) bitsOf(x []T) []string {
	s := make([]string, len(x))
	for i, v := range x {
		s[i] = d.bits(v)
	}
	return s
}
