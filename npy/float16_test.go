package npy

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat16"
)

// float16 (<f2, >f2) loads as an *ndfloat16.NdArray, byte order applied,
// and saves as <f2; the bytes are NumPy's np.array([1.5, -0.0, inf,
// 65504], '<f2').tobytes().
func TestFloat16(t *testing.T) {
	le := []byte{0x00, 0x3e, 0x00, 0x80, 0x00, 0x7c, 0xff, 0x7b}
	want := []float32{1.5, float32(math.Copysign(0, -1)), float32(math.Inf(1)), 65504}
	be := make([]byte, len(le))
	for i := 0; i < len(le); i += 2 {
		binary.BigEndian.PutUint16(be[i:], binary.LittleEndian.Uint16(le[i:]))
	}
	for descr, data := range map[string][]byte{"<f2": le, ">f2": be} {
		header := "{'descr': '" + descr + "', 'fortran_order': False, 'shape': (2, 2), }"
		a, err := Read(bytes.NewReader(npyFile(1, header, data)))
		require.NoError(t, err, descr)
		x, ok := a.(*ndfloat16.NdArray)
		require.True(t, ok, "%T", a)
		assert.Equal(t, nd.Float16, x.DType())
		assert.Equal(t, []int64{2, 2}, x.Shape().Dims())
		for i, v := range x.ToSlice() {
			assert.Equal(t, math.Float32bits(want[i]), math.Float32bits(v.Float32()), "%s %d", descr, i)
		}
	}
	var buf bytes.Buffer
	vals := []float16.Float16{float16.Fromfloat32(1.5), float16.Frombits(0x8000), float16.Inf(1),
		float16.Fromfloat32(65504)}
	require.NoError(t, Write(&buf, ndfloat16.Wrap(nd.ShapeOf(2, 2), vals).Transpose()))
	hdr, err := ReadHeader(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	assert.Equal(t, "<f2", hdr.Descr.String())
	back, err := Read(bytes.NewReader(buf.Bytes()))
	require.NoError(t, err)
	assert.True(t, back.(*ndfloat16.NdArray).Equal(ndfloat16.Wrap(nd.ShapeOf(2, 2), vals).Transpose()))
}
