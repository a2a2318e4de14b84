package compute

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzPairwiseSumLong checks the pairwise sums at every level against
// NumPy's order and the twin on runs read from the data (cycled) up to
// 17000 elements long, past the chunk kernels' 8192, at any element
// offset; lengths near multiples of 1024 are likelier.
func FuzzPairwiseSumLong(f *testing.F) {
	f.Add(uint16(1024), uint8(0), []byte{0, 0, 0x80, 0x3f, 0xcd, 0xcc, 0xcc, 0x3d})
	f.Add(uint16(8192), uint8(5), []byte{0, 0, 0xc0, 0x7f, 1, 2, 3, 4, 0, 0, 0, 0x80})
	f.Add(uint16(3000), uint8(1), []byte{0xff, 0xff, 0x7f, 0x7f, 0x9a, 0x99, 0xb9, 0x3f})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		size := int(n) % 17001
		if off&0x80 != 0 {
			size = (size/pairwiseChunk)*pairwiseChunk + int(off&7) - 4 // near a multiple of 1024
		}
		size = max(size, 0)
		o := int(off % 16)
		a32, a64 := at[float32](size, o), at[float64](size, o)
		for i := range size {
			var q [8]byte
			for j := range q {
				q[j] = data[(8*i+j)%len(data)]
			}
			u := binary.LittleEndian.Uint64(q[:])
			a64[i], a32[i] = math.Float64frombits(u), math.Float32frombits(uint32(u>>32))
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			checkFloatReductions(t, a32, "float32 "+l.String())
			checkFloatReductions(t, a64, "float64 "+l.String())
			restore()
		}
	})
}
