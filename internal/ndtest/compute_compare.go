package ndtest

import (
	"fmt"
	"math"
	"strconv"

	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
)

// floatFmt is an IEEE binary format: its width and its significand's
// stored bits.
type floatFmt struct{ width, mant uint }

var (
	fmtFloat16  = floatFmt{16, 10}
	fmtBFloat16 = floatFmt{16, 7}
	fmtFloat32  = floatFmt{32, 23}
	fmtFloat64  = floatFmt{64, 52}
)

// formatOf returns the float format of a float or complex dtype's
// components, and whether it has one (ints and bool do not).
func formatOf(dtype string) (floatFmt, bool) {
	switch dtype {
	case "float16":
		return fmtFloat16, true
	case "bfloat16":
		return fmtBFloat16, true
	case "float32", "complex64":
		return fmtFloat32, true
	case "float64", "complex128":
		return fmtFloat64, true
	}
	return floatFmt{}, false
}

// words is the number of bit words per element of dtype.
func words(dtype string) int {
	if dtype == "complex64" || dtype == "complex128" {
		return 2
	}
	return 1
}

func (f floatFmt) sign() uint64 { return 1 << (f.width - 1) }

func (f floatFmt) expMask() uint64 { return (f.sign() - 1) &^ (1<<f.mant - 1) }

func (f floatFmt) isNaN(b uint64) bool {
	return b&f.expMask() == f.expMask() && b&(1<<f.mant-1) != 0
}

func (f floatFmt) isInf(b uint64) bool { return b&^f.sign() == f.expMask() }

// ulps is the distance between two finite values in units in the last
// place: how many representable values lie between them, +0 and -0 being
// one value.
func (f floatFmt) ulps(a, b uint64) uint64 {
	ma, mb := a&^f.sign(), b&^f.sign()
	if (a&f.sign() == 0) != (b&f.sign() == 0) {
		return ma + mb
	}
	if ma > mb {
		return ma - mb
	}
	return mb - ma
}

// match is the golden files' rule for one float: a wanted NaN needs a NaN;
// ulp 0 needs the same bits; else a wanted infinity needs that infinity
// and a finite want a finite value within ulp.
func (f floatFmt) match(got, want uint64, ulp int) bool {
	switch {
	case f.isNaN(want):
		return f.isNaN(got)
	case ulp == 0 || f.isInf(want):
		return got == want
	case f.isNaN(got) || f.isInf(got):
		return false
	}
	return f.ulps(got, want) <= uint64(ulp)
}

// value is the float64 value of bits in f (exact).
func (f floatFmt) value(b uint64) float64 {
	switch f {
	case fmtFloat16:
		return float64(float16.Frombits(uint16(b)).Float32())
	case fmtBFloat16:
		return float64(bfloat16.FromBits(uint16(b)).Float32())
	case fmtFloat32:
		return float64(math.Float32frombits(uint32(b)))
	}
	return math.Float64frombits(b)
}

// spacing is the gap from |x| to the next larger value of f (x finite).
func (f floatFmt) spacing(x float64) float64 {
	x = math.Abs(x)
	if f == fmtFloat64 {
		return math.Nextafter(x, math.Inf(1)) - x
	}
	// The narrower formats: one unit of the significand at x's exponent,
	// no finer than the smallest subnormal.
	emin := map[floatFmt]int{fmtFloat16: -14, fmtBFloat16: -126, fmtFloat32: -126}[f]
	_, e := math.Frexp(x)
	return math.Ldexp(1, max(e-1, emin)-int(f.mant))
}

// matchElement compares element i (its words) of got and want of dtype,
// under the golden rule for ulp; complex components may also pass norm-wise
// (within ulp units of the larger wanted component).
func matchElement(dtype string, got, want []uint64, ulp int) bool {
	f, isFloat := formatOf(dtype)
	if !isFloat {
		return got[0] == want[0]
	}
	if len(want) == 1 {
		return f.match(got[0], want[0], ulp)
	}
	if f.match(got[0], want[0], ulp) && f.match(got[1], want[1], ulp) {
		return true
	}
	if ulp == 0 {
		return false
	}
	for k := range 2 {
		if f.isNaN(want[k]) || f.isInf(want[k]) || f.isNaN(got[k]) || f.isInf(got[k]) {
			return false
		}
	}
	norm := max(math.Abs(f.value(want[0])), math.Abs(f.value(want[1])))
	tol := float64(ulp) * f.spacing(norm)
	for k := range 2 {
		if !f.match(got[k], want[k], ulp) && math.Abs(f.value(got[k])-f.value(want[k])) > tol {
			return false
		}
	}
	return true
}

// formatElement prints one element's words of dtype: floats as a value and
// their hex bits, ints in decimal, complex as (re, im).
func formatElement(dtype string, w []uint64) string {
	f, isFloat := formatOf(dtype)
	switch {
	case len(w) == 2:
		return fmt.Sprintf("(%s, %s)", formatFloat(f, w[0]), formatFloat(f, w[1]))
	case isFloat:
		return formatFloat(f, w[0])
	case dtype == "bool":
		return strconv.FormatBool(w[0] != 0)
	case dtype[0] == 'u':
		return strconv.FormatUint(w[0], 10)
	}
	return strconv.FormatInt(int64(w[0]), 10)
}

func formatFloat(f floatFmt, b uint64) string {
	return fmt.Sprintf("%g [0x%0*x]", f.value(b), f.width/4, b)
}
