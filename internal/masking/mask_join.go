package masking

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// joinMask is BooleanMask's result made by Moves.Join from the runs of
// selected rows of the contiguous [outer, mid, inner] view (src, sl), and
// true; or false when the dtype has no Join or the runs are too short for
// it to pay (checked before any piece is listed). Join allocates the result
// without zeroing it and copies the runs in, so each byte is written once,
// where a made result is zeroed first: as much memory traffic again as the
// copies' stores, which a user's make-and-copy loop pays too.
func joinMask[T any](m moves[T], src []T, sl nd.Layout, rs []run, outer, inner,
	count int64, dims []int64) (view[T], bool) {
	pieces := outer * int64(len(rs))
	// No overflow: the result is a subset of the source's elements.
	bytes := outer * count * inner * int64(unsafe.Sizeof(*new(T)))
	if m.Join == nil || pieces == 0 || bytes < bulk.MinJoinPiece*pieces {
		return view[T]{}, false
	}
	list := make([][]T, 0, pieces)
	for o := range outer {
		base := sl.Offset + o*sl.Strides[0]
		for _, r := range rs {
			p := base + r.lo*sl.Strides[1]
			list = append(list, src[p:p+(r.hi-r.lo)*inner])
		}
	}
	data, ok := m.Join(list)
	l := nd.RowMajor(dims...)
	if !ok || int64(len(data)) != l.Size() {
		return view[T]{}, false
	}
	return view[T]{Data: data, Layout: l}, true
}
