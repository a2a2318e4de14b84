package xmath

import (
	"bufio"
	"compress/gzip"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestSpecialNumPy checks NaN, sNaN, ±0, ±Inf, ±1, subnormal and extreme
// inputs against NumPy 1.24's results (testdata/special.txt.gz; NumPy has no
// erf and no sigmoid: erf from Python's math.erf, which is glibc's, and
// sigmoid as NumPy's 1/(1+exp(-x))). NaN results must be NaN (any bits);
// others must be the same bits where an argument or the result is NaN, ±Inf
// or ±0. Finite nonzero results of finite nonzero arguments (as exp(2)) are
// TestGolden's business, against mpmath: NumPy's own are not always within
// 1 ULP (its float64 cos(0.5) is 2 ULP off, its float32 sigmoid expression
// rounds three times), so here they need only be within 2 ULP of NumPy's,
// and are counted.
func TestSpecialNumPy(t *testing.T) {
	f, err := os.Open("testdata/special.txt.gz")
	require.NoError(t, err)
	defer f.Close()
	z, err := gzip.NewReader(f)
	require.NoError(t, err)
	sc := bufio.NewScanner(z)
	n, near := 0, 0
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		var b []uint64
		for _, h := range fs[2:] {
			v, err := strconv.ParseUint(h, 16, 64)
			require.NoError(t, err)
			b = append(b, v)
		}
		name, is32 := fs[0], fs[1] == "float32"
		var got, want float64
		special := false // an argument is NaN, ±Inf or ±0
		var gotBits, wantBits uint64
		if is32 {
			args := make([]float32, len(b)-1)
			for i := range args {
				args[i] = math.Float32frombits(uint32(b[i]))
				special = special || isSpecial(float64(args[i]))
			}
			var r float32
			if name == "pow" {
				r = Pow32(args[0], args[1])
			} else {
				r = caseByName(name).f32(args[0])
			}
			got, want = float64(r), float64(math.Float32frombits(uint32(b[len(b)-1])))
			gotBits, wantBits = uint64(math.Float32bits(r)), b[len(b)-1]
		} else {
			args := make([]float64, len(b)-1)
			for i := range args {
				args[i] = math.Float64frombits(b[i])
				special = special || isSpecial(args[i])
			}
			if name == "pow" {
				got = Pow(args[0], args[1])
			} else {
				got = caseByName(name).f(args[0])
			}
			want = math.Float64frombits(b[len(b)-1])
			gotBits, wantBits = math.Float64bits(got), b[len(b)-1]
		}
		n++
		switch {
		case want != want:
			require.True(t, got != got, "%s: got %v, NumPy NaN", sc.Text(), got)
		case gotBits == wantBits:
		case !special && !isSpecial(want) && !isSpecial(got) &&
			math.Abs(got-want) <= 2*ulpOf(want, is32):
			near++
		default:
			t.Errorf("%s: got %v (%#x), NumPy %v (%#x)", sc.Text(), got, gotBits, want, wantBits)
		}
	}
	require.NoError(t, sc.Err())
	require.Greater(t, n, 2000)
	t.Logf("%d special cases, %d of them ordinary ones within 2 ULP of NumPy's, not equal", n, near)
}

func isSpecial(x float64) bool { return x != x || x == 0 || math.IsInf(x, 0) }

func ulpOf(x float64, is32 bool) float64 {
	if is32 {
		f := float32(math.Abs(x))
		return float64(math.Nextafter32(f, float32(math.Inf(1))) - f)
	}
	return math.Nextafter(math.Abs(x), math.Inf(1)) - math.Abs(x)
}
