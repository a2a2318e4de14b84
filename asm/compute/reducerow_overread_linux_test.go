package compute

import (
	"math/rand/v2"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/stretchr/testify/require"
)

// guardedLike is a copy of a in a run that borders an inaccessible page
// at its end (or its start).
func guardedLike[T any](t *testing.T, a []T, atEnd bool) []T {
	g := kerneltest.Guarded[T](t, len(a), atEnd)
	copy(g, a)
	return g
}

// The row kernels read and write nothing outside their slices: each one
// borders an inaccessible page, and an access past it would kill the test.
func TestRowKernelsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(5, 6))
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				c := newRowCase(r, n, 0, 9)
				g := rowCase{
					i8: guardedLike(t, c.i8, atEnd), i16: guardedLike(t, c.i16, atEnd),
					i32: guardedLike(t, c.i32, atEnd), u8: guardedLike(t, c.u8, atEnd),
					u16: guardedLike(t, c.u16, atEnd), u32: guardedLike(t, c.u32, atEnd),
					accI: guardedLike(t, c.accI, atEnd), accU: guardedLike(t, c.accU, atEnd),
					f32: guardedLike(t, c.f32, atEnd), mean32: guardedLike(t, c.mean32, atEnd),
					acc32: guardedLike(t, c.acc32, atEnd), f64: guardedLike(t, c.f64, atEnd),
					mean64: guardedLike(t, c.mean64, atEnd), acc64: guardedLike(t, c.acc64, atEnd),
				}
				require.NoError(t, g.check())
				// rowCheck runs the kernels on copies of acc: run them in place too.
				AddRowWidenInt8(g.accI, g.i8)
				AddRowWidenInt16(g.accI, g.i16)
				AddRowWidenInt32(g.accI, g.i32)
				AddRowWidenUint8(g.accU, g.u8)
				AddRowWidenUint16(g.accU, g.u16)
				AddRowWidenUint32(g.accU, g.u32)
				AddSquaredDiffRowFloat32(g.acc32, g.f32, g.mean32)
				AddSquaredDiffRowFloat64(g.acc64, g.f64, g.mean64)
			}
		}
	})
}
