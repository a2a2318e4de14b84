package compute

import (
	"math"
	"math/rand/v2"
	"testing"
)

// chunkLengths are the lengths whose sums take the chunk kernels (1024
// times a power of two up to 8), their neighbours, which do not, and
// longer runs whose halves reach them.
func chunkLengths() []int {
	var ns []int
	for c := 1; c <= 16; c++ {
		ns = append(ns, c*pairwiseChunk-8, c*pairwiseChunk-1, c*pairwiseChunk, c*pairwiseChunk+1, c*pairwiseChunk+8)
	}
	return append(ns, 1<<15, 1<<16+24)
}

func TestBalancedChunks(t *testing.T) {
	for n, want := range map[int]int{1024: 1, 2048: 2, 4096: 4, 8192: 8} {
		if c, ok := balancedChunks(n); !ok || c != want {
			t.Fatalf("balancedChunks(%d) = %d, %v", n, c, ok)
		}
	}
	for _, n := range []int{0, 128, 1023, 1025, 1032, 3072, 5120, 6144, 7168, 16384} {
		if _, ok := balancedChunks(n); ok {
			t.Fatalf("balancedChunks(%d) ok", n)
		}
	}
}

// The chunk kernels give NumPy's bits (and their twin's), whatever the
// data, the offset of the run and the number of chunks.
func TestPairwiseSumChunks(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(9, 10))
		for _, n := range chunkLengths() {
			for _, special := range []int{0, 5, 2000} {
				for _, off := range []int{0, 1, 3} {
					a32, a64 := at[float32](n, off), at[float64](n, off)
					reduceData(r, a32, special)
					reduceData(r, a64, special)
					checkFloatReductions(t, a32, "float32 chunks")
					checkFloatReductions(t, a64, "float64 chunks")
				}
			}
		}
	})
}

// Each chunk's sum lands in its own slot of out, in order: chunks of
// different magnitudes, where any mix-up changes the sum's bits.
func TestPairwiseChunksEachChunk(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, chunks := range []int{1, 2, 3, 5, 8} {
			a32, a64 := make([]float32, chunks*pairwiseChunk), make([]float64, chunks*pairwiseChunk)
			for i := range a32 {
				v := float64(i%1024+1) * math.Pow(10, float64(i/pairwiseChunk))
				a32[i], a64[i] = float32(v)*1.1, v*1.1
			}
			got32, want32 := make([]float32, chunks), make([]float32, chunks)
			got64, want64 := make([]float64, chunks), make([]float64, chunks)
			pairwiseChunksFloat32(a32, got32)
			pairwiseChunksFloat64(a64, got64)
			for c := range chunks {
				want32[c] = numpyPairwiseSum(a32, c*pairwiseChunk, pairwiseChunk, 1)
				want64[c] = numpyPairwiseSum(a64, c*pairwiseChunk, pairwiseChunk, 1)
				if !sameResult(got32[c], want32[c]) || !sameResult(got64[c], want64[c]) {
					t.Fatalf("chunks %d, chunk %d: %v %v, want %v %v", chunks, c, got32[c], got64[c], want32[c], want64[c])
				}
			}
		}
	})
}
