package crossdtype_test

import (
	"errors"
	"math/big"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/nduint8"
)

// exactPositions returns the position of each element of l in row-major
// order, and false if one is outside 0..n-1 (computed without overflow).
func exactPositions(l nd.Layout, n int64) ([]int64, bool) {
	var out []int64
	for c := range nd.Coords(l.Dims...) {
		p := big.NewInt(l.Offset)
		for i, k := range c {
			p.Add(p, new(big.Int).Mul(big.NewInt(k), big.NewInt(l.Strides[i])))
		}
		if p.Sign() < 0 || p.Cmp(big.NewInt(n)) >= 0 {
			return nil, false
		}
		out = append(out, p.Int64())
	}
	return out, true
}

// FuzzWrapLayout wraps guarded storage through layouts whose strides and
// offsets come from near the int64 limits: WrapLayout accepts exactly the
// layouts inside the storage and panics with nd.ErrIndexOutOfRange
// otherwise; an accepted view reads (ToSlice, Copy, CopyTo) the elements
// its layout names, in float32 and uint8 (the asm kernels' widths 4 and
// 1); a writable one takes a CopyTo into it at those positions and nowhere
// else.
func FuzzWrapLayout(f *testing.F) {
	f.Add([]byte{2, 3, 4, 4, 2, 0, 30})
	f.Add([]byte{2, 3, 16, 4, 7, 0, 30})
	f.Add([]byte{1, 2, 12, 0, 12})
	f.Add([]byte{3, 2, 3, 2, 4, 2, 8, 9, 39})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data: data}
		var l nd.Layout
		for range r.choice(4) {
			l.Dims = append(l.Dims, int64(r.choice(5)))
			l.Strides = append(l.Strides, r.int())
		}
		l.Offset = r.int()
		n := int64(r.choice(40))
		pos, inside := exactPositions(l, n)
		buf := make([]float32, n+2)
		for i := range buf {
			buf[i] = float32(i)
		}
		buf[0], buf[n+1] = guard, guard
		store := buf[1 : n+1 : n+1]
		var a *ndfloat32.NdArray
		err := nd.Try(func() { a = ndfloat32.WrapLayout(store, l) })
		if !inside {
			if !errors.Is(err, nd.ErrIndexOutOfRange) {
				t.Fatalf("%v over %d: got %v, want nd.ErrIndexOutOfRange", l, n, err)
			}
			return
		}
		if err != nil {
			t.Fatalf("%v over %d: %v", l, n, err)
		}
		want := make([]float32, len(pos))
		for i, p := range pos {
			want[i] = store[p]
		}
		checkWrapped(t, l, a, want)
		bytes := make([]uint8, n)
		for i := range bytes {
			bytes[i] = uint8(i)
		}
		b := nduint8.WrapLayout(bytes, l)
		for i, v := range b.ToSlice() {
			if v != uint8(pos[i]) {
				t.Fatalf("%v: uint8 element %d is %d, want %d", l, i, v, pos[i])
			}
		}
		if a.ReadOnly() {
			return
		}
		src := ndfloat32.New(a.Shape())
		for i := range src.Data() {
			src.Data()[i] = float32(-1 - i)
		}
		src.CopyTo(a)
		wantStore := make([]float32, n)
		for i := range wantStore {
			wantStore[i] = float32(i + 1)
		}
		for i, p := range pos {
			wantStore[p] = float32(-1 - i)
		}
		if buf[0] != guard || buf[n+1] != guard || !slices.Equal(store, wantStore) {
			t.Fatalf("%v: CopyTo into the view left %v, want %v between guards", l, buf, wantStore)
		}
	})
}

// checkWrapped checks that the view a of layout l reads want, by every
// read path.
func checkWrapped(t *testing.T, l nd.Layout, a *ndfloat32.NdArray, want []float32) {
	t.Helper()
	dst := ndfloat32.New(a.Shape())
	a.CopyTo(dst)
	for name, got := range map[string][]float32{
		"ToSlice": a.ToSlice(), "Copy": a.Copy().Data(), "CopyTo": dst.Data(),
	} {
		if !slices.Equal(got, want) {
			t.Fatalf("%v: %s gave %v, want %v", l, name, got, want)
		}
	}
	if l.MayAlias() != a.ReadOnly() {
		t.Fatalf("%v: read-only %v, MayAlias %v", l, a.ReadOnly(), l.MayAlias())
	}
}

// FuzzBroadcastTo broadcasts strided and reversed views to shapes drawn
// from small sizes and the int64 limits: BroadcastTo panics only with
// nd.ErrShape (the broadcasting rule fails, checked here independently) or
// nd.ErrArgument (a shape too large to exist), and otherwise returns a
// read-only view whose every element (or, for a huge view, its corners)
// is the source element the rule names.
func FuzzBroadcastTo(f *testing.F) {
	f.Add([]byte{2, 3, 1, 0, 0, 3, 2, 3, 1})
	f.Add([]byte{1, 1, 1, 2, 4, 0, 1})
	f.Add([]byte{2, 0, 1, 1, 1, 2, 0, 5})
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data: data}
		src := ndfloat32.Arange(0, 64, 1).Reshape(nd.ShapeOf(4, 4, 4))
		var idx []nd.Index
		for range r.choice(4) {
			idx = append(idx, []nd.Index{nd.At(1), nd.Range(0, 1), nd.Flip(), nd.Step(2), nd.Range(0, 0), nd.All()}[r.choice(6)])
		}
		src = src.Slice(idx...)
		dims := make([]int64, r.choice(5))
		for i := range dims {
			if r.choice(8) == 0 {
				dims[i] = r.int()
			} else {
				dims[i] = int64(r.choice(5))
			}
		}
		var out *ndfloat32.NdArray
		err := nd.Try(func() { out = src.BroadcastTo(nd.ShapeOf(dims...)) })
		ok, lead := broadcastable(src.Shape().Dims(), dims)
		switch {
		case err != nil && errors.Is(err, nd.ErrArgument):
			if _, fits := sizeOf(dims); fits {
				t.Fatalf("%v to %v: %v, but the shape can exist", src.Shape(), dims, err)
			}
			return
		case err != nil:
			if ok || !errors.Is(err, nd.ErrShape) {
				t.Fatalf("%v to %v: %v (broadcastable %v)", src.Shape(), dims, err, ok)
			}
			return
		case !ok:
			t.Fatalf("%v to %v: no error, want nd.ErrShape", src.Shape(), dims)
		}
		if !out.ReadOnly() || !slices.Equal(out.Shape().Dims(), dims) && len(dims) > 0 {
			t.Fatalf("%v to %v: shape %v, read-only %v", src.Shape(), dims, out.Shape(), out.ReadOnly())
		}
		checkBroadcast(t, src, out, lead)
	})
}

// broadcastable reports whether a shape src broadcasts to dims by NumPy's
// rule, and how many leading dimensions it gains. An unknown dimension
// (-1) broadcasts nothing.
func broadcastable(src, dims []int64) (bool, int) {
	lead := len(dims) - len(src)
	if lead < 0 || slices.Contains(dims, nd.UnknownSize) {
		return false, 0
	}
	for i, d := range src {
		if d != 1 && d != dims[lead+i] {
			return false, 0
		}
	}
	return true, lead
}

// sizeOf returns the product of dims and whether they describe an array
// that can exist (see nd.ShapeOf).
func sizeOf(dims []int64) (int64, bool) {
	err := nd.Try(func() { nd.ShapeOf(dims...) })
	if err != nil {
		return 0, false
	}
	return nd.ShapeOf(dims...).Size(), true
}

// checkBroadcast compares out's elements with the source elements they
// repeat: all of them for small views, the corners of huge ones.
func checkBroadcast(t *testing.T, src, out *ndfloat32.NdArray, lead int) {
	t.Helper()
	want := func(c []int64) float32 {
		sc := slices.Clone(c[lead:])
		for i, d := range src.Shape().Dims() {
			if d == 1 {
				sc[i] = 0
			}
		}
		return src.GetValue(sc...)
	}
	dims := out.Shape().Dims()
	if out.Size() <= 4096 {
		i := 0
		got := out.ToSlice()
		for c := range nd.Coords(dims...) {
			if got[i] != want(c) {
				t.Fatalf("%v to %v: element %v is %v, want %v", src.Shape(), dims, c, got[i], want(c))
			}
			i++
		}
		return
	}
	first, last := make([]int64, len(dims)), make([]int64, len(dims))
	for i, d := range dims {
		last[i] = d - 1
	}
	for _, c := range [][]int64{first, last} {
		if out.GetValue(c...) != want(c) {
			t.Fatalf("%v to %v: element %v is %v, want %v", src.Shape(), dims, c, out.GetValue(c...), want(c))
		}
	}
}
