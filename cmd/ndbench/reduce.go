package main

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/ndgo/ndarray/asm/compute"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// reduceKeys is the reduction rows, in order (after computeKeys).
var reduceKeys = []string{"sumf32", "maxf32", "argmaxf32", "argmax1", "sum0", "sum1", "meanstd0",
	"sumview", "sumf64", "sumu8", "softmax1", "softmax4k", "sort16m", "topk5"}

// The reduction rows' NumPy inputs: the same values as the Go side's
// (f32 in reduceCases; the softmax rows' npSoftmaxIn, sort and top-k's
// npUniform). Their preallocated results are named o, not out: a
// reduction's elems are the elements it reads, which numpy_side.py's out
// check (the elements written) does not apply to; the softmax and sort
// rows, which write as many elements as they read, name theirs out.
const (
	npInts = "a = ((np.arange(n * n) % 2001) - 1000).astype(dt).reshape(n, n)\n"
	npO    = "o = np.empty((), dt)\n"
)

// reduceCase is one reduction row and, for TestReduceTwinsAgree, what its
// library call and naive twin both write: outs, and the ULPs they may
// differ by: 0 but for Std and Softmax (the sums of the inputs, ints, are
// exact in any order below 2²⁴; those of squares and exps round, and the
// twin's sequential sum of n of them may be (n-1)·2⁻²⁴ of the sum off, n
// ULPs; measured: 2 and 5 at n = 64, 23 and 62 at n = 2048).
type reduceCase struct {
	w     workload
	setup func() (p prepared, outs []twinOut, ulps int)
}

// reduceWorkloads is the reduction rows, each into a preallocated result
// (the Into forms, so that the rows time the reduction, not the result's
// allocation), beside the loop over Data() a
// user would write and NumPy's reduction with out=: float32 n×n Sum, Max
// and ArgMax of all of a, ArgMax and Sum along an axis, Mean and Std along
// axis 0, Sum of a view, float64 Sum, uint8 Sum into uint64, Softmax along
// the rows of (256, 1000) and of (4096, 4096), Sort of 16M float32 and
// TopK(5) of (256, 1000) (sortrows.go). Their bytes are those read plus
// those written (the compute rule; a whole reduction writes one element,
// a sort as many as it reads, however many passes it makes), but for
// Mean+Std: a once, as NumPy users quote a.mean(axis=0) and a.std(axis=0)
// (the two calls read a three times: the mean, then Std's two passes). The
// memcpy reference copies half of the bytes from a into scratch memory;
// the rows that read all of one contiguous array once and write next to
// nothing have a limit, a read-only pass over its bytes on one core
// (readPass32, readPass64, readPass8).
func reduceWorkloads(s sizes) []workload {
	cs := reduceCases(s)
	out := make([]workload, len(cs))
	for i, c := range cs {
		out[i] = c.w
		out[i].setup = func() prepared {
			p, _, _ := c.setup()
			return p
		}
	}
	return out
}

// reduceCases is reduceWorkloads' rows with their outputs.
func reduceCases(s sizes) []reduceCase {
	n := s.n
	sq := nd.ShapeOf(n, n)
	ni := int(n)
	// f32 is a n×n float32 array of ints (np.arange(n*n) % 2001 - 1000):
	// any partial sum of a row, a column or the whole stays below 2²⁴,
	// exact in float32, so that the naive twin's sequential sums give the
	// library's bits.
	f32 := func() (*ndfloat32.NdArray, []float32) {
		a := ndfloat32.New(sq)
		x := a.Data()
		for i := range x {
			x[i] = float32(i%2001 - 1000)
		}
		return a, x
	}
	scalar := func() (*ndfloat32.NdArray, []float32) {
		d := ndfloat32.New(nd.ScalarShape())
		return d, d.Data()
	}
	// whole is a row reducing all of the f32 a into a 0-d float32, with
	// the read-only pass as its limit.
	whole := func(key, name, numpy string, op func(dst, a *ndfloat32.NdArray),
		naive func(x []float32) float32) reduceCase {
		return reduceCase{w: workload{key: key, name: name, dtype: "f32", numpy: npInts + npO + numpy},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				dst, d := scalar()
				nv := make([]float32, 1)
				p := reduction(n*n, asBytes(x), asBytes(d), func() { op(dst, a) }, func() { nv[0] = naive(x) })
				p.limit = func() { sink += float64(readPass32(x)) }
				return p, []twinOut{pairOf[float32]{d, nv}}, 0
			}}
	}
	// sumAlong is a row summing the f32 a along axis into an n-vector.
	sumAlong := func(key, name, numpy string, axis int, naive func(d, x []float32)) reduceCase {
		return reduceCase{w: workload{key: key, name: name, dtype: "f32",
			numpy: npInts + "o = np.empty(n, dt)\n" + numpy},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				dst := ndfloat32.New(nd.ShapeOf(n))
				d, nv := dst.Data(), make([]float32, n)
				p := reduction(n*n, asBytes(x), asBytes(d),
					func() { ndfloat32.SumInto(dst, a, axis) }, func() { naive(nv, x) })
				p.limit = func() { sink += float64(readPass32(x)) }
				return p, []twinOut{pairOf[float32]{d, nv}}, 0
			}}
	}
	out := []reduceCase{
		whole("sumf32", fmt.Sprintf("SumInto a, %d² → 0-d", n),
			"op = lambda: np.add.reduce(a, axis=None, out=o)",
			func(dst, a *ndfloat32.NdArray) { ndfloat32.SumInto(dst, a) }, naiveSum32),
		whole("maxf32", "MaxInto a → 0-d", "op = lambda: np.maximum.reduce(a, axis=None, out=o)",
			func(dst, a *ndfloat32.NdArray) { ndfloat32.MaxInto(dst, a) }, naiveMax32),
		{w: workload{key: "argmaxf32", name: "ArgMaxInto a → 0-d int64", dtype: "f32",
			numpy: npInts + "o = np.empty((), np.int64)\nop = lambda: np.argmax(a, out=o)"},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				dst := ndint64.New(nd.ScalarShape())
				d, nv := dst.Data(), make([]int64, 1)
				p := reduction(n*n, asBytes(x), asBytes(d),
					func() { ndfloat32.ArgMaxInto(dst, a) }, func() { nv[0] = int64(naiveArgMax32(x)) })
				p.limit = func() { sink += float64(readPass32(x)) }
				return p, []twinOut{pairOf[int64]{d, nv}}, 0
			}},
		{w: workload{key: "argmax1", name: "ArgMaxInto a, axis 1 → int64", dtype: "f32",
			numpy: npInts + "o = np.empty(n, np.int64)\nop = lambda: np.argmax(a, axis=1, out=o)"},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				dst := ndint64.New(nd.ShapeOf(n))
				d, nv := dst.Data(), make([]int64, n)
				p := reduction(n*n, asBytes(x), asBytes(d),
					func() { ndfloat32.ArgMaxInto(dst, a, 1) },
					func() {
						for i := range nv {
							nv[i] = int64(naiveArgMax32(x[i*ni : (i+1)*ni]))
						}
					})
				p.limit = func() { sink += float64(readPass32(x)) }
				return p, []twinOut{pairOf[int64]{d, nv}}, 0
			}},
		sumAlong("sum0", "SumInto a, axis 0", "op = lambda: np.add.reduce(a, axis=0, out=o)", 0,
			func(d, x []float32) {
				// Row by row into the column sums, as a user accumulates.
				clear(d)
				for i := 0; i < len(x); i += len(d) {
					d, row := d, x[i:i+len(d)]
					for j, v := range row {
						d[j] += v
					}
				}
			}),
		sumAlong("sum1", "SumInto a, axis 1", "op = lambda: np.add.reduce(a, axis=1, out=o)", 1,
			func(d, x []float32) {
				for i := range d {
					d[i] = naiveSum32(x[i*len(d) : (i+1)*len(d)])
				}
			}),
		{w: workload{key: "meanstd0", name: "MeanInto + StdInto a, axis 0 (a once)", dtype: "f32",
			numpy: npInts + "m, s = np.empty(n, dt), np.empty(n, dt)\n" +
				"op = lambda: (a.mean(axis=0, out=m), a.std(axis=0, out=s))"},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				mean, std := ndfloat32.New(nd.ShapeOf(n)), ndfloat32.New(nd.ShapeOf(n))
				nm, ns := make([]float32, n), make([]float32, n)
				p := reduction(n*n, asBytes(x), nil,
					func() {
						ndfloat32.MeanInto(mean, a, 0)
						ndfloat32.StdInto(std, a, 0, 0)
					},
					func() { naiveMeanStd0(nm, ns, x) })
				// Std's squares round, and the twin adds them in its own
				// order: up to (n-1)·2⁻²⁴ of their sum apart, n ULPs.
				return p, []twinOut{pairOf[float32]{mean.Data(), nm}, pairOf[float32]{std.Data(), ns}}, ni
			}},
		{w: workload{key: "sumview", name: "SumInto a[::2, 1:-1] → 0-d", dtype: "f32",
			numpy: npInts + npO + "v = a[::2, 1:-1]\nop = lambda: np.add.reduce(v, axis=None, out=o)"},
			setup: func() (prepared, []twinOut, int) {
				a, x := f32()
				v := a.Slice(nd.Step(2), nd.Range(1, -1))
				dst, d := scalar()
				nv := make([]float32, 1)
				// It reads the view's elements only.
				p := reductionRead(v.Size(), 4*v.Size(), asBytes(x), asBytes(d),
					func() { ndfloat32.SumInto(dst, v) },
					func() {
						s := float32(0)
						for i := 0; i < len(x); i += 2 * ni {
							s += naiveSum32(x[i+1 : i+ni-1])
						}
						nv[0] = s
					})
				return p, []twinOut{pairOf[float32]{d, nv}}, 0
			}},
		{w: workload{key: "sumf64", name: fmt.Sprintf("SumInto a, %d² → 0-d", n), dtype: "f64",
			numpy: npInts + npO + "op = lambda: np.add.reduce(a, axis=None, out=o)"},
			setup: func() (prepared, []twinOut, int) {
				a := ndfloat64.New(sq)
				x := a.Data()
				for i := range x {
					x[i] = float64(i%2001 - 1000)
				}
				dst := ndfloat64.New(nd.ScalarShape())
				d, nv := dst.Data(), make([]float64, 1)
				p := reduction(n*n, asBytes(x), asBytes(d), func() { ndfloat64.SumInto(dst, a) },
					func() {
						s := 0.0
						for _, v := range x {
							s += v
						}
						nv[0] = s
					})
				p.limit = func() { sink += float64(readPass64(x)) }
				return p, []twinOut{pairOf[float64]{d, nv}}, 0
			}},
		{w: workload{key: "sumu8", name: fmt.Sprintf("SumInto uint8 a, %d² → 0-d uint64", n), dtype: "u8",
			numpy: "a = " + npU8 + "\no = np.empty((), np.uint64)\n" +
				"op = lambda: np.add.reduce(a, axis=None, dtype=np.uint64, out=o)"},
			setup: func() (prepared, []twinOut, int) {
				// npU8's values.
				a := nduint8.New(sq)
				x := a.Data()
				for i := range x {
					x[i] = uint8(i % 251)
				}
				dst := nduint64.New(nd.ScalarShape())
				d, nv := dst.Data(), make([]uint64, 1)
				p := reduction(n*n, x, asBytes(d), func() { nduint8.SumInto(dst, a) },
					func() {
						s := uint64(0)
						for _, v := range x {
							s += uint64(v)
						}
						nv[0] = s
					})
				p.limit = func() { sink += float64(readPass8(x)) }
				return p, []twinOut{pairOf[uint64]{d, nv}}, 0
			}},
		softmaxRow("softmax1", softmaxRows, softmaxCols),
		softmaxRow("softmax4k", s.bigSide(), s.bigSide()),
	}
	return append(out, sortCases(s)...)
}

// The small softmax and top-k rows' shape, (256, 1000), whatever -n: a
// batch of 256 rows of 1000 logits, an image classifier's output; 1 MB,
// in the cache, where the per-row work rather than memory sets the speed.
const softmaxRows, softmaxCols = 256, 1000

// bigSide is the side of the large softmax row: 4096 (64 MiB of float32,
// beyond the cache) from -n 2048 on, 2n below, so that a small -n (the
// tests') keeps the report small.
func (s sizes) bigSide() int64 { return min(4096, 2*s.n) }

// npSoftmaxIn is the softmax rows' NumPy input, the Go side's values: x(k)
// of npRange in an (r, c) array, and out of its shape.
const npSoftmaxIn = "a = ((np.arange(r * c) % 2001) * 0.01 - 10).astype(np.float32).reshape(r, c)\n" +
	"out = np.empty((r, c), np.float32)\n"

// softmaxRow is the row of SoftmaxInto along the rows of an r×c float32
// array in [-10, 10], beside NumPy's exp(x - max) / Σ in its out= forms
// (the same math; the max and sum, r elements each, allocate).
func softmaxRow(key string, r, c int64) reduceCase {
	return reduceCase{w: workload{key: key, name: fmt.Sprintf("SoftmaxInto (%d, %d), axis 1, a in [-10, 10]", r, c),
		dtype: "f32",
		numpy: fmt.Sprintf("r, c = %d, %d\n", r, c) + npSoftmaxIn + "def op():\n" +
			"    m = a.max(axis=1, keepdims=True)\n" +
			"    np.subtract(a, m, out=out)\n" +
			"    np.exp(out, out=out)\n" +
			"    np.divide(out, out.sum(axis=1, keepdims=True), out=out)  # out /= ...\n"},
		setup: func() (prepared, []twinOut, int) {
			// npRange's values, where exp takes its usual path.
			sh := nd.ShapeOf(r, c)
			a := ndfloat32.New(sh)
			x := a.Data()
			for i := range x {
				x[i] = float32(float64(i%2001)*0.01 - 10)
			}
			dst := ndfloat32.New(sh)
			d, nv := dst.Data(), make([]float32, r*c)
			p := reduction(r*c, asBytes(x), asBytes(d),
				func() { ndfloat32.SoftmaxInto(dst, a, 1) }, func() { naiveSoftmax(nv, x, int(c)) })
			// exp within 1 ULP, the twin's rounded once from float64,
			// and the row sums in other orders: c ULPs, as Std's n.
			return p, []twinOut{pairOf[float32]{d, nv}}, int(c)
		}}
}

// reduction is a row reading all of in, elems elements, and writing out.
func reduction(elems int64, in, out []byte, lib, naive func()) prepared {
	return reductionRead(elems, int64(len(in)), in, out, lib, naive)
}

// reductionRead is a row reading elems elements, read bytes of in, and
// writing out: its bytes are read plus out's, its elems the elements read
// (so ns/el is per element reduced); the memcpy reference copies half of
// the bytes from in (then scratch memory, for a view) into out, then
// scratch memory (elementwiseRead's).
func reductionRead(elems, read int64, in, out []byte, lib, naive func()) prepared {
	return elementwiseRead(elems, read, [][]byte{in}, out, lib, naive)
}

// readPass32 reads every element of x once and does next to nothing with
// it: a reduction's limit, the speed of one core's reads of its bytes. It
// takes the greatest of x's bits as int32s with asm/compute's SIMD kernel
// (one vector max per vector loaded: the fastest full read of the kernels
// there, about 1.5× their nonzero count's), as a Go loop's scalar loads
// fall short of the memory's speed (about 0.7× on this machine).
func readPass32(x []float32) int32 {
	if len(x) == 0 {
		return 0
	}
	return compute.MaxInt32(unsafe.Slice((*int32)(unsafe.Pointer(unsafe.SliceData(x))), len(x)))
}

// readPass8 is readPass32 for uint8 (a vector max of bytes per vector
// loaded, as fast a read).
func readPass8(x []uint8) uint8 {
	if len(x) == 0 {
		return 0
	}
	return compute.MaxUint8(x)
}

// readPass64 is readPass32 for float64.
func readPass64(x []float64) int64 {
	if len(x) == 0 {
		return 0
	}
	return compute.MaxInt64(unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(x))), len(x)))
}

// naiveSum32 is the sum of x, as a user adds it.
func naiveSum32(x []float32) float32 {
	s := float32(0)
	for _, v := range x {
		s += v
	}
	return s
}

// naiveMax32 is the greatest element of the non-empty x (NaN aside).
func naiveMax32(x []float32) float32 {
	m := x[0]
	for _, v := range x[1:] {
		if v > m {
			m = v
		}
	}
	return m
}

// naiveArgMax32 is the index of the first greatest element of the
// non-empty x (NaN aside).
func naiveArgMax32(x []float32) int {
	m, k := x[0], 0
	for i, v := range x {
		if v > m {
			m, k = v, i
		}
	}
	return k
}

// naiveMeanStd0 sets mean and std to the column means and population
// standard deviations of the row-major x of len(mean) columns, in two
// passes row by row, float32 as the data.
func naiveMeanStd0(mean, std, x []float32) {
	w := len(mean)
	rows := float32(len(x) / w)
	clear(mean)
	for i := 0; i < len(x); i += w {
		mean, row := mean[:w], x[i:i+w]
		for j, v := range row {
			mean[j] += v
		}
	}
	for j := range mean {
		mean[j] /= rows
	}
	clear(std)
	for i := 0; i < len(x); i += w {
		mean, std, row := mean[:w], std[:w], x[i:i+w]
		for j, v := range row {
			d := v - mean[j]
			std[j] += d * d
		}
	}
	for j, v := range std {
		std[j] = float32(math.Sqrt(float64(v / rows)))
	}
}

// naiveSoftmax sets each row of w elements of d to the softmax of x's:
// exp(x - max) scaled by the inverse of their sum.
func naiveSoftmax(d, x []float32, w int) {
	for i := 0; i < len(x); i += w {
		row, out := x[i:i+w], d[i:i+w]
		m := naiveMax32(row)
		s := float32(0)
		for j, v := range row {
			e := float32(math.Exp(float64(v - m)))
			out[j] = e
			s += e
		}
		k := 1 / s
		for j := range out {
			out[j] *= k
		}
	}
}

// twinOut is one output that a reduction row's library call and naive twin
// both write, for TestReduceTwinsAgree.
type twinOut interface {
	// poison sets both sides to a value neither writes.
	poison()
	// check returns an error naming the first element of either side left
	// poisoned or where the sides are more than ulps apart.
	check(ulps int) error
}

// pairOf is a twinOut: the library's dst data and the naive twin's slice.
type pairOf[T float32 | float64 | int64 | uint64] struct{ lib, naive []T }

// poisoned is what pairOf.poison writes: no index, and no sum, mean,
// deviation, softmax or sorted value of the rows' inputs (as a uint64,
// 2⁶⁴ - 12345: no sum of the uint8 row's). A variable, so that T(poisoned)
// converts it to uint64 too.
var poisoned int64 = -12345

func (p pairOf[T]) poison() {
	for i := range p.lib {
		p.lib[i], p.naive[i] = T(poisoned), T(poisoned)
	}
}

func (p pairOf[T]) check(ulps int) error {
	for i, l := range p.lib {
		v := p.naive[i]
		if l == T(poisoned) || v == T(poisoned) {
			return fmt.Errorf("[%d] left unwritten: library %v, naive %v", i, l, v)
		}
		if d := ulpsApart(l, v); d > int64(ulps) {
			return fmt.Errorf("[%d]: library %v, naive %v: %d ULPs apart", i, l, v, d)
		}
	}
	return nil
}

// ulpsApart is how many float32 or float64 steps a and b are apart (both
// of one sign, as the rows' outputs are), or how far the integers are.
func ulpsApart[T float32 | float64 | int64 | uint64](a, b T) int64 {
	var d int64
	switch a := any(a).(type) {
	case float32:
		d = int64(math.Float32bits(a)) - int64(math.Float32bits(any(b).(float32)))
	case float64:
		d = int64(math.Float64bits(a) - math.Float64bits(any(b).(float64)))
	case int64:
		d = a - any(b).(int64)
	case uint64:
		d = int64(a - any(b).(uint64))
	}
	return max(d, -d)
}
