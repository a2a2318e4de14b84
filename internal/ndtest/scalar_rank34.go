package ndtest

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

// rank34Views returns views of ranks 3 to 5 of every kind the accessors'
// unrolled path of ranks 3 and 4 must take (row-major, offsets, steps,
// transposes, flips, zero strides) or leave to the slow path (tables, rank 5,
// read-only for setters).
func (x h[T, A]) rank34Views() map[string]A {
	a3, a4 := x.arange(3, 4, 5), x.arange(2, 3, 4, 5)
	return map[string]A{
		"rank 3":             a3,
		"rank 3 offset":      a3.Slice(nd.Range(1, 3), nd.Range(1, 4), nd.Range(2, 5)),
		"rank 3 strided":     a3.Slice(nd.Step(2), nd.All(), nd.Step(2)),
		"rank 3 transposed":  a3.Transpose(),
		"rank 3 flipped":     a3.Slice(nd.All(), nd.All(), nd.Flip()),
		"rank 3 Seq":         a3.Slice(nd.All(), nd.Seq(3, 0), nd.All()),
		"rank 3 read-only":   a3.AsReadOnly(),
		"rank 3 of a row":    x.arange(2, 3, 4, 5).Get(1),
		"rank 3 broadcast":   x.arange(5).BroadcastTo(shape(2, 3, 5)),
		"rank 4":             a4,
		"rank 4 offset":      a4.Slice(nd.At(1), nd.Range(1, 3)).Reshape(shape(1, 2, 4, 5)),
		"rank 4 transposed":  a4.Transpose(),
		"rank 4 flipped":     a4.Slice(nd.Flip(), nd.All(), nd.Step(2)),
		"rank 4 Seq":         a4.Slice(nd.All(), nd.All(), nd.All(), nd.Seq(4, 1)),
		"rank 4 read-only":   a4.AsReadOnly(),
		"rank 5":             x.arange(2, 1, 3, 2, 2),
		"rank 5 transposed":  x.arange(2, 1, 3, 2, 2).Transpose(),
		"rank 4 single":      x.arange(1, 1, 1, 1),
		"rank 3 empty slice": a3.Slice(nd.All(), nd.All(), nd.Range(2, 2)),
	}
}

// testScalarRank34 checks the accessors on rank34Views against the layout's
// Pos, and that out-of-range coordinates, the wrong number of them and
// writes to read-only arrays panic with their sentinels.
func (x h[T, A]) testScalarRank34(t *testing.T) {
	run(t, "AgreeWithPosRank34", func(t *testing.T) {
		for name, v := range x.rank34Views() {
			x.checkScalarAccess(t, name, v)
		}
	})
	run(t, "RefusalsRank34", func(t *testing.T) {
		for name, v := range x.rank34Views() {
			for _, c := range outOfRange(v.Layout().Dims) {
				err := nd.Try(func() { v.GetValue(c...) })
				assert.True(t, errors.Is(err, nd.ErrIndexOutOfRange), "%s GetValue%v: %v", name, c, err)
				err = nd.Try(func() { x.SetTyped(v, x.Val(1), c...) })
				want := nd.ErrIndexOutOfRange
				if v.ReadOnly() {
					want = nd.ErrReadOnly
				}
				assert.True(t, errors.Is(err, want), "%s typed setter%v: %v", name, c, err)
			}
			if v.ReadOnly() && v.Size() > 0 {
				err := nd.Try(func() { v.SetValue(x.Val(1), make([]int64, v.Rank())...) })
				assert.True(t, errors.Is(err, nd.ErrReadOnly), "%s SetValue: %v", name, err)
			}
		}
	})
}

// outOfRange returns coordinate lists that no array of shape dims accepts:
// each coordinate in turn at its dimension, at minus one less than minus it
// and at a huge value, the others 0; one coordinate too few and one too many.
func outOfRange(dims []int64) [][]int64 {
	var out [][]int64
	for i, d := range dims {
		for _, bad := range []int64{d, -d - 1, 1 << 62, -1 << 63} {
			c := make([]int64, len(dims))
			c[i] = bad
			out = append(out, c)
		}
	}
	return append(out, make([]int64, len(dims)-1), make([]int64, len(dims)+1))
}
