package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
)

// npHalfRows is the NumPy twin's mask: the rows halfMask picks.
const npHalfRows = "m = ((np.arange(n, dtype=np.uint64) * 2654435761) >> 7) & 1 == 1"

// halfMask picks about half of n rows by a multiplicative hash, so that
// the selected rows come in runs of varied length, as a data-driven mask's
// do; the NumPy side computes the same mask (npHalfRows).
func halfMask(n int64) []bool {
	m := make([]bool, n)
	for i := range m {
		m[i] = (uint64(i)*2654435761)>>7&1 == 1
	}
	return m
}

// maskWorkloads is the BooleanMask row: the selected rows of an n×n
// float32 array, beside NumPy's a[m] and a loop copying row by row. Its
// bytes follow the copy rule (the output bytes counted twice).
func maskWorkloads(s sizes) []workload {
	n := s.n
	return []workload{{key: "boolmask", dtype: "f32",
		name:  fmt.Sprintf("BooleanMask, half the rows of %d²", n),
		numpy: "a = " + npF32 + "\n" + npHalfRows + "\nop = lambda: a[m]",
		setup: func() prepared {
			a := ndfloat32.New(nd.ShapeOf(n, n))
			fill(a.Data())
			bits := halfMask(n)
			mask := ndbool.Vector(bits...)
			res := mustGet(ndfloat32.BooleanMask(a, mask, 0))
			m, data := res.Size(), a.Data()
			return prepared{bytes: 8 * m, elems: m,
				lib:   func() { _ = mustGet(ndfloat32.BooleanMask(a, mask, 0)) },
				naive: func() { _ = maskRows(data, bits, n, m) },
				memcpy: memcpyRef(4*m, [][]byte{asBytes(data)},
					[][]byte{asBytes(res.Data())})}
		}}}
}

// maskRows is the naive twin: a new result, one copy per selected row.
func maskRows(a []float32, bits []bool, n, size int64) []float32 {
	out := make([]float32, size)
	k := int64(0)
	for i, b := range bits {
		if b {
			copy(out[k*n:(k+1)*n], a[int64(i)*n:int64(i+1)*n])
			k++
		}
	}
	return out
}
