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

// Pos is l.Pos(coords), for the scalar accessors' slow path: ranks 3 and 4
// without tables are unrolled (the common ranks past the fast path's),
// everything else, errors included, goes to l.Pos.
func Pos(l *nd.Layout, coords []int64) int64 {
	d, s := l.Dims, l.Strides
	if l.Tables == nil && len(d) == len(coords) && len(s) == len(coords) {
		switch c := coords; len(c) {
		case 3:
			if uint64(c[0]) < uint64(d[0]) && uint64(c[1]) < uint64(d[1]) && uint64(c[2]) < uint64(d[2]) {
				return l.Offset + c[0]*s[0] + c[1]*s[1] + c[2]*s[2]
			}
		case 4:
			if uint64(c[0]) < uint64(d[0]) && uint64(c[1]) < uint64(d[1]) &&
				uint64(c[2]) < uint64(d[2]) && uint64(c[3]) < uint64(d[3]) {
				return l.Offset + c[0]*s[0] + c[1]*s[1] + c[2]*s[2] + c[3]*s[3]
			}
		}
	}
	return l.Pos(coords)
}
