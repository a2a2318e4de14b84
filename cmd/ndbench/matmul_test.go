package main

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMatMulTwinsAgree: each product row's naive loop writes every element
// the library writes, within the error bound of a k-term dot product of
// values in [-1, 1] (each side within k·u·k of the exact sum), so that
// × naive compares like with like; and the rows are the sizes the report
// promises: n/16, n/4, n/2 squares (not with -quick) and the batch.
func TestMatMulTwinsAgree(t *testing.T) {
	for _, n := range []int64{64, 5} {
		for _, quick := range []bool{false, true} {
			rows := matmulRows(sizesFor(n, quick), quick)
			var keys []string
			for _, r := range rows {
				keys = append(keys, r.key+" "+r.dtype)
				p := r.setup()
				var lib, naive []float64
				var u float64
				if r.dtype == "f32" {
					poisonBoth(p.lib32, p.naive32)
					p.lib()
					p.naive()
					lib, naive, u = widen(p.lib32), widen(p.naive32), 0x1p-24
				} else {
					poisonBoth(p.lib64, p.naive64)
					p.lib()
					p.naive()
					lib, naive, u = p.lib64, p.naive64, 0x1p-53
				}
				require.Len(t, lib, int(r.batch*r.m*r.n), r.key)
				bound := 2 * float64(r.k*r.k) * u
				for i := range lib {
					if !(math.Abs(lib[i]-naive[i]) <= bound) {
						t.Fatalf("%s %s n = %d: [%d] library %v, naive %v", r.key, r.dtype, n, i, lib[i], naive[i])
					}
				}
			}
			want := []string{"matmul16 f32", "matmul16 f64", "matmul4 f32", "matmul4 f64",
				"matmul2 f32", "matmul2 f64", "matmulbatch f32", "matmulbatch f64"}
			if quick {
				want = slices.Delete(want, 4, 6)
			}
			assert.Equal(t, want, keys)
			largest := max(1, n/2)
			if quick {
				largest = max(1, n/4)
			}
			assert.Equal(t, largest, rows[len(rows)-3].m, "the largest square")
		}
	}
}

// poisonBoth sets both sides to NaN, which neither writes.
func poisonBoth[T float32 | float64](a, b []T) {
	for i := range a {
		a[i], b[i] = T(math.NaN()), T(math.NaN())
	}
}

func widen(x []float32) []float64 {
	out := make([]float64, len(x))
	for i, v := range x {
		out[i] = float64(v)
	}
	return out
}

// checkMatMul checks the product section of a report at n: its table
// (and NumPy's columns when numpy) and the JSON rows behind it.
func checkMatMul(t *testing.T, section string, products []matmulJSON, n int64, numpy bool) {
	t.Helper()
	table := markdownRows(section)
	head := "workload,dtype,GFLOP/s 1 core,GFLOP/s default,scaling,naive GFLOP/s,× naive,behind"
	if numpy {
		head = "workload,dtype,GFLOP/s 1 core,GFLOP/s default,scaling,naive GFLOP/s,NumPy 1 core," +
			"NumPy default,× naive,× NumPy,× NumPy default,behind"
	}
	require.NotEmpty(t, table, section)
	require.Equal(t, head, strings.Join(table[0], ","))
	require.Len(t, table, 1+len(products), section)
	require.NotEmpty(t, products)
	for i, p := range products {
		r := table[1+i]
		assert.Equal(t, p.Workload, r[0])
		assert.Equal(t, 2*p.Batch*p.M*p.K*p.N, p.Flops, p.Workload)
		assert.True(t, p.GFLOPs1Core > 0 && p.GFLOPsDefault > 0 && p.NaiveGFLOPs > 0 && p.Scaling > 0 &&
			p.VsNaive > 0, "%+v", p)
		assert.NotEmpty(t, p.VsNaiveRounds, p.Workload)
		for _, c := range r[2 : len(r)-1] {
			_, err := strconv.ParseFloat(c, 64)
			assert.NoError(t, err, "row %v", r)
		}
		assert.Equal(t, r[len(r)-1] != "", len(p.Behind) > 0, "row %v, JSON behind %v", r, p.Behind)
		if numpy {
			require.NotNil(t, p.NumpyGFLOPs1Core, p.Workload)
			assert.True(t, *p.NumpyGFLOPs1Core > 0 && *p.NumpyGFLOPsDefault > 0 && *p.VsNumpy > 0 &&
				*p.VsNumpyDefault > 0, "%+v", p)
			assert.Equal(t, slices.Contains(p.Behind, "NumPy"), behindIn(p.VsNumpyRounds), p.Workload)
		} else {
			assert.Nil(t, p.NumpyGFLOPs1Core, p.Workload)
		}
	}
	assert.EqualValues(t, max(1, n/4), products[2].M, "the n/4 square")
}
