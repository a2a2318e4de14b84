package compute

import (
	"encoding/binary"
	"math"
	"testing"
)

// FuzzRowKernels checks every row kernel at every level against its twin,
// on rows and accumulators read from the data (cycled) up to 600 elements
// long at any element offset.
func FuzzRowKernels(f *testing.F) {
	f.Add(uint16(67), uint8(3), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint16(33), uint8(0), []byte{0x80, 0, 0, 0, 0, 0, 0xf0, 0x7f})
	f.Add(uint16(600), uint8(7), []byte{1, 2, 3, 5, 7, 11, 13})
	f.Fuzz(func(t *testing.T, n uint16, off uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		n %= 601
		word := func(i int) uint64 {
			var q [8]byte
			for j := range q {
				q[j] = data[(8*i+j)%len(data)]
			}
			return binary.LittleEndian.Uint64(q[:])
		}
		var c rowCase
		o := int(off % 64)
		c.i8, c.i16, c.i32 = at[int8](int(n), o), at[int16](int(n), o), at[int32](int(n), o)
		c.u8, c.u16, c.u32 = at[uint8](int(n), o), at[uint16](int(n), o), at[uint32](int(n), o)
		c.accI, c.accU = at[int64](int(n), o), at[uint64](int(n), o)
		c.f32, c.mean32, c.acc32 = at[float32](int(n), o), at[float32](int(n), o), at[float32](int(n), o)
		c.f64, c.mean64, c.acc64 = at[float64](int(n), o), at[float64](int(n), o), at[float64](int(n), o)
		for i := range int(n) {
			x, y, z := word(3*i), word(3*i+1), word(3*i+2)
			c.i8[i], c.i16[i], c.i32[i] = int8(x), int16(x>>8), int32(x>>16)
			c.u8[i], c.u16[i], c.u32[i] = uint8(x>>24), uint16(x>>32), uint32(x>>32)
			c.accI[i], c.accU[i] = int64(y), z
			c.f64[i], c.mean64[i], c.acc64[i] = math.Float64frombits(x), math.Float64frombits(y), math.Float64frombits(z)
			c.f32[i], c.mean32[i], c.acc32[i] = math.Float32frombits(uint32(x)), math.Float32frombits(uint32(y>>32)),
				math.Float32frombits(uint32(z))
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			err := c.check()
			restore()
			if err != nil {
				t.Fatalf("%v offset %d: %v", l, o, err)
			}
		}
	})
}
