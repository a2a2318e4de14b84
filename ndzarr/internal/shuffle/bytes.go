package shuffle

// The byte loops of the byte shuffle: the reference of Shuffle and
// Unshuffle (words.go), and the loops of the elements their word and SIMD
// kernels leave.

// shuffleBytes writes the bytes of src grouped by their position in the
// element: dst[j*n+i] = src[i*typesize+j] for n elements. It is the
// reference of Shuffle (words.go), which moves words.
func shuffleBytes(dst, src []byte, typesize int) {
	n := len(src) / typesize
	shuffleRange(dst, src, typesize, n, 0, n)
	copy(dst[n*typesize:], src[n*typesize:])
}

// unshuffleBytes inverts shuffleBytes, byte by byte: the reference of
// Unshuffle.
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
