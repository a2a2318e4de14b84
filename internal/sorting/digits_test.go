package sorting

import (
	"math/rand/v2"
	"testing"
)

// maskedView returns a 1-D view of n random values of which only the bits
// of mask vary: the radix sorts skip the digits where keys agree, and this
// walks every combination of skipped digits (none, all, one pass, ...).
func maskedView[T any](d dtype[T], r *rand.Rand, n int64, mask, base uint64,
	from func(uint64) T) View[T] {
	v := d.randomView(r, "rowmajor", []int64{n})
	for i := range v.Data {
		v.Data[i] = from(base ^ r.Uint64()&mask)
	}
	return v
}

func TestDigits(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for bits := range uint64(16) { // which of 4 bytes vary
		var mask uint64
		for b := range 4 {
			if bits>>b&1 != 0 {
				mask |= 0xff << (8 * b)
			}
		}
		for _, n := range []int64{100, 3000} {
			u32 := uintType[uint32]("uint32")
			to32 := func(x uint64) uint32 { return uint32(x) }
			u32.check(t, r, maskedView(u32, r, n, mask, 0x5a5a5a5a, to32), 0, "rowmajor")
			i16 := intType[int16]("int16", 16)
			to16 := func(x uint64) int16 { return int16(x) }
			i16.check(t, r, maskedView(i16, r, n, mask&0xffff, 0x8000, to16), 0, "rowmajor")
			f64 := float64Type
			f64.check(t, r, maskedView(f64, r, n, mask<<24, 0x3ff0000000000000, float64frombits),
				0, "rowmajor")
			u64 := uintType[uint64]("uint64")
			to64 := func(x uint64) uint64 { return x }
			u64.check(t, r, maskedView(u64, r, n, mask<<(8*(bits%5)), 0, to64), 0, "rowmajor")
		}
	}
}
