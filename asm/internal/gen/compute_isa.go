package main

import (
	"fmt"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// An isa is the instruction set of one kernel variant: AVX2 on 32-byte
// vectors, or AVX-512 on 64-byte ones with masked tails.
type isa struct {
	name  string // the kernels' suffix
	bytes int    // per vector
}

var (
	avx2   = isa{"AVX2", 32}
	avx512 = isa{"AVX512", 64}
)

// wide reports AVX-512: EVEX forms, opmask registers, masked tails.
func (s isa) wide() bool { return s.bytes == 64 }

// vec is a new vector register of the isa's size.
func (s isa) vec() VecVirtual {
	if s.wide() {
		return ZMM()
	}
	return YMM()
}

// lanes is the elements of e per vector.
func (s isa) lanes(e elem) int { return s.bytes / e.width }

// load loads one vector of e from m, only the lanes of mask k (the
// others zero, and not read) where k is not nil: an opmask, or on AVX2 a
// vector whose lanes' top bits select (for 4- and 8-byte elements only).
func (s isa) load(e elem, m Mem, k Op) VecVirtual {
	v := s.vec()
	switch {
	case k != nil && !s.wide():
		avx2MaskMove(e)(m, k, v)
	case k != nil:
		masked := map[int]func(Op, Op, Op){1: VMOVDQU8_Z, 2: VMOVDQU16_Z, 4: VMOVDQU32_Z, 8: VMOVDQU64_Z}[e.width]
		if e.float {
			masked = map[int]func(Op, Op, Op){4: VMOVUPS_Z, 8: VMOVUPD_Z}[e.width]
		}
		masked(m, k, v)
	case e.float && e.width == 4:
		VMOVUPS(m, v)
	case e.float:
		VMOVUPD(m, v)
	case s.wide():
		VMOVDQU64(m, v)
	default:
		VMOVDQU(m, v)
	}
	return v
}

// store stores v, a vector of e, to m: only the lanes of mask k (as
// load's) where k is not nil, with a non-temporal store (m aligned) where nt.
func (s isa) store(e elem, v Op, m Mem, k Op, nt bool) {
	switch {
	case k != nil && !s.wide():
		avx2MaskMove(e)(v, k, m)
	case k != nil:
		masked := map[int]func(...Op){1: VMOVDQU8, 2: VMOVDQU16, 4: VMOVDQU32, 8: VMOVDQU64}[e.width]
		if e.float {
			masked = map[int]func(...Op){4: VMOVUPS, 8: VMOVUPD}[e.width]
		}
		masked(v, k, m)
	case nt && e.float && e.width == 4:
		VMOVNTPS(v, m)
	case nt && e.float:
		VMOVNTPD(v, m)
	case nt:
		VMOVNTDQ(v, m)
	case e.float && e.width == 4:
		VMOVUPS(v, m)
	case e.float:
		VMOVUPD(v, m)
	case s.wide():
		VMOVDQU64(v, m)
	default:
		VMOVDQU(v, m)
	}
}

// and, or, xor and andn are the bitwise operations, r = x op y (andn:
// r = ^x & y), in the isa's encoding.
func (s isa) and(x, y, r Op) {
	if s.wide() {
		VPANDQ(x, y, r)
	} else {
		VPAND(x, y, r)
	}
}

func (s isa) or(x, y, r Op) {
	if s.wide() {
		VPORQ(x, y, r)
	} else {
		VPOR(x, y, r)
	}
}

func (s isa) xor(x, y, r Op) {
	if s.wide() {
		VPXORQ(x, y, r)
	} else {
		VPXOR(x, y, r)
	}
}

// splat broadcasts the 64-bit constant bits into every quadword of a new
// register; the constant is emitted once, as read-only data.
func (s isa) splat(bits uint64) VecVirtual {
	name := fmt.Sprintf("compute%016x", bits)
	m, ok := emittedQuads[name]
	if !ok {
		m = GLOBL(name, RODATA|NOPTR)
		DATA(0, U64(bits))
		emittedQuads[name] = m
	}
	v := s.vec()
	VPBROADCASTQ(m, v)
	return v
}

// repeat is the 64-bit pattern of x (width bytes) repeated.
func repeat(x uint64, width int) uint64 {
	var q uint64
	for i := 0; i < 8; i += width {
		q |= x << (8 * i)
	}
	return q
}

// broadcastParam broadcasts the scalar parameter name, of type e, into
// every lane of a new register.
func (s isa) broadcastParam(e elem, name string) VecVirtual {
	m := paramAddr(name)
	v := s.vec()
	switch {
	case e.float && e.width == 4:
		VBROADCASTSS(m, v)
	case e.float:
		VBROADCASTSD(m, v)
	default:
		// Through a general register: vet takes VPBROADCASTD's memory
		// operand for a wider one.
		x := XMM()
		if e.width == 8 {
			VMOVQ(Load(Param(name), GP64()), x)
		} else {
			VMOVD(Load(Param(name), GP32()), x)
		}
		map[int]func(...Op){1: VPBROADCASTB, 2: VPBROADCASTW, 4: VPBROADCASTD, 8: VPBROADCASTQ}[e.width](x, v)
	}
	return v
}

// paramAddr is the address of parameter name in the argument frame.
func paramAddr(name string) Mem {
	b, err := Param(name).Resolve()
	if err != nil {
		panic(err)
	}
	return b.Addr
}

// tailMask is a new opmask of the low n bits, n < 64: the lanes of the
// masked vector that ends a loop.
func tailMask(n Register) Register {
	ones, bits := GP64(), GP64()
	MOVQ(I64(-1), ones)
	BZHIQ(n, ones, bits)
	k := K()
	KMOVQ(bits, k)
	return k
}

// avx2MaskMove is AVX2's masked move of e's lanes, load or store.
func avx2MaskMove(e elem) func(Op, Op, Op) {
	if e.float {
		return map[int]func(Op, Op, Op){4: VMASKMOVPS, 8: VMASKMOVPD}[e.width]
	}
	return map[int]func(Op, Op, Op){4: VPMASKMOVD, 8: VPMASKMOVQ}[e.width]
}

// avx2TailMask is tailMask for AVX2's masked moves: a vector whose first
// n lanes of width bytes are all ones, the rest zero (n < 32/width),
// loaded from a window into 32 bytes of ones followed by 32 of zeros.
func avx2TailMask(n Register, width int) VecVirtual {
	const name = "computeTailMask"
	m, ok := emittedQuads[name]
	if !ok {
		m = GLOBL(name, RODATA|NOPTR)
		for j := range 8 {
			var q uint64
			if j < 4 {
				q = ^q
			}
			DATA(8*j, U64(q))
		}
		emittedQuads[name] = m
	}
	at, base := GP64(), GP64()
	Comment("The window starts 32 - n*width bytes in.")
	MOVQ(n, at)
	SHLQ(U8(map[int]uint8{4: 2, 8: 3}[width]), at)
	NEGQ(at)
	LEAQ(m, base)
	v := YMM()
	VMOVDQU(Mem{Base: base, Index: at, Scale: 1, Disp: 32}, v)
	return v
}
