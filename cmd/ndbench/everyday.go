package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/nduint8"
)

// everydayKeys is the single-dtype rows, in order: everydayWorkloads',
// then npyWorkloads', maskWorkloads', scatterWorkloads' and halfWorkloads'.
var everydayKeys = append(append([]string{"castu8", "castf64", "astypeu8", "astypef64",
	"concat0", "concat1", "tile", "pad", "npyload", "npymap", "npysave", "boolmask"},
	scatterKeys...), halfKeys...)

// The NumPy twins' inputs: the same values as the Go side's.
const (
	npU8     = "(np.arange(n * n) % 251).astype(np.uint8).reshape(n, n)"
	npF32    = "filled((n, n)).astype(np.float32)"
	npHalves = "a, b = filled((n, n // 2)), filled((n, n // 2))"
)

// everydayWorkloads is the rows of the everyday operations (Cast, Concat,
// Tile, Pad), each on the dtype a pipeline uses them with. Their bytes follow
// the copy rule: the output bytes counted twice, so the ratio column is the
// time of a memcpy of the output bytes over the operation's.
func everydayWorkloads(s sizes) []workload {
	n, h := s.n, s.n/2
	u8 := func() *nduint8.NdArray {
		a := nduint8.New(nd.ShapeOf(n, n))
		for i, d := 0, a.Data(); i < len(d); i++ {
			d[i] = uint8(i % 251)
		}
		return a
	}
	f32n := func(rows, cols int64) *ndfloat32.NdArray {
		a := ndfloat32.New(nd.ShapeOf(rows, cols))
		fill(a.Data())
		return a
	}
	return []workload{
		castInto("castu8", "CastInto uint8→float32", npU8, u8,
			func(dst []float32, src []uint8) {
				for i, v := range src {
					dst[i] = float32(v)
				}
			}),
		castInto64("castf64", "CastInto float32→float64", npF32,
			func() *ndfloat32.NdArray { return f32n(n, n) }),
		astypeU8("astypeu8", "Cast uint8→float32 (allocates)", npU8, u8),
		{key: "astypef64", name: "Cast float32→float64 (allocates)", dtype: "f64",
			numpy: "src = " + npF32 + "\nop = lambda: src.astype(np.float64)",
			setup: func() prepared {
				src := f32n(n, n)
				data := src.Data()
				out := ndfloat64.New(src.Shape())
				return prepared{bytes: 16 * n * n, elems: n * n,
					lib: func() { _ = mustGet(ndfloat64.Cast(src)) },
					naive: func() {
						dst := make([]float64, len(data))
						for i, v := range data {
							dst[i] = float64(v)
						}
					},
					memcpy: memcpyRef(8*n*n, [][]byte{asBytes(data), asBytes(data)},
						[][]byte{asBytes(out.Data())})}
			}},
		combineRow("concat0", fmt.Sprintf("Concat axis 0, two %d×%d", n, h),
			npHalves+"\nop = lambda: np.concatenate((a, b), axis=0)",
			func() (*ndfloat32.NdArray, *ndfloat32.NdArray) { return f32n(n, h), f32n(n, h) },
			func(a, b *ndfloat32.NdArray) (*ndfloat32.NdArray, error) { return ndfloat32.Concat(0, a, b) },
			func(a, b []float32) []float32 {
				out := make([]float32, len(a)+len(b))
				copy(out, a)
				copy(out[len(a):], b)
				return out
			}),
		combineRow("concat1", fmt.Sprintf("Concat axis 1, two %d×%d", n, h),
			npHalves+"\nop = lambda: np.concatenate((a, b), axis=1)",
			func() (*ndfloat32.NdArray, *ndfloat32.NdArray) { return f32n(n, h), f32n(n, h) },
			func(a, b *ndfloat32.NdArray) (*ndfloat32.NdArray, error) { return ndfloat32.Concat(1, a, b) },
			func(a, b []float32) []float32 {
				out := make([]float32, len(a)+len(b))
				for r := range n {
					copy(out[r*n:r*n+h], a[r*h:(r+1)*h])
					copy(out[r*n+h:(r+1)*n], b[r*h:(r+1)*h])
				}
				return out
			}),
		combineRow("tile", fmt.Sprintf("Tile %d×%d by (2, 2)", h, h),
			"a = filled((n // 2, n // 2))\nop = lambda: np.tile(a, (2, 2))",
			func() (*ndfloat32.NdArray, *ndfloat32.NdArray) { return f32n(h, h), nil },
			func(a, _ *ndfloat32.NdArray) (*ndfloat32.NdArray, error) { return ndfloat32.Tile(a, 2, 2) },
			func(a, _ []float32) []float32 {
				out := make([]float32, n*n)
				for r := range n {
					row := a[(r%h)*h : (r%h+1)*h]
					copy(out[r*n:], row)
					copy(out[r*n+h:], row)
				}
				return out
			}),
		combineRow("pad", fmt.Sprintf("Pad %d² by 4, constant", n-8),
			"a = filled((n - 8, n - 8))\nop = lambda: np.pad(a, 4)",
			func() (*ndfloat32.NdArray, *ndfloat32.NdArray) { return f32n(n-8, n-8), nil },
			func(a, _ *ndfloat32.NdArray) (*ndfloat32.NdArray, error) {
				return ndfloat32.Pad(a, [][2]int64{{4, 4}, {4, 4}}, nd.PadConstant, 0)
			},
			func(a, _ []float32) []float32 {
				out := make([]float32, n*n)
				w := n - 8
				for r := range w {
					copy(out[(r+4)*n+4:(r+4)*n+4+w], a[r*w:(r+1)*w])
				}
				return out
			}),
	}
}

// castInto is a row converting a uint8 array into a preallocated float32
// one; NumPy's twin is np.copyto with unsafe casting.
func castInto(key, name, npSrc string, src func() *nduint8.NdArray,
	naive func(dst []float32, src []uint8)) workload {
	return workload{key: key, name: name, dtype: "f32",
		numpy: "src = " + npSrc + "\nout = np.empty(src.shape, np.float32)\n" +
			"op = lambda: np.copyto(out, src, casting='unsafe')",
		setup: func() prepared {
			x := src()
			dst := ndfloat32.New(x.Shape())
			m := x.Size()
			in, out := x.Data(), dst.Data()
			return prepared{bytes: 8 * m, elems: m,
				lib:   func() { must(ndfloat32.CastInto(dst, x)) },
				naive: func() { naive(out, in) },
				memcpy: memcpyRef(4*m, [][]byte{asBytes(in), make([]byte, 3*m)},
					[][]byte{asBytes(out)})}
		}}
}

// castInto64 is castInto's float32 → float64 row.
func castInto64(key, name, npSrc string, src func() *ndfloat32.NdArray) workload {
	return workload{key: key, name: name, dtype: "f64",
		numpy: "src = " + npSrc + "\nout = np.empty(src.shape, np.float64)\n" +
			"op = lambda: np.copyto(out, src, casting='unsafe')",
		setup: func() prepared {
			x := src()
			dst := ndfloat64.New(x.Shape())
			m := x.Size()
			in, out := x.Data(), dst.Data()
			return prepared{bytes: 16 * m, elems: m,
				lib: func() { must(ndfloat64.CastInto(dst, x)) },
				naive: func() {
					for i, v := range in {
						out[i] = float64(v)
					}
				},
				memcpy: memcpyRef(8*m, [][]byte{asBytes(in), asBytes(in)}, [][]byte{asBytes(out)})}
		}}
}

// combineRow is a row of an op on float32 arrays a and b (b may be nil)
// returning a new array; the naive twin allocates its result too, as
// NumPy's does.
func combineRow(key, name, numpy string, inputs func() (*ndfloat32.NdArray, *ndfloat32.NdArray),
	op func(a, b *ndfloat32.NdArray) (*ndfloat32.NdArray, error),
	naive func(a, b []float32) []float32) workload {
	return workload{key: key, name: name, dtype: "f32",
		numpy: numpy,
		setup: func() prepared {
			a, b := inputs()
			var bd []float32
			if b != nil {
				bd = b.Data()
			}
			res := mustGet(op(a, b))
			m := res.Size()
			return prepared{bytes: 8 * m, elems: m,
				lib:   func() { _ = mustGet(op(a, b)) },
				naive: func() { _ = naive(a.Data(), bd) },
				memcpy: memcpyRef(4*m, [][]byte{asBytes(a.Data()), asBytes(bd), make([]byte, 4*m)},
					[][]byte{asBytes(res.Data())})}
		}}
}

// mustGet returns v, panicking on err (the workloads' inputs are valid).
func mustGet[T any](v T, err error) T {
	must(err)
	return v
}

// astypeU8 is a row of Cast from uint8 to float32, allocating its result,
// beside NumPy's astype: src's values are npSrc's.
func astypeU8(key, name, npSrc string, src func() *nduint8.NdArray) workload {
	return workload{key: key, name: name, dtype: "f32",
		numpy: "src = " + npSrc + "\nop = lambda: src.astype(np.float32)",
		setup: func() prepared {
			src := src()
			data := src.Data()
			m := int64(len(data))
			out := ndfloat32.New(src.Shape())
			return prepared{bytes: 8 * m, elems: m,
				lib: func() { _ = mustGet(ndfloat32.Cast(src)) },
				naive: func() {
					dst := make([]float32, len(data))
					for i, v := range data {
						dst[i] = float32(v)
					}
				},
				memcpy: memcpyRef(4*m, [][]byte{asBytes(data), make([]byte, 3*m)},
					[][]byte{asBytes(out.Data())})}
		}}
}
