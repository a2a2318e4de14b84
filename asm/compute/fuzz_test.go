package compute

import (
	"slices"
	"testing"
)

// FuzzCompute checks a kernel of the table (by number) at every level
// against its twin: any length up to 1100, any offset, streamed or not,
// in place or not, elements from the data (cycled).
func FuzzCompute(f *testing.F) {
	f.Add(uint16(0), uint16(67), uint8(3), uint8(0), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint16(200), uint16(300), uint8(17), uint8(3), slices.Repeat([]byte{0x80, 0, 0x7f, 0xff}, 9))
	f.Add(uint16(333), uint16(1), uint8(63), uint8(1), []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, which, n uint16, off, mode uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		k := tableKernels[int(which)%len(tableKernels)]
		n %= 1100
		pos := 0
		vals := func(width int) uint64 {
			var x uint64
			for j := range width {
				x |= uint64(data[pos%len(data)]) << (8 * j)
				pos++
			}
			return x
		}
		stream := streamBytes
		if mode&1 != 0 {
			stream = 0
		}
		withStreamBytes(stream, func() {
			for _, l := range Levels() {
				restore := SetLevel(l)
				pos = 0
				err := k.check(vals, int(n), int(off%64), mode&2 != 0)
				restore()
				if err != nil {
					t.Fatalf("%s at %v, n=%d offset %d mode %d: %v", k.Name(), l, n, off%64, mode, err)
				}
			}
		})
	})
}
