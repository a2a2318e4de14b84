package shuffle

// BitShuffle is the bitshuffle library's transform as c-blosc 1 applies
// it: for n elements (n a multiple of 8; otherwise the block is copied as
// is), row 8*j+k of n/8 bytes holds bit k of byte j of every element,
// element i at bit i%8 of byte i/8.
func BitShuffle(dst, src []byte, typesize int) {
	n := len(src) / typesize
	if n%8 != 0 {
		copy(dst, src)
		return
	}
	rowLen := n / 8
	for j := range typesize {
		for g := range rowLen {
			var x uint64
			for m := range 8 {
				x |= uint64(src[(8*g+m)*typesize+j]) << (8 * m)
			}
			x = transpose8x8(x)
			for k := range 8 {
				dst[(8*j+k)*rowLen+g] = byte(x >> (8 * k))
			}
		}
	}
	copy(dst[n*typesize:], src[n*typesize:])
}

// BitUnshuffle inverts BitShuffle.
func BitUnshuffle(dst, src []byte, typesize int) {
	n := len(src) / typesize
	if n%8 != 0 {
		copy(dst, src)
		return
	}
	rowLen := n / 8
	for j := range typesize {
		for g := range rowLen {
			var x uint64
			for k := range 8 {
				x |= uint64(src[(8*j+k)*rowLen+g]) << (8 * k)
			}
			x = transpose8x8(x)
			for m := range 8 {
				dst[(8*g+m)*typesize+j] = byte(x >> (8 * m))
			}
		}
	}
	copy(dst[n*typesize:], src[n*typesize:])
}

// transpose8x8 transposes the 8x8 bit matrix whose row r is byte r and
// column c bit c: bit 8r+c moves to bit 8c+r.
func transpose8x8(x uint64) uint64 {
	t := (x ^ (x >> 7)) & 0x00AA00AA00AA00AA
	x ^= t ^ (t << 7)
	t = (x ^ (x >> 14)) & 0x0000CCCC0000CCCC
	x ^= t ^ (t << 14)
	t = (x ^ (x >> 28)) & 0x00000000F0F0F0F0
	return x ^ t ^ (t << 28)
}
