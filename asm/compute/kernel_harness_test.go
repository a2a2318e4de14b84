package compute

import (
	"bytes"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// elemT is the element types of the kernels' operands.
type elemT interface {
	~float32 | ~float64 | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// A kernel is one exported kernel with its twin, behind the uniform face
// the tests drive: its operands are slices of T and scalars of T, its
// dst of D (T, or bool).
type kernel interface {
	Name() string
	// check runs the kernel (at the current level) and its twin on the
	// operands that vals makes, n elements at element offset off of
	// 64-byte aligned buffers (off counted in bytes, rounded down to
	// whole elements), with a guard-padded dst (dst is the first slice
	// operand where inPlace), and reports the first difference.
	check(vals values, n, off int, inPlace bool) error
	// guarded runs the kernel on slices that end (atEnd) or start at an
	// inaccessible page, against its twin on ordinary ones.
	guarded(t *testing.T, vals values, n int, atEnd bool) error
}

// values makes the operands' elements: bits of a width's element.
type values func(width int) uint64

// spec is a kernel of slices slice operands then scalars scalar ones,
// through a uniform call; pair gives element i's a and b for the NaN
// rule of commutative float operations.
type spec[D any, T elemT] struct {
	name            string
	slices, scalars int
	run, twin       func(dst []D, s [][]T, c []T)
	pair            func(s [][]T, c []T, i int) (a, b T)
	nanPair         bool
}

func vv[D any, T elemT](name string, f, twin func([]D, []T, []T), nanPair bool) kernel {
	return &spec[D, T]{name, 2, 0,
		func(d []D, s [][]T, _ []T) { f(d, s[0], s[1]) },
		func(d []D, s [][]T, _ []T) { twin(d, s[0], s[1]) },
		func(s [][]T, _ []T, i int) (T, T) { return s[0][i], s[1][i] }, nanPair}
}

func vs[D any, T elemT](name string, f, twin func([]D, []T, T), nanPair bool) kernel {
	return &spec[D, T]{name, 1, 1,
		func(d []D, s [][]T, c []T) { f(d, s[0], c[0]) },
		func(d []D, s [][]T, c []T) { twin(d, s[0], c[0]) },
		func(s [][]T, c []T, i int) (T, T) { return s[0][i], c[0] }, nanPair}
}

func sv[D any, T elemT](name string, f, twin func([]D, T, []T), nanPair bool) kernel {
	return &spec[D, T]{name, 1, 1,
		func(d []D, s [][]T, c []T) { f(d, c[0], s[0]) },
		func(d []D, s [][]T, c []T) { twin(d, c[0], s[0]) },
		func(s [][]T, c []T, i int) (T, T) { return c[0], s[0][i] }, nanPair}
}

func unary[T elemT](name string, f, twin func([]T, []T), _ bool) kernel {
	return &spec[T, T]{name: name, slices: 1,
		run:  func(d []T, s [][]T, _ []T) { f(d, s[0]) },
		twin: func(d []T, s [][]T, _ []T) { twin(d, s[0]) }}
}

func clip[T elemT](name string, f, twin func([]T, []T, T, T), _ bool) kernel {
	return &spec[T, T]{name: name, slices: 1, scalars: 2,
		run:  func(d []T, s [][]T, c []T) { f(d, s[0], c[0], c[1]) },
		twin: func(d []T, s [][]T, c []T) { twin(d, s[0], c[0], c[1]) }}
}

func (k *spec[D, T]) Name() string { return k.name }

func widthOf[T any]() int { return int(unsafe.Sizeof(*new(T))) }

// byteView is the bytes of s.
func byteView[E any](s []E) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), len(s)*widthOf[E]())
}

// alignedAt returns n elements at element offset off of a fresh buffer
// whose start is 64-byte aligned, filled with guard bytes g.
func alignedAt[E any](n, off int, g byte) (s, whole []E) {
	w := widthOf[E]()
	buf := make([]byte, (n+off)*w+64+2*guardBytes)
	for i := range buf {
		buf[i] = g
	}
	skip := int(-uintptr(unsafe.Pointer(&buf[0])) & 63)
	whole = unsafe.Slice((*E)(unsafe.Pointer(&buf[skip])), (len(buf)-skip)/w)
	lead := guardBytes / w
	return whole[lead+off : lead+off+n], whole
}

// guardBytes is the guard before and after each dst.
const guardBytes = 256

func fill[T elemT](s []T, vals values) {
	b := byteView(s)
	w := widthOf[T]()
	for i := range s {
		x := vals(w)
		for j := range w {
			b[i*w+j] = byte(x >> (8 * j))
		}
	}
}

func (k *spec[D, T]) operands(vals values, n, off int) ([][]T, []T) {
	s := make([][]T, k.slices)
	for j := range s {
		s[j], _ = alignedAt[T](n, off, 0xA5)
		fill(s[j], vals)
	}
	c := make([]T, k.scalars)
	fill(c, vals)
	return s, c
}

func (k *spec[D, T]) check(vals values, n, off int, inPlace bool) error {
	off /= widthOf[T]()
	s, c := k.operands(vals, n, off)
	saved := make([][]byte, len(s))
	for j := range s {
		saved[j] = bytes.Clone(byteView(s[j]))
	}
	orig := make([][]T, len(s))
	for j := range s {
		orig[j] = append([]T(nil), s[j]...)
	}
	want := make([]D, n)
	k.twin(want, orig, c)
	dst, whole := alignedAt[D](n, off, 0x5A)
	if inPlace {
		d, ok := any(s[0]).([]D)
		if !ok {
			return nil
		}
		dst = d
		whole = nil
	}
	k.run(dst, s, c)
	for j := range s {
		if (!inPlace || j > 0) && !bytes.Equal(saved[j], byteView(s[j])) {
			return fmt.Errorf("operand %d changed", j)
		}
	}
	lo, hi := guardBytes+off*widthOf[D](), guardBytes+(off+n)*widthOf[D]()
	for i, g := range byteView(whole) {
		if (i < lo || i >= hi) && g != 0x5A {
			return fmt.Errorf("byte %d of dst's buffer written, outside dst (%d to %d)", i, lo, hi)
		}
	}
	return k.compare(want, dst, orig, c, n)
}

// compare compares got with want bit for bit but where a commutative
// float operation had two NaN operands: there the assembly must return
// a, quieted (NumPy's choice), and the twin may return either, as the
// compiler orders the operands of each copy of it (inlined ones too).
func (k *spec[D, T]) compare(want, got []D, s [][]T, c []T, n int) error {
	wb, gb := byteView(want), byteView(got)
	if bytes.Equal(wb, gb) {
		return nil
	}
	w := widthOf[D]()
	for i := range n {
		wi, gi := wb[i*w:(i+1)*w], gb[i*w:(i+1)*w]
		if bytes.Equal(wi, gi) {
			continue
		}
		if k.nanPair {
			a, b := k.pair(s, c, i)
			if a != a && b != b {
				g, wt := bits(any(got[i]).(T)), bits(any(want[i]).(T))
				qa, qb := bits(quiet(a)), bits(quiet(b))
				if (g == qa || level == Go && g == qb) && (wt == qa || wt == qb) {
					continue
				}
			}
		}
		return fmt.Errorf("element %d of %d: got %x, want %x (operands %s)", i, n, gi, wi, k.describe(s, c, i))
	}
	return nil
}

func (k *spec[D, T]) describe(s [][]T, c []T, i int) string {
	var parts []string
	for _, x := range s {
		parts = append(parts, fmt.Sprintf("%v (%#x)", x[i], bits(x[i])))
	}
	for _, x := range c {
		parts = append(parts, fmt.Sprintf("scalar %v (%#x)", x, bits(x)))
	}
	return fmt.Sprint(parts)
}

func bits[T elemT](x T) uint64 {
	switch v := any(x).(type) {
	case float32:
		return uint64(math.Float32bits(v))
	case float64:
		return math.Float64bits(v)
	}
	var u uint64
	b := byteView([]T{x})
	for j := range b {
		u |= uint64(b[j]) << (8 * j)
	}
	return u
}

// quiet is x with a NaN's quiet bit set, as x86 arithmetic returns it.
func quiet[T elemT](x T) T {
	switch v := any(x).(type) {
	case float32:
		return any(math.Float32frombits(math.Float32bits(v) | 1<<22)).(T)
	case float64:
		return any(math.Float64frombits(math.Float64bits(v) | 1<<51)).(T)
	}
	return x
}

func (k *spec[D, T]) guarded(t *testing.T, vals values, n int, atEnd bool) error {
	s, c := k.operands(vals, n, 0)
	g := make([][]T, len(s))
	for j := range s {
		g[j] = guardedSlice[T](t, n, atEnd)
		copy(g[j], s[j])
	}
	want := make([]D, n)
	k.twin(want, s, c)
	dst := guardedSlice[D](t, n, atEnd)
	k.run(dst, g, c)
	return k.compare(want, dst, s, c, n)
}

// randomValues draws elements at random, half of them special: NaNs
// with payloads (quiet and signalling, either sign), infinities, zeros,
// subnormals, ±1, halves, the largest and smallest finite values, and
// the integer extremes.
func randomValues(r *rand.Rand) values {
	return func(width int) uint64 {
		if r.IntN(2) == 0 {
			switch width {
			case 4:
				return uint64(special32[r.IntN(len(special32))])
			case 8:
				return special64[r.IntN(len(special64))]
			}
			ext := []uint64{0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff}
			return ext[r.IntN(len(ext))]
		}
		if r.IntN(4) == 0 && width >= 4 {
			// A small integer value, for ties and exact results.
			v := float64(r.IntN(9) - 4)
			if r.IntN(2) == 0 {
				v += 0.5
			}
			if width == 4 {
				return uint64(math.Float32bits(float32(v)))
			}
			return math.Float64bits(v)
		}
		return r.Uint64()
	}
}

var special32 = []uint32{
	0x7fc00000, 0xffc00000, 0x7fc00001, 0xffc12345, 0x7f800001, 0xff80dead, 0x7fbfffff,
	0x7f800000, 0xff800000, 0, 0x80000000, 1, 0x80000001, 0x007fffff, 0x807fffff,
	0x3f800000, 0xbf800000, 0x3f000000, 0xbf000000, 0x3fc00000, 0x40200000, 0xbfc00000,
	0x7f7fffff, 0xff7fffff, 0x00800000, 0x80800000, 0x4b000001, 0xcb7fffff,
	0x7fffffff, 0x80000000, 0xffffffff,
}

var special64 = []uint64{
	0x7ff8000000000000, 0xfff8000000000000, 0x7ff8000000000001, 0xfff8000012345678,
	0x7ff0000000000001, 0xfff00000deadbeef, 0x7ff7ffffffffffff,
	0x7ff0000000000000, 0xfff0000000000000, 0, 0x8000000000000000, 1, 0x8000000000000001,
	0x000fffffffffffff, 0x3ff0000000000000, 0xbff0000000000000, 0x3fe0000000000000,
	0xbfe0000000000000, 0x3ff8000000000000, 0x4004000000000000, 0x7fefffffffffffff,
	0xffefffffffffffff, 0x0010000000000000, 0x4330000000000001, 0xc33fffffffffffff,
	0x7fffffffffffffff, 0xffffffffffffffff, 0x80000000, 0x7fffffff, 0xffffffff,
}
