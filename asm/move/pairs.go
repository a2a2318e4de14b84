package move

import "fmt"

// PairView is the 2-D view GatherPairs reads its elements from: element
// (i, j), for i < Dims[0] and j < Dims[1], is element Off + i*Strides[0] +
// j*Strides[1] of the source (counted in elements; strides may be
// negative).
type PairView struct {
	Off     int
	Dims    [2]int
	Strides [2]int
}

// GatherPairs gathers elements of width bytes by index pairs, stopping at
// the first pair out of range: GatherNd's rank-2 scalar gather. Pair r is
// idx[2*r : 2*r+2]. Its reference loop is
//
//	for r := range len(idx) / 2 {
//		i, j := idx[2*r], idx[2*r+1]
//		if uint64(i) >= uint64(v.Dims[0]) || uint64(j) >= uint64(v.Dims[1]) {
//			return r
//		}
//		p := v.Off + int(i)*v.Strides[0] + int(j)*v.Strides[1]
//		copy(dst[r*width:][:width], src[p*width:][:width])
//	}
//	return len(idx) / 2
//
// so it returns the number of pairs, or the number of the first bad one,
// with dst written up to it. Elements of 4 and 8 bytes have kernels, which
// check each pair and load its element in one pass and prefetch the
// element of the pair a fixed distance ahead; dst and src then hold such
// elements as Go lays them out (aligned to their width). The indices may be
// int64 or int32 (sign-extended, so a negative one is out of range). It
// panics if width is not positive, len(idx) is odd, dst is shorter than
// len(idx)/2*width, or some element of the view lies outside src.
func GatherPairs[I Index](dst, src []byte, v PairView, idx []I, width int) int {
	if width <= 0 {
		panic(fmt.Sprintf("move: GatherPairs of elements of %d bytes", width))
	}
	if len(idx)%2 != 0 {
		panic(fmt.Sprintf("move: GatherPairs of %d indices, not pairs", len(idx)))
	}
	checkGatherDst(len(dst), len(idx)/2, width)
	checkPairView(v, len(src)/width)
	return gatherPairs(dst, src, v, idx, width)
}

// checkPairView panics unless every element of v lies in [0, count): its
// lowest and highest positions, reached by overflow-checked steps. A view
// with no elements passes.
func checkPairView(v PairView, count int) {
	if v.Dims[0] < 0 || v.Dims[1] < 0 {
		panic(fmt.Sprintf("move: GatherPairs view with dims %v", v.Dims))
	}
	if v.Dims[0] == 0 || v.Dims[1] == 0 {
		return
	}
	lo, hi := v.Off, v.Off
	ok := v.Off >= 0 && v.Off < count
	for a := 0; a < 2 && ok; a++ {
		ext, fits := extent(v.Dims[a], v.Strides[a])
		switch {
		case !fits:
			ok = false
		case ext < 0:
			ok = ext >= -lo
			lo += ext
		default:
			ok = ext <= count-1-hi
			hi += ext
		}
	}
	if !ok {
		panic(fmt.Sprintf("move: GatherPairs view %+v outside a source of %d elements", v, count))
	}
}

// extent is (d-1)*s for d >= 1, and whether it fits an int.
func extent(d, s int) (int, bool) {
	m := d - 1
	if m == 0 || s == 0 {
		return 0, true
	}
	e := m * s
	return e, e/s == m
}

// gatherPairsGo is the pure-Go twin of GatherPairs: a typed loop for the
// widths of Go's numbers, copies for the others.
func gatherPairsGo[I Index](dst, src []byte, v PairView, idx []I, width int) int {
	switch width {
	case 1:
		return gatherPairElems(dst, src, v, idx)
	case 2:
		return gatherPairElems(elems[uint16](dst), elems[uint16](src), v, idx)
	case 4:
		return gatherPairElems(elems[uint32](dst), elems[uint32](src), v, idx)
	case 8:
		return gatherPairElems(elems[uint64](dst), elems[uint64](src), v, idx)
	}
	n := len(idx) / 2
	for r := range n {
		i, j := idx[2*r], idx[2*r+1]
		if uint64(i) >= uint64(v.Dims[0]) || uint64(j) >= uint64(v.Dims[1]) {
			return r
		}
		p := v.Off + int(i)*v.Strides[0] + int(j)*v.Strides[1]
		copy(dst[r*width:][:width], src[p*width:][:width])
	}
	return n
}

// gatherPairElems is gatherPairsGo for one of those widths.
func gatherPairElems[T Plain, I Index](dst, src []T, v PairView, idx []I) int {
	n := len(idx) / 2
	dst, idx = dst[:n], idx[:2*n]
	d0, d1 := uint64(v.Dims[0]), uint64(v.Dims[1])
	s0, s1 := v.Strides[0], v.Strides[1]
	for r := range dst {
		i, j := idx[2*r], idx[2*r+1]
		if uint64(i) >= d0 || uint64(j) >= d1 {
			return r
		}
		dst[r] = src[v.Off+int(i)*s0+int(j)*s1]
	}
	return n
}
