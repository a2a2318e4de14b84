package bulk

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm"
	"github.com/ndgo/ndarray/internal/walk"
)

// Plain is the set of element types whose values hold no pointers, so
// that assembly may move their bits (it bypasses the garbage collector's
// write barrier, which pointer-holding values such as strings need).
type Plain interface {
	~bool | ~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~complex64 | ~complex128
}

// streamRun is Run for large copies: a contiguous destination run is
// written by the streaming asm kernels when there is one for the source
// stride and element width (any width at stride 1; see hasShuffle for the
// others), else by Run. A contiguous run of a megabyte or more goes to
// copy(), which streams such runs itself, a little faster.
func streamRun[T Plain](dst []T, d, ds int, src []T, s, ss, n int) {
	if ds != 1 || n == 0 {
		Run(dst, d, ds, src, s, ss, n)
		return
	}
	size := int(unsafe.Sizeof(dst[0]))
	switch {
	case ss == 1 && (n*size >= asm.StreamThreshold || n*size < minStreamRun):
		// copy() streams runs of a megabyte itself; below minStreamRun
		// its ordinary stores measured faster than streaming ones.
		copy(dst[d:d+n], src[s:s+n])
	case ss == 1:
		asm.StreamCopy(bytesOf(dst[d:d+n]), bytesOf(src[s:s+n]))
	case hasShuffle(size, ss):
		shuffleRun(true, dst[d:d+n], src, s, ss)
	default:
		Run(dst, d, ds, src, s, ss, n)
	}
}

// cachedRun is Run for plain elements in copies below
// asm.StreamThreshold, whose destination stays in cache: strided runs of
// elements for which hasShuffle holds go to the AVX2 shuffle kernels with
// ordinary stores (3.5–3.8× a plain Go loop at stride 2 on 64
// to 256 KiB sources, where reading from L2 bounds both).
func cachedRun[T Plain](dst []T, d, ds int, src []T, s, ss, n int) {
	if ds == 1 && n >= 16 && hasShuffle(int(unsafe.Sizeof(dst[0])), ss) {
		shuffleRun(false, dst[d:d+n], src, s, ss)
		return
	}
	Run(dst, d, ds, src, s, ss, n)
}

// hasShuffle reports whether the asm package has shuffle kernels for
// elements of size bytes at source stride ss: strides 2, 3, 4 and -1 for
// 4- and 8-byte elements, 2 and -1 for 1- and 2-byte ones.
func hasShuffle(size, ss int) bool {
	switch size {
	case 4, 8:
		return ss == 2 || ss == 3 || ss == 4 || ss == -1
	case 1, 2:
		return ss == 2 || ss == -1
	}
	return false
}

// shuffleRun is dst[i] = src[s+i*ss] through the asm shuffle kernels, the
// streaming ones or those with ordinary stores; hasShuffle must hold.
func shuffleRun[T Plain](stream bool, dst, src []T, s, ss int) {
	switch unsafe.Sizeof(dst[0]) {
	case 1:
		pick(stream, asm.StreamGather8, asm.StridedGather8)(reinterpret[uint8](dst), reinterpret[uint8](src), s, ss)
	case 2:
		pick(stream, asm.StreamGather16, asm.StridedGather16)(reinterpret[uint16](dst), reinterpret[uint16](src), s, ss)
	case 4:
		pick(stream, asm.StreamGather32, asm.StridedGather32)(reinterpret[uint32](dst), reinterpret[uint32](src), s, ss)
	case 8:
		pick(stream, asm.StreamGather64, asm.StridedGather64)(reinterpret[uint64](dst), reinterpret[uint64](src), s, ss)
	}
}

// pick returns a if stream, else b.
func pick[F any](stream bool, a, b F) F {
	if stream {
		return a
	}
	return b
}

// minStreamRun is the shortest contiguous run (in bytes) worth streaming.
// Measured on runs separated by gaps of their own length (as in
// b[:, ::2, 1:-1]), single core: at 1 KiB copy() was as fast or up to 35%
// faster; at 2 KiB the two traded places from run to run; from 4 KiB on
// streaming won (16 against 14 GB/s, and 19–20 against 14 at 16 KiB).
const minStreamRun = 4 << 10

// bytesOf views a slice of plain values as its bytes.
func bytesOf[T Plain](s []T) []byte { return as[byte](s) }

// reinterpret views a slice of plain values as a slice of U, which must
// have the same size as T.
func reinterpret[U, T Plain](s []T) []U { return as[U](s) }

// plainBlock is the blockFunc of plain copies: transpositions go to the
// transpose kernels, blocks of short contiguous runs to the block kernel.
func plainBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	return transposeBlock(dst, src, w) || shortRunsBlock(dst, src, w)
}

// streamBlock is the blockFunc of streaming copies: plainBlock's, and
// blocks of strided runs with a prefetch of each next run.
func streamBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	return plainBlock(dst, src, w) || stridedRunsBlock(dst, src, w)
}

// nextRunPrefetch is how much of the next run's source (in bytes)
// stridedRunsBlock prefetches: the shuffle kernels prefetch 1 KiB ahead.
const nextRunPrefetch = 1 << 10

// stridedRunsBlock moves a block of runs that streamRun sends to the
// shuffle kernels (see hasShuffle),
// prefetching the start of each next run before it moves the current one:
// the kernels prefetch ahead within their run only.
func stridedRunsBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	ss, size := w.SrcStride, int(unsafe.Sizeof(dst[0]))
	if w.DstStride != 1 || !hasShuffle(size, ss) || w.Rows < 2 || w.N < 2 {
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
			asm.Prefetch(bytesOf(src[lo : lo+span]))
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
// asm.MaxBlockRow bytes with asm.CopyBlock, in one call: a call per run
// costs more than such a run (b[:, :, 1:5] of a 256³ float32 array went
// from 2.8 to 7.9 GB/s, runs of 240 bytes from 25 to 45).
func shortRunsBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	size := int(unsafe.Sizeof(dst[0]))
	if w.DstStride != 1 || w.SrcStride != 1 || w.Rows < 4 || w.N*size > asm.MaxBlockRow {
		return false
	}
	asm.CopyBlock(bytesOf(dst), w.DstOff*size, w.DstPitch*size, bytesOf(src), w.SrcOff*size, w.SrcPitch*size, w.N*size, w.Rows)
	return true
}

// transposeBlock moves a block that is a transposition — runs contiguous
// in dst whose elements lie a row apart in src, consecutive runs one
// element apart in src — with the asm transpose kernels, for 4- and 8-byte
// elements and blocks of at least 8×8. In the block's terms,
// dst[d + r*DstPitch + i] = src[s + i*SrcStride + r], which is the source
// matrix of N rows (pitch SrcStride) and Rows columns, transposed.
func transposeBlock[T Plain](dst, src []T, w *walk.Walk) bool {
	if w.DstStride != 1 || w.SrcPitch != 1 || w.N < 8 || w.Rows < 8 ||
		w.SrcStride < w.Rows || w.DstPitch < w.N {
		return false
	}
	d, s := dst[w.DstOff:], src[w.SrcOff:]
	switch unsafe.Sizeof(dst[0]) {
	case 4:
		asm.Transpose32(reinterpret[uint32](d), w.DstPitch, reinterpret[uint32](s), w.SrcStride, w.N, w.Rows)
	case 8:
		asm.Transpose64(reinterpret[uint64](d), w.DstPitch, reinterpret[uint64](s), w.SrcStride, w.N, w.Rows)
	default:
		return false
	}
	return true
}
