package codec

// The byte and bit shuffles of Blosc, applied per block. Elements are
// typesize bytes; the bytes after the last whole element stay in place.

// shuffleBytes writes the bytes of src grouped by their position in the
// element: dst[j*n+i] = src[i*typesize+j] for n elements. It is the
// reference of shuffle (shuffle_words.go), which moves words.
func shuffleBytes(dst, src []byte, typesize int) {
	n := len(src) / typesize
	shuffleRange(dst, src, typesize, n, 0, n)
	copy(dst[n*typesize:], src[n*typesize:])
}

// unshuffleBytes inverts shuffleBytes, byte by byte: the reference of
// unshuffle.
func unshuffleBytes(dst, src []byte, typesize int) {
	n := len(src) / typesize
	unshuffleRange(dst, src, typesize, n, 0, n)
	copy(dst[n*typesize:], src[n*typesize:])
}

// shuffleRange shuffles elements from..to-1 of n into rows of n bytes.
func shuffleRange(dst, src []byte, typesize, n, from, to int) {
	for j := range typesize {
		row := dst[j*n+from : j*n+to]
		for i := range row {
			row[i] = src[(from+i)*typesize+j]
		}
	}
}

// unshuffleRange inverts shuffleRange.
func unshuffleRange(dst, src []byte, typesize, n, from, to int) {
	for j := range typesize {
		row := src[j*n+from : j*n+to]
		for i, b := range row {
			dst[(from+i)*typesize+j] = b
		}
	}
}

// bitshuffle is the bitshuffle library's transform as c-blosc 1 applies
// it: for n elements (n a multiple of 8; otherwise the block is copied as
// is), row 8*j+k of n/8 bytes holds bit k of byte j of every element,
// element i at bit i%8 of byte i/8.
func bitshuffle(dst, src []byte, typesize int) {
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

// bitunshuffle inverts bitshuffle.
func bitunshuffle(dst, src []byte, typesize int) {
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
