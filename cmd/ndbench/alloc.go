package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/nduint8"
)

// allocKeys is the allocation rows, in order (after loaderKeys).
var allocKeys = []string{"new256", "newu8", "newf32", "cast256", "fill", "full256", "full"}

// allocWorkloads is the rows of issue 31's allocating calls, each call
// allocating its result: New of a training batch's (256, 784) float32, of
// an n×n uint8 image and of an n×n float32 array (64 MiB at the default
// n), beside np.empty, which, unlike New, leaves the memory as the heap
// held it (New's elements are zeros: np.zeros is its equal); and Cast of
// the batch's uint8 to float32, beside astype (astypeu8 is the n×n one).
// Then Fill of an n×n float32 array beside ndarray.fill, and Full, which
// allocates, of the batch's shape and of n×n beside np.full. Bytes: the
// copy rule, the result's bytes counted twice.
func allocWorkloads(s sizes) []workload {
	const batch, px = 256, 784
	newRow := func(key, name, dt, npShape string, rows, cols, size int64, alloc func()) workload {
		return workload{key: key, name: name, dtype: dt,
			numpy: fmt.Sprintf("op = lambda: np.empty(%s, np.%s)", npShape, dtypeLong[dt]),
			setup: func() prepared {
				bytes := rows * cols * size
				return prepared{bytes: 2 * bytes, elems: rows * cols, lib: alloc,
					naive:  func() { _ = make([]byte, bytes) },
					memcpy: memcpyRef(bytes, [][]byte{make([]byte, bytes)}, [][]byte{make([]byte, bytes)})}
			}}
	}
	// fillRow's lib makes the library's call, given the float32 memory
	// that naive fills (Fill's array, over it).
	fillRow := func(key, name, numpy string, rows, cols int64, lib func(out []float32) func(), naive func(out []float32)) workload {
		return workload{key: key, name: name, dtype: "f32", numpy: numpy,
			setup: func() prepared {
				bytes := rows * cols * 4
				out := make([]float32, rows*cols)
				return prepared{bytes: 2 * bytes, elems: rows * cols, lib: lib(out),
					naive:  func() { naive(out) },
					memcpy: memcpyRef(bytes, [][]byte{make([]byte, bytes)}, [][]byte{asBytes(out)})}
			}}
	}
	fillLoop := func(out []float32) {
		for i := range out {
			out[i] = 1.5
		}
	}
	n := s.n
	return []workload{
		newRow("new256", "New (256, 784) f32 (zeroed; NumPy: np.empty)", "f32", "(256, 784)", batch, px, 4,
			func() { _ = ndfloat32.New(nd.ShapeOf(batch, px)) }),
		newRow("newu8", fmt.Sprintf("New %d² u8 (zeroed; NumPy: np.empty)", n), "u8", "(n, n)", n, n, 1,
			func() { _ = nduint8.New(nd.ShapeOf(n, n)) }),
		newRow("newf32", fmt.Sprintf("New %d² f32 (zeroed; NumPy: np.empty)", n), "f32", "(n, n)", n, n, 4,
			func() { _ = ndfloat32.New(nd.ShapeOf(n, n)) }),
		astypeU8("cast256", "Cast (256, 784) uint8→float32 (allocates)",
			"(np.arange(256 * 784) % 251).astype(np.uint8).reshape(256, 784)",
			func() *nduint8.NdArray {
				a := nduint8.New(nd.ShapeOf(batch, px))
				for i, d := 0, a.Data(); i < len(d); i++ {
					d[i] = uint8(i % 251)
				}
				return a
			}),
		fillRow("fill", fmt.Sprintf("Fill %d² f32 (NumPy: a.fill)", n),
			"a = np.empty((n, n), np.float32)\nop = lambda: a.fill(1.5)", n, n,
			func(out []float32) func() {
				a := ndfloat32.Wrap(nd.ShapeOf(n, n), out)
				return func() { a.Fill(1.5) }
			}, fillLoop),
		fillRow("full256", "Full (256, 784) f32 (allocates; NumPy: np.full)",
			"op = lambda: np.full((256, 784), 1.5, np.float32)", batch, px,
			func([]float32) func() { return func() { _ = ndfloat32.Full(nd.ShapeOf(batch, px), 1.5) } },
			func([]float32) { fillLoop(make([]float32, batch*px)) }),
		fillRow("full", fmt.Sprintf("Full %d² f32 (allocates; NumPy: np.full)", n),
			"op = lambda: np.full((n, n), 1.5, np.float32)", n, n,
			func([]float32) func() { return func() { _ = ndfloat32.Full(nd.ShapeOf(n, n), 1.5) } },
			func([]float32) { fillLoop(make([]float32, n*n)) }),
	}
}
