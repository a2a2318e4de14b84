package compute

import (
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/stretchr/testify/require"
)

// The reductions read nothing outside their runs: each run borders an
// inaccessible page at its end (or its start), and a read past it would
// kill the test.
func TestReduceIntStaysInsideItsSlice(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for n := 1; n <= 200; n++ {
			for _, atEnd := range []bool{true, false} {
				a32 := kerneltest.Guarded[int32](t, n, atEnd)
				a64 := kerneltest.Guarded[int64](t, n, atEnd)
				a8 := kerneltest.Guarded[uint8](t, n, atEnd)
				riRandom(r)(a32, a64, a8)
				require.NoError(t, riCheckAll(a32, a64, a8))
			}
		}
	})
}
