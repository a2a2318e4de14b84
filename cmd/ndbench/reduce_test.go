package main

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReduceTwinsAgree: each reduction row's naive twin writes what the
// library writes (within the row's ULPs for Std and Softmax), every element
// of it, so that the × naive column compares like with like; and the rows
// are the ones reduceKeys lists, in order. At n = 64 the rows' sums of
// ints are exact whatever the order.
func TestReduceTwinsAgree(t *testing.T) {
	var got []string
	for _, n := range []int64{64, 5} {
		got = got[:0]
		for _, c := range reduceCases(sizesFor(n, true)) {
			got = append(got, c.w.key)
			p, outs, ulps := c.setup()
			require.Positive(t, p.bytes, c.w.key)
			require.Positive(t, p.elems, c.w.key)
			require.NotEmpty(t, outs, c.w.key)
			for _, o := range outs {
				o.poison()
			}
			p.lib()
			p.naive()
			for _, o := range outs {
				assert.NoError(t, o.check(ulps), "%s, n = %d", c.w.key, n)
			}
			if p.limit != nil {
				p.limit()
			}
			p.memcpy()
		}
	}
	assert.Equal(t, reduceKeys, got)
}

// TestUlpsApart: the distance the twins are checked by.
func TestUlpsApart(t *testing.T) {
	assert.EqualValues(t, 0, ulpsApart[float32](1.5, 1.5))
	assert.EqualValues(t, 1, ulpsApart[float32](1, 1+0x1p-23))
	assert.EqualValues(t, 2, ulpsApart(1-0x1p-53, 1+0x1p-52))
	assert.EqualValues(t, 3, ulpsApart[int64](4, 7))
	assert.Error(t, pairOf[int64]{[]int64{poisoned}, []int64{0}}.check(0))
	assert.Error(t, pairOf[float32]{[]float32{1}, []float32{1.5}}.check(4))
	assert.NoError(t, pairOf[float64]{[]float64{1}, []float64{1 + 0x1p-52}}.check(1))
}
