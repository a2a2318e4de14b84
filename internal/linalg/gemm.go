package linalg

import (
	"reflect"
	"sync"
)

// A kernel is a micro-kernel and the block sizes of the GEMM around it
// (BLIS's names): a kc×nr panel of B stays in L1 across a block of A's
// panels, an mc×kc block of A in L2, a kc×nc block of B in L3.
type kernel[T Number] struct {
	mr, nr     int
	kc, mc, nc int
	// micro multiplies a packed panel of A (kc steps of mr elements:
	// column p of mr rows) by one of B (kc steps of nr: row p of nr
	// columns) into the mr×nr tile of c whose columns are ldc apart: each
	// element, from zero or (accumulate) its value, adds its kc products
	// in order of p.
	micro func(kc int, a, b, c []T, ldc int, accumulate bool)
}

// buffers are one worker's packed panels and tile.
type buffers[T Number] struct {
	a, b, tile []T
}

// pools hold the buffers of each element type (a *sync.Pool of
// *buffers[T] by reflect.Type), so that repeated products allocate
// nothing.
var pools sync.Map

// getBuffers returns pooled buffers (see fit).
func getBuffers[T Number]() *buffers[T] {
	p, ok := pools.Load(reflect.TypeFor[T]())
	if !ok {
		p, _ = pools.LoadOrStore(reflect.TypeFor[T](), &sync.Pool{})
	}
	buf, _ := p.(*sync.Pool).Get().(*buffers[T])
	if buf == nil {
		buf = &buffers[T]{}
	}
	return buf
}

// fit sizes buf for a product of rows×inner times inner×cols with kernel
// k: no larger than its blocks need.
func (buf *buffers[T]) fit(k *kernel[T], rows, inner, cols int64) {
	kc := int(min(int64(k.kc), inner))
	grow(&buf.a, roundUp(int(min(int64(k.mc), rows)), k.mr)*kc)
	grow(&buf.b, kc*roundUp(int(min(int64(k.nc), cols)), k.nr))
	grow(&buf.tile, k.mr*k.nr)
}

// putBuffers returns buf to its pool.
func putBuffers[T Number](buf *buffers[T]) {
	p, _ := pools.Load(reflect.TypeFor[T]())
	p.(*sync.Pool).Put(buf)
}

// grow makes *s at least n long.
func grow[T any](s *[]T, n int) {
	if cap(*s) < n {
		*s = make([]T, n)
	}
	*s = (*s)[:n]
}

// roundUp returns n rounded up to a multiple of m.
func roundUp(n, m int) int { return (n + m - 1) / m * m }

// gemm sets c to the product of a and b (c.rows×a.cols times
// a.cols×c.cols), in blocks: for each kc block of the inner dimension in
// order, each element of c goes on adding its products to its value
// (starting from zero in the first block), so that its order of addition
// is that of k alone, whatever the tiles and the workers.
func gemm[T Number](c, a, b matrix[T], k *kernel[T], buf *buffers[T]) {
	if a.cols == 0 {
		c.fill(0)
		return
	}
	if abs(c.cs) < abs(c.rs) {
		// Rows of c are its runs: make the product of the transposes,
		// c' = b'·a', whose tile columns are then runs of c.
		c, a, b = c.t(), b.t(), a.t()
	}
	buf.fit(k, c.rows, a.cols, c.cols)
	for jc := int64(0); jc < c.cols; jc += int64(k.nc) {
		nb := min(int64(k.nc), c.cols-jc)
		for pc := int64(0); pc < a.cols; pc += int64(k.kc) {
			kb := min(int64(k.kc), a.cols-pc)
			packB(buf.b, b.sub(pc, pc+kb, jc, jc+nb), k.nr)
			for ic := int64(0); ic < c.rows; ic += int64(k.mc) {
				mb := min(int64(k.mc), c.rows-ic)
				packA(buf.a, a.sub(ic, ic+mb, pc, pc+kb), k.mr)
				macro(c.sub(ic, ic+mb, jc, jc+nb), buf, int(kb), k, pc == 0)
			}
		}
	}
}

// macro multiplies the packed block of A by the packed block of B into
// c, tile by tile: into its elements where first, else adding. A whole
// tile whose columns are runs of c is multiplied in place; the others go
// through buf.tile.
func macro[T Number](c matrix[T], buf *buffers[T], kb int, k *kernel[T], first bool) {
	for jr := int64(0); jr < c.cols; jr += int64(k.nr) {
		bp := buf.b[int(jr)*kb:][:k.nr*kb]
		for ir := int64(0); ir < c.rows; ir += int64(k.mr) {
			ap := buf.a[int(ir)*kb:][:k.mr*kb]
			t := c.sub(ir, min(ir+int64(k.mr), c.rows), jr, min(jr+int64(k.nr), c.cols))
			if t.rows == int64(k.mr) && t.cols == int64(k.nr) && t.rs == 1 && t.cs >= int64(k.mr) {
				span := (int64(k.nr)-1)*t.cs + int64(k.mr)
				k.micro(kb, ap, bp, t.data[t.off:][:span], int(t.cs), !first)
				continue
			}
			if !first {
				gather(buf.tile, t, k.mr)
			}
			k.micro(kb, ap, bp, buf.tile, k.mr, !first)
			scatter(t, buf.tile, k.mr)
		}
	}
}

// gather copies c into tile (columns mr tall), zeros beyond it.
func gather[T Number](tile []T, c matrix[T], mr int) {
	clear(tile)
	for j := range c.cols {
		col := tile[int(j)*mr:][:c.rows]
		for i := range col {
			col[i] = c.data[c.at(int64(i), j)]
		}
	}
}

// scatter copies c's part of tile (columns mr tall) into c.
func scatter[T Number](c matrix[T], tile []T, mr int) {
	for j := range c.cols {
		col := tile[int(j)*mr:][:c.rows]
		at := c.at(0, j)
		for _, v := range col {
			c.data[at] = v
			at += c.rs
		}
	}
}

// packA packs a (mb×kb) into panels of mr rows: panel r holds, for each
// column p, rows r*mr to r*mr+mr-1 (zeros past a's last row). Where a's
// columns are runs (rs 1, as B's rows are in the transposed product),
// each column's piece is one copy.
func packA[T Number](dst []T, a matrix[T], mr int) {
	kb := int(a.cols)
	for r := int64(0); r < a.rows; r += int64(mr) {
		panel := dst[int(r)*kb:][:mr*kb]
		rows := int(min(int64(mr), a.rows-r))
		if a.rs == 1 {
			at := a.at(r, 0)
			for p := range kb {
				col := panel[p*mr:][:mr]
				copy(col, a.data[at:][:rows])
				clear(col[rows:])
				at += a.cs
			}
			continue
		}
		for i := range mr {
			if i >= rows {
				for p := range kb {
					panel[p*mr+i] = 0
				}
				continue
			}
			at := a.at(r+int64(i), 0)
			for p := range kb {
				panel[p*mr+i] = a.data[at]
				at += a.cs
			}
		}
	}
}

// packB packs b (kb×nb) into panels of nr columns: panel s holds, for
// each row p, columns s*nr to s*nr+nr-1 (zeros past b's last column).
// Where b's rows are runs (cs 1), each row's piece is one copy; where its
// columns are (rs 1, as A's rows are in the transposed product), each
// column is read as one run.
func packB[T Number](dst []T, b matrix[T], nr int) {
	kb := int(b.rows)
	for s := int64(0); s < b.cols; s += int64(nr) {
		panel := dst[int(s)*kb:][:nr*kb]
		cols := int(min(int64(nr), b.cols-s))
		at := b.at(0, s)
		if b.rs == 1 && b.cs != 1 {
			for j := range nr {
				if j >= cols {
					for p := range kb {
						panel[p*nr+j] = 0
					}
					continue
				}
				for p, v := range b.data[at+int64(j)*b.cs:][:kb] {
					panel[p*nr+j] = v
				}
			}
			continue
		}
		for p := range kb {
			row := panel[p*nr:][:nr]
			if b.cs == 1 {
				copy(row, b.data[at:][:cols])
			} else {
				x := at
				for j := range cols {
					row[j] = b.data[x]
					x += b.cs
				}
			}
			clear(row[cols:])
			at += b.rs
		}
	}
}

// microGo is the Go micro-kernel of the types without assembly (complex
// numbers, integers): c's tile (+)= a·b over kc steps, in order, each
// product rounded before it adds.
func microGo[T Number](mr, nr int) func(kc int, a, b, c []T, ldc int, accumulate bool) {
	return func(kc int, a, b, c []T, ldc int, accumulate bool) {
		for j := range nr {
			if col := c[j*ldc:][:mr]; !accumulate {
				clear(col)
			}
		}
		for p := range kc {
			ap, bp := a[p*mr:][:mr], b[p*nr:][:nr]
			for j, bv := range bp {
				col := c[j*ldc:][:mr]
				for i, av := range ap {
					col[i] += T(av * bv)
				}
			}
		}
	}
}

// goKernel returns the kernel of the Go micro-kernel.
func goKernel[T Number]() *kernel[T] {
	return &kernel[T]{mr: 4, nr: 4, kc: kc, mc: 128, nc: 1024, micro: microGo[T](4, 4)}
}
