package format

import (
	"math"
	"strings"
)

// Precision is NumPy's default print precision: at most this many digits
// after the decimal point (positional) or after the first digit
// (scientific), fewer where fewer identify the value.
const Precision = 8

// floatFormat is NumPy's FloatingFormat in its default mode (maxprec,
// precision 8, no suppression): one common format for all the printed
// values of an array, chosen from those values.
type floatFormat struct {
	bits     int
	sign     bool // '+' before non-negative values (complex imaginary parts)
	opts     floatOpts
	padLeft  int
	padRight int
}

// newFloatFormat chooses the format of vals (values of a float of the
// given width, as float64) as NumPy's FloatingFormat.fillFormat does.
func newFloatFormat(vals []float64, bits int, sign bool) floatFormat {
	f := floatFormat{bits: bits, sign: sign}
	finite := make([]float64, 0, len(vals))
	for _, v := range vals {
		if !math.IsInf(v, 0) && !math.IsNaN(v) {
			finite = append(finite, v)
		}
	}
	if len(finite) > 0 {
		f.choose(finite)
	}
	if len(finite) < len(vals) { // room for nan and inf
		negInf := sign
		for _, v := range vals {
			negInf = negInf || math.IsInf(v, -1)
		}
		infLen := 3
		if negInf {
			infLen++
		}
		offset := f.padRight + 1
		f.padLeft = max(f.padLeft, 3-offset, infLen-offset)
		f.opts.padLeft = f.padLeft
	}
	return f
}

// choose sets the notation, digits and padding from the finite values: a
// first pass prints each with the default precision, the widest parts
// set the padding (and, in scientific notation, the digits all print).
func (f *floatFormat) choose(finite []float64) {
	first := floatOpts{sci: f.scientific(finite), precision: Precision, minDigits: -1,
		sign: f.sign, trim: trimZeros, padLeft: -1, padRight: -1, expDigits: -1}
	expSize, fracLen := 0, 0
	for _, v := range finite {
		s := formatFinite(v, f.bits, first)
		if first.sci {
			mant, exp, _ := strings.Cut(s, "e")
			s = mant
			expSize = max(expSize, len(exp)-1)
		}
		whole, frac, _ := strings.Cut(s, ".")
		f.padLeft = max(f.padLeft, len(whole))
		fracLen = max(fracLen, len(frac))
	}
	f.opts = first
	f.opts.padLeft = f.padLeft
	if first.sci {
		f.opts.trim, f.opts.precision, f.opts.minDigits = trimNone, fracLen, fracLen
		f.opts.expDigits = expSize
		f.padRight = expSize + 2 + fracLen
		return
	}
	f.opts.minDigits = 0
	f.padRight = fracLen
	f.opts.padRight = fracLen
}

// scientific reports whether NumPy prints the finite values in scientific
// notation: when the largest non-zero magnitude is 1e8 or more, the
// smallest is below 1e-4, or their ratio (computed in the array's own
// precision) exceeds 1000.
func (f *floatFormat) scientific(finite []float64) bool {
	lo, hi := math.Inf(1), 0.0
	for _, v := range finite {
		if a := math.Abs(v); a != 0 {
			lo, hi = min(lo, a), max(hi, a)
		}
	}
	if hi == 0 {
		return false
	}
	ratio := hi / lo
	if f.bits == 32 {
		ratio = float64(float32(hi) / float32(lo))
	} else if isNarrow(f.bits) { // NumPy: float32 division rounded to float16
		ratio = narrowValue(float64(float32(hi)/float32(lo)), f.bits)
	}
	return hi >= 1e8 || lo < 0.0001 || ratio > 1000
}

// format prints one value in the common format.
func (f *floatFormat) format(x float64) string {
	if !math.IsNaN(x) && !math.IsInf(x, 0) {
		return formatFinite(x, f.bits, f.opts)
	}
	var ret string
	switch {
	case math.IsNaN(x):
		ret = "nan"
		if f.sign {
			ret = "+nan"
		}
	case x < 0:
		ret = "-inf"
	case f.sign:
		ret = "+inf"
	default:
		ret = "inf"
	}
	return pad(f.padLeft+f.padRight+1-len(ret)) + ret
}

// pad returns n spaces (none for n <= 0).
func pad(n int) string {
	if n <= 0 {
		return ""
	}
	return strings.Repeat(" ", n)
}
