package bulk

import (
	"slices"
	"sync"

	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Store applies a block of scatter rows to dst: row i, the size elements
// upd[i*size:(i+1)*size], goes to dst[pos[i]:pos[i]+size] (positions in
// range). Stores run in row order, so the last of duplicate rows is
// applied last.
type Store[T any] func(dst []T, pos []int64, upd []T, size int)

// ScatterNd applies the n = s.N index rows of i64 or i32 (whichever is
// non-nil) with updates upd to dst, the row-major data of an array of
// shape dims, through store, and returns TensorFlow's error for the first
// row out of range (naming it by its place in indices, of shape ishape).
// With checkFirst it checks every row before writing anything, so that dst
// is untouched on error; without, dst is a new array the caller drops on
// error, and the check runs block by block on indices still in cache. The
// rows are resolved to positions a block at a time (an int64 vector's
// indices are its positions already) and each block stored in one tight
// loop.
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
	vector, isVector := any(idx).([]int64)
	isVector = isVector && depth == 1 && size == 1
	var pos *[gatherBlock]int64
	var strides []int64
	if !isVector {
		pos = positionBlocks.Get().(*[gatherBlock]int64)
		defer positionBlocks.Put(pos)
		strides = leadStrides(make([]int64, 0, 8), dims, depth)
	}
	for base := 0; base < n; base += gatherBlock {
		m := min(gatherBlock, n-base)
		u := upd[base*size : (base+m)*size]
		if isVector {
			block := vector[base : base+m]
			if r := badRow(block, lead); r >= 0 {
				return rowErr(base + r)
			}
			store(dst, block, u, 1) // Go's bounds checks stay, should idx change meanwhile
			continue
		}
		// positions checks (again, with checkFirst: indices changed by
		// another goroutine meanwhile still cannot address outside dst).
		if r, ok := positions(pos[:m], 0, lead, strides, idx[base*depth:(base+m)*depth], 1); !ok {
			return rowErr(base + r)
		}
		store(dst, pos[:m], u, size)
	}
	return nil
}

// leadStrides appends to buf the row-major strides of the first depth
// dimensions of dims (whose product, dst's length, does not overflow).
func leadStrides(buf []int64, dims []int64, depth int) []int64 {
	stride := int64(1)
	for _, d := range dims[depth:] {
		stride *= d
	}
	buf = slices.Grow(buf, depth)[:depth]
	for c := depth - 1; c >= 0; c-- {
		buf[c] = stride
		stride *= dims[c]
	}
	return buf
}

// positionBlocks holds the blocks of positions scatterNd resolves rows to.
// A block on the stack would escape to the heap, 32 KiB per call, since it
// goes to a store through a function value.
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
type Additive interface {
	Number | ~string
}

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
func StoreAssign[T any](dst []T, pos []int64, upd []T, size int) {
	if size == 1 {
		upd = upd[:len(pos)]
		for i, p := range pos {
			dst[p] = upd[i]
		}
		return
	}
	for i, p := range pos {
		copy(dst[p:p+int64(size)], upd[i*size:(i+1)*size])
	}
}

// StoreAdd adds each row into its slice (strings concatenate, in row
// order): ScatterNd, TensorScatterAdd, ScatterNdAdd.
func StoreAdd[T Additive](dst []T, pos []int64, upd []T, size int) {
	if size == 1 {
		upd = upd[:len(pos)]
		for i, p := range pos {
			dst[p] += upd[i]
		}
		return
	}
	for i, p := range pos {
		d, u := dst[p:p+int64(size)], upd[i*size:(i+1)*size]
		for j := range d {
			d[j] += u[j]
		}
	}
}

// StoreSub subtracts each row from its slice: TensorScatterSub.
func StoreSub[T Number](dst []T, pos []int64, upd []T, size int) {
	if size == 1 {
		upd = upd[:len(pos)]
		for i, p := range pos {
			dst[p] -= upd[i]
		}
		return
	}
	for i, p := range pos {
		d, u := dst[p:p+int64(size)], upd[i*size:(i+1)*size]
		for j := range d {
			d[j] -= u[j]
		}
	}
}

// StoreMin keeps the smaller of each element and its update, as Eigen's
// cwiseMin does on TensorFlow's CPU: u < d ? u : d, so a NaN already there
// stays and a NaN update is ignored.
func StoreMin[T Ordered](dst []T, pos []int64, upd []T, size int) {
	for i, p := range pos {
		d, u := dst[p:p+int64(size)], upd[i*size:(i+1)*size]
		for j := range d {
			if u[j] < d[j] {
				d[j] = u[j]
			}
		}
	}
}

// StoreMax keeps the larger of each element and its update, as Eigen's
// cwiseMax: d < u ? u : d (NaNs as in StoreMin).
func StoreMax[T Ordered](dst []T, pos []int64, upd []T, size int) {
	for i, p := range pos {
		d, u := dst[p:p+int64(size)], upd[i*size:(i+1)*size]
		for j := range d {
			if d[j] < u[j] {
				d[j] = u[j]
			}
		}
	}
}

// StoreOr ors each row into its slice: TensorFlow's + on bool, which
// ScatterNd and ScatterNdAdd use for booleans.
func StoreOr[T ~bool](dst []T, pos []int64, upd []T, size int) {
	for i, p := range pos {
		d, u := dst[p:p+int64(size)], upd[i*size:(i+1)*size]
		for j := range d {
			d[j] = d[j] || u[j]
		}
	}
}
