package cast

import (
	"runtime"
	"sync"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// Converter converts src into dst, which have the same length, element
// by element: the per-pair functions the generator writes, or an asm
// conversion kernel.
type Converter[D, S any] func(dst []D, src []S)

// chunk is how many elements of a strided source Into gathers before it
// converts them: enough that a call per chunk costs nothing, few enough
// that the gathered elements stay in the L1 cache for the conversion.
const chunk = 1024

// minDirect is the shortest contiguous run Into converts in place rather
// than gathering it with its neighbours.
const minDirect = 64

// Into converts the view (src, sl) into dst, in row-major order; dst has
// sl.Size() elements. A contiguous view is one call of conv (a call per
// goroutine when it is large: see parallel). Otherwise Into
// walks the view's runs (walk.Walk): long contiguous runs are converted in
// place, everything else gathered in row-major order into a buffer of
// chunk elements (with the shuffle kernels where they apply) and
// converted from there, so that conv, and the SIMD kernels behind it,
// always see contiguous runs, and the loop has no per-element coordinate
// arithmetic. It returns an error wrapping nd.ErrArgument if the view
// reaches outside src.
func Into[D, S move.Plain](dst []D, src []S, sl nd.Layout, conv Converter[D, S]) error {
	if err := fits(src, sl); err != nil {
		return err
	}
	n := len(dst)
	if n == 0 {
		return nil
	}
	if bulk.Overlaps(dst, src) { // CastInto into its own source's memory
		src, sl = aside(src, sl)
	}
	if sl.IsContiguous() {
		o := int(sl.Offset)
		parallel(dst, src[o:o+n], conv)
		return nil
	}
	g := gatherer[D, S]{dst: dst, src: src, conv: conv, buf: make([]S, min(n, chunk))}
	w := walk.Of(sl)
	for w.Next() {
		s := w.SrcOff
		for range w.Rows {
			g.run(s, w.SrcStride, w.N)
			s += w.SrcPitch
		}
	}
	g.flush()
	return nil
}

// parallelBytes is the destination size from which a contiguous
// conversion is split across goroutines (nd.SetBulkWorkers), as the bulk
// copies are: below it, starting them costs more than the second core's
// share of memory bandwidth returns.
const parallelBytes = 8 << 20

// parallel runs conv over dst and src, split into up to nd.BulkWorkers
// pieces on their own goroutines when dst is parallelBytes or more; the
// pieces are multiples of 64 elements, whole blocks of every kernel.
func parallel[D, S move.Plain](dst []D, src []S, conv Converter[D, S]) {
	n := len(dst)
	bytes := n * int(unsafe.Sizeof(dst[0]))
	k := min(nd.BulkWorkers(), runtime.GOMAXPROCS(0), bytes/(parallelBytes/2))
	if bytes < parallelBytes || k < 2 {
		conv(dst, src)
		return
	}
	var wg sync.WaitGroup
	for i := range k {
		lo, hi := n*i/k&^63, n*(i+1)/k&^63
		if i == k-1 {
			hi = n
		}
		wg.Go(func() { conv(dst[lo:hi], src[lo:hi]) })
	}
	wg.Wait()
}

// aside returns a row-major copy of the view (src, sl).
func aside[S move.Plain](src []S, sl nd.Layout) ([]S, nd.Layout) {
	tmp, tl := make([]S, sl.Size()), nd.RowMajor(sl.Dims...)
	bulk.CopyPlain(tmp, tl, src, sl)
	return tmp, tl
}

// gatherer fills buf with the source elements in row-major order and
// converts them into dst[pos:] whenever it is full.
type gatherer[D, S move.Plain] struct {
	dst       []D
	src       []S
	conv      Converter[D, S]
	buf       []S
	pos, fill int // next dst element; elements waiting in buf
}

// run takes the n source elements src[s], src[s+ss], ...
func (g *gatherer[D, S]) run(s, ss, n int) {
	if ss == 1 && n >= minDirect {
		g.flush()
		g.conv(g.dst[g.pos:g.pos+n], g.src[s:s+n])
		g.pos += n
		return
	}
	for n > 0 {
		k := min(n, len(g.buf)-g.fill)
		part := g.buf[g.fill : g.fill+k]
		if k >= 16 && move.HasStridedGather[S](ss) {
			move.StridedGather(part, g.src, s, ss)
		} else {
			bulk.Run(part, 0, 1, g.src, s, ss, k)
		}
		g.fill += k
		s += k * ss
		n -= k
		if g.fill == len(g.buf) {
			g.flush()
		}
	}
}

// flush converts the elements waiting in buf.
func (g *gatherer[D, S]) flush() {
	if g.fill == 0 {
		return
	}
	g.conv(g.dst[g.pos:g.pos+g.fill], g.buf[:g.fill])
	g.pos += g.fill
	g.fill = 0
}
