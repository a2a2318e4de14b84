package main

import (
	"fmt"
	"math"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// computeKeys is the elementwise compute rows, in order (after
// halfWorkloads', before reduceKeys).
var computeKeys = []string{"addf32", "addview", "addrow", "mulscalar", "exp", "tanh", "less",
	"maxi64", "addu8", "addf64"}

func init() {
	dtypeLong["u8"] = "uint8"
	everydayKeys = append(append(append(append(append(everydayKeys, computeKeys...), reduceKeys...), loaderKeys...),
		allocKeys...), inCacheKeys...)
}

// The compute rows' NumPy inputs: the same values as the Go side's
// (expRange, fillU8).
const (
	npAB    = "a, b = square(), square()\nout = np.empty((n, n), dt)\n"
	npRange = "x = lambda k: ((k % 2001) * 0.01 - 10).astype(np.float32).reshape(n, n)\n" +
		"a = x(np.arange(n * n))\nout = np.empty((n, n), dt)\n"
)

// computeCase is one compute row and, for computeTwinsAgree's test, what
// its library call and naive twin both write: out (bytes of dst's data)
// and, for the transcendental rows, the float32 ULPs they may differ by
// (the library is within 1 ULP of the exact result, the naive twin's
// float64 math rounds it once).
type computeCase struct {
	w     workload
	setup func() (p prepared, out []byte, ulps int)
}

// computeWorkloads is the elementwise compute rows: each op writes into a
// preallocated array (its Into form, which allocates nothing), beside the
// loop over Data() a user would write and NumPy's ufunc with out=. Their
// bytes are the bytes read plus the bytes written (STREAM's rule for a
// triad), so a binary op on n² float32 moves 12 n² bytes; the memcpy
// reference copies half of them, from the inputs into the output (and
// scratch memory where the output is smaller).
func computeWorkloads(s sizes) []workload {
	cs := computeCases(s)
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

// computeCases is computeWorkloads' rows with their outputs.
func computeCases(s sizes) []computeCase {
	n := s.n
	sq := nd.ShapeOf(n, n)
	f32n := func() *ndfloat32.NdArray {
		a := ndfloat32.New(sq)
		fill(a.Data())
		return a
	}
	// expRange holds values in [-10, 10] (x(k) of npRange), where exp and
	// tanh take their usual paths, neither overflowing nor flushed.
	expRange := func(step int) *ndfloat32.NdArray {
		a := ndfloat32.New(sq)
		for i, d := 0, a.Data(); i < len(d); i++ {
			d[i] = float32(float64((i*step)%2001)*0.01 - 10)
		}
		return a
	}
	// unary is a row of a float32 op of one n² array in [-10, 10]; naive
	// is its loop.
	unary := func(key, name, numpy string, op func(dst, a *ndfloat32.NdArray), naive func(d, x []float32)) computeCase {
		return computeCase{
			w: workload{key: key, name: name, dtype: "f32", numpy: npRange + numpy},
			setup: func() (prepared, []byte, int) {
				a, dst := expRange(1), ndfloat32.New(sq)
				x, d := a.Data(), dst.Data()
				return elementwise(n*n, [][]byte{asBytes(x)}, asBytes(d),
					func() { op(dst, a) }, func() { naive(d, x) }), asBytes(d), 1
			}}
	}
	return []computeCase{
		{w: workload{key: "addf32", name: fmt.Sprintf("AddInto a + b, %d²", n), dtype: "f32",
			numpy: npAB + "op = lambda: np.add(a, b, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, b, dst := f32n(), f32n(), ndfloat32.New(sq)
				x, y, d := a.Data(), b.Data(), dst.Data()
				return elementwise(n*n, [][]byte{asBytes(x), asBytes(y)}, asBytes(d),
					func() { ndfloat32.AddInto(dst, a, b) },
					func() {
						y, d := y[:len(x)], d[:len(x)]
						for i, v := range x {
							d[i] = v + y[i]
						}
					}), asBytes(d), 0
			}},
		{w: workload{key: "addview", name: "AddInto a[::2, 1:-1] + b[::2, 1:-1]", dtype: "f32",
			numpy: "a, b = square(), square()\nav, bv = a[::2, 1:-1], b[::2, 1:-1]\n" +
				"out = np.empty(av.shape, dt)\nop = lambda: np.add(av, bv, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, b := f32n(), f32n()
				view := func(x *ndfloat32.NdArray) *ndfloat32.NdArray {
					return x.Slice(nd.Step(2), nd.Range(1, -1))
				}
				av, bv := view(a), view(b)
				dst := ndfloat32.New(av.Shape())
				x, y, d := a.Data(), b.Data(), dst.Data()
				// It reads the views' elements only: 8 bytes per element of dst.
				return elementwiseRead(dst.Size(), 8*dst.Size(), [][]byte{asBytes(x), asBytes(y)}, asBytes(d),
					func() { ndfloat32.AddInto(dst, av, bv) },
					func() { naiveAddView(d, x, y, int(n)) }), asBytes(d), 0
			}},
		{w: workload{key: "addrow", name: fmt.Sprintf("AddInto a + row vector of %d", n), dtype: "f32",
			numpy: "a, v = square(), filled((n,))\nout = np.empty((n, n), dt)\nop = lambda: np.add(a, v, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, v, dst := f32n(), ndfloat32.New(nd.ShapeOf(n)), ndfloat32.New(sq)
				fill(v.Data())
				x, row, d := a.Data(), v.Data(), dst.Data()
				p := elementwise(n*n, [][]byte{asBytes(x), asBytes(row)}, asBytes(d),
					func() { ndfloat32.AddInto(dst, a, v) },
					func() {
						for i := 0; i < len(d); i += len(row) {
							x, d := x[i:i+len(row)], d[i:i+len(row)]
							for j, r := range row {
								d[j] = x[j] + r
							}
						}
					})
				return p, asBytes(d), 0
			}},
		{w: workload{key: "mulscalar", name: "MulInto a × Scalar(1.5)", dtype: "f32",
			numpy: "a = square()\nout = np.empty((n, n), dt)\nop = lambda: np.multiply(a, np.float32(1.5), out=out)"},
			setup: func() (prepared, []byte, int) {
				a, k, dst := f32n(), ndfloat32.Scalar(1.5), ndfloat32.New(sq)
				x, d := a.Data(), dst.Data()
				return elementwise(n*n, [][]byte{asBytes(x)}, asBytes(d),
					func() { ndfloat32.MulInto(dst, a, k) },
					func() {
						d := d[:len(x)]
						for i, v := range x {
							d[i] = v * 1.5
						}
					}), asBytes(d), 0
			}},
		unary("exp", "ExpInto, a in [-10, 10]", "op = lambda: np.exp(a, out=out)", ndfloat32.ExpInto,
			func(d, x []float32) {
				d = d[:len(x)]
				for i, v := range x {
					d[i] = float32(math.Exp(float64(v)))
				}
			}),
		unary("tanh", "TanhInto, a in [-10, 10]", "op = lambda: np.tanh(a, out=out)", ndfloat32.TanhInto,
			func(d, x []float32) {
				d = d[:len(x)]
				for i, v := range x {
					d[i] = float32(math.Tanh(float64(v)))
				}
			}),
		{w: workload{key: "less", name: "LessInto a < b → bool", dtype: "f32",
			numpy: npRange + "b = x(np.arange(n * n) * 7)\nout = np.empty((n, n), np.bool_)\n" +
				"op = lambda: np.less(a, b, out=out)"},
			setup: func() (prepared, []byte, int) {
				// b's values are a's permuted (step 7), so that the result
				// mixes true and false.
				a, b, dst := expRange(1), expRange(7), ndbool.New(sq)
				x, y, d := a.Data(), b.Data(), dst.Data()
				return elementwise(n*n, [][]byte{asBytes(x), asBytes(y)}, asBytes(d),
					func() { ndfloat32.LessInto(dst, a, b) },
					func() {
						y, d := y[:len(x)], d[:len(x)]
						for i, v := range x {
							d[i] = v < y[i]
						}
					}), asBytes(d), 0
			}},
		{w: workload{key: "maxi64", name: "MaximumInto a, b", dtype: "i64",
			numpy: "a = square()\nb = n * n - a\nout = np.empty((n, n), dt)\nop = lambda: np.maximum(a, b, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, b, dst := ndint64.New(sq), ndint64.New(sq), ndint64.New(sq)
				x, y, d := a.Data(), b.Data(), dst.Data()
				for i := range x {
					x[i], y[i] = int64(i), n*n-int64(i)
				}
				return elementwise(n*n, [][]byte{asBytes(x), asBytes(y)}, asBytes(d),
					func() { ndint64.MaximumInto(dst, a, b) },
					func() {
						y, d := y[:len(x)], d[:len(x)]
						for i, v := range x {
							d[i] = max(v, y[i])
						}
					}), asBytes(d), 0
			}},
		{w: workload{key: "addu8", name: "AddInto a + b (wraps)", dtype: "u8",
			numpy: "a = " + npU8 + "\nb = (np.arange(n * n) % 13).astype(np.uint8).reshape(n, n)\n" +
				"out = np.empty((n, n), dt)\nop = lambda: np.add(a, b, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, b, dst := nduint8.New(sq), nduint8.New(sq), nduint8.New(sq)
				x, y, d := a.Data(), b.Data(), dst.Data()
				for i := range x {
					x[i], y[i] = uint8(i%251), uint8(i%13)
				}
				return elementwise(n*n, [][]byte{x, y}, d,
					func() { nduint8.AddInto(dst, a, b) },
					func() {
						y, d := y[:len(x)], d[:len(x)]
						for i, v := range x {
							d[i] = v + y[i]
						}
					}), d, 0
			}},
		{w: workload{key: "addf64", name: fmt.Sprintf("AddInto a + b, %d²", n), dtype: "f64",
			numpy: npAB + "op = lambda: np.add(a, b, out=out)"},
			setup: func() (prepared, []byte, int) {
				a, b, dst := ndfloat64.New(sq), ndfloat64.New(sq), ndfloat64.New(sq)
				x, y, d := a.Data(), b.Data(), dst.Data()
				for i := range x {
					x[i], y[i] = float64(i), float64(i)
				}
				return elementwise(n*n, [][]byte{asBytes(x), asBytes(y)}, asBytes(d),
					func() { ndfloat64.AddInto(dst, a, b) },
					func() {
						y, d := y[:len(x)], d[:len(x)]
						for i, v := range x {
							d[i] = v + y[i]
						}
					}), asBytes(d), 0
			}},
	}
}

// elementwise is a compute row producing m elements into out from the
// whole of each of ins, read once.
func elementwise(m int64, ins [][]byte, out []byte, lib, naive func()) prepared {
	return elementwiseRead(m, totalLen(ins), ins, out, lib, naive)
}

// elementwiseRead is a compute row producing m elements into out that
// reads read bytes of ins (less than all of them for a view). Its bytes
// are those read plus out's written; the memcpy reference copies half of
// that from ins into out, then into scratch memory.
func elementwiseRead(m, read int64, ins [][]byte, out []byte, lib, naive func()) prepared {
	bytes := read + int64(len(out))
	half := bytes / 2
	srcs := append(append([][]byte{}, ins...), make([]byte, max(0, half-totalLen(ins))))
	dsts := [][]byte{out, make([]byte, max(0, half-int64(len(out))))}
	return prepared{bytes: bytes, elems: m, lib: lib, naive: naive, memcpy: memcpyRef(half, srcs, dsts)}
}

// totalLen is the bytes of bs together.
func totalLen(bs [][]byte) int64 {
	t := int64(0)
	for _, b := range bs {
		t += int64(len(b))
	}
	return t
}

// naiveAddView sets d to the n×n x[::2, 1:-1] + y[::2, 1:-1], row by row.
func naiveAddView(d, x, y []float32, n int) {
	m, o := n-2, 0
	for i := 0; i < n; i += 2 {
		xr, yr, dr := x[i*n+1:i*n+1+m], y[i*n+1:i*n+1+m], d[o:o+m]
		for j, v := range xr {
			dr[j] = v + yr[j]
		}
		o += m
	}
}
