package main

import (
	"fmt"
	"slices"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
)

// The sort and select rows (the last of reduceKeys): Sort of 16M float32
// and TopK(5) along the rows of (256, 1000), both of random-looking values
// in [0, 1) that the Go and NumPy sides make alike (uniform, npUniform).

// topK is the top-k row's k.
const topK = 5

// sortCount is the sort row's length: 16M (64 MiB of float32, beyond the
// cache) from -n 2048 on, 4n² below, so that a small -n keeps the report
// small.
func (s sizes) sortCount() int64 { return min(16<<20, 4*s.n*s.n) }

// npUniform defines uniform(count), uniform's values.
const npUniform = `def uniform(count):
    u = np.uint64
    z = np.arange(1, count + 1, dtype=u) * u(0x9E3779B97F4A7C15)
    z = (z ^ (z >> u(30))) * u(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> u(27))) * u(0x94D049BB133111EB)
    z ^= z >> u(31)
    return (z >> u(40)).astype(np.float32) * np.float32(2.0 ** -24)
`

// uniform sets x[i] to the top 24 bits of splitmix64's output for the
// state i+1, as a float32 in [0, 1): random-looking values (a sort's speed
// depends on their order), made alike by npUniform, so that both sides
// sort the same array.
func uniform(x []float32) {
	for i := range x {
		z := uint64(i+1) * 0x9E3779B97F4A7C15
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		z ^= z >> 31
		x[i] = float32(z>>40) * 0x1p-24
	}
}

// sortCases is the sort and top-k rows. The sort is SortInto a separate
// dst, which reads a and writes dst (a stays unsorted for the next call);
// NumPy's twin is the same, np.copyto(out, a) then out.sort() in place:
// np.sort(a) without the allocation of its result (np.sort copies, then
// sorts the copy in place), as our row times the Into form. Its naive twin
// is copy and slices.Sort. TopK is TopKInto preallocated values and
// indices, beside the NumPy idiom for tf.math.top_k (argpartition of -x,
// then the k sorted by value, descending; it allocates its few results)
// and a user's loop keeping the k greatest of each row in order.
func sortCases(s sizes) []reduceCase {
	m := s.sortCount()
	return []reduceCase{
		{w: workload{key: "sort16m", name: fmt.Sprintf("SortInto %s in [0, 1), axis 0", count(m)), dtype: "f32",
			numpy: fmt.Sprintf("m = %d\n", m) + npUniform + "a = uniform(m)\nout = np.empty(m, np.float32)\n" +
				"def op():\n    np.copyto(out, a)\n    out.sort()  # np.sort(a) into out\n"},
			setup: func() (prepared, []twinOut, int) {
				a, dst := ndfloat32.New(nd.ShapeOf(m)), ndfloat32.New(nd.ShapeOf(m))
				x, d, nv := a.Data(), dst.Data(), make([]float32, m)
				uniform(x)
				p := reduction(m, asBytes(x), asBytes(d), func() { ndfloat32.SortInto(dst, a, 0) },
					func() {
						copy(nv, x)
						slices.Sort(nv)
					})
				return p, []twinOut{pairOf[float32]{d, nv}}, 0
			}},
		{w: workload{key: "topk5", name: fmt.Sprintf("TopKInto k=%d of (%d, %d) in [0, 1)", topK, softmaxRows, softmaxCols),
			dtype: "f32",
			numpy: fmt.Sprintf("r, c, k = %d, %d, %d\n", softmaxRows, softmaxCols, topK) + npUniform +
				"a = uniform(r * c).reshape(r, c)\n" +
				"def op():\n" +
				"    p = np.argpartition(-a, k, axis=-1)[:, :k]\n" +
				"    v = np.take_along_axis(a, p, axis=-1)\n" +
				"    o = np.argsort(-v, axis=-1, kind='stable')\n" +
				"    return np.take_along_axis(v, o, axis=-1), np.take_along_axis(p, o, axis=-1)\n"},
			setup: func() (prepared, []twinOut, int) {
				r, c := int64(softmaxRows), int64(softmaxCols)
				a := ndfloat32.New(nd.ShapeOf(r, c))
				vals, idx := ndfloat32.New(nd.ShapeOf(r, topK)), ndint64.New(nd.ShapeOf(r, topK))
				x, v, i := a.Data(), vals.Data(), idx.Data()
				uniform(x)
				nv, ni := make([]float32, len(v)), make([]int64, len(i))
				p := selection(r*c, asBytes(x), [][]byte{asBytes(v), asBytes(i)},
					func() { ndfloat32.TopKInto(vals, idx, a, topK) },
					func() { naiveTopK(nv, ni, x, int(c)) })
				p.limit = func() { sink += float64(readPass32(x)) }
				return p, []twinOut{pairOf[float32]{v, nv}, pairOf[int64]{i, ni}}, 0
			}},
	}
}

// selection is a row reading all of in, elems elements, and writing the
// outs: its bytes are in's plus the outs'; the memcpy reference copies
// half of them from in into the outs, then scratch memory.
func selection(elems int64, in []byte, outs [][]byte, lib, naive func()) prepared {
	bytes := int64(len(in)) + totalLen(outs)
	half := bytes / 2
	dsts := append(append([][]byte{}, outs...), make([]byte, max(0, half-totalLen(outs))))
	return prepared{bytes: bytes, elems: elems, lib: lib, naive: naive, memcpy: memcpyRef(half, [][]byte{in}, dsts)}
}

// naiveTopK sets each row of k = len(vals)/rows elements of vals and idx
// to the k greatest of the matching row of w elements of x and their
// indices, greatest first, equal ones in index order: the loop a user
// writes, an insertion into the row's k best so far (no NaNs in x).
func naiveTopK(vals []float32, idx []int64, x []float32, w int) {
	k := len(vals) / (len(x) / w)
	for r := 0; r*w < len(x); r++ {
		row, vs, is := x[r*w:(r+1)*w], vals[r*k:(r+1)*k], idx[r*k:(r+1)*k]
		filled := 0
		for j, v := range row {
			if filled == k && !(v > vs[k-1]) {
				continue
			}
			p := min(filled, k-1)
			for p > 0 && vs[p-1] < v {
				vs[p], is[p] = vs[p-1], is[p-1]
				p--
			}
			vs[p], is[p] = v, int64(j)
			filled = min(filled+1, k)
		}
	}
}
