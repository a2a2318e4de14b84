package compute

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// leafCase is one call of every leaf kernel: nrows rows, a mean and an
// accumulator of n elements each, of both float types.
type leafCase[T float32 | float64] struct {
	rows      [][]T
	mean, acc []T
}

// newLeafCase fills a case from r, each slice from element off of its
// own array, floats of a wide range with specials at odds 1 in special.
func newLeafCase[T float32 | float64](r *rand.Rand, nrows, n, off, special int) leafCase[T] {
	c := leafCase[T]{mean: at[T](n, off), acc: at[T](n, off)}
	reduceData(r, c.mean, special)
	reduceData(r, c.acc, special)
	for range nrows {
		row := at[T](n, off)
		reduceData(r, row, special)
		c.rows = append(c.rows, row)
	}
	return c
}

// check compares both leaf kernels at the current level with their twins.
func (c leafCase[T]) check() error {
	sum, sq := leafKernels[T]()
	name := fmt.Sprintf("%T rows=%d", c.acc[:0], len(c.rows))
	if err := rowCheck("SumRows "+name, c.acc, func(a []T) { sum(a, c.rows) },
		func(a []T) { sumRowsGo(a, c.rows, 0) }); err != nil {
		return err
	}
	return rowCheck("SquaredDiffRows "+name, c.acc, func(a []T) { sq(a, c.rows, c.mean) },
		func(a []T) { squaredDiffRowsGo(a, c.rows, c.mean, 0) })
}

// leafKernels returns the leaf kernels of T.
func leafKernels[T float32 | float64]() (func(acc []T, rows [][]T), func(acc []T, rows [][]T, mean []T)) {
	var sum, sq any = SumRowsFloat64, SquaredDiffRowsFloat64
	if _, ok := any(T(0)).(float32); ok {
		sum, sq = SumRowsFloat32, SquaredDiffRowsFloat32
	}
	return sum.(func([]T, [][]T)), sq.(func([]T, [][]T, []T))
}

// checkLeaves checks a case of each float type.
func checkLeaves(r *rand.Rand, nrows, n, off, special int) error {
	if err := newLeafCase[float32](r, nrows, n, off, special).check(); err != nil {
		return err
	}
	return newLeafCase[float64](r, nrows, n, off, special).check()
}

func TestLeafKernelsEveryLength(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(11, 12))
		for n := range 301 {
			if trimmed(n) {
				continue
			}
			for _, special := range []int{0, 7} {
				require.NoError(t, checkLeaves(r, 1+n%9, n, n%16, special))
			}
		}
		for nrows := 1; nrows <= 12; nrows++ {
			require.NoError(t, checkLeaves(r, nrows, 301+r.IntN(3000), r.IntN(16), 50))
		}
	})
}

func TestLeafKernelsOffsets(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(13, 14))
		for off := range 64 {
			for _, n := range []int{1, 4, 7, 8, 15, 16, 17, 33, 64, 65, 100, 257} {
				require.NoError(t, checkLeaves(r, 1+off%8, n, off, 9))
			}
		}
	})
}

// The kernels add in row order: with rows 1, 2^24 and -2^24 (float32),
// the first add rounds away the 1; any other order would keep it.
func TestLeafKernelsAddInRowOrder(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 16, 64, 100} {
			acc := make([]float32, n)
			rows := [][]float32{make([]float32, n), make([]float32, n), make([]float32, n)}
			for j := range n {
				rows[0][j], rows[1][j], rows[2][j] = 1, 0x1p24, -0x1p24
			}
			SumRowsFloat32(acc, rows)
			for j := range n {
				require.Equal(t, float32(0), acc[j])
			}
		}
	})
}

// The kernels round d, d*d and the add separately, as AddSquaredDiffRow.
func TestSquaredDiffRowsIsNotFused(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, n := range []int{1, 8, 16, 100} {
			acc, mean := make([]float32, n), make([]float32, n)
			acc64, mean64 := make([]float64, n), make([]float64, n)
			rows := [][]float32{make([]float32, n), make([]float32, n)}
			rows64 := [][]float64{make([]float64, n), make([]float64, n)}
			for j := range n {
				rows[0][j], rows[1][j] = 1, 1+0x1p-12
				rows64[0][j], rows64[1][j] = 1, 1+0x1p-27
			}
			SquaredDiffRowsFloat32(acc, rows, mean)
			SquaredDiffRowsFloat64(acc64, rows64, mean64)
			for j := range n {
				require.Equal(t, float32(2+0x1p-11), acc[j], "unfused: 1 + (1+2^-12)² rounds to 2+2^-11")
				require.Equal(t, 2+0x1p-26, acc64[j])
			}
		}
	})
}

// acc may be the first row: each column is read before it is written.
func TestLeafKernelsIntoTheFirstRow(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(15, 16))
		c := newLeafCase[float32](r, 5, 203, 3, 0)
		want := make([]float32, 203)
		sumRowsGo(want, c.rows, 0)
		SumRowsFloat32(c.rows[0], c.rows)
		require.Equal(t, want, c.rows[0])
	})
}

func TestLeafKernelsPanicOnBadRows(t *testing.T) {
	require.Panics(t, func() { SumRowsFloat32(make([]float32, 8), nil) })
	require.Panics(t, func() { SumRowsFloat64(make([]float64, 8), [][]float64{make([]float64, 8), make([]float64, 9)}) })
	require.Panics(t, func() {
		SquaredDiffRowsFloat32(make([]float32, 8), [][]float32{make([]float32, 7)}, make([]float32, 8))
	})
	require.Panics(t, func() {
		SquaredDiffRowsFloat64(make([]float64, 8), [][]float64{make([]float64, 8)}, make([]float64, 7))
	})
	require.NotPanics(t, func() { SumRowsFloat32(nil, [][]float32{nil, nil}) })
}

// The leaf kernels read and write nothing outside their slices: each one
// borders an inaccessible page, and an access past it would kill the test.
func TestLeafKernelsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		r := rand.New(rand.NewPCG(17, 18))
		for n := 1; n <= 300; n++ {
			for _, atEnd := range []bool{true, false} {
				require.NoError(t, guardedLeaf(t, newLeafCase[float32](r, 1+n%8, n, 0, 9), atEnd).check())
				require.NoError(t, guardedLeaf(t, newLeafCase[float64](r, 1+n%8, n, 0, 9), atEnd).check())
			}
		}
	})
}

// guardedLeaf is c with every slice copied next to a guard page.
func guardedLeaf[T float32 | float64](t *testing.T, c leafCase[T], atEnd bool) leafCase[T] {
	g := leafCase[T]{mean: guardedLike(t, c.mean, atEnd), acc: guardedLike(t, c.acc, atEnd)}
	for _, row := range c.rows {
		g.rows = append(g.rows, guardedLike(t, row, atEnd))
	}
	return g
}

// FuzzLeafKernels checks the leaf kernels at every level against their
// twins on up to 9 rows of up to 300 elements read from the data.
func FuzzLeafKernels(f *testing.F) {
	f.Add(uint16(67), uint8(3), uint8(5), []byte{0xff, 0xc0, 0x7f, 0, 0, 0x80, 0x7f, 1})
	f.Add(uint16(300), uint8(0), uint8(8), []byte{1, 2, 3, 5, 7, 11, 13})
	f.Fuzz(func(t *testing.T, size uint16, off, nrows uint8, data []byte) {
		if len(data) == 0 {
			return
		}
		n, o, k := int(size%301), int(off%64), 1+int(nrows%9)
		word := func(i int) uint64 {
			var q [8]byte
			for j := range q {
				q[j] = data[(8*i+j)%len(data)]
			}
			return binary.LittleEndian.Uint64(q[:])
		}
		c32 := leafCase[float32]{mean: at[float32](n, o), acc: at[float32](n, o)}
		c64 := leafCase[float64]{mean: at[float64](n, o), acc: at[float64](n, o)}
		for i := range k {
			c32.rows, c64.rows = append(c32.rows, at[float32](n, o)), append(c64.rows, at[float64](n, o))
			for j := range n {
				x := word(i*n + j)
				c32.rows[i][j], c64.rows[i][j] = math.Float32frombits(uint32(x>>32)), math.Float64frombits(x)
			}
		}
		for j := range n {
			x := word(k*n + j)
			c32.mean[j], c64.mean[j] = math.Float32frombits(uint32(x)), math.Float64frombits(x)
		}
		for _, l := range Levels() {
			restore := SetLevel(l)
			err := c32.check()
			if err == nil {
				err = c64.check()
			}
			restore()
			if err != nil {
				t.Fatalf("%v offset %d: %v", l, o, err)
			}
		}
	})
}
