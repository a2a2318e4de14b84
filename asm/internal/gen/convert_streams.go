package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The narrowing conversions read twice the bytes they write. From DRAM,
// one core reading one sequential stream keeps too few misses in flight
// to draw the bandwidth it could (on this project's Zen 5, a sum over 64
// MiB in four interleaved streams runs about 10% faster than in one), so
// their streaming kernels convert the four quarters of the array in step,
// each a stream the hardware prefetchers follow.

// convertStreams is the number of quarters converted in step.
const convertStreams = 4

// lineBytes is what each stream stores per iteration: one whole cache
// line, so that a line's non-temporal stores leave together.
const lineBytes = 64

// multiStream names the conversions that get a four-stream kernel.
var multiStream = map[string]bool{"Float32Float16": true, "Float32BFloat16": true}

// convertStreamsKernel emits c's four-stream kernel: n elements, a
// multiple of its block, in four quarters, into a 32-byte aligned dst
// with non-temporal stores.
func convertStreamsKernel(c conversion) {
	name := "convert" + c.name + "StreamsAVX2"
	perLine := lineBytes / (c.lanes * c.dstWidth) // vectors per stream and iteration
	step := perLine * c.lanes                     // elements per stream and iteration
	TEXT(name, NOSPLIT, "func(dst, src *byte, n int)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s is, for n a multiple of %d,", name, convertStreams*step),
		"",
		"\tfor i, x := range src[:n] {",
		fmt.Sprintf("\t\tdst[i] = %s", c.doc),
		"\t}",
		"",
		"with non-temporal stores into 32-byte aligned dst, the four quarters",
		"of src[:n] converted in step, a cache line of dst of each per iteration.")
	d, s, q := GP64(), GP64(), GP64()
	Load(Param("dst"), d)
	Load(Param("src"), s)
	Load(Param("n"), q)
	Comment("q: the elements of each quarter, left to convert.")
	SHRQ(Imm(2), q)
	srcs, dsts := []GPVirtual{s}, []GPVirtual{d}
	for i := 1; i < convertStreams; i++ {
		si, di := GP64(), GP64()
		LEAQ(Mem{Base: srcs[i-1], Index: q, Scale: uint8(c.srcWidth)}, si)
		LEAQ(Mem{Base: dsts[i-1], Index: q, Scale: uint8(c.dstWidth)}, di)
		srcs, dsts = append(srcs, si), append(dsts, di)
	}
	if p := prologues[c.name]; p != nil {
		p()
	}
	loop, done := name+"_loop", name+"_done"
	Label(loop)
	CMPQ(q, Imm(0))
	JLE(LabelRef(done))
	for i := range convertStreams {
		for u := range perLine {
			v := c.body(Mem{Base: srcs[i], Disp: u * c.lanes * c.srcWidth})
			VMOVNTDQ(v, Mem{Base: dsts[i], Disp: u * c.lanes * c.dstWidth})
		}
	}
	for i := range convertStreams {
		ADDQ(U32(step*c.srcWidth), srcs[i])
		ADDQ(U32(step*c.dstWidth), dsts[i])
	}
	SUBQ(U32(step), q)
	JMP(LabelRef(loop))
	Label(done)
	VZEROUPPER()
	RET()
}
