package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// maxStridedRow is the longest row, in elements, of the strided rows
// kernels (move.MaxStridedRow).
const maxStridedRow = 15

// stridedPrefetchLog is the log2 of how many rows ahead the strided rows
// kernels prefetch: the hardware prefetchers do not follow a source pitch
// of a kilobyte or more, and without them a row's miss starts only once
// the core reaches its loads (8 rows ahead measured slower than 16, 32
// no faster). Rows past the block's end are prefetched too: a prefetch
// never faults.
const stridedPrefetchLog = 4

// stridedFamily emits the strided rows kernels, 4-byte elements first.
func stridedFamily() {
	for _, w := range []int{4, 8} {
		stridedRows(w)
	}
	stridedWindow()
}

// stridedRows emits stridedRows<8·width>: rows of n strided elements
// copied into contiguous rows, with a loop per n that moves a whole row
// per iteration, each element by one scalar load and store, and the row
// 2^stridedPrefetchLog rows ahead prefetched. A row is one cache miss in a
// copy from memory; the fewer instructions a row costs, the more rows'
// misses the core has in flight.
func stridedRows(width int) {
	name := fmt.Sprintf("stridedRows%d", 8*width)
	TEXT(name, NOSPLIT, "func(dst, src *byte, n, stride, dstPitch, srcPitch, rows int)")
	Pragma("noescape")
	Doc(name+" is",
		"",
		"	for r := range rows {",
		"		for j := range n {",
		"			dst[r*dstPitch+j] = src[r*srcPitch+j*stride]",
		"		}",
		"	}",
		"",
		fmt.Sprintf("over %d-byte elements, stride and the pitches in bytes (any sign), for", width),
		fmt.Sprintf("1 <= n <= %d and rows >= 1, dst and src not overlapping.", maxStridedRow))
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	sb := Load(Param("stride"), GP64())
	dp := Load(Param("dstPitch"), GP64())
	sp := Load(Param("srcPitch"), GP64())
	rows := Load(Param("rows"), GP64())
	ahead := GP64()
	MOVQ(sp, ahead)
	SHLQ(Imm(stridedPrefetchLog), ahead)

	for k := 1; k <= maxStridedRow; k++ {
		CMPQ(n, Imm(uint64(k)))
		JEQ(LabelRef(fmt.Sprintf("n%d", k)))
	}
	RET()

	for k := 1; k <= maxStridedRow; k++ {
		Label(fmt.Sprintf("n%d", k))
		at := rowAddresses(k, s, sb)
		loop := fmt.Sprintf("rows%d", k)
		Label(loop)
		PREFETCHT0(Mem{Base: s, Index: ahead, Scale: 1})
		for j := range k {
			v := GP64()
			m := at(j)
			if width == 4 {
				MOVL(m, v.As32())
				MOVL(v.As32(), Mem{Base: d, Disp: 4 * j})
			} else {
				MOVQ(m, v)
				MOVQ(v, Mem{Base: d, Disp: 8 * j})
			}
		}
		ADDQ(sp, s)
		ADDQ(dp, d)
		DECQ(rows)
		JNZ(LabelRef(loop))
		RET()
	}
}

// rowAddresses sets up the addressing of a row of n elements stride sb
// bytes apart from s, and returns the operand of element j, which must be
// called in the loop in order (it computes the second base, 8 elements
// on, at element 8). Element j is s + j*sb with j*sb as an index register
// times a scale: sb, 3sb, 5sb and 7sb times 1, 2, 4 or 8 cover 0 to 8;
// the second base covers 8 to 15. Only the multiples of sb the row
// reaches are computed: they lie inside src, where larger ones could
// overflow.
func rowAddresses(n int, s, sb reg.Register) func(j int) Mem {
	var s3, s5, s7 reg.Register
	if n > 3 {
		s3 = GP64()
		LEAQ(Mem{Base: sb, Index: sb, Scale: 2}, s3)
	}
	if n > 5 {
		s5 = GP64()
		LEAQ(Mem{Base: sb, Index: sb, Scale: 4}, s5)
	}
	if n > 7 {
		s7 = GP64()
		LEAQ(Mem{Base: s3, Index: sb, Scale: 4}, s7)
	}
	var base reg.Register = s
	return func(j int) Mem {
		if j == 8 {
			base = GP64()
			LEAQ(Mem{Base: s, Index: sb, Scale: 8}, base)
		}
		switch j % 8 {
		case 0:
			return Mem{Base: base}
		case 1:
			return Mem{Base: base, Index: sb, Scale: 1}
		case 2:
			return Mem{Base: base, Index: sb, Scale: 2}
		case 3:
			return Mem{Base: base, Index: s3, Scale: 1}
		case 4:
			return Mem{Base: base, Index: sb, Scale: 4}
		case 5:
			return Mem{Base: base, Index: s5, Scale: 1}
		case 6:
			return Mem{Base: base, Index: s3, Scale: 2}
		}
		return Mem{Base: base, Index: s7, Scale: 1}
	}
}

// windowLoads are the load sizes of stridedWindow, in bytes: a row's
// window of span bytes, 8 <= span <= 64, is read as two loads of the
// largest size at most span, one at each end (overlapping inside it).
var windowLoads = []int{32, 16, 8}

// windowStores are the store classes of stridedWindow: rows of n*width
// bytes, 8 to 32, stored as one store of size bytes, or two (double), one
// at each end.
var windowStores = []struct {
	size   int
	double bool
}{{32, false}, {16, true}, {16, false}, {8, true}, {8, false}}

// stridedWindow emits stridedWindowAVX2, for rows whose elements lie in a
// window of at most 64 bytes and that are at most 32 bytes long: each row
// is read as two vector loads, its elements picked out by two VPERMDs and
// a blend, and written by one or two stores, with the row
// 2^stridedPrefetchLog rows ahead prefetched. Loads and stores per row are
// what limits a copy from memory (each row is a miss that holds its loads
// and stores in the queues until it is served), so this beats a scalar
// load and store per element; the hardware gather (VPGATHERDD) measured
// slower than those on Zen 3.
// Every load lies inside the row's window and every store inside its
// destination row, so nothing is read or written outside src and dst.
func stridedWindow() {
	TEXT("stridedWindowAVX2", NOSPLIT,
		"func(dst, src *byte, tab *int32, kind, loadOff, tail, dstPitch, srcPitch, rows int)")
	Pragma("noescape")
	Doc("stridedWindowAVX2 is, over dwords (u32) and byte offsets,",
		"",
		"	L := windowLoads[kind/6]",
		"	S, double := windowStores[kind%6].size, windowStores[kind%6].double",
		"	for r := range rows {",
		"		a, b := src[r*srcPitch:][:L], src[r*srcPitch+loadOff:][:L]",
		"		var out [8]u32",
		"		for k := range out {",
		"			if tab[16+k] < 0 {",
		"				out[k] = b[tab[8+k]]",
		"			} else {",
		"				out[k] = a[tab[k]]",
		"			}",
		"		}",
		"		copy(dst[r*dstPitch:][:S], out[:S])",
		"		if double {",
		"			copy(dst[r*dstPitch+tail:][:S], out[S:2*S])",
		"		}",
		"	}",
		"",
		"with the pitches in bytes (any sign), rows >= 1, dst and src not",
		"overlapping, every load inside the row's window of src and every store",
		"inside its row of dst.")
	d := Load(Param("dst"), GP64())
	s := Load(Param("src"), GP64())
	tab := Load(Param("tab"), GP64())
	kind := Load(Param("kind"), GP64())
	off := Load(Param("loadOff"), GP64())
	tail := Load(Param("tail"), GP64())
	dp := Load(Param("dstPitch"), GP64())
	sp := Load(Param("srcPitch"), GP64())
	rows := Load(Param("rows"), GP64())
	ahead := GP64()
	MOVQ(sp, ahead)
	SHLQ(Imm(stridedPrefetchLog), ahead)
	permA, permB, sel := YMM(), YMM(), YMM()
	VMOVDQU(Mem{Base: tab}, permA)
	VMOVDQU(Mem{Base: tab, Disp: 32}, permB)
	VMOVDQU(Mem{Base: tab, Disp: 64}, sel)

	for li, l := range windowLoads {
		for si, st := range windowStores {
			if windowReached(l, st.size, st.double) {
				i := li*len(windowStores) + si
				CMPQ(kind, Imm(uint64(i)))
				JEQ(LabelRef(fmt.Sprintf("kind%d", i)))
			}
		}
	}
	VZEROUPPER()
	RET()

	for li, l := range windowLoads {
		for si, st := range windowStores {
			if !windowReached(l, st.size, st.double) {
				continue
			}
			label := fmt.Sprintf("kind%d", li*len(windowStores)+si)
			Label(label)
			PREFETCHT0(Mem{Base: s, Index: ahead, Scale: 1})
			a, b := YMM(), YMM()
			at, bt := Mem{Base: s}, Mem{Base: s, Index: off, Scale: 1}
			switch l {
			case 32:
				VMOVDQU(at, a)
				VMOVDQU(bt, b)
			case 16:
				VMOVDQU(at, a.AsX())
				VMOVDQU(bt, b.AsX())
			default:
				VMOVQ(at, a.AsX())
				VMOVQ(bt, b.AsX())
			}
			VPERMD(a, permA, a)
			VPERMD(b, permB, b)
			VPBLENDVB(sel, b, a, a)
			first, second := Mem{Base: d}, Mem{Base: d, Index: tail, Scale: 1}
			switch st.size {
			case 32:
				VMOVDQU(a, first)
			case 16:
				VMOVDQU(a.AsX(), first)
				if st.double {
					VEXTRACTI128(Imm(1), a, second)
				}
			default:
				VMOVQ(a.AsX(), first)
				if st.double {
					VPEXTRQ(Imm(1), a.AsX(), second)
				}
			}
			ADDQ(sp, s)
			ADDQ(dp, d)
			DECQ(rows)
			JNZ(LabelRef(label))
			VZEROUPPER()
			RET()
		}
	}
}

// windowReached reports whether some row has loads of load bytes and the
// store class (size, double): the row's span, from load to 2*load-4 bytes,
// holds its bytes, size or (double) at least size+4. Rows of 4 bytes have
// a span of 4, under the smallest load: none has a store of 4.
func windowReached(load, size int, double bool) bool {
	if double {
		size += 4
	}
	return size <= 2*load-4
}
