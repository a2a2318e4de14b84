package format

import (
	"fmt"
	"math"

	"github.com/ndgo/ndarray/internal/narrow"
	"github.com/ndgo/ndarray/nd"
)

// The 16-bit float formats have no Go type; the bits argument of the
// printers names them with these codes (32 and 64 name float32 and
// float64).
const (
	bitsBinary16 = 16   // IEEE binary16: 5 exponent bits, 10 fraction bits
	bitsBFloat16 = 1607 // bfloat16: 8 exponent bits, 7 fraction bits
)

// Narrow is NumPy's str() of a view of 16-bit floats with expBits
// exponent and fracBits fraction bits, whose elements to converts to
// float32 exactly: Float's rules, with the digits that identify each
// value among the values of its own format (NumPy's Dragon4 for float16:
// 0.1 prints "0.1", not float32's "0.099975586"). NumPy has no bfloat16;
// bfloat16 views print by the same rules at bfloat16's precision, as the
// ml_dtypes package's bfloat16 arrays print. It panics if the format is
// neither binary16 (5, 10) nor bfloat16 (8, 7).
func Narrow[T any](data []T, l nd.Layout, expBits, fracBits int, to func(T) float32) string {
	var bits int
	switch [2]int{expBits, fracBits} {
	case [2]int{5, 10}:
		bits = bitsBinary16
	case [2]int{8, 7}:
		bits = bitsBFloat16
	default:
		panic(fmt.Sprintf("format: no 16-bit float format with %d exponent bits", expBits))
	}
	return str(data, l, func(v T) string { return floatScalar(float64(to(v)), bits) },
		func(vals []T) []string {
			xs := make([]float64, len(vals))
			for i, v := range vals {
				xs[i] = float64(to(v))
			}
			f := newFloatFormat(xs, bits, false)
			words := make([]string, len(xs))
			for i, x := range xs {
				words[i] = f.format(x)
			}
			return words
		})
}

// isNarrow reports whether bits names a 16-bit format.
func isNarrow(bits int) bool { return bits == bitsBinary16 || bits == bitsBFloat16 }

// narrowBits returns the exponent and fraction bits of a 16-bit format.
func narrowBits(bits int) (expBits, fracBits uint) {
	if bits == bitsBinary16 {
		return 5, 10
	}
	return 8, 7
}

// strconvBits is the bit size strconv formats x with: 64 for the 16-bit
// formats, whose values float64 holds exactly (strconv has no 16).
func strconvBits(bits int) int {
	if isNarrow(bits) {
		return 64
	}
	return bits
}

// narrowSplit sets *raw to the bits of x in the 16-bit format and returns
// its fraction bits and exponent bias, for split.
func narrowSplit(x float64, bits int, raw *uint64) (mantBits, bias int) {
	e, f := narrowBits(bits)
	*raw = uint64(narrow.Round(x, e, f))
	return int(f), 1<<(e-1) - 1
}

// narrowValue is x rounded to the 16-bit format (to nearest, ties to
// even), as a float64.
func narrowValue(x float64, bits int) float64 {
	e, f := narrowBits(bits)
	r := narrow.Round(x, e, f)
	biased := int(r>>f) & (1<<e - 1)
	frac := float64(r & (1<<f - 1))
	bias := 1<<(e-1) - 1
	var v float64
	switch {
	case biased == 1<<e-1:
		v = math.Inf(1)
		if frac != 0 {
			v = math.NaN()
		}
	case biased == 0:
		v = math.Ldexp(frac, 1-bias-int(f))
	default:
		v = math.Ldexp(frac+math.Ldexp(1, int(f)), biased-bias-int(f))
	}
	if r>>(e+f) == 1 {
		v = -v
	}
	return v
}
