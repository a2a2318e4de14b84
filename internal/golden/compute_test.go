package golden

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// computeDTypes are the dtypes with compute golden files.
var computeDTypes = []string{"float32", "float64", "float16", "bfloat16", "int8", "int16", "int32",
	"int64", "uint8", "uint16", "uint32", "uint64", "complex64", "complex128", "bool"}

// TestComputeCasesRead: every dtype's file reads, each case has an op,
// arguments and a want whose values fill its shape, and both edge and
// random cases.
func TestComputeCasesRead(t *testing.T) {
	for _, dt := range computeDTypes {
		cases, err := ComputeCases(dt)
		require.NoError(t, err, dt)
		random := 0
		for _, c := range cases {
			require.NotEmpty(t, c.Args, "%s %s", dt, c.Name)
			assert.Len(t, c.Want.Bits, c.Want.Size()*wordsOf(c.Want.DType), "%s %s", dt, c.Name)
			for _, a := range c.Args {
				if a.Scalar == nil {
					assert.Equal(t, dt, a.DType, "%s %s", dt, c.Name)
					assert.Len(t, a.Bits, a.Size()*wordsOf(dt), "%s %s", dt, c.Name)
				}
			}
			if c.Random {
				random++
			}
		}
		assert.Greater(t, random, 0, dt)
		assert.Less(t, random, len(cases), dt)
	}
}

func wordsOf(dtype string) int {
	if dtype == "complex64" || dtype == "complex128" {
		return 2
	}
	return 1
}

// TestComputeBits: the value encodings.
func TestComputeBits(t *testing.T) {
	for _, c := range []struct {
		dtype, v string
		want     []uint64
	}{
		{"float32", `"0x3f800000"`, []uint64{0x3f800000}},
		{"bfloat16", `"0xff80"`, []uint64{0xff80}},
		{"float64", `"0xfff0000000000000"`, []uint64{0xfff0000000000000}},
		{"int8", `"-128"`, []uint64{0xffffffffffffff80}},
		{"uint64", `"18446744073709551615"`, []uint64{1<<64 - 1}},
		{"bool", `true`, []uint64{1}},
		{"complex64", `["0x3f800000","0x80000000"]`, []uint64{0x3f800000, 0x80000000}},
	} {
		got, err := ComputeBits(c.dtype, []byte(c.v))
		require.NoError(t, err, c.v)
		assert.Equal(t, c.want, got, c.v)
	}
	for _, c := range []struct{ dtype, v string }{
		{"float32", `"3f800000"`}, {"float16", `"0x10000"`}, {"int8", `"128"`},
		{"uint8", `"-1"`}, {"complex64", `["0x0"]`}, {"bool", `"true"`}, {"string", `"a"`},
	} {
		_, err := ComputeBits(c.dtype, []byte(c.v))
		assert.Error(t, err, "%s %s", c.dtype, c.v)
	}
}

// TestComputeExhaustiveRead: both tables read, every op has all 65536
// results, and the ones that are bit operations agree with them.
func TestComputeExhaustiveRead(t *testing.T) {
	for _, dt := range []string{"float16", "bfloat16"} {
		tables, err := ComputeExhaustive(dt)
		require.NoError(t, err, dt)
		ops := map[string]ExhaustiveTable{}
		for _, tb := range tables {
			require.Len(t, tb.Bits, 1<<16, "%s %s", dt, tb.Op)
			ops[tb.Op] = tb
		}
		assert.Len(t, ops, 22, dt)
		for i := range 1 << 16 {
			x := uint64(i)
			nan := x&0x7fff > map[string]uint64{"float16": 0x7c00, "bfloat16": 0x7f80}[dt]
			if !nan {
				require.Equal(t, x^0x8000, ops["Neg"].Bits[i], "%s Neg %#x", dt, x)
				require.Equal(t, x&0x7fff, ops["Abs"].Bits[i], "%s Abs %#x", dt, x)
			}
			want := uint64(0)
			if nan {
				want = 1
			}
			require.Equal(t, want, ops["IsNan"].Bits[i], "%s IsNan %#x", dt, x)
		}
		assert.Equal(t, "bool", ops["IsFinite"].DType)
		assert.Equal(t, dt, ops["Exp"].DType)
		assert.Equal(t, 1, ops["Exp"].ULP)
		assert.Equal(t, 0, ops["Sqrt"].ULP)
	}
}
