package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/walk"
)

// Plain is the set of element types whose values hold no pointers, so
// that the asm kernels may move their bits.
type Plain = move.Plain

// streamRun is Run for large copies: a contiguous destination run is
// written by copy() (stride 1; see contiguousRunsBlock for when blocks of
// such runs stream), the streaming shuffle kernels (the strides
// move.HasShuffle lists) or the cached ones (those only HasStridedGather
// lists), else by Run.
func streamRun[T Plain](dst []T, d, ds int, src []T, s, ss, n int) {
	switch {
	case ds != 1 || n == 0:
		Run(dst, d, ds, src, s, ss, n)
	case ss == 1:
		copy(dst[d:d+n], src[s:s+n])
	case move.HasShuffle[T](ss):
		move.StreamGather(dst[d:d+n], src, s, ss)
	case move.HasStridedGather[T](ss):
		// No streaming kernel: ordinary stores still beat Run's loop.
		move.StridedGather(dst[d:d+n], src, s, ss)
	default:
		Run(dst, d, ds, src, s, ss, n)
	}
}

// streamContiguous copies src into dst, of the same length, with
// move.StreamCopy, which writes the run's whole cache lines with
// non-temporal stores and aligned, unless the run is whole cache lines
// already (aligned start and length): there copy()'s ordinary stores
// measured as fast or faster.
func streamContiguous[T Plain](dst, src []T) {
	n := len(dst) * int(unsafe.Sizeof(dst[0]))
	if n%cacheLine == 0 && uintptr(unsafe.Pointer(unsafe.SliceData(dst)))%cacheLine == 0 {
		copy(dst, src)
		return
	}
	move.StreamCopy(bytesOf(dst), bytesOf(src))
}

// cacheLine is the size in bytes of a cache line.
const cacheLine = 64

// cachedRun is Run for plain elements in copies below
// move.StreamThreshold, whose destination stays in cache: strided runs for
// which move.HasStridedGather holds go to the shuffle kernels with
// ordinary stores.
func cachedRun[T Plain](dst []T, d, ds int, src []T, s, ss, n int) {
	if ds == 1 && n >= minShuffleRun && move.HasStridedGather[T](ss) {
		move.StridedGather(dst[d:d+n], src, s, ss)
		return
	}
	Run(dst, d, ds, src, s, ss, n)
}

// gatherRowsBlock moves a block of the runs that cachedRun sends to the
// shuffle kernels with move.StridedRows, in one call: in the caches a run
// of a few hundred bytes costs less than a call and its checks.
func gatherRowsBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	if w.DstStride != 1 || w.N < minShuffleRun || w.Rows < 2 || !move.HasStridedGather[T](w.SrcStride) {
		return false
	}
	move.StridedRows(dst, w.DstOff, w.DstPitch, src, w.SrcOff, w.SrcPitch, w.SrcStride, w.N, w.Rows)
	return true
}

// minShuffleRun is the shortest run (in elements) cachedRun gives the
// shuffle kernels: shorter ones cost more in the call than they gain.
const minShuffleRun = 16

// minStreamRun is the shortest contiguous run (in bytes) worth streaming:
// below it copy()'s ordinary stores are as fast or faster. (Runs of 504
// bytes and more, not cache-line aligned, half the source skipped, in a
// 32 MiB destination: 1.2–1.4× faster streamed, one core; 256–264 bytes:
// no faster.)
const minStreamRun = 500

// bytesOf views a slice of plain values as its bytes.
func bytesOf[T Plain](s []T) []byte { return as[byte](s) }

// plainBlock moves the current block of w whole if it can, and reports
// whether it did: transpositions go to the transpose kernels, blocks of
// short contiguous runs to the block kernel, blocks of short strided runs
// to one double loop.
func plainBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	return transposeBlock(dst, src, w) || shortRunsBlock(dst, src, w) || shortStridedBlock(dst, src, w)
}

// shortStridedBlock moves a block of strided runs shorter than
// minShuffleRun, which the shuffle kernels do not take, in one call: a call
// per run through runs and Run, or a streaming gather per run in a large
// copy, costs more than such a run. Runs contiguous in dst of the element
// widths move.StridedRows has kernels for (move.HasStridedRows) go to it;
// the others to one bounds-checked double loop (copyShortRows).
func shortStridedBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	if w.N >= minShuffleRun || w.Rows < minBlockRows || w.DstStride == 1 && w.SrcStride == 1 {
		return false
	}
	if w.DstStride == 1 && w.N <= move.MaxStridedRow && move.HasStridedRows[T]() {
		move.StridedRows(dst, w.DstOff, w.DstPitch, src, w.SrcOff, w.SrcPitch, w.SrcStride, w.N, w.Rows)
		return true
	}
	copyShortRows(dst, int64(w.DstOff), int64(w.DstPitch), int64(w.DstStride),
		src, int64(w.SrcOff), int64(w.SrcPitch), int64(w.SrcStride), int64(w.Rows), int64(w.N))
	return true
}

// streamBlock is plainBlock for streaming copies, which also moves blocks
// of strided runs with a prefetch of each next run, and blocks of
// contiguous runs.
func streamBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	return plainBlock(dst, src, w) || stridedRunsBlock(dst, src, w) || contiguousRunsBlock(dst, src, w, true)
}

// contiguousRunsBlock moves a block of contiguous runs, calling copy()
// directly: through runs' function value and Run a run costs a few
// nanoseconds more, 10% of a run of a kilobyte from memory, a third of a
// run of 512 bytes in cache. In a streaming copy (stream), runs of
// minStreamRun bytes to a megabyte that the source spaces out (at least
// one run's length skipped between two) are streamed (streamContiguous): b[:, ::2, 1:-1] of a 256³
// cube, runs of 1016 and 2032 bytes, measured 1.2–1.3× faster so, one
// core. Dense ones (a[1:-1, 1:-1], runs of 16 KiB) measured 10% faster
// with copy()'s ordinary stores, as did Go's copy() of a whole array
// against its own streaming. Streamed runs of at most nextRunPrefetch
// bytes prefetch the whole next run first: the hardware prefetchers do not
// follow the jump to it, and a run that short ends before they catch up
// (the f32 crop, one core: 1.07–1.16× the copy without, median of 60
// alternate calls each; the i64 crop's runs of 2032 bytes measured 8%
// slower with a prefetch of the next run's first KiB). Runs of minStreamRun
// to maxRowsRun bytes that follow each other in dst, spaced out in the
// source or dense, go to move.StreamRows in one call, which streams dst
// across the runs' ends too, where a copy per run reads the line two runs
// share from memory first. Longer dense runs stay with copy(): streamed,
// they gained into a fresh dst but lost into one that a copy had just left
// in cache.
func contiguousRunsBlock[T Plain](dst, src []T, w *walk.Walk, stream bool) bool {
	if w.DstStride != 1 || w.SrcStride != 1 {
		return false
	}
	d, s, n := w.DstOff, w.SrcOff, w.N
	bytes := n * int(unsafe.Sizeof(dst[0]))
	stream = stream && w.Rows > 1 && bytes >= minStreamRun && bytes < move.StreamThreshold
	spaced := abs(w.SrcPitch) >= 2*n
	if stream && w.DstPitch == n && bytes <= maxRowsRun {
		size := int(unsafe.Sizeof(dst[0]))
		move.StreamRows(bytesOf(dst[d:d+n*w.Rows]), bytesOf(src), s*size, w.SrcPitch*size, bytes)
		return true
	}
	stream = stream && spaced
	prefetch := stream && bytes <= nextRunPrefetch
	for r := range w.Rows {
		if stream {
			if prefetch && r+1 < w.Rows {
				next := s + w.SrcPitch
				move.Prefetch(bytesOf(src[next : next+n]))
			}
			streamContiguous(dst[d:d+n], src[s:s+n])
		} else {
			copy(dst[d:d+n], src[s:s+n])
		}
		d += w.DstPitch
		s += w.SrcPitch
	}
	return true
}

// maxRowsRun is the longest run (in bytes) contiguousRunsBlock streams
// with move.StreamRows: the f32 crop's runs of 1016 bytes gain by it; the
// i64 crop's of 2032, where the line two runs share is half as large a
// part, measured slower than a copy per run with its prefetch (5e9dbd2).
const maxRowsRun = 1 << 10

// nextRunPrefetch is how much of the next run's source (in bytes)
// stridedRunsBlock prefetches: as far as the shuffle kernels prefetch
// ahead within a run.
const nextRunPrefetch = 1 << 10

// stridedRunsBlock moves a block of runs that streamRun sends to the
// shuffle kernels (see move.HasShuffle), prefetching the start of each
// next run before it moves the current one: the kernels prefetch ahead
// within their run only.
func stridedRunsBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	ss, size := w.SrcStride, int(unsafe.Sizeof(dst[0]))
	if w.DstStride != 1 || !move.HasShuffle[T](ss) || w.Rows < 2 || w.N < 2 {
		return false
	}
	span := min((w.N-1)*abs(ss)+1, nextRunPrefetch/size) // elements
	d, s := w.DstOff, w.SrcOff
	for r := range w.Rows {
		if next := s + w.SrcPitch; r+1 < w.Rows {
			lo := next
			if ss < 0 {
				lo = next - span + 1
			}
			move.Prefetch(bytesOf(src[lo : lo+span]))
		}
		streamRun(dst, d, 1, src, s, ss, w.N)
		d += w.DstPitch
		s += w.SrcPitch
	}
	return true
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// shortRunsBlock moves a block of contiguous runs of at most
// move.MaxBlockRow bytes with move.CopyBlock, in one call: a call per run
// costs more than such a run.
func shortRunsBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	size := int(unsafe.Sizeof(dst[0]))
	if w.DstStride != 1 || w.SrcStride != 1 || w.Rows < minBlockRows || w.N*size > move.MaxBlockRow {
		return false
	}
	move.CopyBlock(bytesOf(dst), w.DstOff*size, w.DstPitch*size, bytesOf(src), w.SrcOff*size, w.SrcPitch*size, w.N*size, w.Rows)
	return true
}

// minBlockRows is the fewest runs shortRunsBlock moves in one call: for
// fewer, the calls it saves do not pay for its checks.
const minBlockRows = 4

// transposeBlock moves a block that is a transposition — runs contiguous
// in dst whose elements lie a row apart in src, consecutive runs one
// element apart in src — with move.Transpose, for the element widths it has
// kernels for (move.HasTranspose). In the block's terms,
// dst[d + r*DstPitch + i] = src[s + i*SrcStride + r], which is the source
// matrix of N rows (pitch SrcStride) and Rows columns, transposed.
func transposeBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	if !move.HasTranspose[T]() || w.DstStride != 1 || w.SrcPitch != 1 ||
		w.N < minTransposeSide || w.Rows < minTransposeSide ||
		w.SrcStride < w.Rows || w.DstPitch < w.N {
		return false
	}
	move.Transpose(dst[w.DstOff:], w.DstPitch, src[w.SrcOff:], w.SrcStride, w.N, w.Rows)
	return true
}

// minTransposeSide is the fewest rows and columns transposeBlock takes: a
// smaller block holds no whole 8×8 tile of the 4-byte kernels.
const minTransposeSide = 8
