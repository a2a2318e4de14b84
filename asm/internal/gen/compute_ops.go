package main

import (
	"fmt"
	"math"

	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// A vecBody is how an elementwise kernel computes one vector of results
// from one vector (or broadcast scalar) of each operand, in registers.
// Its constants are broadcast once, before the loop.
type vecBody struct {
	consts []uint64
	apply  func(s isa, e elem, in, c []VecVirtual) VecVirtual
}

// A binOp is a binary arithmetic operation.
type binOp struct {
	name      string
	floatOnly bool
	commutes  bool // exactly, for integers: the SV form calls the VS kernel
	nanEither bool // for floats, a commutative IEEE operation
	summary   func(e elem) string
	notes     func(e elem) string
	ref       func(e elem, x, y string) []string
	body      func(e elem) *vecBody
}

func noNotes(elem) string { return "" }

func infix(sym string) (func(elem) string, func(elem, string, string) []string) {
	return func(elem) string { return "a " + sym + " b" },
		func(_ elem, x, y string) []string { return []string{fmt.Sprintf("dst[i] = %s %s %s", x, sym, y)} }
}

var binOps = func() []binOp {
	addS, addR := infix("+")
	subS, subR := infix("-")
	mulS, mulR := infix("*")
	divS, divR := infix("/")
	return []binOp{
		{"Add", false, true, true, addS, noNotes, addR, arith(
			map[int]func(...Op){4: VADDPS, 8: VADDPD},
			map[int]func(...Op){1: VPADDB, 2: VPADDW, 4: VPADDD, 8: VPADDQ})},
		{"Sub", false, false, false, subS, noNotes, subR, arith(
			map[int]func(...Op){4: VSUBPS, 8: VSUBPD},
			map[int]func(...Op){1: VPSUBB, 2: VPSUBW, 4: VPSUBD, 8: VPSUBQ})},
		{"Mul", false, true, true, mulS, noNotes, mulR, mulBody},
		{"Div", true, false, false, divS, noNotes, divR, arith(map[int]func(...Op){4: VDIVPS, 8: VDIVPD}, nil)},
		{"Maximum", false, true, false, extremumSummary("maximum"), extremumNotes, extremumRef("max", ">"), extremumBody(true)},
		{"Minimum", false, true, false, extremumSummary("minimum"), extremumNotes, extremumRef("min", "<"), extremumBody(false)},
	}
}()

// arith is the body of an operation that is one instruction, r = a op b
// with a the first source (the NaN x86 returns when both are NaN).
func arith(floats, ints map[int]func(...Op)) func(elem) *vecBody {
	return func(e elem) *vecBody {
		ins := ints[e.width]
		if e.float {
			ins = floats[e.width]
		}
		return &vecBody{apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
			r := s.vec()
			ins(in[1], in[0], r)
			return r
		}}
	}
}

func extremumSummary(what string) func(elem) string {
	return func(elem) string { return "the " + what + " of a and b" }
}

func extremumNotes(e elem) string {
	if !e.float {
		return ""
	}
	return "A NaN a or b is the result (a where both are), and of equal values, ±0 included, b is."
}

func extremumRef(builtin, sym string) func(elem, string, string) []string {
	return func(e elem, x, y string) []string {
		if !e.float {
			return []string{fmt.Sprintf("dst[i] = %s(%s, %s)", builtin, x, y)}
		}
		return []string{
			fmt.Sprintf("x, y := %s, %s", x, y),
			fmt.Sprintf("if x %s y || x != x {", sym),
			"\tdst[i] = x",
			"} else {",
			"\tdst[i] = y",
			"}",
		}
	}
}

// extremumBody is Maximum's (max) or Minimum's body. For floats, MAXPS a,
// b is a > b ? a : b (b where either is NaN), so only a NaN a needs a
// blend; integers have their instructions but for 64-bit lanes on AVX2,
// which compare and blend.
func extremumBody(max bool) func(e elem) *vecBody {
	return func(e elem) *vecBody {
		return &vecBody{consts: signConst(e, !e.float && e.width == 8), apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
			a, b := in[0], in[1]
			if e.float {
				return floatExtremum(s, e, max, a, b)
			}
			return intExtremum(s, e, max, a, b, c)
		}}
	}
}

// signConst is, where need, the sign bits of e's lanes: the AVX2
// unsigned comparisons flip them to compare signed.
func signConst(e elem, need bool) []uint64 {
	if !need || e.signed {
		return nil
	}
	return []uint64{repeat(1<<(8*e.width-1), e.width)}
}

// floatExtremum is a > b ? a : b (max) or a < b ? a : b, then a where a
// is NaN.
func floatExtremum(s isa, e elem, max bool, a, b VecVirtual) VecVirtual {
	m := s.vec()
	ins := map[bool]map[int]func(...Op){true: {4: VMAXPS, 8: VMAXPD}, false: {4: VMINPS, 8: VMINPD}}[max][e.width]
	ins(b, a, m)
	return keepNaN(s, e, a, m)
}

// keepNaN is m with the lanes where a is NaN replaced by a.
func keepNaN(s isa, e elem, a, m VecVirtual) VecVirtual {
	const unordered = 3
	if s.wide() {
		k := K()
		if e.width == 4 {
			VCMPPS(Imm(unordered), a, a, k)
			VMOVAPS(a, k, m)
		} else {
			VCMPPD(Imm(unordered), a, a, k)
			VMOVAPD(a, k, m)
		}
		return m
	}
	nan, r := s.vec(), s.vec()
	if e.width == 4 {
		VCMPPS(Imm(unordered), a, a, nan)
		VBLENDVPS(nan, a, m, r)
	} else {
		VCMPPD(Imm(unordered), a, a, nan)
		VBLENDVPD(nan, a, m, r)
	}
	return r
}

func intExtremum(s isa, e elem, max bool, a, b VecVirtual, c []VecVirtual) VecVirtual {
	r := s.vec()
	if e.width < 8 || s.wide() {
		type key struct {
			max, signed bool
			width       int
		}
		ins := map[key]func(...Op){
			{true, true, 1}: VPMAXSB, {true, true, 2}: VPMAXSW, {true, true, 4}: VPMAXSD, {true, true, 8}: VPMAXSQ,
			{true, false, 1}: VPMAXUB, {true, false, 2}: VPMAXUW, {true, false, 4}: VPMAXUD, {true, false, 8}: VPMAXUQ,
			{false, true, 1}: VPMINSB, {false, true, 2}: VPMINSW, {false, true, 4}: VPMINSD, {false, true, 8}: VPMINSQ,
			{false, false, 1}: VPMINUB, {false, false, 2}: VPMINUW, {false, false, 4}: VPMINUD, {false, false, 8}: VPMINUQ,
		}[key{max, e.signed, e.width}]
		ins(b, a, r)
		return r
	}
	gt := greaterQ(s, e, a, b, c)
	if max {
		VPBLENDVB(gt, a, b, r)
	} else {
		VPBLENDVB(gt, b, a, r)
	}
	return r
}

// greaterQ is AVX2's a > b on 64-bit lanes, all ones or zero; unsigned
// lanes are compared with their sign bits (c[0]) flipped.
func greaterQ(s isa, e elem, a, b VecVirtual, c []VecVirtual) VecVirtual {
	if !e.signed {
		ax, bx := s.vec(), s.vec()
		s.xor(c[0], a, ax)
		s.xor(c[0], b, bx)
		a, b = ax, bx
	}
	gt := s.vec()
	VPCMPGTQ(b, a, gt)
	return gt
}

// mulBody multiplies, wrapping for integers. x86 has no byte multiply: the
// even bytes are the low bytes of the words' products, the odd ones those
// of the products of the words shifted down a byte. AVX2 has no 64-bit
// multiply either: lo(a)·lo(b) + (hi(a)·lo(b) + lo(a)·hi(b))<<32.
func mulBody(e elem) *vecBody {
	switch {
	case e.float:
		return arith(map[int]func(...Op){4: VMULPS, 8: VMULPD}, nil)(e)
	case e.width == 1:
		return &vecBody{consts: []uint64{repeat(0x00ff, 2)}, apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
			a, b := in[0], in[1]
			even, ao, bo, odd, r := s.vec(), s.vec(), s.vec(), s.vec(), s.vec()
			VPMULLW(b, a, even)
			s.and(c[0], even, even)
			VPSRLW(Imm(8), a, ao)
			VPSRLW(Imm(8), b, bo)
			VPMULLW(bo, ao, odd)
			VPSLLW(Imm(8), odd, odd)
			s.or(odd, even, r)
			return r
		}}
	case e.width == 8:
		return &vecBody{apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
			a, b := in[0], in[1]
			r := s.vec()
			if s.wide() {
				VPMULLQ(b, a, r)
				return r
			}
			ah, bh, cross, t := s.vec(), s.vec(), s.vec(), s.vec()
			VPSRLQ(Imm(32), a, ah)
			VPMULUDQ(b, ah, ah)
			VPSRLQ(Imm(32), b, bh)
			VPMULUDQ(bh, a, bh)
			VPADDQ(bh, ah, cross)
			VPSLLQ(Imm(32), cross, cross)
			VPMULUDQ(b, a, t)
			VPADDQ(t, cross, r)
			return r
		}}
	}
	return arith(nil, map[int]func(...Op){2: VPMULLW, 4: VPMULLD})(e)
}

// A unaryOp is a unary float operation.
type unaryOp struct {
	name    string
	summary string
	notes   string
	ref     func(e elem) string
	body    func(e elem) *vecBody
}

// viaFloat64 is the reference of float32 through a float64 function f,
// exact where f's result is a float32 value.
func viaFloat64(f string) func(e elem) string {
	return func(e elem) string {
		if e.width == 4 {
			return fmt.Sprintf("float32(%s(float64(a[i])))", f)
		}
		return f + "(a[i])"
	}
}

// oneIns is the body of one instruction of x alone; floats maps a width
// to it.
func oneIns(consts func(e elem) []uint64, f func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual)) func(elem) *vecBody {
	return func(e elem) *vecBody {
		var cs []uint64
		if consts != nil {
			cs = consts(e)
		}
		return &vecBody{consts: cs, apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
			r := s.vec()
			f(s, e, in[0], c, r)
			return r
		}}
	}
}

// rounding is VROUNDPS's (AVX-512: VRNDSCALEPS's) rounding of mode, with
// the precision exception suppressed.
func rounding(mode uint64) func(elem) *vecBody {
	return oneIns(nil, func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
		imm := Imm(mode | 8)
		switch {
		case s.wide() && e.width == 4:
			VRNDSCALEPS(imm, x, r)
		case s.wide():
			VRNDSCALEPD(imm, x, r)
		case e.width == 4:
			VROUNDPS(imm, x, r)
		default:
			VROUNDPD(imm, x, r)
		}
	})
}

// floatConst is the 64-bit pattern of the float v in e's lanes.
func floatConst(v float64) func(e elem) []uint64 {
	return func(e elem) []uint64 {
		if e.width == 4 {
			return []uint64{repeat(uint64(math.Float32bits(float32(v))), 4)}
		}
		return []uint64{math.Float64bits(v)}
	}
}

// signBits is the sign bit of e's lanes, or with not every other bit.
func signBits(not bool) func(e elem) []uint64 {
	return func(e elem) []uint64 {
		q := repeat(1<<(8*e.width-1), e.width)
		if not {
			q = ^q
		}
		return []uint64{q}
	}
}

var unaryOps = []unaryOp{
	{"Sqrt", "the square root of a", "A negative a gives x86's default NaN (its sign bit set).", viaFloat64("math.Sqrt"), oneIns(nil,
		func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
			map[int]func(...Op){4: VSQRTPS, 8: VSQRTPD}[e.width](x, r)
		})},
	{"Abs", "the absolute value of a", "It clears the sign bit alone: NaNs keep their payloads.", func(e elem) string {
		if e.width == 4 {
			return "math.Float32frombits(math.Float32bits(a[i]) &^ (1 << 31))"
		}
		return "math.Abs(a[i])"
	}, oneIns(signBits(true), func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
		s.and(c[0], x, r)
	})},
	{"Neg", "-a", "It flips the sign bit alone: NaNs keep their payloads.", func(elem) string { return "-a[i]" },
		oneIns(signBits(false), func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
			s.xor(c[0], x, r)
		})},
	{"Square", "a * a", "", func(elem) string { return "a[i] * a[i]" }, oneIns(nil,
		func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
			map[int]func(...Op){4: VMULPS, 8: VMULPD}[e.width](x, x, r)
		})},
	{"Floor", "a rounded down to an integer", "", viaFloat64("math.Floor"), rounding(1)},
	{"Ceil", "a rounded up to an integer", "", viaFloat64("math.Ceil"), rounding(2)},
	{"Rint", "a rounded to the nearest integer, halves to even", "", viaFloat64("math.RoundToEven"), rounding(0)},
	{"Reciprocal", "1 / a", "", func(elem) string { return "1 / a[i]" }, oneIns(floatConst(1),
		func(s isa, e elem, x VecVirtual, c []VecVirtual, r VecVirtual) {
			map[int]func(...Op){4: VDIVPS, 8: VDIVPD}[e.width](x, c[0], r)
		})},
}

// clipBody is max(a, lo) then min(.., hi). For floats each step is the
// float extremum's, a NaN x staying (and a NaN lo or hi giving itself).
func clipBody(e elem) *vecBody {
	return &vecBody{consts: signConst(e, !e.float && e.width == 8), apply: func(s isa, e elem, in, c []VecVirtual) VecVirtual {
		x, lo, hi := in[0], in[1], in[2]
		if e.float {
			return floatExtremum(s, e, false, floatExtremum(s, e, true, x, lo), hi)
		}
		return intExtremum(s, e, false, intExtremum(s, e, true, x, lo, c), hi, c)
	}}
}

// A cmpOp is a comparison.
type cmpOp struct {
	name  string
	sym   string
	flip  string // the comparison with its operands swapped
	float uint64 // VCMPPS's predicate (ordered and quiet, but NotEqual)
	evex  uint64 // VPCMP's
}

var cmpOps = []*cmpOp{
	{"Equal", "==", "Equal", 0x00, 0},
	{"NotEqual", "!=", "NotEqual", 0x04, 4},
	{"Less", "<", "Greater", 0x11, 1},
	{"LessEqual", "<=", "GreaterEqual", 0x12, 2},
	{"Greater", ">", "Less", 0x1E, 6},
	{"GreaterEqual", ">=", "LessEqual", 0x1D, 5},
}

// avx2Mask compares a and b on AVX2 into lanes of all ones or zero; where
// negated, the lanes hold the opposite of the comparison (AVX2 integers
// have only == and signed >).
func (c *cmpOp) avx2Mask(s isa, e elem, a, b VecVirtual, sign []VecVirtual) (m VecVirtual, negated bool) {
	m = s.vec()
	if e.float {
		map[int]func(...Op){4: VCMPPS, 8: VCMPPD}[e.width](Imm(c.float), b, a, m)
		return m, false
	}
	if c.name == "Equal" || c.name == "NotEqual" {
		map[int]func(...Op){1: VPCMPEQB, 2: VPCMPEQW, 4: VPCMPEQD, 8: VPCMPEQQ}[e.width](b, a, m)
		return m, c.name == "NotEqual"
	}
	if !e.signed {
		ax, bx := s.vec(), s.vec()
		s.xor(sign[0], a, ax)
		s.xor(sign[0], b, bx)
		a, b = ax, bx
	}
	// x > y is the instruction; a < b is b > a; a <= b is not a > b.
	x, y, neg := a, b, false
	switch c.name {
	case "Less":
		x, y = b, a
	case "LessEqual":
		neg = true
	case "GreaterEqual":
		x, y, neg = b, a, true
	}
	map[int]func(...Op){1: VPCMPGTB, 2: VPCMPGTW, 4: VPCMPGTD, 8: VPCMPGTQ}[e.width](y, x, m)
	return m, neg
}

// evexMask compares a and b on AVX-512 into a new opmask.
func (c *cmpOp) evexMask(e elem, a, b VecVirtual) Register {
	k := K()
	switch {
	case e.float && e.width == 4:
		VCMPPS(Imm(c.float), b, a, k)
	case e.float:
		VCMPPD(Imm(c.float), b, a, k)
	case e.signed:
		map[int]func(...Op){1: VPCMPB, 2: VPCMPW, 4: VPCMPD, 8: VPCMPQ}[e.width](Imm(c.evex), b, a, k)
	default:
		map[int]func(...Op){1: VPCMPUB, 2: VPCMPUW, 4: VPCMPUD, 8: VPCMPUQ}[e.width](Imm(c.evex), b, a, k)
	}
	return k
}
