package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The sort family: AVX-512 kernels of the vectorised quicksort of 32-bit
// unsigned keys (internal/sorting), in the manner of x86-simd-sort: a
// partition by compress-stores, and bitonic sorting networks that sort up
// to 16 registers of keys without leaving them.

// sortBlocks are the register counts of the networks: blocks of 16, 32,
// 64, 128 and 256 keys.
var sortBlocks = []int{1, 2, 4, 8, 16}

// sortFamily emits the partition and every network.
func sortFamily() {
	partitionEmit()
	for _, r := range sortBlocks {
		sortNetEmit(r)
	}
}

// partitionEmit emits the partition of n keys around a pivot.
func partitionEmit() {
	const name = "partitionUint32AVX512"
	TEXT(name, NOSPLIT, "func(dst, src *uint32, n int, pivot uint32) int")
	Pragma("noescape")
	Doc(name+" is, for n >= 0, the loop",
		"",
		"\tlo, hi := 0, n",
		"\tfor b := 0; b < n; b += 16 {",
		"\t\tblock := src[b:min(b+16, n)]",
		"\t\tfor _, k := range block {",
		"\t\t\tif k < pivot {",
		"\t\t\t\tdst[lo] = k",
		"\t\t\t\tlo++",
		"\t\t\t}",
		"\t\t}",
		"\t\thi -= (the keys of block >= pivot)",
		"\t\tcopy(dst[hi:], the keys of block >= pivot, in order)",
		"\t}",
		"\treturn lo",
		"",
		"over unsafe.Slice(dst, n) and unsafe.Slice(src, n), which may not overlap: the keys",
		"below pivot in order from the start, the others block by block from the end.")
	dst := Load(Param("dst"), GP64())
	src := Load(Param("src"), GP64())
	n := Load(Param("n"), GP64())
	p := ZMM()
	VPBROADCASTD(Load(Param("pivot"), GP32()), p)
	lo, hi := GP64(), GP64()
	XORQ(lo, lo)
	MOVQ(n, hi)
	// block partitions the keys v (the lanes of valid) into dst.
	block := func(v VecVirtual, valid Register) {
		less, more := K(), K()
		VPCMPUD(U8(1), p, v, valid, less) // v < pivot
		KANDNW(valid, less, more)         // ^less & valid
		// Compress-stores to memory are microcoded on AMD's Zen 4 and 5
		// (about 10× slower there): compress into a register, then store
		// its first lanes with a mask.
		store := func(k Register, at Mem) {
			cnt, bits := GP64(), GP64()
			KMOVW(k, cnt.As32())
			POPCNTL(cnt.As32(), cnt.As32())
			c := ZMM()
			VPCOMPRESSD_Z(v, k, c)
			MOVQ(I64(-1), bits)
			BZHIQ(cnt, bits, bits)
			first := K()
			KMOVW(bits.As32(), first)
			if at.Index == hi {
				SUBQ(cnt, hi)
			}
			VMOVDQU32(c, first, at)
			if at.Index == lo {
				ADDQ(cnt, lo)
			}
		}
		store(less, Mem{Base: dst, Index: lo, Scale: 4})
		store(more, Mem{Base: dst, Index: hi, Scale: 4})
	}
	all := K()
	KXNORW(all, all, all)
	Label(name + "_loop")
	CMPQ(n, U8(16))
	JL(LabelRef(name + "_tail"))
	v := ZMM()
	VMOVDQU32(Mem{Base: src}, v)
	block(v, all)
	ADDQ(U8(64), src)
	SUBQ(U8(16), n)
	JMP(LabelRef(name + "_loop"))
	Label(name + "_tail")
	TESTQ(n, n)
	JZ(LabelRef(name + "_done"))
	k := tailMask(n)
	t := ZMM()
	VMOVDQU32_Z(Mem{Base: src}, k, t)
	block(t, k)
	Label(name + "_done")
	Store(lo, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// sortNetEmit emits the network sorting r registers of keys in place.
func sortNetEmit(r int) {
	name := fmt.Sprintf("sortNetUint32x%dAVX512", 16*r)
	TEXT(name, NOSPLIT, "func(keys *uint32)")
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sorts unsafe.Slice(keys, %d) ascending: a bitonic network, every key in a", name, 16*r),
		"register from the loads to the stores.")
	keys := Load(Param("keys"), GP64())
	v := make([]VecVirtual, r)
	for i := range v {
		v[i] = ZMM()
		VMOVDQU32(Mem{Base: keys, Disp: 64 * i}, v[i])
	}
	n := newNet()
	for i := range v {
		n.sortRegister(v[i])
	}
	// Merge sorted runs of s registers into runs of 2s: compare each key
	// of the first run with its mirror in the second (the flip), then
	// halve the distance down to neighbouring registers, then within them.
	for s := 1; s < r; s *= 2 {
		for base := 0; base < r; base += 2 * s {
			for i := range s {
				n.flipRegisters(v[base+i], v[base+2*s-1-i])
			}
			for d := s / 2; d >= 1; d /= 2 {
				for i := base; i < base+2*s; i++ {
					if (i-base)/d%2 == 0 {
						n.exchangeRegisters(v[i], v[i+d])
					}
				}
			}
			for i := base; i < base+2*s; i++ {
				n.cleanRegister(v[i])
			}
		}
	}
	for i := range v {
		VMOVDQU32(v[i], Mem{Base: keys, Disp: 64 * i})
	}
	VZEROUPPER()
	RET()
}

// A net holds a network's constants: the masks of the lanes that take
// the greater key of a compare-exchange at each lane distance, and the
// permutations that reverse all 16 lanes and each half.
type net struct {
	upper          map[int]Register // lane distance (1, 2, 4, 8) → mask of the upper lanes of each pair
	rev16, revHalf VecVirtual
}

func newNet() *net {
	n := &net{upper: map[int]Register{}}
	for _, d := range []int{1, 2, 4, 8} {
		m := map[int]uint32{1: 0xAAAA, 2: 0xCCCC, 4: 0xF0F0, 8: 0xFF00}[d]
		g, k := GP32(), K()
		MOVL(U32(m), g)
		KMOVW(g, k)
		n.upper[d] = k
	}
	n.rev16, n.revHalf = ZMM(), ZMM()
	VMOVDQU32(sortPermutation("sortRev16", func(i int) int { return 15 - i }), n.rev16)
	VMOVDQU32(sortPermutation("sortRevHalf", func(i int) int { return i/8*8 + 7 - i%8 }), n.revHalf)
	return n
}

// sortPermutation is a table of 16 lane indices, lane i taking index(i).
func sortPermutation(name string, index func(i int) int) Mem {
	m, ok := emittedQuads[name]
	if !ok {
		m = GLOBL(name, RODATA|NOPTR)
		for i := range 16 {
			DATA(4*i, U32(uint32(index(i))))
		}
		emittedQuads[name] = m
	}
	return m
}

// exchange sets v to the lane-wise minimum of v and t where upper is
// clear and their maximum where it is set, t being a permutation of v
// that pairs each lane with its partner.
func (n *net) exchange(v, t VecVirtual, upper Register) {
	lo := ZMM()
	VPMINUD(t, v, lo)
	VPMAXUD(t, v, upper, lo)
	VMOVDQA32(lo, v)
}

// sortRegister sorts the 16 lanes of v: for runs of 2, 4, 8 and 16, the
// flip (each lane against its mirror in the run), then the halving
// distances.
func (n *net) sortRegister(v VecVirtual) {
	for run := 2; run <= 16; run *= 2 {
		t := ZMM()
		switch run {
		case 2:
			VPSHUFD(U8(0xB1), v, t)
		case 4:
			VPSHUFD(U8(0x1B), v, t)
		case 8:
			VPERMD(v, n.revHalf, t)
		case 16:
			VPERMD(v, n.rev16, t)
		}
		n.exchange(v, t, n.upper[run/2])
		for d := run / 4; d >= 1; d /= 2 {
			n.exchangeAt(v, d)
		}
	}
}

// cleanRegister sorts v, whose lanes are bitonic: distances 8, 4, 2, 1.
func (n *net) cleanRegister(v VecVirtual) {
	for d := 8; d >= 1; d /= 2 {
		n.exchangeAt(v, d)
	}
}

// exchangeAt compare-exchanges the lanes of v d apart (d = 1, 2, 4, 8).
func (n *net) exchangeAt(v VecVirtual, d int) {
	t := ZMM()
	switch d {
	case 1:
		VPSHUFD(U8(0xB1), v, t)
	case 2:
		VPSHUFD(U8(0x4E), v, t)
	case 4:
		VSHUFI32X4(U8(0xB1), v, v, t)
	case 8:
		VSHUFI32X4(U8(0x4E), v, v, t)
	}
	n.exchange(v, t, n.upper[d])
}

// flipRegisters compare-exchanges each lane of a with the mirrored lane
// of b (lane i with lane 15-i): the lesser keys to a, the greater to b in
// b's lane order.
func (n *net) flipRegisters(a, b VecVirtual) {
	t, lo, hi := ZMM(), ZMM(), ZMM()
	VPERMD(b, n.rev16, t)
	VPMINUD(t, a, lo)
	VPMAXUD(t, a, hi)
	VMOVDQA32(lo, a)
	VPERMD(hi, n.rev16, b)
}

// exchangeRegisters puts the lane-wise minimum of a and b in a, the
// maximum in b.
func (n *net) exchangeRegisters(a, b VecVirtual) {
	lo := ZMM()
	VPMINUD(b, a, lo)
	VPMAXUD(b, a, b)
	VMOVDQA32(lo, a)
}
