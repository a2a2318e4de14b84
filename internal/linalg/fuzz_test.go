package linalg

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// FuzzMatMul multiplies random views (shapes, batches, vectors, strides,
// flips and transposes drawn from the fuzzer's seed) against the naive
// triple loop.
func FuzzMatMul(f *testing.F) {
	f.Add(uint64(1), uint64(2), uint8(9))
	f.Add(uint64(3), uint64(4), uint8(40))
	f.Fuzz(func(t *testing.T, s1, s2 uint64, maxDim uint8) {
		r := rand.New(rand.NewPCG(s1, s2))
		ad, bd := randomDims(r, int(maxDim%48))
		a, b := randomView(r, ad), randomView(r, bd)
		want, _ := naiveMatMul(a, b)
		got := MatMul("MatMul", same[float64](), a, b, newArray[float64])
		if w, g := values(want), values(got.v); !slices.Equal(w, g) {
			t.Fatalf("%v × %v: got %v, want %v", ad, bd, g, w)
		}
	})
}
