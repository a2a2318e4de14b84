package compute

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// BenchmarkGemmKernels times each micro-kernel on panels that stay in L1
// and L2 (kc = 256), GFLOP/s as the reported MB/s divided by 1000.
func BenchmarkGemmKernels(b *testing.B) {
	for _, l := range Levels() {
		restore := SetLevel(l)
		mr, nr := GemmShapeFloat32()
		benchGemm(b, fmt.Sprintf("float32/%v", l), mr, nr, GemmFloat32)
		mr, nr = GemmShapeFloat64()
		benchGemm(b, fmt.Sprintf("float64/%v", l), mr, nr, GemmFloat64)
		restore()
	}
}

func benchGemm[T float32 | float64](b *testing.B, name string, mr, nr int, kernel kernelOf[T]) {
	const kc = 256
	r := rand.New(rand.NewPCG(1, 2))
	a, x, tile := make([]T, kc*mr), make([]T, kc*nr), make([]T, mr*nr)
	reduceData(r, a, 0)
	reduceData(r, x, 0)
	level := CurrentLevel()
	b.Run(name, func(b *testing.B) {
		defer SetLevel(level)()
		b.SetBytes(int64(2 * kc * mr * nr))
		for b.Loop() {
			kernel(kc, a, x, tile, mr, true)
		}
	})
}
