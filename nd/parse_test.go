package nd

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// encodingsOf lists the String form and StridedSlice encoding of each index.
func encodingsOf(xs []Index) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = fmt.Sprintf("%s %+v", x, encodingOf(x))
	}
	return out
}

// requireSameIndices checks that got and want are the same indices: equal
// values, and (for a readable failure) equal String forms and encodings.
func requireSameIndices(t *testing.T, want, got []Index, msgAndArgs ...any) {
	t.Helper()
	require.Equal(t, encodingsOf(want), encodingsOf(got), msgAndArgs...)
	require.Equal(t, len(want), len(got), msgAndArgs...)
	for i := range want {
		require.Equal(t, want[i], got[i], msgAndArgs...)
	}
}

func TestParseIndices(t *testing.T) {
	const minI, maxI = math.MinInt64, math.MaxInt64
	cases := []struct {
		expr string
		want []Index
	}{
		// The TF StridedSlice doc example.
		{"1, 2:4, newaxis, ..., :-3:-1, :", []Index{At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()}},
		{"[1, 2:4, newaxis, ..., :-3:-1, :]", []Index{At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()}},
		{"1,2:4,newaxis,...,:-3:-1,:", []Index{At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()}},

		// Empty lists.
		{"", []Index{}},
		{"[]", []Index{}},
		{" [ ] ", []Index{}},
		{" \t\n\r ", []Index{}},

		// Integers.
		{"0", []Index{At(0)}},
		{"-0", []Index{At(0)}},
		{"00", []Index{At(0)}},
		{"0_0", []Index{At(0)}},
		{"7", []Index{At(7)}},
		{"+7", []Index{At(7)}},
		{"-1", []Index{At(-1)}},
		{"- 1", []Index{At(-1)}},
		{"1_000", []Index{At(1000)}},
		{"1_2_3", []Index{At(123)}},
		{"9223372036854775807", []Index{At(maxI)}},
		{"9_223_372_036_854_775_807", []Index{At(maxI)}},
		{"-9223372036854775808", []Index{At(minI)}},
		{"1, -2, 3", []Index{At(1), At(-2), At(3)}},

		// Slices: every combination of omitted parts.
		{":", []Index{All()}},
		{"::", []Index{All()}},
		{"::1", []Index{All()}},
		{"::2", []Index{Even()}},
		{"::-1", []Index{Flip()}},
		{"1:", []Index{SliceFrom(1)}},
		{"1::", []Index{SliceFrom(1)}},
		{"1::2", []Index{Odd()}},
		{"1::-1", []Index{SliceFromStep(1, -1)}},
		{"[-2::-1]", []Index{SliceFromStep(-2, -1)}},
		{":-1", []Index{SliceTo(-1)}},
		{":3:", []Index{SliceTo(3)}},
		{":3:2", []Index{SliceToStep(3, 2)}},
		{":-3:-1", []Index{SliceToStep(-3, -1)}},
		{"1:3", []Index{Range(1, 3)}},
		{"1:3:", []Index{Range(1, 3)}},
		{"1:3:1", []Index{Slice(1, 3, 1)}},
		{"4:0:-2", []Index{Slice(4, 0, -2)}},
		{"-4:-1", []Index{Range(-4, -1)}},
		{"0:0", []Index{Slice(0, 0, 1)}},
		{"-9223372036854775808:9223372036854775807:-9223372036854775808", []Index{Slice(minI, maxI, minI)}},
		{"::9223372036854775807", []Index{Step(maxI)}},

		// Ellipsis and newaxis spellings.
		{"...", []Index{Ellipsis()}},
		{"Ellipsis", []Index{Ellipsis()}},
		{"newaxis", []Index{NewAxis()}},
		{"np.newaxis", []Index{NewAxis()}},
		{"tf.newaxis", []Index{NewAxis()}},
		{"None", []Index{NewAxis()}},
		{"None, ..., None", []Index{NewAxis(), Ellipsis(), NewAxis()}},
		{"newaxis,newaxis,1", []Index{NewAxis(), NewAxis(), At(1)}},

		// Trailing commas.
		{"1,", []Index{At(1)}},
		{"[1,]", []Index{At(1)}},
		{"1, 2 ,", []Index{At(1), At(2)}},
		{"...,", []Index{Ellipsis()}},
		{":,", []Index{All()}},

		// Whitespace anywhere between tokens.
		{"  1 : 3 : 2  ", []Index{Slice(1, 3, 2)}},
		{"\t[\n1\t,\r\n: - 3 : -1 ,\f...\v]\n", []Index{At(1), SliceToStep(-3, -1), Ellipsis()}},
		{"[ : , : ]", []Index{All(), All()}},
		{"- 2 :", []Index{SliceFrom(-2)}},
	}
	for _, c := range cases {
		t.Run(strconv.Quote(c.expr), func(t *testing.T) {
			got, err := ParseIndices(c.expr)
			require.NoError(t, err)
			require.NotNil(t, got)
			requireSameIndices(t, c.want, got)
		})
	}
}

func TestParseIndicesTFDocExample(t *testing.T) {
	x, err := ParseIndices("1, 2:4, newaxis, ..., :-3:-1, :")
	require.NoError(t, err)
	l := RowMajor(5, 5, 5, 5, 5, 5).Slice(x...)
	assert.Equal(t, []int64{2, 1, 5, 5, 2, 5}, l.Dims)
	assert.Equal(t, RowMajor(5, 5, 5, 5, 5, 5).Slice(At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()), l)
}

func TestParseIndicesApplied(t *testing.T) {
	cases := []struct {
		expr string
		want []int64 // positions selected from RowMajor(5)
	}{
		{"[-2::-1]", []int64{3, 2, 1, 0}},
		{"::-1", []int64{4, 3, 2, 1, 0}},
		{":-3:-1", []int64{4, 3}},
		{"1::2", []int64{1, 3}},
		{"-9223372036854775808:9223372036854775807", []int64{0, 1, 2, 3, 4}},
		{"3", []int64{3}},
		{"", []int64{0, 1, 2, 3, 4}},
	}
	for _, c := range cases {
		t.Run(c.expr, func(t *testing.T) {
			x, err := ParseIndices(c.expr)
			require.NoError(t, err)
			l, err := RowMajor(5).TrySlice(x...)
			require.NoError(t, err)
			assert.Equal(t, c.want, positions(l))
		})
	}
}

func TestParseIndicesErrors(t *testing.T) {
	const wantItem = `want an integer, ':', '...', newaxis or None`
	cases := []struct {
		expr string
		pos  int
		msg  string // a fragment of the message
	}{
		{"1, 2:x", 5, `unexpected "x", want an integer, ':', ',' or end of expression`},
		{"1 2", 2, `unexpected "2", want ':', ',' or end of expression`},
		{"1::2::3", 4, `a slice has at most three parts`},
		{":::", 2, `a slice has at most three parts`},
		{"1:2:3:", 5, `a slice has at most three parts`},
		{"1:2 3", 4, `unexpected "3", want ':', ',' or end of expression`},
		{"1:2:3 4", 6, `unexpected "4", want ',' or end of expression`},
		{":: 4 5", 5, `unexpected "5", want ',' or end of expression`},
		{"[1:2 x]", 5, `unexpected "x", want ':', ',' or ']'`},

		// Brackets.
		{"[1", 2, `missing ']' to match '[' at position 0`},
		{"[", 1, `missing ']' to match '[' at position 0`},
		{" [1, 2, ", 8, `missing ']' to match '[' at position 1`},
		{"1]", 1, `unexpected "]" with no matching '['`},
		{"]", 0, `unexpected "]" with no matching '['`},
		{"[1]]", 3, `unexpected "]", want end of expression after the ']'`},
		{"[1] 2", 4, `unexpected "2", want end of expression after the ']'`},
		{"[1][2]", 3, `unexpected "[", want end of expression`},
		{"[[1]]", 1, `nested brackets`},
		{"1, [2]", 3, `nested brackets`},

		// Commas.
		{",", 0, `unexpected ","` + ", " + wantItem},
		{",,", 0, `unexpected ","`},
		{"1,,2", 2, `unexpected ","`},
		{"1,,", 2, `unexpected ","`},
		{"[,]", 1, `unexpected ","`},
		{"1, ,", 3, `unexpected ","`},

		// Signs and integers.
		{"+", 1, `unexpected end of expression, want digits after "+"`},
		{"-", 1, `unexpected end of expression, want digits after "-"`},
		{"-:", 1, `unexpected ":", want digits after "-"`},
		{"--1", 1, `unexpected "-", want digits after "-"`},
		{"+-1", 1, `unexpected "-", want digits after "+"`},
		{"1:-", 3, `want digits after "-"`},
		{"1.5", 1, `invalid integer "1.5": unexpected ".", want decimal digits`},
		{"1.", 1, `invalid integer "1."`},
		{"1...", 1, `invalid integer "1..."`},
		{"1e3", 1, `invalid integer "1e3": unexpected "e"`},
		{"0x10", 1, `invalid integer "0x10": unexpected "x"`},
		{"2:0b1", 3, `invalid integer "0b1": unexpected "b"`},
		{"1__000", 1, `invalid integer "1__000": '_' must sit between two digits`},
		{"1_", 1, `'_' must sit between two digits`},
		{"1 _0", 2, `unexpected "_0", want ':', ',' or end of expression`},
		{"_1", 0, `unexpected "_1"`},
		{"01", 0, `invalid integer "01": leading zeros are not allowed`},
		{"-0_7", 1, `leading zeros are not allowed`},
		{"9223372036854775808", 0, `integer 9223372036854775808 does not fit in an int64`},
		{"1, -9223372036854775809", 3, `integer -9223372036854775809 does not fit in an int64`},
		{"1:99999999999999999999999", 2, `does not fit in an int64`},
		{"::9_223_372_036_854_775_808", 2, `integer 9_223_372_036_854_775_808 does not fit`},
		{".5", 0, `unexpected "."`},
		{"½", 0, `unexpected "½"`},
		{"1, \xff", 3, `unexpected "\xff"`},

		// Step zero.
		{"::0", 2, `slice step cannot be zero`},
		{"1:2:0", 4, `slice step cannot be zero`},
		{"::-0", 2, `slice step cannot be zero`},
		{"::+0_0", 2, `slice step cannot be zero`},

		// Dots and names.
		{"..", 0, `unexpected ".."` + ", " + wantItem},
		{"....", 0, `unexpected "...."`},
		{". . .", 0, `unexpected "."`},
		{"..., ...", 5, `more than one ellipsis: at positions 0 and 5`},
		{"Ellipsis, 1, ...", 13, `more than one ellipsis: at positions 0 and 13`},
		{"...:", 3, `unexpected ":", want ',' or end of expression`},
		{"... 1", 4, `unexpected "1", want ',' or end of expression`},
		{"a", 0, `unexpected "a"` + ", " + wantItem},
		{"none", 0, `unexpected "none"`},
		{"np.None", 0, `unexpected "np.None"`},
		{"numpy.newaxis", 0, `unexpected "numpy.newaxis"`},
		{"np . newaxis", 0, `unexpected "np"`},
		{"newaxis()", 7, `unexpected "(", want ',' or end of expression`},
		{"None:3", 4, `unexpected ":" after None`},
		{"newaxis:", 7, `unexpected ":" after newaxis`},
		{"1:None", 2, `unexpected "None": it means newaxis`},
		{"::None", 2, `unexpected "None": it means newaxis`},
		{"1 None", 2, `unexpected "None", want ':', ',' or end of expression`},
		{"1:x", 2, `unexpected "x", want an integer, ':', ',' or end of expression`},
		{"a[1]", 0, `unexpected "a"`},
	}
	for _, c := range cases {
		t.Run(strconv.Quote(c.expr), func(t *testing.T) {
			got, err := ParseIndices(c.expr)
			require.Error(t, err)
			assert.Nil(t, got)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "%T is not a *ParseError", err)
			assert.Equal(t, c.expr, pe.Expr)
			assert.Equal(t, c.pos, pe.Pos, "%v", err)
			assert.Contains(t, pe.Msg, c.msg)
			assert.Equal(t, fmt.Sprintf("nd: parse %q: position %d: %s", c.expr, c.pos, pe.Msg), err.Error())
		})
	}
}

func TestParseErrorMessage(t *testing.T) {
	_, err := ParseIndices("1, 2:x")
	assert.EqualError(t, err, `nd: parse "1, 2:x": position 5: unexpected "x", want an integer, ':', ',' or end of expression`)
	_, err = ParseIndices("1, ?")
	assert.EqualError(t, err, `nd: parse "1, ?": position 3: unexpected "?", want an integer, ':', '...', newaxis or None`)
}

func TestFormatIndices(t *testing.T) {
	cases := []struct {
		x    []Index
		want string
	}{
		{nil, ""},
		{[]Index{}, ""},
		{[]Index{At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()}, "1, 2:4, newaxis, ..., :-3:-1, :"},
		{[]Index{Even(), Odd(), Flip(), SliceFrom(-2), SliceTo(3), Slice(4, 0, -2)}, "::2, 1::2, ::-1, -2:, :3, 4:0:-2"},
		{[]Index{{}}, ":"},
		{[]Index{AtKeep(2), AtKeep(-1)}, "2:3, -1:"},
		{[]Index{Seq(0, 2), Hyperslab(0, 2, 3, 1)}, "seq(0, 2), hyperslab(0, 2, 3, 1)"},
	}
	for _, c := range cases {
		assert.Equal(t, c.want, FormatIndices(c.x))
	}
	// Seq and Hyperslab do not parse back.
	_, err := ParseIndices(FormatIndices([]Index{Seq(0, 2)}))
	assert.Error(t, err)
	_, err = ParseIndices(FormatIndices([]Index{Hyperslab(0, 2, 3, 1)}))
	assert.Error(t, err)
}

// parsableInt returns an integer for a random index: small values mostly,
// the int64 extremes and large powers of two now and then.
func parsableInt(r *rand.Rand) int64 {
	switch r.IntN(12) {
	case 0:
		return math.MinInt64
	case 1:
		return math.MaxInt64
	case 2:
		return -(1 << 62)
	case 3:
		return 1<<40 + r.Int64N(1000)
	}
	return r.Int64N(21) - 10
}

func parsableStep(r *rand.Rand) int64 {
	for {
		if s := parsableInt(r); s != 0 {
			return s
		}
	}
}

// randomParsableIndices returns a list of indices of the kinds ParseIndices
// produces, built by every constructor that makes them, with at most one
// Ellipsis.
func randomParsableIndices(r *rand.Rand) []Index {
	out := make([]Index, r.IntN(7))
	ellipsis := false
	for i := range out {
		switch r.IntN(16) {
		case 0:
			out[i] = All()
		case 1, 2:
			out[i] = At(parsableInt(r))
		case 3:
			out[i] = Slice(parsableInt(r), parsableInt(r), parsableStep(r))
		case 4:
			out[i] = Range(parsableInt(r), parsableInt(r))
		case 5:
			out[i] = SliceFrom(parsableInt(r))
		case 6:
			out[i] = SliceFromStep(parsableInt(r), parsableStep(r))
		case 7:
			out[i] = SliceTo(parsableInt(r))
		case 8:
			out[i] = SliceToStep(parsableInt(r), parsableStep(r))
		case 9:
			out[i] = Step(parsableStep(r))
		case 10:
			out[i] = []Index{Even(), Odd(), Flip()}[r.IntN(3)]
		case 11, 12:
			out[i] = NewAxis()
		default:
			if ellipsis {
				out[i] = NewAxis()
			} else {
				out[i], ellipsis = Ellipsis(), true
			}
		}
	}
	return out
}

func TestParseFormatRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		x := randomParsableIndices(r)
		s := FormatIndices(x)
		got, err := ParseIndices(s)
		require.NoError(t, err, "%q", s)
		requireSameIndices(t, x, got, "%q", s)
	}
}

// noisyFormat prints indices in the parser's syntax like FormatIndices, but
// with every optional liberty taken at random: whitespace, brackets, a
// trailing comma, '+' signs, '_' separators, explicit steps of 1, other
// spellings of newaxis and the ellipsis.
func noisyFormat(r *rand.Rand, xs []Index) string {
	ws := func() string {
		return []string{"", "", "", " ", "  ", "\t", "\n", "\r\n"}[r.IntN(8)]
	}
	num := func(v int64) string {
		s := strconv.FormatInt(v, 10)
		sign := ""
		switch {
		case v < 0:
			sign, s = "-"+ws(), s[1:]
		case r.IntN(4) == 0:
			sign = "+" + ws()
		}
		var b strings.Builder
		for i := range len(s) {
			if i > 0 && r.IntN(5) == 0 {
				b.WriteByte('_')
			}
			b.WriteByte(s[i])
		}
		return sign + b.String()
	}
	parts := make([]string, len(xs))
	for i, x := range xs {
		var s string
		switch {
		case x.IsNewAxis():
			s = []string{"newaxis", "np.newaxis", "tf.newaxis", "None"}[r.IntN(4)]
		case x.IsEllipsis():
			s = []string{"...", "Ellipsis"}[r.IntN(2)]
		case x.IsPoint():
			s = num(x.Begin())
		default: // a range
			if !x.BeginMask() {
				s = num(x.Begin())
			}
			s += ws() + ":" + ws()
			if !x.EndMask() {
				s += num(x.End())
			}
			switch step := x.Stride(); {
			case step != 1:
				s += ws() + ":" + ws() + num(step)
			case r.IntN(3) == 0:
				s += ws() + ":"
			case r.IntN(3) == 0:
				s += ws() + ":" + ws() + num(1)
			}
		}
		parts[i] = ws() + s + ws()
	}
	s := strings.Join(parts, ",")
	if len(xs) > 0 && r.IntN(4) == 0 {
		s += "," + ws()
	}
	if r.IntN(2) == 0 {
		s = "[" + s + "]"
	}
	return ws() + s + ws()
}

func TestParseNoisyRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		x := randomParsableIndices(r)
		s := noisyFormat(r, x)
		got, err := ParseIndices(s)
		require.NoError(t, err, "%q", s)
		requireSameIndices(t, x, got, "%q", s)
	}
}

// TestParseRejectsMutations checks that no panic or odd error comes from
// small random edits of valid expressions; the fuzz target goes further.
func TestParseRejectsMutations(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	alphabet := []string{",", ":", "[", "]", "+", "-", ".", "...", "_", "0", "1", " ", "None", "x", "\xff"}
	for range 20000 {
		s := noisyFormat(r, randomParsableIndices(r))
		for range 1 + r.IntN(3) {
			i := r.IntN(len(s) + 1)
			switch r.IntN(3) {
			case 0: // insert
				s = s[:i] + alphabet[r.IntN(len(alphabet))] + s[i:]
			case 1: // delete
				if i < len(s) {
					s = s[:i] + s[i+1:]
				}
			default: // replace
				if i < len(s) {
					s = s[:i] + alphabet[r.IntN(len(alphabet))] + s[i+1:]
				}
			}
		}
		checkParseProperty(t, s)
	}
}

// checkParseProperty is the fuzz property: ParseIndices returns a
// *ParseError inside the expression, or indices that print and parse back
// to themselves and that Layout.TrySlice can apply without panicking.
func checkParseProperty(t *testing.T, expr string) {
	t.Helper()
	x, err := ParseIndices(expr)
	if err != nil {
		require.Nil(t, x)
		var pe *ParseError
		require.True(t, errors.As(err, &pe), "%q: %T is not a *ParseError", expr, err)
		require.Equal(t, expr, pe.Expr)
		require.True(t, 0 <= pe.Pos && pe.Pos <= len(expr), "%q: position %d out of range", expr, pe.Pos)
		require.NotEmpty(t, pe.Msg)
		return
	}
	require.NotNil(t, x, "%q", expr)
	s := FormatIndices(x)
	y, err := ParseIndices(s)
	require.NoError(t, err, "%q formats as %q", expr, s)
	requireSameIndices(t, x, y, "%q formats as %q", expr, s)
	require.Equal(t, s, FormatIndices(y), "%q", expr)
	_, _ = RowMajor(3, 4, 5).TrySlice(x...) // must not panic; errors are fine
}

func FuzzParseIndices(f *testing.F) {
	for _, s := range []string{
		"",
		"[]",
		"1, 2:4, newaxis, ..., :-3:-1, :",
		"[-2::-1]",
		"::-1",
		"None",
		"np.newaxis, tf.newaxis, Ellipsis",
		"1,",
		"[1, ...,]",
		" \t[ 1 : 3 : 2 ]\n",
		"- 1 : + 2",
		"1_000:-1_0",
		"9223372036854775807",
		"-9223372036854775808::-9223372036854775808",
		"9223372036854775808",
		"1 2",
		"1::2::3",
		"[1",
		"1]",
		",",
		"1,,2",
		"+",
		":::",
		"....",
		"1.5",
		"0x10",
		"None:3",
		"..., ...",
		"::0",
		"01",
		"1__0",
		"[[1]]",
		"\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(checkParseProperty)
}

// A ParseError quotes a window of a huge input, not all of it.
func TestParseErrorQuotesWindow(t *testing.T) {
	huge := strings.Repeat("1, ", 400_000) + "1 2" + strings.Repeat(", 3", 100_000)
	_, err := ParseIndices(huge)
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 300, "message length")
	assert.Contains(t, err.Error(), `..."1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 2, 3, 3`)
	assert.Contains(t, err.Error(), `unexpected "2"`)
	var pe *ParseError
	require.ErrorAs(t, err, &pe)
	assert.Equal(t, huge, pe.Expr, "the whole expression stays in the error value")

	_, err = ParseIndices(strings.Repeat("9", 1<<20))
	require.Error(t, err)
	assert.Less(t, len(err.Error()), 300, "an integer literal is clipped too")
}
