package format

import (
	"math"
	"math/big"
)

// cutoff says where NumPy's Dragon4 (unique mode) stops generating digits.
// Max and Min are NumPy's precision and min_digits (negative: none); with
// fraction they count digits past the decimal point, else significant
// digits.
type cutoff struct {
	fraction bool
	max, min int
}

// parts is a finite float split the way Dragon4 takes it: the value is
// mant * 2^exp, mant's highest set bit is mbit, and unequal says the gap
// to the next float above is twice the gap below (a power-of-two
// significand that is not the smallest normal).
type parts struct {
	mant    uint64
	exp     int
	mbit    int
	unequal bool
}

// split takes x apart as a float of the given width (32: x must be a
// float32 value).
func split(x float64, bits int) parts {
	x = math.Abs(x)
	mantBits, bias := 52, 1023
	var raw uint64
	if isNarrow(bits) {
		mantBits, bias = narrowSplit(x, bits, &raw)
	} else if bits == 32 {
		mantBits, bias = 23, 127
		raw = uint64(math.Float32bits(float32(x)))
	} else {
		raw = math.Float64bits(x)
	}
	frac := raw & (1<<mantBits - 1)
	biased := int(raw >> mantBits)
	if biased == 0 { // subnormal
		p := parts{mant: frac, exp: 1 - bias - mantBits}
		for b := frac; b > 1; b >>= 1 {
			p.mbit++
		}
		return p
	}
	return parts{
		mant:    frac | 1<<mantBits,
		exp:     biased - bias - mantBits,
		mbit:    mantBits,
		unequal: biased != 1 && frac == 0,
	}
}

// dragon4 is NumPy's Dragon4 digit generation in unique mode, computed
// exactly with big integers: the digits of p without trailing zeros (the
// printers add the zeros they need) and the decimal exponent of the
// first. It is the reference the fast path (digits) is tested
// against, and what that path falls back on where strconv's rounding and
// NumPy's differ.
func dragon4(p parts, c cutoff) (string, int) {
	if p.mant == 0 {
		return "0", 0
	}
	even := p.mant%2 == 0
	var value, scale, low big.Int
	value.SetUint64(p.mant)
	shift := 1 // one extra factor 2 keeps the half-gap margins integral
	if p.unequal {
		shift = 2
	}
	if p.exp > 0 {
		value.Lsh(&value, uint(p.exp+shift))
		scale.SetInt64(1 << shift)
		low.Lsh(big.NewInt(1), uint(p.exp))
	} else {
		value.Lsh(&value, uint(shift))
		scale.Lsh(big.NewInt(1), uint(-p.exp+shift))
		low.SetInt64(1)
	}
	// high is the margin above: twice low for unequal margins.
	high := func() *big.Int {
		if p.unequal {
			return new(big.Int).Lsh(&low, 1)
		}
		return &low
	}
	// NumPy's estimate of the first digit's exponent + 1; it may be one
	// too low (fixed below) and is clamped for fraction cutoffs, which
	// changes where digits are generated, so it is reproduced exactly.
	const log10of2 = 0.30102999566398119521373889472449
	digitExp := int(math.Ceil(float64(p.mbit+p.exp)*log10of2 - 0.69))
	if c.max >= 0 && c.fraction && digitExp <= -c.max {
		digitExp = -c.max + 1
	}
	ten := big.NewInt(10)
	if digitExp > 0 {
		scale.Mul(&scale, new(big.Int).Exp(ten, big.NewInt(int64(digitExp)), nil))
	} else if digitExp < 0 {
		pow := new(big.Int).Exp(ten, big.NewInt(int64(-digitExp)), nil)
		value.Mul(&value, pow)
		low.Mul(&low, pow)
	}
	if value.Cmp(&scale) >= 0 {
		digitExp++
	} else {
		value.Mul(&value, ten)
		low.Mul(&low, ten)
	}
	cutMax, cutMin := math.MinInt, digitExp
	if c.max >= 0 {
		cutMax = digitExp - c.max
		if c.fraction {
			cutMax = -c.max
		}
	}
	if c.min >= 0 {
		want := digitExp - c.min
		if c.fraction {
			want = -c.min
		}
		cutMin = min(cutMin, want)
	}
	firstExp := digitExp - 1
	var out []byte
	var digit int64
	var isLow, isHigh bool
	var quo, sum big.Int
	for {
		digitExp--
		quo.QuoRem(&value, &scale, &value)
		digit = quo.Int64()
		sum.Add(&value, high())
		cl, ch := value.Cmp(&low), sum.Cmp(&scale)
		isLow, isHigh = cl < 0 || even && cl == 0, ch > 0 || even && ch == 0
		if (isLow || isHigh) && digitExp <= cutMin || digitExp == cutMax {
			break
		}
		out = append(out, byte('0'+digit))
		value.Mul(&value, ten)
		low.Mul(&low, ten)
	}
	roundDown := isLow
	if isLow == isHigh { // round to the nearer digit, ties to even
		value.Lsh(&value, 1)
		switch value.Cmp(&scale) {
		case -1:
			roundDown = true
		case 0:
			roundDown = digit%2 == 0
		default:
			roundDown = false
		}
	}
	if roundDown {
		if len(out) == 0 && digit == 0 { // a tiny value cut at a fixed place
			return "0", 0
		}
		return trimDigits(append(out, byte('0'+digit)), firstExp)
	}
	return roundUp(out, int(digit), firstExp)
}

// roundUp appends last+1 to digits, carrying into the digits before it;
// like NumPy it drops the zeros a carry leaves at the end.
func roundUp(digits []byte, last, exp int) (string, int) {
	if last < 9 {
		return string(append(digits, byte('0'+last+1))), exp
	}
	for i := len(digits) - 1; i >= 0; i-- {
		if digits[i] != '9' {
			digits[i]++
			return string(digits[:i+1]), exp
		}
	}
	return "1", exp + 1
}
