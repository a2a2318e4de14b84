package elementwise

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// prepare makes r the runs of dst and the inputs ins over dst's
// dimensions. An input with Seq or Hyperslab tables, or one that overlaps
// dst other than in place, is replaced by a contiguous copy first (see the
// package doc). dst has no tables (the ops compute into a copy first).
func prepare[D, S any](r *runs, dst View[D], ins []View[S]) {
	dims := dst.Layout.Dims
	var buf [maxOperands][inlineRank + 1]int64
	var s [maxOperands][]int64
	var offs [maxOperands]int64
	for k := range 1 + len(ins) {
		if len(dims) <= inlineRank+1 {
			s[k] = buf[k][:len(dims)]
		} else {
			s[k] = make([]int64, len(dims))
		}
	}
	offs[0] = stridesOn(s[0], dst.Layout, dims)
	for i := range ins {
		in := &ins[i]
		if in.Layout.Tables != nil {
			*in = contiguousCopy(*in)
		}
		offs[i+1] = stridesOn(s[i+1], in.Layout, dims)
		if overlaps(dst, *in) && !samePlaces(dst, s[0], *in, s[i+1]) {
			*in = contiguousCopy(*in)
			offs[i+1] = stridesOn(s[i+1], in.Layout, dims)
		}
	}
	r.init(dims, s[:1+len(ins)], offs[:1+len(ins)])
}

// rowMajorLike returns a new row-major view of dst's dimensions: where
// an op writes a dst with Seq or Hyperslab tables first.
func rowMajorLike[D any](dst View[D]) View[D] {
	l := nd.RowMajor(dst.Layout.Dims...)
	return View[D]{bulk.MakeUninit[D](l.Size()), l}
}

// copyBack copies tmp, made by rowMajorLike, into dst.
func copyBack[D any](dst, tmp View[D]) {
	bulk.Copy(dst.Data, dst.Layout, tmp.Data, tmp.Layout)
}
