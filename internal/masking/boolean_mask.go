package masking

import (
	"fmt"
	"slices"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/combine"
	"github.com/ndgo/ndarray/nd"
)

// pyIndex is Python's slice bound i on a sequence of length n.
func pyIndex(i, n int) int {
	switch {
	case i < 0 && i+n < 0:
		return 0
	case i < 0:
		return i + n
	case i > n:
		return n
	}
	return i
}

// MaskAxis checks a mask of dims mdims against an array of dims at axis as
// tf.boolean_mask does, and returns the first masked dimension. Like
// TensorFlow it compares dims[axis:axis+k] (a Python slice, k the mask's
// rank) with the mask's shape, so a negative axis counts from the end but
// must leave a dimension after the mask (axis -1 is an error in
// TensorFlow, and here). The errors wrap nd.ErrArgument for a scalar mask
// and nd.ErrShape for shapes that do not match, with TensorFlow's text.
func MaskAxis(op string, dims, mdims []int64, axis int) (int, error) {
	n, k := len(dims), len(mdims)
	if k == 0 {
		return 0, errorf(nd.ErrArgument, op, "mask cannot be scalar.")
	}
	lo, hi := pyIndex(axis, n), n
	if axis <= n { // axis+k cannot overflow
		hi = pyIndex(axis+k, n)
	}
	got := dims[lo:max(lo, hi)]
	if !slices.Equal(got, mdims) {
		return 0, errorf(nd.ErrShape, op, "Shapes %s and %s are incompatible",
			pyShape(got), pyShape(mdims))
	}
	return lo, nil
}

// MaskDims returns the dims of BooleanMask's result: dims with the k
// masked ones from ax replaced by count.
func MaskDims(dims []int64, ax, k int, count int64) []int64 {
	out := append(slices.Clone(dims[:ax]), count)
	return append(out, dims[ax+k:]...)
}

// run is a run of true mask elements, [lo, hi) in row-major order.
type run struct{ lo, hi int64 }

// runs returns the runs of true in m and how many elements they hold.
func runs(m []bool) (out []run, count int64) {
	for i := 0; i < len(m); {
		if !m[i] {
			i++
			continue
		}
		j := i + 1
		for j < len(m) && m[j] {
			j++
		}
		out = append(out, run{int64(i), int64(j)})
		count += int64(j - i)
		i = j
	}
	return out, count
}

// BooleanMask returns tf.boolean_mask(a, mask, axis): the elements of a
// whose coordinates along the k masked dimensions from axis are true in
// the mask (md through ml), those k dimensions flattened into one. It
// views a as [outer, mask size, inner] and copies each run of true mask
// elements for each outer coordinate in one move: a copy() when the run is
// contiguous (or all runs joined into an unzeroed result, joinMask), else
// the dtype's bulk copy. An a whose layout cannot be
// viewed so (tables, or strides that do not merge) is copied first.
func BooleanMask[T any](m moves[T], a view[T], md []bool, ml nd.Layout, axis int) (
	view[T], error) {
	const op = "BooleanMask"
	dims := a.Layout.Dims
	ax, err := MaskAxis(op, dims, ml.Dims, axis)
	if err != nil {
		return view[T]{}, err
	}
	k := len(ml.Dims)
	// The mask is read in row-major order, a copy unless it is contiguous:
	// a broadcast mask's may be larger than memory.
	if err := nd.CheckMemory(ml.Size(), 1); err != nil && !ml.IsContiguous() {
		return view[T]{}, fmt.Errorf("%w: %s: a copy of the mask, %d elements: %w", nd.ErrArgument, op, ml.Size(), err)
	}
	rs, count := runs(bulk.RowMajorData(md, ml))
	rdims := MaskDims(dims, ax, k, count)
	outer, inner := product(dims[:ax]), product(dims[ax+k:])
	if outer*count*inner == 0 { // no overflow: a holds more elements
		return combine.NewResult[T](op, rdims)
	}
	src, sl := threeDims(m, a, outer, ml.Size(), inner)
	contiguous := (inner == 1 || sl.Strides[2] == 1) && (ml.Size() == 1 || sl.Strides[1] == inner)
	if contiguous {
		if j, ok := joinMask(m, src, sl, rs, outer, inner, count, rdims); ok {
			return j, nil
		}
	}
	out, err := combine.NewResult[T](op, rdims)
	if err != nil {
		return out, err
	}
	at := int64(0) // where the next run goes in out, in elements
	for o := range outer {
		base := sl.Offset + o*sl.Strides[0]
		for _, r := range rs {
			p, n := base+r.lo*sl.Strides[1], (r.hi-r.lo)*inner
			if contiguous {
				copy(out.Data[at:at+n], src[p:p+n])
			} else {
				dl := nd.Layout{Dims: []int64{r.hi - r.lo, inner}, Strides: []int64{inner, 1}, Offset: at}
				rl := nd.Layout{Dims: dl.Dims, Strides: sl.Strides[1:], Offset: p}
				m.Disjoint(out.Data, dl, src, rl)
			}
			at += n
		}
	}
	return out, nil
}

// threeDims returns a's elements viewed as an array of dims [outer, mid,
// inner]: through a's own storage when its layout allows, else a copy.
func threeDims[T any](m moves[T], a view[T], outer, mid, inner int64) ([]T, nd.Layout) {
	if a.Layout.Tables == nil {
		if l, ok := a.Layout.Reshape(outer, mid, inner); ok {
			return a.Data, l
		}
	}
	l := nd.RowMajor(outer, mid, inner)
	data := bulk.MakeUninit[T](l.Size())
	m.Copy(data, nd.RowMajor(a.Layout.Dims...), a.Data, a.Layout)
	return data, l
}
