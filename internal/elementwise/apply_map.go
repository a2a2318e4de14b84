package elementwise

// ApplyMap writes f(a) into dst element by element, a broadcast to dst's
// dimensions (callers check the shapes first). Unlike ApplyUnary it needs
// no buffers, so it serves every element type, strings included; f may
// run on several goroutines at once.
func ApplyMap[T any](dst, a View[T], f func(T) T) {
	if dst.Layout.Tables != nil { // through a row-major temporary
		tmp := rowMajorLike(dst)
		ApplyMap(tmp, a, f)
		copyBack(dst, tmp)
		return
	}
	ins := [1]View[T]{a}
	var r runs
	prepare(&r, dst, ins[:])
	if r.count == 0 {
		return
	}
	if w := workers(&r, r.count*r.n*elemSize[T](), r.count*r.n*elemSize[T]()); w > 1 {
		mapParallel(r, w, dst.Data, ins[0].Data, f)
		return
	}
	mapRuns(&r, 0, r.count, dst.Data, ins[0].Data, f)
}

// mapParallel is mapRuns on w goroutines (r by value, as in
// binaryParallel).
func mapParallel[T any](r runs, w int, d, a []T, f func(T) T) {
	inParallel(&r, w, func(r *runs, lo, hi int64) { mapRuns(r, lo, hi, d, a, f) })
}

// mapRuns applies f over runs lo to hi-1 of r.
func mapRuns[T any](r *runs, lo, hi int64, d, a []T, f func(T) T) {
	n, ds, as := r.n, r.steps[0], r.steps[1]
	r.each(lo, hi, func(off [maxOperands]int64) {
		x, y := off[0], off[1]
		for range n {
			d[x] = f(a[y])
			x += ds
			y += as
		}
	})
}
