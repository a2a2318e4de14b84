package compute

import (
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/stretchr/testify/require"
)

// The nonzero tests read nothing outside their runs: each run borders an
// inaccessible page at its end (or its start); runs of zeros and runs
// without any make Any and All read them whole.
func TestNonzeroStaysInsideItsSlice(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				for _, zeros := range []int{0, 4, 8} {
					runs := nzRuns{
						u8:  kerneltest.Guarded[uint8](t, n, atEnd),
						u32: kerneltest.Guarded[uint32](t, n, atEnd),
						u64: kerneltest.Guarded[uint64](t, n, atEnd),
						f32: kerneltest.Guarded[float32](t, n, atEnd),
						f64: kerneltest.Guarded[float64](t, n, atEnd),
					}
					src := newNzRuns(n, 0, nzRandom(r, zeros))
					copy(runs.u8, src.u8)
					copy(runs.u32, src.u32)
					copy(runs.u64, src.u64)
					copy(runs.f32, src.f32)
					copy(runs.f64, src.f64)
					require.NoError(t, runs.check())
				}
			}
		}
	})
}
