//go:build !purego

package move

import "unsafe"

// stridedKernels reports whether this build has the strided rows kernels.
const stridedKernels = true

// stridedRows runs longer rows through shuffleRows where it has a kernel,
// and the kernels for 4- and 8-byte elements and rows of up to
// MaxStridedRow elements, the twin for the rest: stridedWindowAVX2 where
// the CPU has AVX2 and window takes the rows, else the scalar kernel of
// the width, which needs nothing past the x86-64 baseline (so that without
// AVX2 such rows still cost a few instructions, not the twin's loop of
// checked indexing). The caller has checked that every element is in
// range, so the stride and pitches in bytes do not overflow where the
// kernels use them: a stride only matters for rows of two elements or
// more, which put it (times n-1) inside src, and a pitch only for two rows
// or more.
func stridedRows[T Plain](dst []T, d, dstPitch int, src []T, s, srcPitch, stride, n, rows int) {
	if n > MaxStridedRow && shuffleRows(dst, d, dstPitch, src, s, srcPitch, stride, n, rows) {
		return
	}
	width := int(unsafe.Sizeof(dst[0]))
	if n > MaxStridedRow || (width != 4 && width != 8) {
		stridedRowsGo(dst, d, dstPitch, src, s, srcPitch, stride, n, rows)
		return
	}
	if n == 1 {
		stride = 0
	}
	if rows == 1 {
		dstPitch, srcPitch = 0, 0
	}
	p := bytePtr(&dst[d])
	if k, ok := window(n, stride, width); ok && useAVX2 {
		lo := min(0, (n-1)*stride) // the row's lowest element
		stridedWindowAVX2(p, bytePtr(&src[s+lo]), &k.tab[0], k.kind, k.loadOff, k.tail,
			dstPitch*width, srcPitch*width, rows)
		return
	}
	q := bytePtr(&src[s])
	if width == 4 {
		stridedRows32(p, q, n, stride*4, dstPitch*4, srcPitch*4, rows)
		return
	}
	stridedRows64(p, q, n, stride*8, dstPitch*8, srcPitch*8, rows)
}

// windowLoads and windowStores are the generator's: stridedWindowAVX2's
// load sizes, and its store classes (one store of size bytes, or two),
// whose kind is a load's index times len(windowStores) plus a store's.
var (
	windowLoads  = [...]int{32, 16, 8}
	windowStores = [...]struct {
		size   int
		double bool
	}{{32, false}, {16, true}, {16, false}, {8, true}, {8, false}}
)

// A windowRow is how stridedWindowAVX2 moves a row: its kind, the offset
// of its second load in the row's window, the offset of its second store
// in the row, and for each dword of the output vector the dword of the
// first load it comes from (tab[k]), or of the second (tab[8+k], with
// tab[16+k] = -1).
type windowRow struct {
	kind, loadOff, tail int
	tab                 [24]int32
}

// window returns how stridedWindowAVX2 moves rows of n elements of width
// bytes by stride, if it does: rows of at most 32 bytes whose elements lie
// in a window of 8 to 64 bytes, which holds the row's bytes (not so for a
// stride of 0, which stridedWindowAVX2 has no stores for). The window starts at the row's lowest
// element; it is read as two loads of the largest size in windowLoads it
// holds, one at each end. The output's first S bytes are the row's first
// S, and for a double store its next S the row's last S; each output byte
// belongs to an element j, at dword (j*stride - lo)*width/4 of the window
// (lo = (n-1)*stride if that is negative), and so in the first load or the
// second.
func window(n, stride, width int) (w windowRow, ok bool) {
	bytes := n * width
	lo := min(0, (n-1)*stride)
	span := ((n-1)*max(stride, -stride) + 1) * width
	if bytes > 32 || span > 64 || span < max(8, bytes) { // span < bytes: stride 0
		return w, false
	}
	li := 0
	for windowLoads[li] > span {
		li++
	}
	si := 0
	for windowStores[si].size > bytes || windowStores[si].double != (windowStores[si].size < bytes) {
		si++
	}
	load, size := windowLoads[li], windowStores[si].size
	w.kind, w.loadOff, w.tail = li*len(windowStores)+si, span-load, bytes-size
	for k := range 8 {
		at := 4 * k // the row's byte that output dword k holds
		if at >= size {
			at += w.tail - size
		}
		if at >= bytes {
			continue // not stored
		}
		pos := ((at/width*stride-lo)*width + at%width) / 4
		if pos < load/4 {
			w.tab[k] = int32(pos)
		} else {
			w.tab[8+k], w.tab[16+k] = int32(pos-w.loadOff/4), -1
		}
	}
	return w, true
}
