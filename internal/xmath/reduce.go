package xmath

import (
	"math"
	"math/bits"
)

// reducePio2 returns n and rh+rl with x = n*pi/2 + rh + rl, |rh| <= pi/4
// (plus an ULP), for finite x. The remainder is good to a relative 2^-69 or
// better: Cody-Waite in three 33-bit pieces of pi/2 (fdlibm's
// __ieee754_rem_pio2, which adds pieces as cancellation demands) below
// 2^20*pi/2, exact Payne-Hanek over 192 bits of 2/pi above.
func reducePio2(x float64) (n int, rh, rl float64) {
	ax := math.Abs(x)
	if ax >= 0x1.921fb54442d18p20 {
		return reduceLarge(x)
	}
	const shift = 0x1.8p52
	fn := float64(x*0x1.45f306dc9c883p-1+shift) - shift // round(x*2/pi)
	n = int(fn)
	// fn*pio2p1 is exact (20+33 bits) and x-fn*pio2p1 by Sterbenz; the
	// float64 conversions keep the compiler from fusing the products the
	// error terms below are built on.
	r := x - fn*pio2p1
	w := float64(fn * pio2p1t)
	y0 := r - w
	j := int(math.Float64bits(x) >> 52 & 0x7ff)
	if j-int(math.Float64bits(y0)>>52&0x7ff) > 16 { // cancelled: next piece
		t := r
		w = fn * pio2p2
		r = t - w
		w = float64(fn*pio2p2t) - ((t - r) - w)
		y0 = r - w
		if j-int(math.Float64bits(y0)>>52&0x7ff) > 49 { // and the third
			t = r
			w = fn * pio2p3
			r = t - w
			w = float64(fn*pio2p3t) - ((t - r) - w)
			y0 = r - w
		}
	}
	return n, y0, (r - y0) - w
}

// reduceLarge is reducePio2 for |x| >= 2^20*pi/2: x = m*2^e with a 53-bit
// integer m; x*2/pi mod 4 needs only the bits of 2/pi from 2^-(e-1) on
// (earlier ones give multiples of 4), and 192 of them leave an error below
// 2^-137 in the fraction, whose magnitude is at least ~2^-62 for any double.
func reduceLarge(x float64) (n int, rh, rl float64) {
	b := math.Float64bits(x)
	e := int(b>>52&0x7ff) - 1075
	m := b&(1<<52-1) | 1<<52
	// Window: bits s..s+191 of 2/pi, bit 1 being 2^-1, s = e-1 >= -33.
	pos := e - 2 + 64 // 0-based bit position plus one zero word in front
	q, sh := pos/64-1, uint(pos%64)
	word := func(i int) uint64 {
		if i < 0 {
			return 0
		}
		return twoOverPi[i]
	}
	var w [3]uint64
	for k := range w {
		w[k] = word(q+k) << sh
		if sh != 0 {
			w[k] |= word(q+k+1) >> (64 - sh)
		}
	}
	// p = m*w (245 bits, p[0] most significant) = x*2/pi * 2^190 mod 2^192.
	var p [4]uint64
	var carry uint64
	for k := 2; k >= 0; k-- {
		hi, lo := bits.Mul64(m, w[k])
		var c uint64
		p[k+1], c = bits.Add64(lo, carry, 0)
		carry = hi + c
	}
	p[0] = carry
	n = int(p[1] >> 62)
	f0, f1, f2 := p[1]&(1<<62-1), p[2], p[3]
	neg := false
	if f0>>61 != 0 { // fraction >= 1/2: round the quotient up
		n++
		var br uint64
		f2, br = bits.Sub64(0, f2, 0)
		f1, br = bits.Sub64(0, f1, br)
		f0, _ = bits.Sub64(1<<62, f0, br)
		neg = true
	}
	// Normalize the 190-bit fraction F*2^-190 = (f0 2^128 + f1 2^64 + f2) 2^-190.
	sc := 0
	for f0 == 0 {
		f0, f1, f2 = f1, f2, 0
		sc += 64
	}
	lz := uint(bits.LeadingZeros64(f0))
	top, next := f0, f1
	if lz != 0 {
		top = f0<<lz | f1>>(64-lz)
		next = f1<<lz | f2>>(64-lz)
	}
	s := int(lz) + sc
	fh := float64(top>>11) * math.Float64frombits(uint64(1023-51-s)<<52)
	fl := float64(top&0x7ff<<53|next>>11) * math.Float64frombits(uint64(1023-115-s)<<52)
	th, tl := twoProd(fh, pio2Hi)
	tl += fh*pio2Lo + fl*pio2Hi
	rh, rl = fastTwoSum(th, tl)
	if neg {
		rh, rl = -rh, -rl
	}
	if x < 0 {
		rh, rl, n = -rh, -rl, -n
	}
	return n & 3, rh, rl
}
