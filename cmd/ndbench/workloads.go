package main

import (
	"fmt"
	"sync"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// workload is one row of the report: an operation on one dtype, the loop a
// user would write for it without the library (its naive twin), and the
// same operation in NumPy. To add a row, add a workload to workloadsOf (or,
// for one dtype only, to extraWorkloads) and its key to main_test.go's keys.
type workload struct {
	key   string // stable across dtypes, the JSON and the NumPy side
	name  string // table label
	dtype string // "f32" or "i64"
	// numpy is the NumPy twin: Python that numpy_side.py runs to set op, a
	// function of no arguments doing the workload once, and, if op writes
	// into a preallocated array, out (its size is checked against elems).
	// In scope: np, dt (the dtype), the sizes (n, cube, scalar_idx,
	// table_bytes, row_idx, row_table, row_bytes, pairs), rng (seeded),
	// filled(shape) (an array of dt holding 0, 1, 2, ...), square()
	// (filled((n, n))), cube3() (filled((cube,)*3)) and copier(view),
	// which returns (op, out) for np.copyto(out, view). "": no twin.
	numpy string
	// contract marks a row judged against its limit, the contract it
	// keeps, rather than its naive twin: the scalar getter loops, whose
	// naive twin skips the checks the getter must make (DESIGN.md,
	// Performance architecture).
	contract bool
	// setup allocates, fills and warms everything, so that the functions it
	// returns time data movement only.
	setup func() prepared
}

// prepared is a workload ready to time. The memory lives until the
// workload is measured.
type prepared struct {
	bytes int64  // bytes moved per call (see the package doc)
	elems int64  // elements produced (or read) per call
	lib   func() // the library's way
	naive func() // the naive twin: same result, plain Go
	// memcpy is the reference: a copy() of bytes/2 bytes over the
	// workload's own source and destination memory where it has them.
	memcpy func()
	// limit, if not nil, is the workload's limit (limits.go): its reads
	// alone, the speed the hardware allows its access pattern, or for the
	// getter loops the fastest loop that keeps the getter's contract.
	limit func()
	done  func() // if not nil, called once measured (removes the workload's files)
	// out, if not nil, is the output that lib and naive both write (the
	// copies and gathers), so that a test can check they write the same.
	out []byte
}

// elem is the element types measured.
type elem interface{ ~float32 | ~int64 }

// dtype is what the generic workload code needs from one dtype package.
type dtype[T elem, A nd.Array[T, A]] struct {
	name, long   string // "f32", "float32"
	new          func(nd.Shape) A
	gatherNdInto func(dst, params A, indices nd.Indices) error
	getName      string
	sumGet       func(a A) T // sums a's elements through the typed scalar getter, (i, j) order
}

var f32 = dtype[float32, *ndfloat32.NdArray]{
	name: "f32", long: "float32",
	new: ndfloat32.New, gatherNdInto: ndfloat32.GatherNdInto,
	getName: "GetFloat32",
	sumGet: func(a *ndfloat32.NdArray) float32 {
		s := float32(0)
		for i := range a.Shape().Dim(0) {
			for j := range a.Shape().Dim(1) {
				s += a.GetFloat32(i, j)
			}
		}
		return s
	},
}

var i64 = dtype[int64, *ndint64.NdArray]{
	name: "i64", long: "int64",
	new: ndint64.New, gatherNdInto: ndint64.GatherNdInto,
	getName: "GetInt64",
	sumGet: func(a *ndint64.NdArray) int64 {
		s := int64(0)
		for i := range a.Shape().Dim(0) {
			for j := range a.Shape().Dim(1) {
				s += a.GetInt64(i, j)
			}
		}
		return s
	},
}

// dtypeLong maps the table's dtype names to the JSON's (NumPy's).
var dtypeLong = map[string]string{f32.name: f32.long, i64.name: i64.long, "f64": "float64"}

// allWorkloads is every workload: each f32 row followed by its i64 twin,
// then the single-dtype rows.
func allWorkloads(s sizes) []workload {
	a, b := workloadsOf(f32, s), workloadsOf(i64, s)
	out := make([]workload, 0, len(a)+len(b))
	for i := range a {
		out = append(out, a[i], b[i])
	}
	return append(out, extraWorkloads(s)...)
}

// extraWorkloads is the rows measured on one dtype only.
func extraWorkloads(s sizes) []workload {
	w := append(everydayWorkloads(s), npyWorkloads(s)...)
	w = append(append(w, maskWorkloads(s)...), scatterWorkloads(s)...)
	w = append(w, halfWorkloads(s)...)
	w = append(append(w, computeWorkloads(s)...), reduceWorkloads(s)...)
	w = append(append(w, loaderWorkloads(s)...), allocWorkloads(s)...)
	return append(w, inCacheWorkloads()...)
}

// imageSide is the side of the in-cache rows' square: 1 MiB of float32,
// its strided halves and thirds below move.StreamThreshold.
const imageSide = 512

// sink keeps the element-access loops' sums alive.
var sink float64

// workloadsOf is the rows measured on every dtype, for dtype k.
func workloadsOf[T elem, A nd.Array[T, A]](k dtype[T, A], s sizes) []workload {
	esz := int64(unsafe.Sizeof(T(0)))
	n, c := s.n, s.cube
	// a, the n×n source of most workloads, is made once per dtype, when
	// the first of them is set up.
	square := sync.OnceValue(func() A {
		a := k.new(nd.ShapeOf(n, n))
		fill(a.Data())
		return a
	})
	// image is a small square that stays in the caches: copies from it
	// take the kernels for cached destinations.
	image := sync.OnceValue(func() A {
		a := k.new(nd.ShapeOf(imageSide, imageSide))
		fill(a.Data())
		return a
	})
	cube := func() A {
		b := k.new(nd.ShapeOf(c, c, c))
		fill(b.Data())
		return b
	}
	// copyOf materialises view(base) into a preallocated contiguous array
	// with CopyTo; naive(dst, src) does the same on the data slices, and
	// limit, if given, the memory traffic alone (limits.go); the memcpy
	// moves as many bytes from base into that array.
	copyOf := func(key, name, npView string, base func() A, view func(A) A, naive func(dst, src []T),
		limit ...func(dst, src []T)) workload {
		return workload{key: key, name: name, dtype: k.name,
			numpy: "op, out = copier(" + npView + ")",
			setup: func() prepared {
				b := base()
				v := view(b)
				dst := k.new(v.Shape())
				m := v.Size()
				src, out := b.Data(), dst.Data()
				p := prepared{bytes: 2 * esz * m, elems: m,
					lib: func() { v.CopyTo(dst) }, naive: func() { naive(out, src) },
					memcpy: memcpyRef(esz*m, [][]byte{asBytes(src)}, [][]byte{asBytes(out)}),
					out:    asBytes(out)}
				if len(limit) > 0 {
					p.limit = func() { limit[0](out, src) }
				}
				return p
			}}
	}
	// gather runs GatherNdInto into a preallocated output, naive(out) the
	// plain loop, limit (if not nil) the reads alone; the memcpy reads the table, then the indices (then
	// scratch memory, if those are short), and writes the output, then
	// scratch memory.
	gather := func(params A, indices nd.Indices, outShape nd.Shape, naive func(out []T), limit func() T) prepared {
		out := k.new(outShape)
		m := out.Size()
		table, idx := asBytes(params.Data()), indexBytes(indices)
		bytes := 2*esz*m + int64(len(idx))
		p := prepared{bytes: bytes, elems: m,
			lib:   func() { must(k.gatherNdInto(out, params, indices)) },
			naive: func() { naive(out.Data()) },
			memcpy: memcpyRef(bytes/2,
				[][]byte{table, idx, make([]byte, max(0, bytes/2-int64(len(table)+len(idx))))},
				[][]byte{asBytes(out.Data()), make([]byte, max(0, bytes/2-esz*m))}),
			out: asBytes(out.Data())}
		if limit != nil {
			p.limit = func() { sink += float64(limit()) }
		}
		return p
	}
	table := func() A {
		t := k.new(nd.ShapeOf(s.tableBytes / esz))
		fill(t.Data())
		return t
	}
	return []workload{
		copyOf("copy", "contiguous copy", "square()", square,
			func(a A) A { return a },
			func(dst, src []T) { copy(dst, src) }),
		copyOf("sub", "a[1:-1, 1:-1]", "square()[1:-1, 1:-1]", square,
			func(a A) A { return a.Slice(nd.Range(1, -1), nd.Range(1, -1)) },
			func(dst, src []T) { naiveSub(dst, src, int(n)) }),
		copyOf("cube", fmt.Sprintf("b[:, ::2, 1:-1] %d³", c), "cube3()[:, ::2, 1:-1]", cube,
			func(b A) A { return b.Slice(nd.All(), nd.Step(2), nd.Range(1, -1)) },
			func(dst, src []T) { naiveCube(dst, src, int(c)) }),
		copyOf("short", fmt.Sprintf("b[:, :, 1:5] %d³ (short runs)", c), "cube3()[:, :, 1:5]", cube,
			func(b A) A { return b.Slice(nd.All(), nd.All(), nd.Range(1, 5)) },
			func(dst, src []T) { naiveShort(dst, src, int(c)) }),
		copyOf("short2", fmt.Sprintf("b[:, :, 1:9:2] %d³ (short strided runs)", c), "cube3()[:, :, 1:9:2]", cube,
			func(b A) A { return b.Slice(nd.All(), nd.All(), nd.Slice(1, 9, 2)) },
			func(dst, src []T) { naiveShortStrided(dst, src, int(c)) }),
		copyOf("rev", "a.ravel()[::-1]", "square().reshape(-1)[::-1]", square,
			func(a A) A { return a.Reshape(nd.ShapeOf(n * n)).Slice(nd.Flip()) },
			func(dst, src []T) { naiveRev(dst, src) }),
		copyOf("col2", "a[:, 1::2]", "square()[:, 1::2]", square,
			func(a A) A { return a.Slice(nd.All(), nd.Odd()) },
			func(dst, src []T) { naiveStep(dst, src, int(n), 0, 1, 1, 2) }),
		copyOf("s23", "a[::2, ::3]", "square()[::2, ::3]", square,
			func(a A) A { return a.Slice(nd.Step(2), nd.Step(3)) },
			func(dst, src []T) { naiveStep(dst, src, int(n), 0, 2, 0, 3) }),
		copyOf("col2c", fmt.Sprintf("a[:, 1::2] %d² (in cache)", imageSide), fmt.Sprintf("filled((%d, %d))[:, 1::2]", imageSide, imageSide), image,
			func(a A) A { return a.Slice(nd.All(), nd.Odd()) },
			func(dst, src []T) { naiveStep(dst, src, imageSide, 0, 1, 1, 2) }),
		copyOf("s23c", fmt.Sprintf("a[::2, ::3] %d² (in cache)", imageSide), fmt.Sprintf("filled((%d, %d))[::2, ::3]", imageSide, imageSide), image,
			func(a A) A { return a.Slice(nd.Step(2), nd.Step(3)) },
			func(dst, src []T) { naiveStep(dst, src, imageSide, 0, 2, 0, 3) }),
		copyOf("T", "a.T copy", "square().T", square,
			func(a A) A { return a.Transpose() },
			func(dst, src []T) { naiveTranspose(dst, src, int(n)) },
			func(dst, src []T) { copyTransposeLines(dst, src, int(n)) }),
		{key: "gather", name: fmt.Sprintf("gather %s idx, %s table", count(s.scalarIdx), mib(s.tableBytes)),
			dtype: k.name, numpy: `table = filled((table_bytes // dt.itemsize,))
idx = rng.integers(0, table.size, size=scalar_idx, dtype=np.int64)
out = np.empty(idx.size, dt)
op = lambda: np.take(table, idx, out=out)`,
			setup: func() prepared {
				t := table()
				idx := randomIndices(s.scalarIdx, t.Size())
				tab, ix := t.Data(), idx.Data()
				return gather(t, idx, nd.ShapeOf(s.scalarIdx), func(out []T) { naiveGather(out, tab, ix) },
					func() T { return readGather(tab, ix) })
			}},
		{key: "gather32", name: fmt.Sprintf("gather %s int32 idx, %s table", count(s.scalarIdx), mib(s.tableBytes)),
			dtype: k.name, numpy: `table = filled((table_bytes // dt.itemsize,))
idx = rng.integers(0, table.size, size=scalar_idx, dtype=np.int32)
out = np.empty(idx.size, dt)
op = lambda: np.take(table, idx, out=out)`,
			setup: func() prepared {
				t := table()
				idx := randomIndices(s.scalarIdx, t.Size()).Data()
				idx32 := make([]int32, len(idx))
				for i, v := range idx {
					idx32[i] = int32(v)
				}
				tab := t.Data()
				return gather(t, ndint32.Wrap(nd.ShapeOf(s.scalarIdx, 1), idx32), nd.ShapeOf(s.scalarIdx),
					func(out []T) { naiveGather(out, tab, idx32) }, func() T { return readGather(tab, idx32) })
			}},
		{key: "rows", name: fmt.Sprintf("gather rows %s × %d B, %s table", count(s.rowIdx), rowBytes, mib(rowBytes*s.rowTable)),
			dtype: k.name, numpy: `table = filled((row_table, row_bytes // dt.itemsize))
idx = rng.integers(0, row_table, size=row_idx, dtype=np.int64)
out = np.empty((row_idx, table.shape[1]), dt)
op = lambda: np.take(table, idx, axis=0, out=out)`,
			setup: func() prepared {
				w := rowBytes / esz
				t := k.new(nd.ShapeOf(s.rowTable, w))
				fill(t.Data())
				idx := randomIndices(s.rowIdx, s.rowTable)
				tab, ix := t.Data(), idx.Data()
				return gather(t, idx, nd.ShapeOf(s.rowIdx, w), func(out []T) { naiveRows(out, tab, ix, int(w)) }, nil)
			}},
		{key: "gathernd", name: fmt.Sprintf("GatherNd rank 2, %s pairs", count(s.pairs)),
			dtype: k.name, numpy: `a = square()
i0 = rng.integers(0, n, size=pairs, dtype=np.int64)
i1 = rng.integers(0, n, size=pairs, dtype=np.int64)
op = lambda: a[i0, i1]  # the NumPy idiom for tf.gather_nd: allocates`,
			setup: func() prepared {
				pairs, _ := randomPairs(s.pairs, n)
				tab := square().Data()
				return gather(square(), ndint64.Wrap(nd.ShapeOf(s.pairs, 2), pairs), nd.ShapeOf(s.pairs),
					func(out []T) { naivePairs(out, tab, pairs, n) }, func() T { return readPairs(tab, pairs, n) })
			}},
		// GatherNd's yardstick: the scalar gather of the same elements by
		// their linear indices (the library), and the plain loop over them.
		{key: "linear", name: "↳ same elements, linear idx", dtype: k.name,
			numpy: `flat = square().reshape(-1)
lin = rng.integers(0, n * n, size=pairs, dtype=np.int64)
out = np.empty(pairs, dt)
op = lambda: np.take(flat, lin, out=out)`,
			setup: func() prepared {
				_, lin := randomPairs(s.pairs, n)
				flat := square().Reshape(nd.ShapeOf(n * n))
				tab := flat.Data()
				return gather(flat, ndint64.Wrap(nd.ShapeOf(s.pairs, 1), lin), nd.ShapeOf(s.pairs),
					func(out []T) { naiveGather(out, tab, lin) }, func() T { return readGather(tab, lin) })
			}},
		// Scalar access, for contrast: it reads the bytes, writes none.
		{key: "get", name: k.getName + "(i, j) loop", dtype: k.name, contract: true,
			setup: func() prepared {
				a := square()
				data := a.Data()
				bytes := esz * n * n
				return prepared{bytes: bytes, elems: n * n,
					lib:    func() { sink += float64(k.sumGet(a)) },
					naive:  func() { sink += float64(naiveSum(data, int(n))) },
					limit:  func() { sink += float64(checkedSum(data, n, n, a.Layout())) },
					memcpy: memcpyRef(bytes/2, [][]byte{asBytes(data)}, [][]byte{make([]byte, bytes/2)})}
			}},
	}
}
