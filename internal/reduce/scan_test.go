package reduce

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// laneRef calls f with each lane along axis ax of l: the offsets of its
// elements and the row-major positions of its results.
func laneRef(l layoutLike, ax int, f func(offs, outs []int64)) {
	rank := len(l.dims)
	out := make([]int64, rank)
	s := int64(1)
	for i := rank - 1; i >= 0; i-- {
		out[i] = s
		s *= l.dims[i]
	}
	total := s
	coord := make([]int64, rank)
	for n := int64(0); n < total; n++ {
		rest := n
		for i := rank - 1; i >= 0; i-- {
			coord[i] = rest % l.dims[i]
			rest /= l.dims[i]
		}
		if coord[ax] != 0 {
			continue
		}
		var offs, outs []int64
		for k := range l.dims[ax] {
			coord[ax] = k
			off, o := l.off, int64(0)
			for i := range rank {
				off += coord[i] * l.strides[i]
				o += coord[i] * out[i]
			}
			offs, outs = append(offs, off), append(outs, o)
		}
		coord[ax] = 0
		f(offs, outs)
	}
}

type layoutLike struct {
	dims, strides []int64
	off           int64
}

func TestScanAndSoftmaxAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 400 {
		l, span := randomLayout(rng, 4, 9)
		if len(l.Dims) == 0 {
			continue
		}
		ax := rng.IntN(len(l.Dims))
		data := make([]float64, span)
		for i := range data {
			data[i] = float64(rng.IntN(9) - 4)
		}
		src := Source[float64, float64]{Data: data, Layout: l}
		n := l.Size()
		gotSum := make([]float64, n)
		scan(gotSum, src, ax, CumSum[float64, float64]())
		gotSoft := make([]float64, n)
		softmax(gotSoft, src, ax, false)
		gotLog := make([]float64, n)
		softmax(gotLog, src, ax, true)
		laneRef(layoutLike{l.Dims, l.Strides, l.Offset}, ax, func(offs, outs []int64) {
			acc, m := 0.0, math.Inf(-1)
			for i, off := range offs {
				acc += data[off]
				require.Equal(t, acc, gotSum[outs[i]], "cumsum %v axis %d", l, ax)
				m = max(m, data[off])
			}
			s := 0.0
			for _, off := range offs {
				s += math.Exp(data[off] - m)
			}
			for i, off := range offs {
				require.InDelta(t, math.Exp(data[off]-m)/s, gotSoft[outs[i]], 1e-12)
				require.InDelta(t, data[off]-m-math.Log(s), gotLog[outs[i]], 1e-12)
			}
		})
	}
}
