package ndtest

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/golden"
	"github.com/ndgo/ndarray/nd"
)

// testPrintGolden is the differential test of String against NumPy's
// str(): every golden case of this dtype (testdata/print_golden.json.gz)
// is built with Wrap (and Transpose when the case prints a transposed
// view) and must print exactly NumPy's text, through String, %v and %s.
func (x h[T, A]) testPrintGolden(t *testing.T) {
	if x.NoNumPy {
		t.Skipf("NumPy has no %v", x.DType)
	}
	if x.DType == nd.Other {
		t.Skip("NumPy prints no user's type (nd.Other)")
	}
	cases, err := golden.LoadPrint(x.DType.String())
	require.NoError(t, err)
	checked, failed := 0, 0
	for i, c := range cases {
		checked++
		pool, err := golden.PoolValues[T](c)
		require.NoError(t, err)
		idx := c.Indices()
		data := make([]T, len(idx))
		for k, j := range idx {
			data[k] = pool[j]
		}
		a := x.Wrap(shape(c.Shape...), data)
		if c.Transpose {
			a = a.Transpose()
		}
		got := a.String()
		if got != c.Text || fmt.Sprintf("%v", a) != c.Text || fmt.Sprintf("%s", a) != c.Text {
			failed++
			if failed <= 10 {
				t.Errorf("%v print golden case %d (shape %v, transpose %v):\nNumPy:\n%s\nString:\n%s",
					x.DType, i+1, c.Shape, c.Transpose, c.Text, got)
			}
		}
	}
	require.NotZero(t, checked, "no golden print cases for %v", x.DType)
	t.Logf("checked %d golden print cases; %d failed", checked, failed)
}
