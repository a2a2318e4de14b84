package compute

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzNonzero checks every nonzero test at every level against its twin,
// on runs read from the data (cycled) up to 1100 elements long at any
// element offset; a zero byte of the data makes a zero element, a 0x80
// one a -0 (or a lone sign bit), so that the fuzzer reaches them easily.
func FuzzNonzero(f *testing.F) {
	f.Add(uint16(67), uint8(3), []byte{0, 0, 0x80, 1, 0xff, 0, 0, 0})
	f.Add(uint16(1100), uint8(9), []byte{0})
	f.Add(uint16(1000), uint8(1), []byte{1})
	f.Add(uint16(200), uint8(40), []byte{0x80, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		n %= 1101
		runs := newNzRuns(int(n), int(off%64), func(int) int { return 0 })
		for i := range int(n) {
			var u uint64
			switch b := data[i%len(data)]; b {
			case 0:
			case 0x80:
				u = 1 << 63
			default:
				var q [8]byte
				for j := range q {
					q[j] = data[(i+j*7+1)%len(data)]
				}
				u = binary.LittleEndian.Uint64(q[:]) | uint64(b)
			}
			runs.u8[i], runs.u32[i], runs.u64[i] = uint8(u>>56), uint32(u>>32), u
			runs.f32[i], runs.f64[i] = math.Float32frombits(uint32(u>>32)), math.Float64frombits(u)
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			err := runs.check()
			restore()
			if err != nil {
				t.Fatalf("%v offset %d: %v", l, off%64, err)
			}
		}
	})
}
