package main

import (
	. "github.com/mmcloughlin/avo/build"
	. "github.com/mmcloughlin/avo/operand"
	. "github.com/mmcloughlin/avo/reg"
)

// load loads width bytes from m into a new register.
func load(width int, m Mem) Register {
	switch width {
	case 32:
		y := YMM()
		VMOVDQU(m, y)
		return y
	case 16:
		x := XMM()
		VMOVDQU(m, x)
		return x
	case 8:
		r := GP64()
		MOVQ(m, r)
		return r
	case 4:
		r := GP32()
		MOVL(m, r)
		return r
	case 2:
		r := GP16()
		MOVW(m, r)
		return r
	}
	r := GP8()
	MOVB(m, r)
	return r
}

// store stores the width bytes of r at m.
func store(width int, r Register, m Mem) {
	switch width {
	case 32, 16:
		VMOVDQU(r, m)
	case 8:
		MOVQ(r, m)
	case 4:
		MOVL(r, m)
	case 2:
		MOVW(r, m)
	default:
		MOVB(r, m)
	}
}
