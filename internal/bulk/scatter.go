package bulk

import (
	"slices"
	"sync"

	"github.com/ndgo/ndarray/asm/scatter"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Store applies a block of scatter rows to dst, seen as rows of size
// elements: update row i, upd[i*size:(i+1)*size], goes to row rows[i] of
// dst. Stores run in row order, so the last of duplicate rows is applied
// last. A store stops at the first row number outside dst and returns how
// many rows it applied (len(rows) when all are inside): the range check
// is the loop's only one (Go's own drops out), so that a scatter checks
// and stores its rows in one pass, as tight as a user's loop.
type Store[T any] func(dst []T, rows []int64, upd []T, size int) int

// ScatterNd applies the n = s.N index rows of i64 or i32 (whichever is
// non-nil) with updates upd to dst, the row-major data of an array of
// shape dims, through store, and returns TensorFlow's error for the first
// row out of range (naming it by its place in indices, of shape ishape).
// With checkFirst it checks every row before writing anything, so that dst
// is untouched on error; without, dst is a new array the caller drops on
// error. int64 rows of one component are row numbers already, which the
// store checks as it goes; other rows are resolved to row numbers (and
// checked) a block at a time, each block then stored in one tight loop.
func ScatterNd[T any](op string, dst []T, dims []int64, i64 []int64, i32 []int32,
	ishape nd.Shape, upd []T, s check.Scatter, store Store[T], checkFirst bool) error {
	if i32 != nil {
		return scatterNd(op, dst, dims, i32, ishape, upd, s, store, checkFirst)
	}
	return scatterNd(op, dst, dims, i64, ishape, upd, s, store, checkFirst)
}

func scatterNd[T any, I Index](op string, dst []T, dims []int64, idx []I,
	ishape nd.Shape, upd []T, s check.Scatter, store Store[T], checkFirst bool) error {
	n, depth, size := int(s.N), int(s.Depth), int(s.Slice)
	if n == 0 || size == 0 {
		return nil
	}
	idx = idx[:n*depth]
	lead := dims[:depth]
	rowErr := func(r int) error {
		v := make([]int64, depth)
		for c := range v {
			v[c] = int64(idx[r*depth+c])
		}
		return check.ScatterRowError(op, int64(r), v, ishape, dims)
	}
	if checkFirst {
		if r := badRow(idx, lead); r >= 0 {
			return rowErr(r)
		}
	}
	strides, count := leadStrides(make([]int64, 0, 8), lead)
	// dst holds exactly the rows the index rows can name (the stores' check).
	dst = dst[:int(count)*size]
	vector, direct := any(idx).([]int64)
	direct = direct && depth == 1
	var pos []int64
	if !direct {
		block := positionBlocks.Get().(*[gatherBlock]int64)
		defer positionBlocks.Put(block)
		pos = block[:]
	}
	for base := 0; base < n; base += gatherBlock {
		m := min(gatherBlock, n-base)
		var rows []int64
		if direct {
			rows = vector[base : base+m]
		} else if r, ok := positions(pos[:m], 0, lead, strides, idx[base*depth:(base+m)*depth], 1); ok {
			rows = pos[:m]
		} else {
			return rowErr(base + r)
		}
		if r := store(dst, rows, upd[base*size:(base+m)*size], size); r < m {
			return rowErr(base + r) // out of range, or changed since checkFirst's check
		}
	}
	return nil
}

// leadStrides appends to buf the row-major strides of an array of shape
// lead and returns them with its element count (dst's row count, which
// does not overflow).
func leadStrides(buf []int64, lead []int64) ([]int64, int64) {
	buf = slices.Grow(buf, len(lead))[:len(lead)]
	count := int64(1)
	for c := len(lead) - 1; c >= 0; c-- {
		buf[c] = count
		count *= lead[c]
	}
	return buf, count
}

// positionBlocks holds the blocks of row numbers scatterNd resolves index
// rows to. A block on the stack would escape to the heap, 32 KiB per call,
// since it goes to a store through a function value.
var positionBlocks = sync.Pool{New: func() any { return new([gatherBlock]int64) }}

// badRow returns the number of the first row of idx (len(dims) components
// each) with a component outside [0, dims[c]), or -1.
func badRow[I Index](idx []I, dims []int64) int {
	if len(dims) == 1 {
		d := uint64(dims[0])
		for r, v := range idx {
			if uint64(v) >= d {
				return r
			}
		}
		return -1
	}
	k := len(dims)
	for r := 0; r*k < len(idx); r++ {
		for c, v := range idx[r*k : (r+1)*k] {
			if uint64(v) >= uint64(dims[c]) {
				return r
			}
		}
	}
	return -1
}

// Additive are the element types whose + TensorFlow's scatter adds use:
// numbers, and strings, which ScatterNd concatenates.
type Additive = scatter.Additive

// Number are the element types with + and -.
type Number interface {
	Ordered | ~complex64 | ~complex128
}

// Ordered are the element types with <: TensorScatterMin and Max.
type Ordered interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr |
		~float32 | ~float64
}

// StoreAssign writes each row over its slice: TensorScatterUpdate and
// ScatterNdUpdate (the last of duplicate rows wins).
func StoreAssign[T any](dst []T, rows []int64, upd []T, size int) int {
	if size == 1 {
		upd = upd[:len(rows)]
		for i, r := range rows {
			if uint64(r) >= uint64(len(dst)) {
				return i
			}
			dst[r] = upd[i]
		}
		return len(rows)
	}
	n := uint64(len(dst) / size)
	for i, r := range rows {
		if uint64(r) >= n {
			return i
		}
		copy(dst[int(r)*size:][:size], upd[i*size:][:size])
	}
	return len(rows)
}

// StoreAdd adds each row into its slice (strings concatenate, in row
// order): ScatterNd, TensorScatterAdd, ScatterNdAdd. It is scatter.ScatterAdd,
// whose kernels keep more of the random rows' cache misses in flight than
// Go's loop for float32 and float64 rows.
func StoreAdd[T Additive](dst []T, rows []int64, upd []T, size int) int {
	return scatter.ScatterAdd(dst, rows, upd, size)
}

// StoreSub subtracts each row from its slice: TensorScatterSub.
func StoreSub[T Number](dst []T, rows []int64, upd []T, size int) int {
	if size == 1 {
		upd = upd[:len(rows)]
		for i, r := range rows {
			if uint64(r) >= uint64(len(dst)) {
				return i
			}
			dst[r] -= upd[i]
		}
		return len(rows)
	}
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			d[j] -= u[j]
		}
	})
}

// StoreMin keeps the smaller of each element and its update, as Eigen's
// cwiseMin does on TensorFlow's CPU: u < d ? u : d, so a NaN already there
// stays and a NaN update is ignored.
func StoreMin[T Ordered](dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			if u[j] < d[j] {
				d[j] = u[j]
			}
		}
	})
}

// StoreMax keeps the larger of each element and its update, as Eigen's
// cwiseMax: d < u ? u : d (NaNs as in StoreMin).
func StoreMax[T Ordered](dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			if d[j] < u[j] {
				d[j] = u[j]
			}
		}
	})
}

// StoreOr ors each row into its slice: TensorFlow's + on bool, which
// ScatterNd and ScatterNdAdd use for booleans.
func StoreOr[T ~bool](dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			d[j] = d[j] || u[j]
		}
	})
}

// storeRows applies row to each row of dst and its update (of equal
// lengths) up to the first row number outside dst, and returns how many it
// applied: the stores not worth a loop of their own, a call per row.
func storeRows[T any](dst []T, rows []int64, upd []T, size int, row func(d, u []T)) int {
	n := uint64(len(dst) / size)
	for i, r := range rows {
		if uint64(r) >= n {
			return i
		}
		d := dst[int(r)*size:][:size]
		row(d, upd[i*size:][:len(d)])
	}
	return len(rows)
}
