package move

import (
	"encoding/binary"
	"slices"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// FuzzGatherPairs checks GatherPairs (its kernels where it has them)
// against the twin: any view of a 6×5 array that fits a source of 64
// elements (strides of either sign, offset), any coordinates (each an
// int8 of the data, or its int16 spread for far ones), int64 and int32
// indices, 4- and 8-byte elements, a guard-padded destination.
func FuzzGatherPairs(f *testing.F) {
	f.Add(uint8(0), int8(5), int8(1), []byte{0, 0, 1, 2, 5, 4, 6, 0})
	f.Add(uint8(3), int8(-5), int8(-1), slices.Repeat([]byte{3, 2, 1, 0xFF}, 80))
	f.Add(uint8(5), int8(0), int8(12), slices.Repeat([]byte{7, 1, 2, 9}, 70))
	f.Fuzz(func(t *testing.T, kind uint8, s0, s1 int8, data []byte) {
		const count = 64
		v := PairView{Dims: [2]int{6, 5}, Strides: [2]int{int(s0), int(s1)}}
		lo := min(0, 5*v.Strides[0]) + min(0, 4*v.Strides[1])
		hi := max(0, 5*v.Strides[0]) + max(0, 4*v.Strides[1])
		if hi-lo >= count {
			return
		}
		v.Off = -lo + int(kind>>2)%(count-(hi-lo))
		width := 4 << (kind & 1)
		src := kerneltest.Pattern8(count*width, kind)
		n := len(data) / 4
		i64 := make([]int64, 2*n)
		for k := range i64 {
			c := int64(int8(data[2*k]))
			if data[2*k+1]&0x80 != 0 {
				c = int64(int16(binary.LittleEndian.Uint16(data[2*k:]))) << 24
			}
			i64[k] = c
		}
		i32 := make([]int32, 2*n)
		for k, c := range i64 {
			i32[k] = int32(c)
		}
		for _, useI32 := range []bool{false, true} {
			got, want := kerneltest.Pattern8((n+2)*width, 1), kerneltest.Pattern8((n+2)*width, 1)
			var gotN, wantN int
			if useI32 {
				gotN = GatherPairs(got[width:(n+1)*width], src, v, i32, width)
				wantN = gatherPairsGo(want[width:], src, v, i32, width)
			} else {
				gotN = GatherPairs(got[width:(n+1)*width], src, v, i64, width)
				wantN = gatherPairsGo(want[width:], src, v, i64, width)
			}
			if gotN != wantN || !slices.Equal(got, want) {
				t.Fatalf("view %+v width %d int32 %v: %d pairs, want %d; dst %v, want %v",
					v, width, useI32, gotN, wantN, got, want)
			}
		}
	})
}
