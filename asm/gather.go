package asm

import "fmt"

// Index is the type of the indices of the gathers: TensorFlow's two.
type Index interface{ ~int32 | ~int64 }

// Gather8 gathers 1-byte elements by index, stopping at the first index out
// of range. Its reference loop is
//
//	for i, k := range idx {
//		if uint64(k) >= uint64(len(src)) {
//			return i
//		}
//		dst[i] = src[k]
//	}
//	return len(idx)
//
// so it returns len(idx), or the position of the first bad index, with dst
// written up to it. The amd64 kernel prefetches each element a fixed
// distance ahead, which keeps more cache misses in flight on tables larger
// than the caches. The indices may be int64 or int32 (sign-extended, so a
// negative one is out of range). It panics if dst is shorter than idx.
func Gather8[I Index](dst, src []uint8, idx []I) int {
	checkGatherDst(len(dst), len(idx), 1)
	return gather8(dst, src, idx)
}

// Gather16 is Gather8 for 2-byte elements.
func Gather16[I Index](dst, src []uint16, idx []I) int {
	checkGatherDst(len(dst), len(idx), 1)
	return gather16(dst, src, idx)
}

// Gather32 is Gather8 for 4-byte elements.
func Gather32[I Index](dst, src []uint32, idx []I) int {
	checkGatherDst(len(dst), len(idx), 1)
	return gather32(dst, src, idx)
}

// Gather64 is Gather8 for 8-byte elements.
func Gather64[I Index](dst, src []uint64, idx []I) int {
	checkGatherDst(len(dst), len(idx), 1)
	return gather64(dst, src, idx)
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
		panic(fmt.Sprintf("asm: GatherRows with row size %d", size))
	}
	checkGatherDst(len(dst), len(pos), size)
	if len(src) < size { // no row fits; also keeps len(src)-size >= 0 below
		return 0
	}
	return gatherRows(dst, src, pos, size)
}

func checkGatherDst(dstLen, n, size int) {
	if dstLen/size < n {
		panic(fmt.Sprintf("asm: gather of %d elements of %d bytes into %d bytes", n, size, dstLen))
	}
}

// gatherGo is the pure-Go twin of the scalar gathers.
func gatherGo[T uint8 | uint16 | uint32 | uint64, I Index](dst, src []T, idx []I) int {
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
