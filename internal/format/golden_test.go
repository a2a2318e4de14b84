package format

import (
	"github.com/x448/float16"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// goldenText prints case c through print, from a row-major array of its
// values (transposed when the case says so).
func goldenText[T any](t *testing.T, c golden.PrintCase, print func([]T, nd.Layout) string) string {
	pool, err := golden.PoolValues[T](c)
	require.NoError(t, err)
	idx := c.Indices()
	data := make([]T, len(idx))
	for i, k := range idx {
		data[i] = pool[k]
	}
	l := nd.RowMajor(c.Shape...)
	if c.Transpose {
		l = l.Transpose()
	}
	return print(data, l)
}

// TestGolden prints every case of the NumPy golden file and compares with
// NumPy's str().
func TestGolden(t *testing.T) {
	cases, err := golden.LoadPrintFile("../" + golden.PrintFile)
	require.NoError(t, err)
	failed := 0
	for i, c := range cases {
		var got string
		switch c.DType {
		case "float32":
			got = goldenText(t, c, Float[float32])
		case "float64":
			got = goldenText(t, c, Float[float64])
		case "complex64":
			got = goldenText(t, c, Complex[complex64])
		case "complex128":
			got = goldenText(t, c, Complex[complex128])
		case "int8":
			got = goldenText(t, c, Int[int8])
		case "int16":
			got = goldenText(t, c, Int[int16])
		case "int32":
			got = goldenText(t, c, Int[int32])
		case "int64":
			got = goldenText(t, c, Int[int64])
		case "uint8":
			got = goldenText(t, c, Int[uint8])
		case "uint16":
			got = goldenText(t, c, Int[uint16])
		case "uint32":
			got = goldenText(t, c, Int[uint32])
		case "uint64":
			got = goldenText(t, c, Int[uint64])
		case "float16":
			got = goldenText(t, c, func(data []float16.Float16, l nd.Layout) string {
				return Narrow(data, l, 5, 10, float16.Float16.Float32)
			})
		case "bool":
			got = goldenText(t, c, Bool)
		case "string":
			got = goldenText(t, c, String)
		default:
			t.Fatalf("case %d: unknown dtype %q", i, c.DType)
		}
		if got != c.Text {
			failed++
			if failed <= 10 {
				t.Errorf("case %d (%s %v transpose=%v pool %s):\nnumpy:\n%s\ngo:\n%s", i, c.DType, c.Shape, c.Transpose, c.Pool, c.Text, got)
			}
		}
	}
	t.Logf("%d golden cases, %d failed", len(cases), failed)
}
