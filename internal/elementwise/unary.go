package elementwise

import "unsafe"

// Unary is a unary op's kernel over a contiguous run: d[i] from a[i] alone
// (d may be a exactly), with p the op's parameters (Clip's bounds, Map's
// function; struct{} for none).
type Unary[D, S, P any] func(d []D, a []S, p P)

// NoArgs is the parameter of a unary op that has none.
type NoArgs = struct{}

// Plain returns the Unary of a kernel without parameters.
func Plain[D, S any](f func(d []D, a []S)) Unary[D, S, NoArgs] {
	return func(d []D, a []S, _ NoArgs) { f(d, a) }
}

// ApplyUnary writes k(a, p) into dst, a broadcast to dst's dimensions
// (callers check the shapes first).
func ApplyUnary[D, S, P any](dst View[D], a View[S], k Unary[D, S, P], p P) {
	if dst.Layout.Tables != nil { // through a row-major temporary
		tmp := rowMajorLike(dst)
		ApplyUnary(tmp, a, k, p)
		copyBack(dst, tmp)
		return
	}
	ins := [1]View[S]{a}
	var r runs
	prepare(&r, dst, ins[:])
	if r.count == 0 {
		return
	}
	dSize, sSize := int64(unsafe.Sizeof(*new(D))), int64(unsafe.Sizeof(*new(S)))
	n := r.count * r.n
	if w := workers(&r, n*dSize, n*sSize); w > 1 {
		unaryParallel(r, w, dst.Data, ins[0].Data, k, p)
		return
	}
	unaryRuns(&r, 0, r.count, dst.Data, ins[0].Data, k, p)
}

// unaryParallel is unaryRuns on w goroutines (r by value, as in
// binaryParallel).
func unaryParallel[D, S, P any](r runs, w int, d []D, a []S, k Unary[D, S, P], p P) {
	inParallel(&r, w, func(r *runs, lo, hi int64) { unaryRuns(r, lo, hi, d, a, k, p) })
}

// unaryRuns computes runs lo to hi-1 of r.
func unaryRuns[D, S, P any](r *runs, lo, hi int64, d []D, a []S, k Unary[D, S, P], p P) {
	n := int(r.n)
	ds, as := r.steps[0], r.steps[1]
	if ds == 1 && as == 1 {
		r.each(lo, hi, func(off [maxOperands]int64) {
			x, y := off[0], off[1]
			k(d[x:x+int64(n)], a[y:y+int64(n)], p)
		})
		return
	}
	bufs := getBuffers()
	defer putBuffers(bufs)
	dbuf, abuf := slot[D](bufs, 0), slot[S](bufs, 1)
	r.each(lo, hi, func(off [maxOperands]int64) {
		x, y := off[0], off[1]
		for done := 0; done < n; {
			m := min(block, n-done)
			dd := dbuf[:m]
			if ds == 1 {
				dd = d[x : x+int64(m)]
			}
			if as == 0 {
				k(dd[:1], a[y:y+1], p)
				for i := 1; i < m; i++ {
					dd[i] = dd[0]
				}
			} else {
				k(dd, gather(abuf[:m], a, y, as), p)
			}
			if ds != 1 {
				scatter(d, x, ds, dd)
			}
			done += m
			x += int64(m) * ds
			y += int64(m) * as
		}
	})
}
