package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// scatterKeys is scatterWorkloads' rows, in order.
var scatterKeys = []string{"scatternd", "tscatterupd", "tscatteradd"}

// scatterWorkloads is the rows of the scatter ops (issue 14): random int64
// indices into an n×n float32 array (64 MiB at n = 4096), duplicates
// included. Bytes are everything the op touches once: the output (written,
// and for the Tensor ops the input copied into it, counted twice), the
// updates and the indices. The scalar rows' traffic-only twin makes the
// output as the op does (New's zeroed array, or the tensor's Copy, with
// their huge pages) and reads it at the indices, writing nothing there:
// the random lines' misses, which are the op's cost.
func scatterWorkloads(s sizes) []workload {
	n := s.n
	scalars, rows := max(1, n*n/4), max(1, n*n/16)
	const row = rowBytes / 4 // float32 elements per 64-byte row
	return []workload{
		{key: "scatternd", name: fmt.Sprintf("ScatterNd %s scalars into %d²", count(scalars), n),
			dtype: "f32",
			numpy: "idx = rng.integers(0, n * n, n * n // 4)\nupd = filled((n * n // 4,))\n" +
				"op = lambda: np.add.at(np.zeros(n * n, dt), idx, upd)",
			setup: func() prepared {
				idx, upd := randomIndices(scalars, n*n), ndfloat32.New(nd.ShapeOf(scalars))
				fill(upd.Data())
				iv, uv := idx.Data(), upd.Data()
				return prepared{bytes: 4*n*n + 12*scalars, elems: scalars,
					lib: func() { _ = mustGet(ndfloat32.ScatterNd(idx, upd, nd.ShapeOf(n*n))) },
					naive: func() {
						out := make([]float32, n*n)
						for i, p := range iv {
							out[p] += uv[i]
						}
					},
					limit: func() {
						sink += float64(readGather(ndfloat32.New(nd.ShapeOf(n*n)).Data(), iv))
					},
					memcpy: memcpyRef((4*n*n+12*scalars)/2, [][]byte{asBytes(uv), asBytes(iv),
						make([]byte, 4*n*n)}, [][]byte{make([]byte, 4*n*n+12*scalars)})}
			}},
		{key: "tscatterupd", name: fmt.Sprintf("TensorScatterUpdate %s scalars into %d²",
			count(scalars), n), dtype: "f32",
			numpy: "idx = rng.integers(0, n * n, n * n // 4)\nupd = filled((n * n // 4,))\n" +
				"t = filled((n * n,))\n\ndef op():\n    b = t.copy()\n    b[idx] = upd\n",
			setup: func() prepared {
				idx, upd := randomIndices(scalars, n*n), ndfloat32.New(nd.ShapeOf(scalars))
				t := ndfloat32.New(nd.ShapeOf(n * n))
				fill(upd.Data())
				fill(t.Data())
				iv, uv, tv := idx.Data(), upd.Data(), t.Data()
				return prepared{bytes: 8*n*n + 12*scalars, elems: scalars,
					lib: func() { _ = mustGet(ndfloat32.TensorScatterUpdate(t, idx, upd)) },
					naive: func() {
						out := make([]float32, n*n)
						copy(out, tv)
						for i, p := range iv {
							out[p] = uv[i]
						}
					},
					limit: func() { sink += float64(readGather(t.Copy().Data(), iv)) },
					memcpy: memcpyRef((8*n*n+12*scalars)/2, [][]byte{asBytes(tv), asBytes(uv),
						asBytes(iv), make([]byte, 4*n*n)},
						[][]byte{make([]byte, 8*n*n+12*scalars)})}
			}},
		{key: "tscatteradd", name: fmt.Sprintf("TensorScatterAdd %s 64 B rows into %d²",
			count(rows), n), dtype: "f32",
			numpy: "idx = rng.integers(0, n * n // 16, n * n // 16)\n" +
				"upd = filled((n * n // 16, 16))\nt = filled((n * n // 16, 16))\n\n" +
				"def op():\n    b = t.copy()\n    np.add.at(b, idx, upd)\n",
			setup: func() prepared {
				idx := randomIndices(rows, rows)
				upd := ndfloat32.New(nd.ShapeOf(rows, row))
				t := ndfloat32.New(nd.ShapeOf(rows, row))
				fill(upd.Data())
				fill(t.Data())
				iv, uv, tv := idx.Data(), upd.Data(), t.Data()
				b := 8*rows*row + 4*rows*row + 8*rows
				return prepared{bytes: b, elems: rows * row,
					lib: func() { _ = mustGet(ndfloat32.TensorScatterAdd(t, idx, upd)) },
					naive: func() {
						out := make([]float32, len(tv))
						copy(out, tv)
						for i, p := range iv {
							o, u := out[p*row:(p+1)*row], uv[int64(i)*row:int64(i+1)*row]
							for j := range o {
								o[j] += u[j]
							}
						}
					},
					memcpy: memcpyRef(b/2, [][]byte{asBytes(tv), asBytes(uv), asBytes(iv),
						make([]byte, b)}, [][]byte{make([]byte, b)})}
			}},
	}
}
