package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// The sort family: AVX-512 kernels of the vectorised quicksort of 32-
// and 64-bit unsigned keys (internal/sorting), in the manner of
// x86-simd-sort: a partition by compress, and bitonic sorting networks
// that sort up to 16 registers of keys without leaving them.

// A sortKey is the keys' width and its instructions.
type sortKey struct {
	name  string // Uint32, Uint64
	width int    // bytes
}

// lanes is the keys in a register.
func (k sortKey) lanes() int { return 64 / k.width }

var sortKeys = []sortKey{{"Uint32", 4}, {"Uint64", 8}}

// sortBlocks are the register counts of the networks: blocks of 16 to 256
// 32-bit keys, 8 to 128 64-bit ones.
var sortBlocks = []int{1, 2, 4, 8, 16}

// sortFamily emits the partitions and every network.
func sortFamily() {
	for _, k := range sortKeys {
		partitionEmit(k)
		for _, r := range sortBlocks {
			sortNetEmit(k, r)
		}
	}
}

// partitionEmit emits the partition of n keys around a pivot.
func partitionEmit(key sortKey) {
	name := "partition" + key.name + "AVX512"
	lanes := key.lanes()
	goType := map[int]string{4: "uint32", 8: "uint64"}[key.width]
	TEXT(name, NOSPLIT, fmt.Sprintf("func(dst, src *%s, n int, pivot %s) int", goType, goType))
	Pragma("noescape")
	Doc(name+" is, for n >= 0, the loop",
		"",
		"\tlo, hi := 0, n",
		fmt.Sprintf("\tfor b := 0; b < n; b += %d {", lanes),
		fmt.Sprintf("\t\tblock := src[b:min(b+%d, n)]", lanes),
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
	if key.width == 4 {
		VPBROADCASTD(Load(Param("pivot"), GP32()), p)
	} else {
		VPBROADCASTQ(Load(Param("pivot"), GP64()), p)
	}
	lo, hi := GP64(), GP64()
	XORQ(lo, lo)
	MOVQ(n, hi)
	scale := uint8(key.width)
	// block partitions the keys v (the lanes of valid) into dst.
	block := func(v VecVirtual, valid Register) {
		less, more := K(), K()
		if key.width == 4 {
			VPCMPUD(U8(1), p, v, valid, less) // v < pivot
		} else {
			VPCMPUQ(U8(1), p, v, valid, less)
		}
		KANDNW(valid, less, more) // ^less & valid
		// Compress-stores to memory are microcoded on AMD's Zen 4 and 5
		// (about 10× slower there): compress into a register, then store
		// its first lanes with a mask.
		store := func(k Register, at Mem) {
			cnt, bits := GP64(), GP64()
			KMOVW(k, cnt.As32())
			POPCNTL(cnt.As32(), cnt.As32())
			c := ZMM()
			first := K()
			MOVQ(I64(-1), bits)
			BZHIQ(cnt, bits, bits)
			KMOVW(bits.As32(), first)
			if at.Index == hi {
				SUBQ(cnt, hi)
			}
			if key.width == 4 {
				VPCOMPRESSD_Z(v, k, c)
				VMOVDQU32(c, first, at)
			} else {
				VPCOMPRESSQ_Z(v, k, c)
				VMOVDQU64(c, first, at)
			}
			if at.Index == lo {
				ADDQ(cnt, lo)
			}
		}
		store(less, Mem{Base: dst, Index: lo, Scale: scale})
		store(more, Mem{Base: dst, Index: hi, Scale: scale})
	}
	all := K() // a lane's bit for each key of a register, no more
	if lanes == 16 {
		KXNORW(all, all, all)
	} else {
		KXNORB(all, all, all)
	}
	Label(name + "_loop")
	CMPQ(n, U8(lanes))
	JL(LabelRef(name + "_tail"))
	v := ZMM()
	VMOVDQU64(Mem{Base: src}, v)
	block(v, all)
	ADDQ(U8(64), src)
	SUBQ(U8(lanes), n)
	JMP(LabelRef(name + "_loop"))
	Label(name + "_tail")
	TESTQ(n, n)
	JZ(LabelRef(name + "_done"))
	k := tailMask(n)
	t := ZMM()
	if key.width == 4 {
		VMOVDQU32_Z(Mem{Base: src}, k, t)
	} else {
		VMOVDQU64_Z(Mem{Base: src}, k, t)
	}
	block(t, k)
	Label(name + "_done")
	Store(lo, ReturnIndex(0))
	VZEROUPPER()
	RET()
}

// sortNetEmit emits the network sorting r registers of keys in place.
func sortNetEmit(key sortKey, r int) {
	keys := r * key.lanes()
	name := fmt.Sprintf("sortNet%sx%dAVX512", key.name, keys)
	TEXT(name, NOSPLIT, fmt.Sprintf("func(keys *%s)", map[int]string{4: "uint32", 8: "uint64"}[key.width]))
	Pragma("noescape")
	Doc(fmt.Sprintf("%s sorts unsafe.Slice(keys, %d) ascending: a bitonic network, every key in a", name, keys),
		"register from the loads to the stores.")
	p := Load(Param("keys"), GP64())
	v := make([]VecVirtual, r)
	for i := range v {
		v[i] = ZMM()
		VMOVDQU64(Mem{Base: p, Disp: 64 * i}, v[i])
	}
	n := newNet(key)
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
		VMOVDQU64(v[i], Mem{Base: p, Disp: 64 * i})
	}
	VZEROUPPER()
	RET()
}

// A net holds a network's keys and constants: the masks of the lanes that
// take the greater key of a compare-exchange at each lane distance, and
// the permutations that reverse all lanes and each half.
type net struct {
	key          sortKey
	upper        map[int]Register // lane distance → mask of the upper lanes of each pair
	rev, revHalf VecVirtual
}

func newNet(key sortKey) *net {
	n := &net{key: key, upper: map[int]Register{}}
	lanes := key.lanes()
	for d := 1; d < lanes; d *= 2 {
		var m uint32
		for i := range lanes {
			if i/d%2 == 1 {
				m |= 1 << i
			}
		}
		g, k := GP32(), K()
		MOVL(U32(m), g)
		KMOVW(g, k)
		n.upper[d] = k
	}
	n.rev = ZMM()
	VMOVDQU64(sortPermutation(key, "Rev", func(i int) int { return lanes - 1 - i }), n.rev)
	if key.width == 4 {
		n.revHalf = ZMM()
		VMOVDQU64(sortPermutation(key, "RevHalf", func(i int) int { return i/8*8 + 7 - i%8 }), n.revHalf)
	}
	return n
}

// sortPermutation is a table of lane indices, lane i taking index(i).
func sortPermutation(key sortKey, what string, index func(i int) int) Mem {
	name := "sort" + key.name + what
	m, ok := emittedQuads[name]
	if !ok {
		m = GLOBL(name, RODATA|NOPTR)
		for i := range key.lanes() {
			if key.width == 4 {
				DATA(4*i, U32(uint32(index(i))))
			} else {
				DATA(8*i, U64(uint64(index(i))))
			}
		}
		emittedQuads[name] = m
	}
	return m
}

// min sets lo to the lane-wise minimum of a and b.
func (n *net) min(a, b, lo VecVirtual) {
	if n.key.width == 4 {
		VPMINUD(b, a, lo)
	} else {
		VPMINUQ(b, a, lo)
	}
}

// max sets hi to the lane-wise maximum of a and b, only in the lanes of
// mask unless it is nil.
func (n *net) max(a, b VecVirtual, mask Op, hi VecVirtual) {
	switch {
	case n.key.width == 4 && mask != nil:
		VPMAXUD(b, a, mask, hi)
	case n.key.width == 4:
		VPMAXUD(b, a, hi)
	case mask != nil:
		VPMAXUQ(b, a, mask, hi)
	default:
		VPMAXUQ(b, a, hi)
	}
}

// move copies a to b.
func (n *net) move(a, b VecVirtual) {
	if n.key.width == 4 {
		VMOVDQA32(a, b)
	} else {
		VMOVDQA64(a, b)
	}
}

// permute sets t to the lanes of v in the order of the index vector idx.
func (n *net) permute(v, idx, t VecVirtual) {
	if n.key.width == 4 {
		VPERMD(v, idx, t)
	} else {
		VPERMQ(v, idx, t)
	}
}

// exchange sets v to the lane-wise minimum of v and t where upper is
// clear and their maximum where it is set, t being a permutation of v
// that pairs each lane with its partner.
func (n *net) exchange(v, t VecVirtual, upper Register) {
	lo := ZMM()
	n.min(v, t, lo)
	n.max(v, t, upper, lo)
	n.move(lo, v)
}

// sortRegister sorts the lanes of v: for runs of 2, 4, ... lanes, the
// flip (each lane against its mirror in the run), then the halving
// distances.
func (n *net) sortRegister(v VecVirtual) {
	lanes := n.key.lanes()
	for run := 2; run <= lanes; run *= 2 {
		t := ZMM()
		switch {
		case run == 2:
			n.swap(v, 1, t)
		case run == 4 && n.key.width == 4:
			VPSHUFD(U8(0x1B), v, t)
		case run == 4:
			VPERMQ(U8(0x1B), v, t)
		case run == lanes:
			n.permute(v, n.rev, t)
		default: // 8 of 16 lanes
			n.permute(v, n.revHalf, t)
		}
		n.exchange(v, t, n.upper[run/2])
		for d := run / 4; d >= 1; d /= 2 {
			n.exchangeAt(v, d)
		}
	}
}

// cleanRegister sorts v, whose lanes are bitonic: distances from half the
// lanes down to 1.
func (n *net) cleanRegister(v VecVirtual) {
	for d := n.key.lanes() / 2; d >= 1; d /= 2 {
		n.exchangeAt(v, d)
	}
}

// swap sets t to v with each lane exchanged with the one d lanes away in
// its pair of runs of d.
func (n *net) swap(v VecVirtual, d int, t VecVirtual) {
	switch bytes := d * n.key.width; bytes {
	case 4:
		VPSHUFD(U8(0xB1), v, t)
	case 8:
		VPSHUFD(U8(0x4E), v, t)
	case 16:
		VSHUFI64X2(U8(0xB1), v, v, t)
	case 32:
		VSHUFI64X2(U8(0x4E), v, v, t)
	}
}

// exchangeAt compare-exchanges the lanes of v d apart.
func (n *net) exchangeAt(v VecVirtual, d int) {
	t := ZMM()
	n.swap(v, d, t)
	n.exchange(v, t, n.upper[d])
}

// flipRegisters compare-exchanges each lane of a with the mirrored lane
// of b (lane i with lane lanes-1-i): the lesser keys to a, the greater to
// b in b's lane order.
func (n *net) flipRegisters(a, b VecVirtual) {
	t, lo, hi := ZMM(), ZMM(), ZMM()
	n.permute(b, n.rev, t)
	n.min(a, t, lo)
	n.max(a, t, nil, hi)
	n.move(lo, a)
	n.permute(hi, n.rev, b)
}

// exchangeRegisters puts the lane-wise minimum of a and b in a, the
// maximum in b.
func (n *net) exchangeRegisters(a, b VecVirtual) {
	lo := ZMM()
	n.min(a, b, lo)
	n.max(a, b, nil, b)
	n.move(lo, a)
}
