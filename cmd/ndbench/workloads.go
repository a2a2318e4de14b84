package main

import (
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
)

// sizes are the workloads' sizes, all derived from -n so that the table
// keeps its shape at any scale; at n = 4096 they are the reference's.
type sizes struct {
	n          int64 // a: n×n (4096²: 64 MiB f32, 128 MiB i64)
	cube       int64 // b: cube³, about n² elements (256³)
	scalarIdx  int64 // random scalar gather: n² indices (16M) ...
	tableBytes int64 // ... into a table of 4n² bytes (64 MiB), either dtype
	rowIdx     int64 // row gather: n²/16 random rows (1M) of 64 B ...
	rowTable   int64 // ... from a table of n²/16 rows (64 MiB)
	pairs      int64 // GatherNd rank 2: n²/4 random (i, j) pairs (4M) into a
}

// rowBytes is the row size of the row gather: (rows, 16) f32, (rows, 8) i64.
const rowBytes = 64

// sizesFor returns the sizes for -n n. With quick, the scalar and row
// gathers read a quarter of the indices, from the same tables: much of a
// report's time goes to them, and their regime (random reads from DRAM,
// about constant ns per element; outputs of 16 MiB at n = 4096, still split
// across bulk workers) stays the same. GatherNd keeps its size: its ratio
// to the plain loop is a tracked target.
func sizesFor(n int64, quick bool) sizes {
	s := sizes{
		n:          n,
		cube:       max(4, int64(math.Round(math.Cbrt(float64(n*n))))),
		scalarIdx:  n * n,
		tableBytes: 4 * n * n,
		rowIdx:     max(1, n*n/16),
		rowTable:   max(1, n*n/16),
		pairs:      max(1, n*n/4),
	}
	if quick {
		s.scalarIdx, s.rowIdx = max(1, s.scalarIdx/4), max(1, s.rowIdx/4)
	}
	return s
}

// elem is the element types measured.
type elem interface{ ~float32 | ~int64 }

// dtype is what the generic workload code needs from one dtype package.
type dtype[T elem, A nd.Array[T, A]] struct {
	name, long   string // "f32", "float32"
	new          func(nd.Shape) A
	wrap         func(nd.Shape, []T) A
	gatherNdInto func(dst, params A, indices nd.Indices) error
	getName      string
	sumGet       func(a A) T // sums a's elements through the typed scalar getter, (i, j) order
}

var f32 = dtype[float32, *ndfloat32.NdArray]{
	name: "f32", long: "float32",
	new: ndfloat32.New, wrap: ndfloat32.Wrap, gatherNdInto: ndfloat32.GatherNdInto,
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
	new: ndint64.New, wrap: ndint64.Wrap, gatherNdInto: ndint64.GatherNdInto,
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
var dtypeLong = map[string]string{f32.name: f32.long, i64.name: i64.long}

// allWorkloads is every workload for f32 and for i64, each f32 row followed
// by its i64 twin.
func allWorkloads(s sizes) []workload {
	a, b := workloadsOf(f32, s), workloadsOf(i64, s)
	out := make([]workload, 0, len(a)+len(b))
	for i := range a {
		out = append(out, a[i], b[i])
	}
	return out
}

// sink keeps the element-access loop's sum alive.
var sink float64

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
	// copyOf materialises view(base) into a preallocated contiguous array;
	// the memcpy moves as many bytes from base into that array.
	copyOf := func(key, name string, base func() A, view func(A) A) workload {
		return workload{key: key, name: name, dtype: k.name, setup: func() prepared {
			b := base()
			v := view(b)
			dst := k.new(v.Shape())
			m := v.Size()
			return prepared{bytes: 2 * esz * m, elems: m, op: func() { v.CopyTo(dst) },
				memcpy: memcpyRef(esz*m, [][]byte{asBytes(b.Data())}, [][]byte{asBytes(dst.Data())})}
		}}
	}
	cube := func() A {
		b := k.new(nd.ShapeOf(c, c, c))
		fill(b.Data())
		return b
	}
	// gather runs GatherNdInto into a preallocated output; the memcpy
	// reads the table, then the indices (then scratch memory, if those
	// are short), and writes the output, then scratch memory.
	gather := func(params A, indices nd.Indices, outShape nd.Shape) prepared {
		out := k.new(outShape)
		m := out.Size()
		table, idx := asBytes(params.Data()), indexBytes(indices)
		bytes := 2*esz*m + int64(len(idx))
		return prepared{bytes: bytes, elems: m, op: func() { must(k.gatherNdInto(out, params, indices)) },
			memcpy: memcpyRef(bytes/2, [][]byte{table, idx, make([]byte, max(0, bytes/2-int64(len(table)+len(idx))))},
				[][]byte{asBytes(out.Data()), make([]byte, max(0, bytes/2-esz*m))})}
	}
	return []workload{
		copyOf("copy", "contiguous copy", square, func(a A) A { return a }),
		copyOf("sub", "a[1:-1, 1:-1]", square, func(a A) A { return a.Slice(nd.Range(1, -1), nd.Range(1, -1)) }),
		copyOf("cube", fmt.Sprintf("b[:, ::2, 1:-1] %d³", c), cube,
			func(b A) A { return b.Slice(nd.All(), nd.Step(2), nd.Range(1, -1)) }),
		copyOf("short", fmt.Sprintf("b[:, :, 1:5] %d³ (short runs)", c), cube,
			func(b A) A { return b.Slice(nd.All(), nd.All(), nd.Range(1, 5)) }),
		copyOf("rev", "a.ravel()[::-1]", square, func(a A) A { return a.Reshape(nd.ShapeOf(n * n)).Slice(nd.Flip()) }),
		copyOf("col2", "a[:, 1::2]", square, func(a A) A { return a.Slice(nd.All(), nd.Odd()) }),
		copyOf("s23", "a[::2, ::3]", square, func(a A) A { return a.Slice(nd.Step(2), nd.Step(3)) }),
		copyOf("T", "a.T copy", square, func(a A) A { return a.Transpose() }),
		{key: "gather", name: fmt.Sprintf("gather %s idx, %s table", count(s.scalarIdx), mib(s.tableBytes)), dtype: k.name,
			setup: func() prepared {
				m := s.tableBytes / esz
				table := k.new(nd.ShapeOf(m))
				fill(table.Data())
				return gather(table, randomIndices(s.scalarIdx, m), nd.ShapeOf(s.scalarIdx))
			}},
		{key: "gather32", name: fmt.Sprintf("gather %s int32 idx, %s table", count(s.scalarIdx), mib(s.tableBytes)), dtype: k.name,
			setup: func() prepared {
				m := s.tableBytes / esz
				table := k.new(nd.ShapeOf(m))
				fill(table.Data())
				idx := randomIndices(s.scalarIdx, m).Data()
				idx32 := make([]int32, len(idx))
				for i, v := range idx {
					idx32[i] = int32(v)
				}
				return gather(table, ndint32.Wrap(nd.ShapeOf(s.scalarIdx, 1), idx32), nd.ShapeOf(s.scalarIdx))
			}},
		{key: "rows", name: fmt.Sprintf("gather rows %s × %d B, %s table", count(s.rowIdx), rowBytes, mib(rowBytes*s.rowTable)),
			dtype: k.name, setup: func() prepared {
				w := rowBytes / esz
				table := k.new(nd.ShapeOf(s.rowTable, w))
				fill(table.Data())
				return gather(table, randomIndices(s.rowIdx, s.rowTable), nd.ShapeOf(s.rowIdx, w))
			}},
		{key: "gathernd", name: fmt.Sprintf("GatherNd rank 2, %s pairs", count(s.pairs)), dtype: k.name,
			setup: func() prepared {
				pairs, _ := randomPairs(s.pairs, n)
				return gather(square(), ndint64.Wrap(nd.ShapeOf(s.pairs, 2), pairs), nd.ShapeOf(s.pairs))
			}},
		// The GatherNd yardstick: a plain Go loop over the same elements'
		// precomputed linear indices.
		{key: "linear", name: "↳ plain loop, linear idx", dtype: k.name,
			setup: func() prepared {
				_, lin := randomPairs(s.pairs, n)
				tab, dst := square().Data(), make([]T, s.pairs)
				bytes := s.pairs * (2*esz + 8)
				return prepared{bytes: bytes, elems: s.pairs, op: func() {
					for i, p := range lin {
						dst[i] = tab[p]
					}
				}, memcpy: memcpyRef(bytes/2, [][]byte{asBytes(tab), asBytes(lin)},
					[][]byte{asBytes(dst), make([]byte, max(0, bytes/2-esz*s.pairs))})}
			}},
		// Scalar access, for contrast: it reads the bytes, writes none.
		{key: "get", name: k.getName + "(i, j) loop", dtype: k.name,
			setup: func() prepared {
				a := square()
				bytes := esz * n * n
				return prepared{bytes: bytes, elems: n * n, op: func() { sink += float64(k.sumGet(a)) },
					memcpy: memcpyRef(bytes/2, [][]byte{asBytes(a.Data())}, [][]byte{make([]byte, bytes/2)})}
			}},
	}
}

// indexBytes returns the bytes of an index array's storage.
func indexBytes(ix nd.Indices) []byte {
	i64, i32 := ix.IndexValues()
	if i32 != nil {
		return asBytes(i32)
	}
	return asBytes(i64)
}

// fill writes every element (memory never written reads as the shared
// zero page, which would flatter every read).
func fill[T elem](s []T) {
	for i := range s {
		s[i] = T(i)
	}
}

// randomIndices returns count random indices below bound, as a (count, 1)
// array: GatherNd with depth 1, which gathers elements of a vector or rows
// of a matrix.
func randomIndices(count, bound int64) *ndint64.NdArray {
	rng := rand.New(rand.NewPCG(1, 2))
	idx := make([]int64, count)
	for i := range idx {
		idx[i] = rng.Int64N(bound)
	}
	return ndint64.Wrap(nd.ShapeOf(count, 1), idx)
}

// randomPairs returns count random (i, j) pairs into an n×n array,
// interleaved, and the same elements' linear indices.
func randomPairs(count, n int64) (pairs, lin []int64) {
	rng := rand.New(rand.NewPCG(1, 2))
	pairs, lin = make([]int64, 2*count), make([]int64, count)
	for k := range lin {
		i, j := rng.Int64N(n), rng.Int64N(n)
		pairs[2*k], pairs[2*k+1] = i, j
		lin[k] = i*n + j
	}
	return pairs, lin
}

// memcpyRef returns a copy() of n bytes: from the sources, in order, into
// the destinations, in order. It panics if either side is short.
func memcpyRef(n int64, srcs, dsts [][]byte) func() {
	type chunk struct{ dst, src []byte }
	var chunks []chunk
	var s, d []byte
	for n > 0 {
		switch {
		case len(s) == 0:
			s, srcs = srcs[0], srcs[1:]
		case len(d) == 0:
			d, dsts = dsts[0], dsts[1:]
		default:
			k := min(n, int64(len(s)), int64(len(d)))
			chunks = append(chunks, chunk{d[:k], s[:k]})
			s, d, n = s[k:], d[k:], n-k
		}
	}
	return func() {
		for _, c := range chunks {
			copy(c.dst, c.src)
		}
	}
}

// asBytes views s's memory as bytes.
func asBytes[T any](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(s))), uintptr(len(s))*unsafe.Sizeof(s[0]))
}

// count formats an element count as 16M, 4K or 300.
func count(v int64) string {
	switch {
	case v >= 1<<20 && v%(1<<20) == 0:
		return fmt.Sprintf("%dM", v>>20)
	case v >= 1<<10 && v%(1<<10) == 0:
		return fmt.Sprintf("%dK", v>>10)
	}
	return fmt.Sprint(v)
}

// mib formats a byte count as 64 MiB or 16 KiB.
func mib(v int64) string {
	switch {
	case v >= 1<<20 && v%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", v>>20)
	case v >= 1<<10 && v%(1<<10) == 0:
		return fmt.Sprintf("%d KiB", v>>10)
	}
	return fmt.Sprintf("%d B", v)
}
