package compute

import (
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/stretchr/testify/require"
)

// The arg-reductions read nothing outside their runs, the rescan of the
// best block included: each run borders an inaccessible page at its end
// (or its start), and a read past it would kill the test.
func TestArgExtremesStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				for _, special := range []int{0, 20} {
					runs := argRuns{
						f32: kerneltest.Guarded[float32](t, n, atEnd),
						f64: kerneltest.Guarded[float64](t, n, atEnd),
						i32: kerneltest.Guarded[int32](t, n, atEnd),
						i64: kerneltest.Guarded[int64](t, n, atEnd),
						u8:  kerneltest.Guarded[uint8](t, n, atEnd),
					}
					src := newArgRuns(n, 0, argRandom(r, special))
					copy(runs.f32, src.f32)
					copy(runs.f64, src.f64)
					copy(runs.i32, src.i32)
					copy(runs.i64, src.i64)
					copy(runs.u8, src.u8)
					require.NoError(t, runs.check())
				}
			}
		}
	})
}
