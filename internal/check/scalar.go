package check

import (
	"math"

	"github.com/ndgo/ndarray/nd"
)

// ScalarPath is the fast path of a dtype package's scalar accessors
// (GetFloat32(i, j) and the like) for one layout. Where it applies, the
// element at coordinates (i) or (i, j) is base[i*S0 + j*S1], base being the
// storage from position Offset on, whenever uint64(i) < D0 and uint64(j) <
// D1. A rank-1 layout has D1 = MaxUint64 and S1 = 0, so that the accessors
// can read its one coordinate twice, as the first and the last, and share
// the rank-2 arithmetic.
//
// It applies to non-empty rank-1 and rank-2 layouts without tables whose
// strides are not negative (so that no position lies before Offset); Rank
// is then 1 or 2, else -1, which no number of coordinates equals. The
// accessors index base with Go's bounds check, so even a wrong path could
// not reach outside the storage.
type ScalarPath struct {
	Rank   int
	Offset int64
	D0, D1 uint64
	S0, S1 int64
}

// ScalarPathOf returns the scalar fast path of l, a layout validated for
// storage of dataLen elements.
func ScalarPathOf(l nd.Layout, dataLen int) ScalarPath {
	none := ScalarPath{Rank: -1}
	r := len(l.Dims)
	if r < 1 || r > 2 || l.Tables != nil || l.Size() == 0 || l.Offset >= int64(dataLen) {
		return none
	}
	p := ScalarPath{Rank: r, Offset: l.Offset, D1: math.MaxUint64}
	p.D0, p.S0 = uint64(l.Dims[0]), l.Strides[0]
	if r == 2 {
		p.D1, p.S1 = uint64(l.Dims[1]), l.Strides[1]
	}
	if p.S0 < 0 || p.S1 < 0 || l.Offset < 0 {
		return none
	}
	return p
}
