package compute

import (
	"encoding/binary"
	"math"
	"slices"
	"testing"
)

// FuzzArgExtremes checks every arg-reduction at every level against its
// twin, on runs read from the data (cycled, so that values repeat) up to
// 1100 elements long at any element offset.
func FuzzArgExtremes(f *testing.F) {
	f.Add(uint16(67), uint8(3), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint16(300), uint8(17), slices.Repeat([]byte{0x80, 0, 0, 0, 0, 0, 0xf8, 0x7f, 0xff}, 9))
	f.Add(uint16(1100), uint8(5), []byte{0, 0, 0, 0x80, 0, 0, 0, 0})
	f.Add(uint16(1), uint8(63), []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		n %= 1101
		raw := make([]byte, 8*int(n)+8)
		for i := range raw {
			raw[i] = data[i%len(data)]
		}
		runs := newArgRuns(int(n), int(off%64), func(int) float64 { return 0 })
		for i := range int(n) {
			u := binary.LittleEndian.Uint64(raw[8*i:])
			runs.f64[i], runs.i64[i] = math.Float64frombits(u), int64(u)
			runs.f32[i], runs.i32[i] = math.Float32frombits(uint32(u>>32)), int32(u)
			runs.u8[i] = uint8(u >> 56)
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
