package ndtest

import (
	"errors"
	"fmt"
	"reflect"
	"runtime/debug"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// h carries the suite's constructors and values; the tests are its methods
// so that they share T and A without repeating the type parameters.
type h[T any, A nd.Array[T, A]] struct{ Suite[T, A] }

// eq compares two elements. The library's element types are comparable,
// and the suite never builds NaNs, so interface equality is exact; a
// user's type without == (cmd/ndgen's -equal) compares by reflect.DeepEqual.
func eq[T any](a, b T) bool {
	if !isComparable[T]() {
		return reflect.DeepEqual(a, b)
	}
	return any(a) == any(b)
}

// isComparable reports whether == works on T's values.
func isComparable[T any]() bool { return reflect.TypeFor[T]().Comparable() }

// run is t.Run that turns an unexpected panic in the subtest into a test
// failure (with its stack), so one broken method does not hide the rest of
// the suite.
func run(t *testing.T, name string, f func(t *testing.T)) bool {
	t.Helper()
	return t.Run(name, func(t *testing.T) {
		defer func() {
			if r := recover(); r != nil {
				t.Errorf("unexpected panic: %v\n%s", r, debug.Stack())
			}
		}()
		f(t)
	})
}

// try runs f and reports what it panicked with: err is the *nd.Error (via
// nd.Try), other any other panic value.
func try(f func()) (err error, other any) {
	func() {
		defer func() { other = recover() }()
		err = nd.Try(f)
	}()
	return err, other
}

// mustPanic asserts that f panics with an *nd.Error whose message starts
// "nd: ", and returns the message.
func mustPanic(t *testing.T, f func(), msgAndArgs ...any) string {
	t.Helper()
	err, other := try(f)
	switch {
	case other != nil:
		assert.Fail(t, fmt.Sprintf("panicked with %T %v, want an *nd.Error", other, other), msgAndArgs...)
	case err == nil:
		assert.Fail(t, "did not panic, want an *nd.Error", msgAndArgs...)
	default:
		var e *nd.Error
		if !errors.As(err, &e) {
			assert.Fail(t, fmt.Sprintf("nd.Try returned %T %v, want *nd.Error", err, err), msgAndArgs...)
		}
		if !strings.HasPrefix(err.Error(), "nd: ") {
			assert.Fail(t, fmt.Sprintf("error %q does not start with \"nd: \"", err.Error()), msgAndArgs...)
		}
		return err.Error()
	}
	return ""
}

// noPanic asserts that f returns normally.
func noPanic(t *testing.T, f func(), msgAndArgs ...any) bool {
	t.Helper()
	err, other := try(f)
	if err != nil || other != nil {
		return assert.Fail(t, fmt.Sprintf("unexpected panic: %v %v", err, other), msgAndArgs...)
	}
	return true
}

// assertDims checks a's shape, rank and size against dims.
func assertDims(t *testing.T, dims []int64, a nd.Shaped, msgAndArgs ...any) bool {
	t.Helper()
	got := a.Shape().Dims()
	if !slices.Equal(got, dims) {
		return assert.Fail(t, fmt.Sprintf("shape %v, want %v", got, dims), msgAndArgs...)
	}
	size := int64(1)
	for _, d := range dims {
		size *= d
	}
	ok := assert.Equal(t, len(dims), a.Rank(), msgAndArgs...)
	return assert.Equal(t, size, a.Size(), msgAndArgs...) && ok
}

// assertVals compares element slices, treating nil and empty alike.
func assertVals[T any](t *testing.T, want, got []T, msgAndArgs ...any) bool {
	t.Helper()
	if len(want) == 0 && len(got) == 0 {
		return true
	}
	return assert.Equal(t, want, got, msgAndArgs...)
}

func sizeOf(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		n *= d
	}
	return n
}

func shape(dims ...int64) nd.Shape { return nd.ShapeOf(dims...) }

// vals returns Val of each index.
func (x h[T, A]) vals(idx ...int) []T {
	out := make([]T, len(idx))
	for i, k := range idx {
		out[i] = x.Val(k)
	}
	return out
}

// at returns Val of each position.
func (x h[T, A]) at(pos []int64) []T {
	out := make([]T, len(pos))
	for i, k := range pos {
		out[i] = x.Val(int(k))
	}
	return out
}

// iota returns Val(0) ... Val(n-1).
func (x h[T, A]) iota(n int) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = x.Val(i)
	}
	return out
}

// arange returns a row-major array of the given shape whose element at flat
// position p is Val(p): a view of it at Layout position p holds Val(p).
func (x h[T, A]) arange(dims ...int64) A {
	return x.Wrap(shape(dims...), x.iota(int(sizeOf(dims))))
}

// diff returns a test value different from v.
func (x h[T, A]) diff(v T) T {
	for i := 0; ; i++ {
		if w := x.Val(i); !eq(w, v) {
			return w
		}
	}
}

// zero returns the zero element.
func (x h[T, A]) zero() T {
	var z T
	return z
}

// nonzero returns a test value different from the zero element.
func (x h[T, A]) nonzero() T { return x.diff(x.zero()) }

// ref returns a's elements in row-major order, read one by one with
// GetValue: the reference the bulk paths are checked against.
func (x h[T, A]) ref(a A) []T {
	out := make([]T, 0, a.Size())
	for c := range nd.Coords(a.Shape().Dims()...) {
		out = append(out, a.GetValue(c...))
	}
	return out
}

// positions returns the storage position of each element of a, in
// row-major order.
func positions(l nd.Layout) []int64 {
	out := make([]int64, 0, l.Size())
	for c := range nd.Coords(l.Dims...) {
		out = append(out, l.Pos(c))
	}
	return out
}

// check asserts that the view a, of an arange array (offset 0), has the
// given dims and holds exactly the elements at the given flat positions, in
// order: by layout positions (meaningful for every dtype, bool included),
// by GetValue and by ToSlice.
func (x h[T, A]) check(t *testing.T, a A, dims []int64, pos []int64, msgAndArgs ...any) {
	t.Helper()
	if !assertDims(t, dims, a, msgAndArgs...) {
		return
	}
	if pos == nil {
		pos = []int64{}
	}
	assert.Equal(t, pos, positions(a.Layout()), msgAndArgs...)
	assertVals(t, x.at(pos), x.ref(a), msgAndArgs...)
	assertVals(t, x.at(pos), a.ToSlice(), msgAndArgs...)
}

// outer returns the flat positions, in row-major order, of the orthogonal
// selection picks[0] x picks[1] x ... of a row-major array of shape dims; a
// nil pick selects the whole axis.
func outer(dims []int64, picks ...[]int64) []int64 {
	full := make([][]int64, len(dims))
	for i, n := range dims {
		if i < len(picks) && picks[i] != nil {
			full[i] = picks[i]
			continue
		}
		for c := range n {
			full[i] = append(full[i], c)
		}
	}
	lens := make([]int64, len(dims))
	for i := range full {
		lens[i] = int64(len(full[i]))
	}
	strides := nd.RowMajor(dims...).Strides
	out := []int64{}
	for c := range nd.Coords(lens...) {
		p := int64(0)
		for i, k := range c {
			p += full[i][k] * strides[i]
		}
		out = append(out, p)
	}
	return out
}

// span returns start, start+step, ... (n values).
func span(start, step int64, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = start + int64(i)*step
	}
	return out
}

// tokens splits printed array text into its element texts (and "...").
func tokens(s string) []string {
	return strings.Fields(strings.NewReplacer("[", " ", "]", " ").Replace(s))
}

// sameStorage reports whether two slices start at the same element.
func sameStorage[T any](a, b []T) bool {
	return len(a) > 0 && len(b) > 0 && &a[0] == &b[0]
}

// unravel returns the row-major coordinates of flat position p in dims.
func unravel(p int64, dims []int64) []int64 {
	c := make([]int64, len(dims))
	for i := len(dims) - 1; i >= 0; i-- {
		c[i] = p % dims[i]
		p /= dims[i]
	}
	return c
}
