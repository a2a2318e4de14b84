package elementwise

import "unsafe"

// Binary holds a binary op's kernels over runs of one length: both inputs
// contiguous (VV), the second a scalar (VS), the first a scalar (SV). Each
// writes d[i] from the inputs' element i alone, and may be called with d
// being a or b exactly.
type Binary[D, S any] struct {
	VV func(d []D, a, b []S)
	VS func(d []D, a []S, b S)
	SV func(d []D, a S, b []S)
}

// block is the number of elements strided operands are gathered in.
const block = 256

// ApplyBinary writes k(a, b) into dst, a and b broadcast to dst's
// dimensions (callers check the shapes with Shape and checkDst first).
func ApplyBinary[D, S any](dst View[D], a, b View[S], k Binary[D, S]) {
	if dst.Layout.Tables != nil { // through a row-major temporary
		tmp := rowMajorLike(dst)
		ApplyBinary(tmp, a, b, k)
		copyBack(dst, tmp)
		return
	}
	ins := [2]View[S]{a, b}
	var r runs
	prepare(&r, dst, ins[:])
	if r.count == 0 {
		return
	}
	dSize, sSize := int64(unsafe.Sizeof(*new(D))), int64(unsafe.Sizeof(*new(S)))
	n := r.count * r.n
	if w := workers(&r, n*dSize, 2*n*sSize); w > 1 {
		binaryParallel(r, w, dst.Data, ins[0].Data, ins[1].Data, k)
		return
	}
	binaryRuns(&r, 0, r.count, dst.Data, ins[0].Data, ins[1].Data, k)
}

// binaryParallel is binaryRuns on w goroutines. It takes r by value, so
// that the serial path's runs stay on the stack.
func binaryParallel[D, S any](r runs, w int, d []D, a, b []S, k Binary[D, S]) {
	inParallel(&r, w, func(r *runs, lo, hi int64) { binaryRuns(r, lo, hi, d, a, b, k) })
}

// binaryRuns computes runs lo to hi-1 of r.
func binaryRuns[D, S any](r *runs, lo, hi int64, d []D, a, b []S, k Binary[D, S]) {
	n := int(r.n)
	ds, as, bs := r.steps[0], r.steps[1], r.steps[2]
	if ds == 1 && (as == 1 || as == 0) && (bs == 1 || bs == 0) && !(as == 0 && bs == 0) {
		r.each(lo, hi, func(off [maxOperands]int64) {
			x, y, z := off[0], off[1], off[2]
			switch {
			case as == 0:
				k.SV(d[x:x+int64(n)], a[y], b[z:z+int64(n)])
			case bs == 0:
				k.VS(d[x:x+int64(n)], a[y:y+int64(n)], b[z])
			default:
				k.VV(d[x:x+int64(n)], a[y:y+int64(n)], b[z:z+int64(n)])
			}
		})
		return
	}
	bufs := getBuffers()
	defer putBuffers(bufs)
	dbuf, abuf, bbuf := slot[D](bufs, 0), slot[S](bufs, 1), slot[S](bufs, 2)
	r.each(lo, hi, func(off [maxOperands]int64) {
		x, y, z := off[0], off[1], off[2]
		for done := 0; done < n; {
			m := min(block, n-done)
			dd := dbuf[:m]
			if ds == 1 {
				dd = d[x : x+int64(m)]
			}
			switch {
			case as == 0 && bs == 0:
				k.VV(dd[:1], a[y:y+1], b[z:z+1])
				for i := 1; i < m; i++ {
					dd[i] = dd[0]
				}
			case as == 0:
				k.SV(dd, a[y], gather(bbuf[:m], b, z, bs))
			case bs == 0:
				k.VS(dd, gather(abuf[:m], a, y, as), b[z])
			default:
				k.VV(dd, gather(abuf[:m], a, y, as), gather(bbuf[:m], b, z, bs))
			}
			if ds != 1 {
				scatter(d, x, ds, dd)
			}
			done += m
			x += int64(m) * ds
			y += int64(m) * as
			z += int64(m) * bs
		}
	})
}

// gather returns the len(buf) elements of src from off, step apart: src
// itself where step is 1, else a copy in buf.
func gather[S any](buf []S, src []S, off, step int64) []S {
	if step == 1 {
		return src[off : off+int64(len(buf))]
	}
	for i := range buf {
		buf[i] = src[off]
		off += step
	}
	return buf
}

// scatter writes vals into dst from off, step apart.
func scatter[D any](dst []D, off, step int64, vals []D) {
	for _, v := range vals {
		dst[off] = v
		off += step
	}
}
