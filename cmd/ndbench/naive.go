package main

// The naive twins: the loops a user would write for each workload without
// the library, on the arrays' data slices (row-major), copy() per
// contiguous run where there are runs, else a plain indexed loop. Each
// reslices its rows so that the compiler drops most bounds checks, as a
// careful user's loop would.

// naiveSub copies the n×n src's [1:-1, 1:-1] into dst, copy() per row.
func naiveSub[T any](dst, src []T, n int) {
	m := n - 2
	for i := range m {
		copy(dst[i*m:(i+1)*m], src[(i+1)*n+1:(i+1)*n+1+m])
	}
}

// naiveCube copies the c³ src's [:, ::2, 1:-1] into dst, copy() per run.
func naiveCube[T any](dst, src []T, c int) {
	m, o := c-2, 0
	for i := range c {
		for j := 0; j < c; j += 2 {
			s := (i*c+j)*c + 1
			copy(dst[o:o+m], src[s:s+m])
			o += m
		}
	}
}

// naiveShort copies the c³ src's [:, :, 1:5] into dst, element by element:
// runs of four are too short for copy() to pay.
func naiveShort[T any](dst, src []T, c int) {
	for r := range c * c {
		d, s := dst[4*r:4*r+4], src[r*c+1:r*c+5]
		d[0], d[1], d[2], d[3] = s[0], s[1], s[2], s[3]
	}
}

// naiveShortStrided copies the c³ src's [:, :, 1:9:2] into dst: four
// elements two apart from each row (fewer in a cube of side below 9).
func naiveShortStrided[T any](dst, src []T, c int) {
	if c < 9 {
		o := 0
		for r := range c * c {
			for k := 1; k < c; k += 2 {
				dst[o] = src[r*c+k]
				o++
			}
		}
		return
	}
	for r := range c * c {
		d, s := dst[4*r:4*r+4], src[r*c+1:r*c+8]
		d[0], d[1], d[2], d[3] = s[0], s[2], s[4], s[6]
	}
}

// naiveRev copies src reversed into dst.
func naiveRev[T any](dst, src []T) {
	last := len(src) - 1
	for i := range dst {
		dst[i] = src[last-i]
	}
}

// naiveStep copies the n×n src's [r0::rs, c0::cs] into dst.
func naiveStep[T any](dst, src []T, n, r0, rs, c0, cs int) {
	cols := (n - c0 + cs - 1) / cs
	o := 0
	for i := r0; i < n; i += rs {
		row, d := src[i*n:(i+1)*n], dst[o:o+cols]
		for j := range d {
			d[j] = row[c0+j*cs]
		}
		o += cols
	}
}

// naiveTranspose writes the n×n src transposed into dst.
func naiveTranspose[T any](dst, src []T, n int) {
	for i := range n {
		d := dst[i*n : (i+1)*n]
		for j := range d {
			d[j] = src[j*n+i]
		}
	}
}

// naiveGather sets out[i] = tab[idx[i]].
func naiveGather[T any, I int32 | int64](out, tab []T, idx []I) {
	for i, p := range idx[:len(out)] {
		out[i] = tab[p]
	}
}

// naiveRows copies the rows of w elements of tab picked by idx into out.
func naiveRows[T any](out, tab []T, idx []int64, w int) {
	for i, p := range idx {
		copy(out[i*w:(i+1)*w], tab[int(p)*w:(int(p)+1)*w])
	}
}

// naivePairs sets out[k] = tab[i*n + j] for the k-th pair (i, j).
func naivePairs[T any](out, tab []T, pairs []int64, n int64) {
	for k := range out {
		out[k] = tab[pairs[2*k]*n+pairs[2*k+1]]
	}
}

// naiveSum sums the n×n a's elements in (i, j) order.
func naiveSum[T elem](a []T, n int) T {
	var s T
	for i := range n {
		for _, v := range a[i*n : (i+1)*n] {
			s += v
		}
	}
	return s
}
