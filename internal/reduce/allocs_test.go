package reduce_test

import (
	"testing"

	"github.com/ndgo/ndarray/internal/reduce"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
	"github.com/stretchr/testify/require"
)

// An allocCase is one Into call that must allocate nothing once warm.
type allocCase struct {
	name string
	call func()
}

// allocCases returns the Into calls of DESIGN.md's promise ("each Into form
// allocates nothing") on a (64, 100) float32 array, contiguous and as a
// strided view, along no axis, axis 0 and axis 1.
func allocCases(t testing.TB) []allocCase {
	big := ndfloat32.New(nd.ShapeOf(128, 200))
	for i := range big.Data() {
		big.Data()[i] = float32(i%97) - 40
	}
	strided, err := big.SliceExpr("::2, ::2")
	require.NoError(t, err)
	contiguous := ndfloat32.New(nd.ShapeOf(64, 100))
	copy(contiguous.Data(), big.Data())
	bigHalf, err := ndfloat16.Cast(big)
	require.NoError(t, err)
	halves := map[string]*ndfloat16.NdArray{"contiguous": ndfloat16.New(nd.ShapeOf(64, 100))}
	halves["strided"], err = bigHalf.SliceExpr("::2, ::2")
	require.NoError(t, err)
	halves["contiguous"].Set(halves["strided"])
	out := map[string]nd.Shape{"none": nd.ShapeOf(), "0": nd.ShapeOf(100), "1": nd.ShapeOf(64)}
	axes := map[string][]int{"none": nil, "0": {0}, "1": {1}}
	var cases []allocCase
	for _, src := range []struct {
		name string
		a    *ndfloat32.NdArray
	}{{"contiguous", contiguous}, {"strided", strided}} {
		a, half := src.a, halves[src.name]
		for _, ax := range []string{"none", "0", "1"} {
			f, i := ndfloat32.New(out[ax]), ndint64.New(out[ax])
			h := ndfloat16.New(out[ax])
			axs := axes[ax]
			pre := src.name + "/axis " + ax + "/"
			cases = append(cases,
				allocCase{pre + "SumInto", func() { ndfloat32.SumInto(f, a, axs...) }},
				allocCase{pre + "MeanInto", func() { ndfloat32.MeanInto(f, a, axs...) }},
				allocCase{pre + "VarInto", func() { ndfloat32.VarInto(f, a, 1, axs...) }},
				allocCase{pre + "StdInto", func() { ndfloat32.StdInto(f, a, 0, axs...) }},
				allocCase{pre + "MaxInto", func() { ndfloat32.MaxInto(f, a, axs...) }},
				allocCase{pre + "ArgMaxInto", func() { ndfloat32.ArgMaxInto(i, a, axs...) }},
				allocCase{pre + "LogSumExpInto", func() { ndfloat32.LogSumExpInto(f, a, axs...) }},
				allocCase{pre + "float16 SumInto", func() { ndfloat16.SumInto(h, half, axs...) }},
			)
		}
		same := ndfloat32.New(nd.ShapeOf(64, 100))
		for _, axis := range []int{0, 1} {
			pre := src.name + "/axis " + string(rune('0'+axis)) + "/"
			cases = append(cases,
				allocCase{pre + "CumSumInto", func() { ndfloat32.CumSumInto(same, a, axis) }},
				allocCase{pre + "SoftmaxInto", func() { ndfloat32.SoftmaxInto(same, a, axis) }},
				allocCase{pre + "LogSoftmaxInto", func() { ndfloat32.LogSoftmaxInto(same, a, axis) }},
			)
		}
	}
	// Kept dimensions, a negative axis, a rank-3 view reduced by rows, an
	// in-place scan and softmax (through a pooled temporary), other dtypes
	// and dsts that are not one block (written through their operand, not
	// a copy of their layout); axes as slices and as literal arguments, which stay on the
	// caller's stack only because the Into forms are not inlined
	// (golang/go#79592).
	a, f, keep := contiguous, ndfloat32.New(nd.ShapeOf(100)), ndfloat32.New(nd.ShapeOf(64, 1))
	cube := ndfloat32.New(nd.ShapeOf(8, 16, 50)).Transpose(1, 0, 2)
	sq := ndfloat32.New(nd.ShapeOf(16, 50))
	inPlace := ndfloat32.New(nd.ShapeOf(64, 100))
	i32, i64 := ndint32.New(nd.ShapeOf(64, 100)), ndint64.New(nd.ShapeOf(100))
	u8, u64 := nduint8.New(nd.ShapeOf(64, 100)), nduint64.New(nd.ShapeOf(64))
	b := ndbool.New(nd.ShapeOf(64))
	scalar, scalar32 := ndfloat16.New(nd.ShapeOf()), ndfloat32.New(nd.ShapeOf())
	i64x := ndint64.New(nd.ShapeOf(64, 100))
	column := ndfloat32.New(nd.ShapeOf(100, 2)).Slice(nd.All(), nd.At(1))
	column64 := ndint64.New(nd.ShapeOf(100, 3)).Slice(nd.All(), nd.At(2))
	transposed := ndfloat32.New(nd.ShapeOf(100, 64)).Transpose(1, 0)
	zero, one, minus2 := []int{0}, []int{1}, []int{-2}
	cases = append(cases,
		allocCase{"negative axis/VarInto", func() { ndfloat32.VarInto(f, a, 0, minus2...) }},
		allocCase{"keepdims/MeanInto", func() { ndfloat32.MeanInto(keep, a, one...) }},
		allocCase{"rank 3 by rows/SumInto", func() { ndfloat32.SumInto(sq, cube, one...) }},
		allocCase{"rank 3 by rows/StdInto", func() { ndfloat32.StdInto(sq, cube, 1, one...) }},
		allocCase{"in place/CumSumInto", func() { ndfloat32.CumSumInto(inPlace, inPlace, 1) }},
		allocCase{"in place/SoftmaxInto", func() { ndfloat32.SoftmaxInto(inPlace, inPlace, 0) }},
		allocCase{"int32/SumInto", func() { ndint32.SumInto(i64, i32, zero...) }},
		allocCase{"int32/ArgMinInto", func() { ndint32.ArgMinInto(i64, i32, zero...) }},
		allocCase{"uint8/SumInto", func() { nduint8.SumInto(u64, u8, one...) }},
		allocCase{"uint8/AnyInto", func() { nduint8.AnyInto(b, u8, one...) }},
		allocCase{"float16/VarInto", func() { ndfloat16.VarInto(scalar, halves["strided"], 1) }},
		allocCase{"literal axis/SumInto", func() { ndfloat32.SumInto(f, a, 0) }},
		allocCase{"strided dst/SumInto", func() { ndfloat32.SumInto(column, a, 0) }},
		allocCase{"strided dst/ArgMaxInto", func() { ndfloat32.ArgMaxInto(column64, a, 0) }},
		allocCase{"transposed dst/CumSumInto", func() { ndfloat32.CumSumInto(transposed, a, 1) }},
		allocCase{"transposed dst/SoftmaxInto", func() { ndfloat32.SoftmaxInto(transposed, a, 0) }},
		allocCase{"literal axes/MaxInto", func() { ndfloat32.MaxInto(scalar32, a, 1, 0) }},
		allocCase{"literal axis/StdInto", func() { ndfloat32.StdInto(keep, a, 1, -1) }},
		allocCase{"literal axis/int64 SumInto", func() { ndint64.SumInto(i64, i64x, 0) }},
	)
	return cases
}

// TestIntoAllocatesNothing checks the promise of DESIGN.md: an Into form
// allocates nothing once its pooled buffers are warm.
func TestIntoAllocatesNothing(t *testing.T) {
	if reduce.RaceEnabled {
		t.Skip("the race runtime allocates")
	}
	for _, c := range allocCases(t) {
		t.Run(c.name, func(t *testing.T) {
			c.call()
			allocs := testing.AllocsPerRun(50, c.call)
			t.Logf("%v allocs/call", allocs)
			require.Zero(t, allocs)
		})
	}
}

func BenchmarkSumIntoAxisNone(b *testing.B) {
	a := ndfloat32.New(nd.ShapeOf(64, 100))
	dst := ndfloat32.New(nd.ShapeOf())
	b.SetBytes(64 * 100 * 4)
	b.ReportAllocs()
	for b.Loop() {
		ndfloat32.SumInto(dst, a)
	}
}

// TestDstNotOneBlock checks the results written through a dst's operand
// (a column of a matrix, a transposed array) against the allocating forms.
func TestDstNotOneBlock(t *testing.T) {
	a := ndfloat32.New(nd.ShapeOf(64, 100))
	for i := range a.Data() {
		a.Data()[i] = float32(i%13) - 6
	}
	column := ndfloat32.New(nd.ShapeOf(100, 2)).Slice(nd.All(), nd.At(1))
	ndfloat32.SumInto(column, a, 0)
	require.Equal(t, ndfloat32.Sum(a, 0).ToSlice(), column.ToSlice())
	column64 := ndint64.New(nd.ShapeOf(100, 3)).Slice(nd.All(), nd.At(2))
	ndfloat32.ArgMaxInto(column64, a, 0)
	require.Equal(t, ndfloat32.ArgMax(a, 0).ToSlice(), column64.ToSlice())
	transposed := ndfloat32.New(nd.ShapeOf(100, 64)).Transpose(1, 0)
	ndfloat32.CumSumInto(transposed, a, 1)
	require.Equal(t, ndfloat32.CumSum(a, 1).ToSlice(), transposed.ToSlice())
	ndfloat32.SoftmaxInto(transposed, a, 0)
	require.Equal(t, ndfloat32.Softmax(a, 0).ToSlice(), transposed.ToSlice())
}
