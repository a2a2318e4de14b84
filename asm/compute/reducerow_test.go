package compute

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// rowCase is one call of every row kernel: rows of each element type and
// accumulators, all of n elements from element off of their arrays.
type rowCase struct {
	i8   []int8
	i16  []int16
	i32  []int32
	u8   []uint8
	u16  []uint16
	u32  []uint32
	accI []int64
	accU []uint64

	f32, mean32, acc32 []float32
	f64, mean64, acc64 []float64
}

// at is n elements of a new array of T, from element off on.
func at[T any](n, off int) []T { return make([]T, off+n+16)[off:][:n] }

// newRowCase fills a case from r: integers of every bit pattern (often
// the extremes, and accumulators near the wrap), floats of a wide range
// with zeros, infinities, NaN and subnormals at odds 1 in special.
func newRowCase(r *rand.Rand, n, off, special int) rowCase {
	c := rowCase{
		i8: at[int8](n, off), i16: at[int16](n, off), i32: at[int32](n, off),
		u8: at[uint8](n, off), u16: at[uint16](n, off), u32: at[uint32](n, off),
		accI: at[int64](n, off), accU: at[uint64](n, off),
		f32: at[float32](n, off), mean32: at[float32](n, off), acc32: at[float32](n, off),
		f64: at[float64](n, off), mean64: at[float64](n, off), acc64: at[float64](n, off),
	}
	for i := range n {
		x := r.Uint64()
		switch r.IntN(8) {
		case 0:
			x = 0
		case 1:
			x = math.MaxUint64
		case 2:
			x = 1<<63 - uint64(r.IntN(3)) // the accumulators wrap
		}
		c.i8[i], c.i16[i], c.i32[i] = int8(x), int16(x), int32(x)
		c.u8[i], c.u16[i], c.u32[i] = uint8(x>>8), uint16(x>>8), uint32(x>>8)
		c.accI[i], c.accU[i] = int64(x), x
	}
	reduceData(r, c.f32, special)
	reduceData(r, c.mean32, special)
	reduceData(r, c.acc32, special)
	reduceData(r, c.f64, special)
	reduceData(r, c.mean64, special)
	reduceData(r, c.acc64, special)
	if special > 0 {
		for i := range n {
			if r.IntN(special) == 0 {
				c.f32[i], c.f64[i] = math.SmallestNonzeroFloat32*float32(r.IntN(9)-4), -math.SmallestNonzeroFloat64*3
			}
		}
	}
	return c
}

// rowCheck runs f on a copy of acc and the twin on another, and compares
// them (floats bit for bit, but any NaN equals any other: Go's compiler
// may swap the operands of the twin's add, and x86 takes a NaN's payload
// from the first).
func rowCheck[A comparable](name string, acc []A, f, twin func(acc []A)) error {
	got, want := slices.Clone(acc), slices.Clone(acc)
	f(got)
	twin(want)
	for j := range got {
		if !sameBits(got[j], want[j]) {
			return fmt.Errorf("%s n=%d: acc[%d] = %v, twin %v", name, len(acc), j, got[j], want[j])
		}
	}
	return nil
}

// sameBits reports whether x and y are equal integers, or floats of the
// same bits, or both NaN.
func sameBits[A comparable](x, y A) bool {
	switch x := any(x).(type) {
	case float32:
		return sameResult(x, any(y).(float32))
	case float64:
		return sameResult(x, any(y).(float64))
	}
	return x == y
}

// check compares every row kernel at the current level with its twin.
func (c rowCase) check() error {
	for _, err := range []error{
		rowCheck("AddRowWidenInt8", c.accI, func(a []int64) { AddRowWidenInt8(a, c.i8) },
			func(a []int64) { addRowWidenGo(a, c.i8) }),
		rowCheck("AddRowWidenInt16", c.accI, func(a []int64) { AddRowWidenInt16(a, c.i16) },
			func(a []int64) { addRowWidenGo(a, c.i16) }),
		rowCheck("AddRowWidenInt32", c.accI, func(a []int64) { AddRowWidenInt32(a, c.i32) },
			func(a []int64) { addRowWidenGo(a, c.i32) }),
		rowCheck("AddRowWidenUint8", c.accU, func(a []uint64) { AddRowWidenUint8(a, c.u8) },
			func(a []uint64) { addRowWidenGo(a, c.u8) }),
		rowCheck("AddRowWidenUint16", c.accU, func(a []uint64) { AddRowWidenUint16(a, c.u16) },
			func(a []uint64) { addRowWidenGo(a, c.u16) }),
		rowCheck("AddRowWidenUint32", c.accU, func(a []uint64) { AddRowWidenUint32(a, c.u32) },
			func(a []uint64) { addRowWidenGo(a, c.u32) }),
		rowCheck("AddSquaredDiffRowFloat32", c.acc32,
			func(a []float32) { AddSquaredDiffRowFloat32(a, c.f32, c.mean32) },
			func(a []float32) { addSquaredDiffRowGo(a, c.f32, c.mean32) }),
		rowCheck("AddSquaredDiffRowFloat64", c.acc64,
			func(a []float64) { AddSquaredDiffRowFloat64(a, c.f64, c.mean64) },
			func(a []float64) { addSquaredDiffRowGo(a, c.f64, c.mean64) }),
	} {
		if err != nil {
			return err
		}
	}
	return nil
}

func TestRowKernelsEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(1, 2))
		for n := range 301 {
			if trimmed(n) {
				continue
			}
			for _, special := range []int{0, 7} {
				require.NoError(t, newRowCase(r, n, n%16, special).check())
			}
		}
		for range 20 {
			require.NoError(t, newRowCase(r, 301+r.IntN(5000), r.IntN(16), 50).check())
		}
		require.NoError(t, newRowCase(r, 1<<16+3, 1, 100).check())
	})
}

func TestRowKernelsOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(3, 4))
		for off := range 64 {
			for _, n := range []int{1, 3, 4, 7, 8, 15, 16, 17, 33, 64, 100, 257} {
				require.NoError(t, newRowCase(r, n, off, 9).check())
			}
		}
	})
}

// The kernels round d, d*d and the add separately: a fused multiply-add
// would round d*d+acc once, and here gives another sum.
func TestAddSquaredDiffRowIsNotFused(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 8, 16, 100} {
			row, mean, acc := make([]float32, n), make([]float32, n), make([]float32, n)
			row64, mean64, acc64 := make([]float64, n), make([]float64, n), make([]float64, n)
			for j := range n {
				row[j], mean[j], acc[j] = 1+0x1p-12, 0, -1
				row64[j], mean64[j], acc64[j] = 1+0x1p-27, 0, -1
			}
			AddSquaredDiffRowFloat32(acc, row, mean)
			AddSquaredDiffRowFloat64(acc64, row64, mean64)
			for j := range n {
				require.Equal(t, float32(0x1p-11), acc[j], "unfused: (1+2^-12)² rounds to 1+2^-11")
				require.Equal(t, 0x1p-26, acc64[j])
			}
		}
	})
}

func TestRowKernelsLengthsMustMatch(t *testing.T) {
	require.Panics(t, func() { AddRowWidenInt32(make([]int64, 3), make([]int32, 4)) })
	require.Panics(t, func() { AddRowWidenUint8(make([]uint64, 9), make([]uint8, 8)) })
	require.Panics(t, func() {
		AddSquaredDiffRowFloat32(make([]float32, 8), make([]float32, 8), make([]float32, 7))
	})
	require.Panics(t, func() {
		AddSquaredDiffRowFloat64(make([]float64, 8), make([]float64, 9), make([]float64, 8))
	})
	require.NotPanics(t, func() { AddRowWidenInt16(nil, nil) })
}
