package scatter

import (
	"math/rand/v2"
	"testing"
)

// FuzzScatterAdd checks ScatterAdd (its kernels where it has them)
// against the twin, bit for bit, with guards around dst: any row numbers
// (each an int8 of the data, so negative and past-the-end ones too), any
// row size up to 40 elements and row count up to 8, float32 and float64,
// values from seed.
func FuzzScatterAdd(f *testing.F) {
	f.Add(uint8(1), uint8(5), uint64(1), []byte{0, 1, 2, 3, 4, 4, 0})
	f.Add(uint8(16), uint8(3), uint64(2), []byte{2, 2, 1, 0, 0xFF, 1})
	f.Add(uint8(9), uint8(8), uint64(3), []byte{7, 6, 5, 4, 3, 2, 1, 0, 8})
	f.Fuzz(func(t *testing.T, size, rowsInDst uint8, seed uint64, data []byte) {
		sz, inDst := int(size)%40+1, int(rowsInDst)%9
		rows := make([]int64, len(data))
		for i, b := range data {
			rows[i] = int64(int8(b))
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		upd32 := make([]float32, len(rows)*sz+rng.IntN(3))
		scatterValues(rng, upd32)
		checkScatterAdd(t, rng, rows, upd32, sz, inDst)
		upd64 := make([]float64, len(rows)*sz+rng.IntN(3))
		scatterValues(rng, upd64)
		checkScatterAdd(t, rng, rows, upd64, sz, inDst)
	})
}
