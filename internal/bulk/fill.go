package bulk

import (
	"reflect"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/walk"
	"github.com/ndgo/ndarray/nd"
)

// fillChunk is the bytes a fill copies from at most: the filled start of
// the first long run, which stays in L1 while the rest of the view is
// written from it.
const fillChunk = 16 << 10

// fillLoop is the run length, in elements, below which a run is filled by
// a loop: a few vectors, where copy's call costs more than the stores.
const fillLoop = 32

// Fill sets every element of the view (dst, dl) to v. Runs of contiguous
// elements are filled by copy (the runtime's memmove, whose vector stores
// a loop of assignments does not get) from a pattern: the first long
// run's start, filled by a loop and then by doubling copies. A fill of
// move.StreamThreshold bytes or more of pointer-free elements whose size
// divides a cache line writes its long runs with move.StreamFill's
// non-temporal stores instead, as large copies do.
func Fill[T any](dst []T, dl nd.Layout, v T) {
	size := max(int(unsafe.Sizeof(v)), 1)
	f := filler[T]{v: v, chunk: max(fillChunk/size, fillLoop), streamRun: (minStreamRun + size - 1) / size}
	if dl.Size()*int64(size) >= move.StreamThreshold && 64%size == 0 && pointerFree(reflect.TypeFor[T]()) {
		f.line = lineOf(v)
	}
	w := walk.Of(dl)
	for w.Next() {
		d := w.DstOff
		for range w.Rows {
			switch {
			case w.DstStride == 1 && w.N < fillLoop:
				fillShort(dst[d:d+w.N], v)
			case w.DstStride == 1:
				f.run(dst[d : d+w.N])
			default:
				for i, p := 0, d; i < w.N; i, p = i+1, p+w.DstStride {
					dst[p] = v
				}
			}
			d += w.DstPitch
		}
	}
	if f.line != nil {
		move.Fence()
	}
}

// fillShort sets every element of run, shorter than fillLoop, to v, four
// at a time: a loop of one store per turn ran 1.7 times slower at some
// code alignments.
func fillShort[T any](run []T, v T) {
	for ; len(run) >= 4; run = run[4:] {
		run[0], run[1], run[2], run[3] = v, v, v, v
	}
	for i := range run {
		run[i] = v
	}
}

// A filler fills the contiguous runs of one Fill.
type filler[T any] struct {
	v         T
	pattern   []T // up to chunk elements equal to v, in dst
	chunk     int
	line      *[64]byte // v's bytes over a cache line, when the fill streams
	streamRun int       // the shortest run that streams, in elements
}

// run sets every element of run, fillLoop elements or more, to f.v:
// streaming them from f.line, or copying from f.pattern where that is long
// enough, or else filling run's start and making that the pattern. Not
// inlined, to keep Fill's loop over the runs small.
//
//go:noinline
func (f *filler[T]) run(run []T) {
	if f.line != nil && len(run) >= f.streamRun {
		move.StreamFill(as[byte](run), f.line)
		return
	}
	n := 0
	if len(f.pattern) < min(len(run), f.chunk) {
		for i := range run[:fillLoop] {
			run[i] = f.v
		}
		n = fillLoop
		for n < len(run) && n < f.chunk {
			n += copy(run[n:], run[:n])
		}
		f.pattern = run[:min(n, f.chunk)]
	}
	for n < len(run) {
		n += copy(run[n:], f.pattern)
	}
}

// lineOf returns v's bytes repeated over 64 bytes; v's size divides 64 and
// v holds no pointers.
func lineOf[T any](v T) *[64]byte {
	line := new([64]byte)
	b := as[byte]([]T{v})
	for i := 0; i < len(line); i += len(b) {
		copy(line[i:], b)
	}
	return line
}
