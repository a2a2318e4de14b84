package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// maxStridedRow is the longest row, in elements, of the strided rows
// kernels (asm.MaxStridedRow).
const maxStridedRow = 15

// stridedPrefetchLog is the log2 of how many rows ahead the strided rows
// kernels prefetch: the hardware prefetchers do not follow a source pitch
// of a kilobyte or more, and without them a row's miss starts only once
// the core reaches its loads. (f32 rows of 4 by stride 2, pitch 1 KiB,
// from memory: 1.3x faster 16 rows ahead than without, 8 and 32 no
// better than 16.) Rows past the block's end are prefetched too: a
// prefetch never faults.
const stridedPrefetchLog = 4

// stridedFamily emits the strided rows kernels, 4-byte elements first.
func stridedFamily() {
	for _, w := range []int{4, 8} {
		stridedRows(w)
	}
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
