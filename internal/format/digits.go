package format

import (
	"math"
	"math/big"
	"strconv"
)

// digits returns the digits NumPy's Dragon4 generates for |x| under c, and
// the decimal exponent of the first digit, as dragon4 does, but from
// strconv. The two agree on the shortest digits that identify x (both
// pick the nearest of the shortest candidates, ties to even) and on
// rounding the exact value at a fixed digit (to nearest, ties to even);
// they differ only when NumPy must print more digits than the shortest
// and the float's margins are unequal (a power-of-two significand): there
// NumPy may round the last digit up where it is nearer down, so that case
// goes to dragon4.
func digits(x float64, bits int, c cutoff) (string, int) {
	x = math.Abs(x)
	if x == 0 {
		return "0", 0
	}
	var buf [32]byte
	d, e := shortest(x, bits)
	k := len(d)
	if !c.fraction {
		switch {
		case c.max >= 0 && k > c.max:
			return parseE(strconv.AppendFloat(buf[:0], x, 'e', c.max-1, strconvBits(bits)))
		case c.min >= 0 && k < c.min:
			if p := split(x, bits); p.unequal {
				return dragon4(p, c)
			}
			return parseE(strconv.AppendFloat(buf[:0], x, 'e', c.min-1, strconvBits(bits)))
		}
		return d, e
	}
	// With fraction cutoffs the limits are places, counted from the exact
	// value's first digit: one below the shortest's when rounding carried
	// (shortest "1e23" for 9.999...e22).
	first := e
	if d == "1" && carried(x, e) {
		first = e - 1
	}
	last := first - k + 1
	switch {
	case c.max >= 0 && last < -c.max:
		return parseF(strconv.AppendFloat(buf[:0], x, 'f', c.max, strconvBits(bits)))
	case c.min >= 0 && last > -c.min:
		if p := split(x, bits); p.unequal {
			return dragon4(p, c)
		}
		return parseF(strconv.AppendFloat(buf[:0], x, 'f', c.min, strconvBits(bits)))
	}
	return d, e
}

// shortest returns the shortest digits that identify x among floats of
// its width, nearest to x, and the exponent of the first. Where x lies
// exactly halfway between two such candidates, strconv rounds up and
// NumPy to the even digit.
func shortest(x float64, bits int) (string, int) {
	if isNarrow(bits) { // strconv has no 16-bit floats: Dragon4 itself
		return dragon4(split(x, bits), cutoff{max: -1, min: -1})
	}
	var buf [40]byte
	d, e := parseE(strconv.AppendFloat(buf[:0], x, 'e', -1, bits))
	k := len(d)
	ext, extExp := parseE(strconv.AppendFloat(buf[:0], x, 'e', k, bits))
	if len(ext) != k+1 || ext[k] != '5' || !exactly(x, ext, extExp) {
		return d, e
	}
	down := []byte(ext[:k])
	if (down[k-1]-'0')%2 == 1 {
		if up, upExp := roundUp(down[:k-1], int(down[k-1]-'0'), extExp); identifies(up, upExp, x, bits) {
			return up, upExp
		}
	}
	if d, e := trimDigits(down, extExp); identifies(d, e, x, bits) {
		return d, e
	}
	return d, e
}

// exactly reports whether the decimal digits d (first at exponent e) are
// exactly x.
func exactly(x float64, d string, e int) bool {
	r, ok := new(big.Rat).SetString("0." + d + "e" + strconv.Itoa(e+1))
	return ok && r.Cmp(new(big.Rat).SetFloat64(x)) == 0
}

// identifies reports whether the digits d (first at exponent e) read back
// as x in the given width.
func identifies(d string, e int, x float64, bits int) bool {
	y, err := strconv.ParseFloat("0."+d+"e"+strconv.Itoa(e+1), bits)
	return err == nil && y == x
}

// carried reports whether x is below 10^e, so that its shortest digits
// "1" at exponent e came from rounding up 9s. Twenty digits are enough: a
// float just below a power of ten has at most 17 nines.
func carried(x float64, e int) bool {
	var buf [40]byte
	_, exact := parseE(strconv.AppendFloat(buf[:0], x, 'e', 20, 64))
	return exact < e
}

// parseE splits strconv's "d.ddde±xx" into digits without trailing zeros
// and the exponent.
func parseE(s []byte) (string, int) {
	var d []byte
	i := 0
	for ; i < len(s) && s[i] != 'e'; i++ {
		if s[i] != '.' {
			d = append(d, s[i])
		}
	}
	exp, _ := strconv.Atoi(string(s[i+1:]))
	return trimDigits(d, exp)
}

// parseF splits strconv's "ddd.ddd" into digits without leading or
// trailing zeros and the exponent of the first.
func parseF(s []byte) (string, int) {
	var d []byte
	exp := -1
	seenPoint := false
	for _, ch := range s {
		switch {
		case ch == '.':
			seenPoint = true
		case len(d) == 0 && ch == '0':
			if seenPoint {
				exp--
			}
		default:
			d = append(d, ch)
			if !seenPoint {
				exp++
			}
		}
	}
	if len(d) == 0 {
		return "0", 0
	}
	return trimDigits(d, exp)
}

// trimDigits drops trailing zeros (keeping one digit).
func trimDigits(d []byte, exp int) (string, int) {
	n := len(d)
	for n > 1 && d[n-1] == '0' {
		n--
	}
	return string(d[:n]), exp
}
