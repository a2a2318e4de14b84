package main

import (
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestComputeTwinsAgree: each compute row's naive twin writes what the
// library writes (within the row's ULPs for the transcendental ones), so
// that the × naive column compares like with like; and the rows are the
// ones computeKeys lists, in order.
func TestComputeTwinsAgree(t *testing.T) {
	cs := computeCases(sizesFor(64, true))
	var got []string
	for _, c := range cs {
		got = append(got, c.w.key)
		p, out, ulps := c.setup()
		require.Positive(t, p.bytes, c.w.key)
		for i := range out {
			out[i] = 0xa5
		}
		p.lib()
		want := slices.Clone(out)
		assert.True(t, slices.ContainsFunc(want, func(b byte) bool { return b != 0xa5 }), "%s: the library wrote nothing", c.w.key)
		for i := range out {
			out[i] = 0xa5
		}
		p.naive()
		if ulps == 0 {
			assert.Equal(t, want, out, "%s: the naive twin writes other bytes than the library", c.w.key)
			continue
		}
		w := unsafe.Slice((*float32)(unsafe.Pointer(&want[0])), len(want)/4)
		o := unsafe.Slice((*float32)(unsafe.Pointer(&out[0])), len(out)/4)
		for i := range w {
			d := int64(math.Float32bits(w[i])) - int64(math.Float32bits(o[i]))
			if d < -int64(ulps) || d > int64(ulps) {
				t.Errorf("%s[%d]: library %g, naive %g: %d ULPs apart", c.w.key, i, w[i], o[i], d)
				break
			}
		}
	}
	assert.Equal(t, computeKeys, got)
}
