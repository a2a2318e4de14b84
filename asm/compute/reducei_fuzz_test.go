package compute

import (
	"encoding/binary"
	"slices"
	"testing"
)

// FuzzReduceInt checks every integer reduction at every level against
// its twin, on runs read from the data (cycled) up to 1100 elements long
// at any element offset.
func FuzzReduceInt(f *testing.F) {
	f.Add(uint16(67), uint8(3), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint16(300), uint8(17), slices.Repeat([]byte{0x80, 0, 0, 0, 0, 0, 0, 0x7f, 0xff}, 9))
	f.Add(uint16(1), uint8(63), []byte{1, 2, 3})
	f.Add(uint16(0), uint8(0), []byte{1})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		n %= 1101
		raw := make([]byte, 8*int(n)+8)
		for i := range raw {
			raw[i] = data[i%len(data)]
		}
		a32, a64, a8 := riRuns(int(n), int(off), func(a32 []int32, a64 []int64, a8 []uint8) {
			for i := range a32 {
				a64[i] = int64(binary.LittleEndian.Uint64(raw[8*i:]))
				a32[i] = int32(binary.LittleEndian.Uint32(raw[8*i+4:]))
				a8[i] = raw[8*i+7]
			}
		})
		for _, l := range Levels() {
			restore := SetLevel(l)
			err := riCheckAll(a32, a64, a8)
			restore()
			if err != nil {
				t.Fatalf("%v offset %d: %v", l, off%64, err)
			}
		}
	})
}
