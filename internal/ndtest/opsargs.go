package ndtest

import (
	"errors"
	"fmt"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// The arguments and verdicts shared by the ops tests (StridedSlice,
// GatherNd, Gather): inputs of Val values, int64 and int32 indices,
// strided and offset destinations, and calls that must not panic.

// input returns Wrap(dims, data) with data[i] = Val(i) (list nil: arange)
// or Val(list[i]).
func (x h[T, A]) input(dims, list []int64) (A, []T, error) {
	n := sizeOf(dims)
	if list != nil && int64(len(list)) != n {
		var zero A
		return zero, nil, fmt.Errorf("%d input values for shape %v", len(list), dims)
	}
	data := make([]T, n)
	for i := range data {
		if list == nil {
			data[i] = x.Val(i)
		} else {
			data[i] = x.Val(int(list[i]))
		}
	}
	return x.Wrap(shape(dims...), data), data, nil
}

// indices wraps index values as an ndint64 array of the given shape.
func indicesOf(dims, v []int64) (*ndint64.NdArray, error) {
	if int64(len(v)) != sizeOf(dims) {
		return nil, fmt.Errorf("%d index values for indices shape %v", len(v), dims)
	}
	if v == nil {
		v = []int64{}
	}
	return ndint64.Wrap(shape(dims...), v), nil
}

// int32Indices returns a's values as an int32 array of the same shape,
// and false if one of them does not fit in an int32.
func int32Indices(a *ndint64.NdArray) (*ndint32.NdArray, bool) {
	v := a.ToSlice()
	w := make([]int32, len(v))
	for i, k := range v {
		if k != int64(int32(k)) {
			return nil, false
		}
		w[i] = int32(k)
	}
	return ndint32.Wrap(a.Shape(), w), true
}

// stridedCopy returns a view, into fresh storage, whose elements equal a's
// and whose layout is strided rather than contiguous: flipped on every axis
// (negative strides, offset at the far end) and, from rank 2, transposed. A
// rank-0 a gives a rank-0 view at offset 1.
func stridedCopy[T any, B nd.Array[T, B]](a B, newB func(nd.Shape) B) B {
	dims := a.Shape().Dims()
	switch len(dims) {
	case 0:
		w := newB(shape(3))
		w.SetValue(a.GetValue(), 1)
		return w.Slice(nd.At(1))
	case 1:
		c := newB(shape(dims...))
		a.Slice(nd.Flip()).CopyTo(c)
		return c.Slice(nd.Flip())
	}
	flips := slices.Repeat([]nd.Index{nd.Flip()}, len(dims))
	rev := slices.Clone(dims)
	slices.Reverse(rev)
	c := newB(shape(rev...))
	a.Transpose().Slice(flips...).CopyTo(c)
	return c.Slice(flips...).Transpose()
}

// stridedDst returns a view of shape dims into a fresh array base filled
// with fill: every other element, backwards, of a transposed array (rank 0:
// the element at offset 1 of a vector).
func (x h[T, A]) stridedDst(dims []int64, fill T) (view, base A) {
	if len(dims) == 0 {
		base = x.New(shape(3))
		base.Fill(fill)
		return base.Slice(nd.At(1)), base
	}
	big := make([]int64, len(dims))
	for i, d := range dims {
		big[len(dims)-1-i] = 2 * d
	}
	base = x.New(shape(big...))
	base.Fill(fill)
	return base.Transpose().Slice(slices.Repeat([]nd.Index{nd.Step(-2)}, len(dims))...), base
}

// offsetDst returns a contiguous view of shape dims at offset 1 of a fresh
// vector base of two more elements, filled with fill.
func (x h[T, A]) offsetDst(dims []int64, fill T) (view, base A) {
	n := sizeOf(dims)
	base = x.New(shape(n + 2))
	base.Fill(fill)
	return base.Slice(nd.Range(1, n+1)).Reshape(shape(dims...)), base
}

// outside returns the positions of base (a fresh contiguous array) outside
// view that no longer hold fill.
func (x h[T, A]) outside(base, view A, fill T) []int {
	in := map[int64]bool{}
	for _, p := range positions(view.Layout()) {
		in[p] = true
	}
	var bad []int
	for p, v := range base.Data() {
		if !in[int64(p)] && !eq(v, fill) {
			bad = append(bad, p)
		}
	}
	return bad
}

// call runs an op that must not panic (its inputs are data) and reports a
// panic as an error that no sentinel matches.
func call(f func()) error {
	err, other := try(f)
	switch {
	case other != nil:
		return fmt.Errorf("panicked with %T %v", other, other)
	case err != nil:
		return fmt.Errorf("panicked: %v", err)
	}
	return nil
}

// noErr reports err as a test error.
func noErr(t *testing.T, err error) bool {
	t.Helper()
	if err != nil {
		t.Errorf("unexpected error: %v", err)
		return false
	}
	return true
}

func len64[E any](s []E) int64 { return int64(len(s)) }

// kindOf returns the key of the sentinel err wraps, or "".
func kindOf(err error, kinds map[string]error) string {
	for k, e := range kinds {
		if errors.Is(err, e) {
			return k
		}
	}
	return ""
}
