package crossdtype_test

import (
	"encoding/binary"
	"errors"
	"math"
	"testing"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
)

// limits are the integers the fuzzer draws from: small ones, and those near
// the ends of int64 where sizes, strides and offsets overflow.
var limits = []int64{0, 1, 2, 3, 4, 5, 7, -1, -2, -3,
	1 << 31, 1 << 32, 1 << 40, 1 << 62, 0x5555555555555556, 3037000500,
	math.MaxInt64, math.MaxInt64 - 1, math.MaxInt64 - 2, math.MinInt64, math.MinInt64 + 1, -(1 << 62)}

// limitReader decodes fuzz input into integers from limits (or, after a
// marker byte, any 64-bit value) and small choices.
type limitReader struct{ data []byte }

func (r *limitReader) byte() byte {
	if len(r.data) == 0 {
		return 0
	}
	b := r.data[0]
	r.data = r.data[1:]
	return b
}

func (r *limitReader) choice(n int) int { return int(r.byte()) % n }

func (r *limitReader) int() int64 {
	b := r.byte()
	if b == 255 && len(r.data) >= 8 {
		v := int64(binary.LittleEndian.Uint64(r.data))
		r.data = r.data[8:]
		return v
	}
	return limits[int(b)%len(limits)]
}

func (r *limitReader) ints(maxLen int) []int64 {
	out := make([]int64, r.choice(maxLen+1))
	for i := range out {
		out[i] = r.int()
	}
	return out
}

// index returns a selector built from limit values; constructors that
// refuse their arguments panic, which the caller catches.
func (r *limitReader) index() nd.Index {
	switch r.choice(9) {
	case 0:
		return nd.At(r.int())
	case 1:
		return nd.Range(r.int(), r.int())
	case 2:
		return nd.Slice(r.int(), r.int(), r.int())
	case 3:
		return nd.Step(r.int())
	case 4:
		return nd.Seq(r.ints(3)...)
	case 5:
		return nd.Hyperslab(r.int(), r.int(), r.int(), r.int())
	case 6:
		return nd.NewAxis()
	case 7:
		return nd.Ellipsis()
	}
	return nd.AtKeep(r.int())
}

// guard fills the elements around an array's storage; no operation may
// change them.
const guard = float32(-7777)

// FuzzLayoutLimits builds arrays, views and op results from shapes,
// indices and specs near the int64 limits, and checks that whatever the
// library accepts stays inside its storage: each view's positions lie in
// its data, copies through views leave the guard elements around the data
// untouched, and every refusal is an *nd.Error wrapping a sentinel (a
// runtime panic fails the fuzzer) or, for ops, a returned error.
func FuzzLayoutLimits(f *testing.F) {
	f.Add([]byte{2, 14, 3, 10, 0})                        // the 0x5555555555555556 × 3 over 2 elements
	f.Add([]byte{2, 3, 4, 12, 1, 0, 0, 1, 5})             // a 3×4 array, transposed and sliced
	f.Add([]byte{1, 4, 6, 0, 1, 5, 16, 1, 1, 10})         // a Hyperslab near MaxInt64
	f.Add([]byte{1, 2, 2, 5, 2, 11, 0, 0})                // GatherNd, K = 0, huge leading dims
	f.Add([]byte{3, 1, 2, 3, 24, 2, 3, 1, 2, 0, 6, 3, 3}) // reshape and gather
	f.Fuzz(func(t *testing.T, data []byte) {
		r := &limitReader{data: data}
		dims := r.ints(4)
		n := r.choice(48)
		buf := make([]float32, n+32)
		for i := range buf {
			buf[i] = guard
		}
		storage := buf[16 : 16+n : 16+n]
		for i := range storage {
			storage[i] = float32(i)
		}
		var a *ndfloat32.NdArray
		if !accepted(t, func() { a = ndfloat32.Wrap(nd.ShapeOf(dims...), storage) }) {
			return
		}
		for range 6 {
			if next := step(t, r, a); next != nil {
				a = next
			}
			checkView(t, a, buf)
		}
	})
}

// step applies one operation chosen by r to a and returns the result (nil
// if it was refused).
func step(t *testing.T, r *limitReader, a *ndfloat32.NdArray) (out *ndfloat32.NdArray) {
	var err error
	switch r.choice(7) {
	case 0:
		indices := make([]nd.Index, 0, 3)
		accepted(t, func() {
			for range r.choice(4) {
				indices = append(indices, r.index())
			}
			out = a.Slice(indices...)
		})
	case 1:
		axes := make([]int, r.choice(5))
		for i := range axes {
			axes[i] = r.choice(5) - 1
		}
		accepted(t, func() { out = a.Transpose(axes...) })
	case 2:
		accepted(t, func() { out = a.Reshape(nd.ShapeOf(r.ints(4)...)) })
	case 3:
		accepted(t, func() { out = a.Get(r.ints(3)...) })
	case 4:
		k := r.choice(4)
		spec := nd.StridedSliceSpec{Begin: r.ints(k), End: r.ints(k), Strides: r.ints(k),
			BeginMask: uint32(r.byte()), EndMask: uint32(r.byte()), ShrinkAxisMask: uint32(r.byte()),
			NewAxisMask: uint32(r.byte()), EllipsisMask: uint32(r.byte())}
		out, err = ndfloat32.StridedSlice(a, spec)
	default:
		var ix *ndint64.NdArray
		if !accepted(t, func() {
			shape := nd.ShapeOf(r.ints(3)...)
			if shape.Size() > 1<<16 {
				return // too large for the fuzzer to fill
			}
			ix = ndint64.New(shape)
			for i := range min(shape.Size(), 64) {
				ix.Data()[i] = r.int()
			}
		}) || ix == nil || hugeButPossible(a, ix) {
			return nil
		}
		if r.choice(2) == 0 {
			out, err = ndfloat32.GatherNd(a, ix)
		} else {
			out, err = ndfloat32.Gather(a, ix, r.choice(5)-2)
		}
	}
	if err != nil {
		return nil
	}
	return out
}

// hugeButPossible reports whether a gather of a by ix could produce a
// result too large for the fuzzer to allocate but small enough for the
// library to: those cases are skipped, the others (small, or refused by the
// library) are run.
func hugeButPossible(a *ndfloat32.NdArray, ix *ndint64.NdArray) bool {
	// A bound on any result's size: zero index dimensions may drop out.
	size, ok := safe.PositiveProduct(append(ix.Shape().Dims(), a.Shape().Dims()...))
	return ok && size > 1<<20 && size <= safe.AllocLimit()/4
}

// accepted runs f, which may refuse its arguments only by panicking with an
// *nd.Error that wraps one of the sentinels, and reports whether it
// returned normally.
func accepted(t *testing.T, f func()) bool {
	err := nd.Try(f) // any other panic propagates and fails the fuzzer
	if err == nil {
		return true
	}
	for _, s := range []error{nd.ErrShape, nd.ErrIndexOutOfRange, nd.ErrArgument, nd.ErrReadOnly} {
		if errors.Is(err, s) {
			return false
		}
	}
	t.Fatalf("%v wraps no sentinel", err)
	return false
}

// checkView checks that the view a addresses only its data, then copies
// through it both ways and checks the guard elements around the fuzzed
// storage, inside buf.
func checkView(t *testing.T, a *ndfloat32.NdArray, buf []float32) {
	if a.Size() < 0 {
		t.Fatalf("negative size %d of shape %v", a.Size(), a.Shape())
	}
	if size, ok := safe.Size(a.Shape().Dims()); !ok || size != a.Size() {
		t.Fatalf("shape %v: size %d, want %d (fits: %v)", a.Shape(), a.Size(), size, ok)
	}
	if a.Size() == 0 || a.Size() > 1<<16 {
		return
	}
	if lo, hi := a.Layout().Bounds(); lo < 0 || hi >= int64(len(a.Data())) {
		t.Fatalf("view %v reaches [%d, %d] of %d elements", a.Layout(), lo, hi, len(a.Data()))
	}
	c := a.Copy()
	a.CopyTo(c)
	zero := make([]int64, a.Rank())
	if a.ReadOnly() { // a Seq repeating a coordinate: writes must refuse
		if err := nd.Try(func() { c.CopyTo(a) }); !errors.Is(err, nd.ErrReadOnly) {
			t.Fatalf("CopyTo into read-only view %v: %v", a.Layout(), err)
		}
	} else {
		c.CopyTo(a)
		a.SetValue(c.GetValue(zero...), zero...)
	}
	for i := range 16 {
		if buf[i] != guard || buf[len(buf)-1-i] != guard {
			t.Fatalf("a guard element changed, view %v", a.Layout())
		}
	}
}
