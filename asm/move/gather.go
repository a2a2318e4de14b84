package move

import "fmt"

// Index is the type of the indices of the gathers: TensorFlow's two.
type Index interface{ ~int32 | ~int64 }

// Gather gathers elements of width bytes by index, stopping at the first
// index out of range. Its reference loop is
//
//	n := len(src) / width
//	for i, k := range idx {
//		if uint64(k) >= uint64(n) {
//			return i
//		}
//		copy(dst[i*width:][:width], src[int(k)*width:][:width])
//	}
//	return len(idx)
//
// so it returns len(idx), or the position of the first bad index, with dst
// written up to it. Elements of 1, 2, 4 and 8 bytes have kernels, which
// prefetch each element a fixed distance ahead to keep more cache misses in
// flight on tables larger than the caches; dst and src then hold such
// elements as Go lays them out (aligned to their width). The indices may be
// int64 or int32 (sign-extended, so a negative one is out of range). It
// panics if width is not positive or dst is shorter than len(idx)*width.
func Gather[I Index](dst, src []byte, idx []I, width int) int {
	if width <= 0 {
		panic(fmt.Sprintf("move: Gather of elements of %d bytes", width))
	}
	checkGatherDst(len(dst), len(idx), width)
	return gather(dst, src, idx, width)
}

// GatherRows gathers rows of size bytes by their byte positions in src,
// stopping at the first row that does not lie inside src. Its reference
// loop is
//
//	for i, p := range pos {
//		if p < 0 || p+size > len(src) {
//			return i
//		}
//		copy(dst[i*size:(i+1)*size], src[p:p+size])
//	}
//	return len(pos)
//
// Rows of 16, 32, 64 and 128 bytes have unrolled kernels and rows of 16
// bytes or more a general one, each prefetching the rows a fixed distance
// ahead; shorter rows run the Go loop. It panics if size is not positive
// or dst is shorter than len(pos)*size.
func GatherRows(dst, src []byte, pos []int64, size int) int {
	if size <= 0 {
		panic(fmt.Sprintf("move: GatherRows with row size %d", size))
	}
	checkGatherDst(len(dst), len(pos), size)
	if len(src) < size { // no row fits; also keeps len(src)-size >= 0 below
		return 0
	}
	return gatherRows(dst, src, pos, size)
}

func checkGatherDst(dstLen, n, size int) {
	if dstLen/size < n {
		panic(fmt.Sprintf("move: gather of %d elements of %d bytes into %d bytes", n, size, dstLen))
	}
}

// gatherGo is the pure-Go twin of Gather: a typed loop for the widths of
// Go's numbers, copies for the others.
func gatherGo[I Index](dst, src []byte, idx []I, width int) int {
	switch width {
	case 1:
		return gatherElems(dst, src, idx)
	case 2:
		return gatherElems(elems[uint16](dst), elems[uint16](src), idx)
	case 4:
		return gatherElems(elems[uint32](dst), elems[uint32](src), idx)
	case 8:
		return gatherElems(elems[uint64](dst), elems[uint64](src), idx)
	case 16:
		return gatherElems(elems[complex128](dst), elems[complex128](src), idx)
	}
	n := len(src) / width
	for i, k := range idx {
		if uint64(k) >= uint64(n) {
			return i
		}
		copy(dst[i*width:][:width], src[int(k)*width:][:width])
	}
	return len(idx)
}

// gatherElems is gatherGo for one of those widths.
func gatherElems[T Plain, I Index](dst, src []T, idx []I) int {
	dst = dst[:len(idx)]
	for i, k := range idx {
		if uint64(k) >= uint64(len(src)) {
			return i
		}
		dst[i] = src[k]
	}
	return len(idx)
}

// gatherRowsGo is the pure-Go twin of GatherRows.
func gatherRowsGo(dst, src []byte, pos []int64, size int) int {
	limit := uint64(len(src) - size)
	for i, p := range pos {
		if uint64(p) > limit {
			return i
		}
		copy(dst[i*size:(i+1)*size], src[p:p+int64(size)])
	}
	return len(pos)
}
