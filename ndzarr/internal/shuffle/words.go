package shuffle

import "encoding/binary"

// The byte shuffle by words: eight elements at a time, the bytes of a
// group of 8, 4 or 2 byte positions (the largest that divides the element
// size) are loaded as one uint64 per row, transposed as a byte matrix in
// registers and stored as words, instead of one load and one store per
// byte. Element sizes that are odd, and the last n%8 elements, take the
// byte loops of bytes.go, which are also these functions' reference.

var le = binary.LittleEndian

// kernels are one direction's word kernels: for 2- and 4-byte elements,
// and for sizes that are multiples of 8, 4 and 2; and its byte loop.
type kernels struct {
	fixed2, fixed4 func(dst, src []byte, n, whole int)
	by8, by4, by2  func(dst, src []byte, typesize, n, whole int)
	bytes          func(dst, src []byte, typesize, n, from, to int)
}

var (
	shuffleKernels = kernels{shuffle2, shuffle4, shuffleBy8, shuffleBy4, shuffleBy2,
		shuffleRange}
	unshuffleKernels = kernels{unshuffle2, unshuffle4, unshuffleBy8, unshuffleBy4,
		unshuffleBy2, unshuffleRange}
)

// byWords moves the first multiple of 8 elements with k's word kernel for
// typesize, the rest with its byte loop, and copies the trailing bytes.
func byWords(dst, src []byte, typesize int, k kernels) {
	n := len(src) / typesize
	whole := n &^ 7
	switch {
	case whole == 0 || typesize%2 == 1:
		whole = 0
	case typesize == 2:
		k.fixed2(dst, src, n, whole)
	case typesize == 4:
		k.fixed4(dst, src, n, whole)
	case typesize%8 == 0:
		k.by8(dst, src, typesize, n, whole)
	case typesize%4 == 0:
		k.by4(dst, src, typesize, n, whole)
	default:
		k.by2(dst, src, typesize, n, whole)
	}
	k.bytes(dst, src, typesize, n, whole, n)
	copy(dst[n*typesize:], src[n*typesize:])
}

// shuffleBy8 shuffles the first whole (a multiple of 8) of n elements
// whose size is a multiple of 8: each 8 byte positions of 8 elements are
// an 8×8 byte matrix, transposed into 8 rows.
func shuffleBy8(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 8 {
		for i := 0; i < whole; i += 8 {
			s := src[i*typesize+j0:]
			r0, r1, r2, r3, r4, r5, r6, r7 := transpose8(le.Uint64(s),
				le.Uint64(s[typesize:]), le.Uint64(s[2*typesize:]), le.Uint64(s[3*typesize:]),
				le.Uint64(s[4*typesize:]), le.Uint64(s[5*typesize:]), le.Uint64(s[6*typesize:]),
				le.Uint64(s[7*typesize:]))
			d := dst[j0*n+i:]
			le.PutUint64(d, r0)
			le.PutUint64(d[n:], r1)
			le.PutUint64(d[2*n:], r2)
			le.PutUint64(d[3*n:], r3)
			le.PutUint64(d[4*n:], r4)
			le.PutUint64(d[5*n:], r5)
			le.PutUint64(d[6*n:], r6)
			le.PutUint64(d[7*n:], r7)
		}
	}
}

// unshuffleBy8 inverts shuffleBy8.
func unshuffleBy8(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 8 {
		for i := 0; i < whole; i += 8 {
			s := src[j0*n+i:]
			r0, r1, r2, r3, r4, r5, r6, r7 := transpose8(le.Uint64(s), le.Uint64(s[n:]),
				le.Uint64(s[2*n:]), le.Uint64(s[3*n:]), le.Uint64(s[4*n:]), le.Uint64(s[5*n:]),
				le.Uint64(s[6*n:]), le.Uint64(s[7*n:]))
			d := dst[i*typesize+j0:]
			le.PutUint64(d, r0)
			le.PutUint64(d[typesize:], r1)
			le.PutUint64(d[2*typesize:], r2)
			le.PutUint64(d[3*typesize:], r3)
			le.PutUint64(d[4*typesize:], r4)
			le.PutUint64(d[5*typesize:], r5)
			le.PutUint64(d[6*typesize:], r6)
			le.PutUint64(d[7*typesize:], r7)
		}
	}
}

// shuffleBy4 is shuffleBy8 for sizes that are a multiple of 4: the rows
// hold elements k and k+4 of 8, two 4×4 byte matrices side by side.
func shuffleBy4(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 4 {
		for i := 0; i < whole; i += 8 {
			s := src[i*typesize+j0:]
			el := func(k int) uint64 { return uint64(le.Uint32(s[k*typesize:])) }
			r0, r1 := swapBytes(el(0)|el(4)<<32, el(1)|el(5)<<32, 8, mask8)
			r2, r3 := swapBytes(el(2)|el(6)<<32, el(3)|el(7)<<32, 8, mask8)
			r0, r2 = swapBytes(r0, r2, 16, mask16)
			r1, r3 = swapBytes(r1, r3, 16, mask16)
			d := dst[j0*n+i:]
			le.PutUint64(d, r0)
			le.PutUint64(d[n:], r1)
			le.PutUint64(d[2*n:], r2)
			le.PutUint64(d[3*n:], r3)
		}
	}
}

// unshuffleBy4 inverts shuffleBy4.
func unshuffleBy4(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 4 {
		for i := 0; i < whole; i += 8 {
			s := src[j0*n+i:]
			r0, r2 := swapBytes(le.Uint64(s), le.Uint64(s[2*n:]), 16, mask16)
			r1, r3 := swapBytes(le.Uint64(s[n:]), le.Uint64(s[3*n:]), 16, mask16)
			r0, r1 = swapBytes(r0, r1, 8, mask8)
			r2, r3 = swapBytes(r2, r3, 8, mask8)
			d := dst[i*typesize+j0:]
			for k, w := range [4]uint64{r0, r1, r2, r3} {
				le.PutUint32(d[k*typesize:], uint32(w))
				le.PutUint32(d[(k+4)*typesize:], uint32(w>>32))
			}
		}
	}
}

// shuffleBy2 is shuffleBy8 for even sizes: two rows hold elements 0, 2,
// 4, 6 and 1, 3, 5, 7 of 8, four 2×2 byte matrices side by side.
func shuffleBy2(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 2 {
		for i := 0; i < whole; i += 8 {
			s := src[i*typesize+j0:]
			var r0, r1 uint64
			for k := range 4 {
				r0 |= uint64(le.Uint16(s[2*k*typesize:])) << (16 * k)
				r1 |= uint64(le.Uint16(s[(2*k+1)*typesize:])) << (16 * k)
			}
			r0, r1 = swapBytes(r0, r1, 8, mask8)
			le.PutUint64(dst[j0*n+i:], r0)
			le.PutUint64(dst[(j0+1)*n+i:], r1)
		}
	}
}

// unshuffleBy2 inverts shuffleBy2.
func unshuffleBy2(dst, src []byte, typesize, n, whole int) {
	for j0 := 0; j0 < typesize; j0 += 2 {
		for i := 0; i < whole; i += 8 {
			r0, r1 := swapBytes(le.Uint64(src[j0*n+i:]), le.Uint64(src[(j0+1)*n+i:]), 8, mask8)
			d := dst[i*typesize+j0:]
			for k := range 4 {
				le.PutUint16(d[2*k*typesize:], uint16(r0>>(16*k)))
				le.PutUint16(d[(2*k+1)*typesize:], uint16(r1>>(16*k)))
			}
		}
	}
}

// shuffle2 is shuffle for 2-byte elements: two words of four elements
// each give the even and the odd elements, whose 2×2 byte matrices are
// transposed into the two rows.
func shuffle2(dst, src []byte, n, whole int) {
	for i := 0; i < whole; i += 8 {
		s := src[2*i : 2*i+16]
		w0, w1 := le.Uint64(s), le.Uint64(s[8:])
		even := pack16(w0) | pack16(w1)<<32
		odd := pack16(w0>>16) | pack16(w1>>16)<<32
		r0, r1 := swapBytes(even, odd, 8, mask8)
		le.PutUint64(dst[i:], r0)
		le.PutUint64(dst[n+i:], r1)
	}
}

// unshuffle2 inverts shuffle2.
func unshuffle2(dst, src []byte, n, whole int) {
	for i := 0; i < whole; i += 8 {
		even, odd := swapBytes(le.Uint64(src[i:]), le.Uint64(src[n+i:]), 8, mask8)
		d := dst[2*i : 2*i+16]
		le.PutUint64(d, spread16(even)|spread16(odd)<<16)
		le.PutUint64(d[8:], spread16(even>>32)|spread16(odd>>32)<<16)
	}
}

// pack16 gathers the 16-bit lanes 0 and 2 of w into the low 32 bits.
func pack16(w uint64) uint64 {
	w &= mask16
	return (w | w>>16) & mask32
}

// spread16 inverts pack16: the low two 16-bit lanes of w to lanes 0 and 2.
func spread16(w uint64) uint64 {
	w &= mask32
	return (w | w<<16) & mask16
}

// shuffle4 is shuffle for 4-byte elements: eight elements are four
// words in, four rows' words out.
func shuffle4(dst, src []byte, n, whole int) {
	for i := 0; i < whole; i += 8 {
		s := src[4*i : 4*i+32]
		w0, w1, w2, w3 := le.Uint64(s), le.Uint64(s[8:]), le.Uint64(s[16:]), le.Uint64(s[24:])
		// row k holds element k low and element k+4 high.
		r0, r1 := swapBytes(w0&mask32|w2<<32, w0>>32|w2&^mask32, 8, mask8)
		r2, r3 := swapBytes(w1&mask32|w3<<32, w1>>32|w3&^mask32, 8, mask8)
		r0, r2 = swapBytes(r0, r2, 16, mask16)
		r1, r3 = swapBytes(r1, r3, 16, mask16)
		le.PutUint64(dst[i:], r0)
		le.PutUint64(dst[n+i:], r1)
		le.PutUint64(dst[2*n+i:], r2)
		le.PutUint64(dst[3*n+i:], r3)
	}
}

// unshuffle4 inverts shuffle4.
func unshuffle4(dst, src []byte, n, whole int) {
	for i := 0; i < whole; i += 8 {
		r0, r2 := swapBytes(le.Uint64(src[i:]), le.Uint64(src[2*n+i:]), 16, mask16)
		r1, r3 := swapBytes(le.Uint64(src[n+i:]), le.Uint64(src[3*n+i:]), 16, mask16)
		r0, r1 = swapBytes(r0, r1, 8, mask8)
		r2, r3 = swapBytes(r2, r3, 8, mask8)
		d := dst[4*i : 4*i+32]
		le.PutUint64(d, r0&mask32|r1<<32)
		le.PutUint64(d[8:], r2&mask32|r3<<32)
		le.PutUint64(d[16:], r0>>32|r1&^mask32)
		le.PutUint64(d[24:], r2>>32|r3&^mask32)
	}
}

// swapBytes exchanges the bytes of a shift bits above mask's set bytes
// with b's bytes under mask: the step of a byte-matrix transpose.
func swapBytes(a, b uint64, shift uint, mask uint64) (uint64, uint64) {
	t := (a>>shift ^ b) & mask
	return a ^ t<<shift, b ^ t
}

const (
	mask32 = 0x00000000FFFFFFFF
	mask16 = 0x0000FFFF0000FFFF
	mask8  = 0x00FF00FF00FF00FF
)

// transpose8 transposes the 8×8 byte matrix whose row k is rk and column
// c its byte c (little-endian). Go passes and returns the eight words in
// registers.
func transpose8(r0, r1, r2, r3, r4, r5, r6, r7 uint64) (
	uint64, uint64, uint64, uint64, uint64, uint64, uint64, uint64) {
	r0, r4 = swapBytes(r0, r4, 32, mask32)
	r1, r5 = swapBytes(r1, r5, 32, mask32)
	r2, r6 = swapBytes(r2, r6, 32, mask32)
	r3, r7 = swapBytes(r3, r7, 32, mask32)
	r0, r2 = swapBytes(r0, r2, 16, mask16)
	r1, r3 = swapBytes(r1, r3, 16, mask16)
	r4, r6 = swapBytes(r4, r6, 16, mask16)
	r5, r7 = swapBytes(r5, r7, 16, mask16)
	r0, r1 = swapBytes(r0, r1, 8, mask8)
	r2, r3 = swapBytes(r2, r3, 8, mask8)
	r4, r5 = swapBytes(r4, r5, 8, mask8)
	r6, r7 = swapBytes(r6, r7, 8, mask8)
	return r0, r1, r2, r3, r4, r5, r6, r7
}
