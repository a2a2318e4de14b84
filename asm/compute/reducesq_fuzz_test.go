package compute

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzPairwiseSumSquaredDiff checks the sums of squared differences at
// every level against PairwiseSum of the stored squares, NumPy's order
// and the twin, on runs read from the data (cycled) up to 3000 elements
// long at any element offset; m is read from the data too.
func FuzzPairwiseSumSquaredDiff(f *testing.F) {
	f.Add(uint16(300), uint8(3), uint64(0x3ff0000000000000), []byte{0, 0, 0x80, 0x3f, 0, 0, 0, 0x40})
	f.Add(uint16(2999), uint8(1), uint64(0), []byte{0xcd, 0xcc, 0xcc, 0x3d, 0x9a, 0x99, 0xb9, 0x3f})
	f.Add(uint16(9), uint8(0), uint64(0x7ff8000000000000), []byte{1})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, mBits uint64, data []byte) {
		if len(data) == 0 {
			return
		}
		n %= 3001
		o := int(off % 16)
		a32, a64 := at[float32](int(n), o), at[float64](int(n), o)
		for i := range int(n) {
			var q [8]byte
			for j := range q {
				q[j] = data[(8*i+j)%len(data)]
			}
			u := binary.LittleEndian.Uint64(q[:])
			a64[i], a32[i] = math.Float64frombits(u), math.Float32frombits(uint32(u>>32))
		}
		m64, m32 := math.Float64frombits(mBits), math.Float32frombits(uint32(mBits>>32))
		for _, l := range Levels() {
			restore := SetLevel(l)
			err := sqCheck(a32, m32)
			if err == nil {
				err = sqCheck(a64, m64)
			}
			restore()
			if err != nil {
				t.Fatalf("%v offset %d: %v", l, o, err)
			}
		}
	})
}
