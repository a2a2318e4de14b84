package ndany_test

import (
	"encoding/binary"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/ndany"
)

func TestSwapBytes(t *testing.T) {
	for _, c := range []struct {
		width int
		want  []byte
	}{
		{2, []byte{2, 1, 4, 3, 6, 5, 8, 7, 9}},
		{4, []byte{4, 3, 2, 1, 8, 7, 6, 5, 9}},
		{8, []byte{8, 7, 6, 5, 4, 3, 2, 1, 9}},
		{1, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{16, []byte{1, 2, 3, 4, 5, 6, 7, 8, 9}},
	} {
		raw := []byte{1, 2, 3, 4, 5, 6, 7, 8, 9} // the 9 is a partial unit
		ndany.SwapBytes(raw, c.width)
		assert.Equal(t, c.want, raw, c.width)
	}
}

func TestNativeLittleEndian(t *testing.T) {
	var b [2]byte
	binary.NativeEndian.PutUint16(b[:], 1)
	assert.Equal(t, b[0] == 1, ndany.NativeLittleEndian())
}

func TestAlignedCopy(t *testing.T) {
	raw := []byte{1, 2, 3, 4, 5}
	for off := range 4 {
		c := ndany.AlignedCopy(raw[off:])
		assert.Equal(t, raw[off:], c)
		for _, dt := range ndany.DTypes() {
			if ndany.IsFixed(dt) {
				assert.True(t, ndany.Aligned(dt, c), dt)
			}
		}
	}
	assert.Empty(t, ndany.AlignedCopy(nil))
}
