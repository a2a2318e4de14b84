package nd

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ParseError reports text that ParseIndices cannot read.
type ParseError struct {
	// Expr is the whole expression given to ParseIndices.
	Expr string
	// Pos is the byte offset (0-based) in Expr where the problem is.
	Pos int
	// Msg says what is wrong there.
	Msg string
}

// Error returns the message, e.g.
// `nd: parse "1 2": position 2: unexpected "2", want ':', ',' or end of expression`.
// A long expression is quoted only around Pos, with "..." for the rest.
func (e *ParseError) Error() string {
	return fmt.Sprintf("nd: parse %s: position %d: %s", excerpt(e.Expr, e.Pos), e.Pos, e.Msg)
}

// quoteWindow is how many bytes of the expression an error quotes on each
// side of the problem, so that a huge input does not make a huge message.
const quoteWindow = 32

// excerpt quotes expr, or the part of it within quoteWindow bytes of pos.
func excerpt(expr string, pos int) string {
	lo, hi := max(0, pos-quoteWindow), min(len(expr), pos+quoteWindow)
	q := strconv.Quote(expr[lo:hi])
	if lo > 0 {
		q = "..." + q
	}
	if hi < len(expr) {
		q += "..."
	}
	return q
}

// clip shortens a token quoted in a message to quoteWindow bytes.
func clip(text string) string {
	if len(text) > quoteWindow {
		return text[:quoteWindow] + "..."
	}
	return text
}

// ParseIndices parses NumPy/Python subscript text into index selectors, for
// use with Layout.Slice or a dtype package's NdArray.Slice. For example
// "1, 2:4, newaxis, ..., :-3:-1, :" gives
//
//	At(1), Range(2, 4), NewAxis(), Ellipsis(), SliceToStep(-3, -1), All()
//
// The expression is a list of items separated by commas, optionally wrapped
// in one pair of brackets ("[::-1]"); a single trailing comma is allowed
// ("1," as in Python's a[1,]), and an empty list ("", "[]") selects the
// whole array. Spaces, tabs and newlines may appear between tokens. An item
// is one of
//
//   - an integer: an optional sign and decimal digits, which may be grouped
//     by single underscores as in Python ("1_000"); it must fit in an int64
//     and, as in Python 3, has no leading zeros. It gives At(i).
//   - a slice start:stop or start:stop:step, each part optional (":", "::2",
//     "1:", ":-1", "1::-1"). Omitted bounds set StridedSlice's begin or end
//     mask: the slice maps to All or Step when both bounds are omitted,
//     SliceFromStep or SliceToStep when one is, and Slice when both are given.
//     The step must not be 0.
//   - "..." or "Ellipsis", giving Ellipsis(); at most one per list.
//   - "newaxis", "np.newaxis", "tf.newaxis" or "None", giving NewAxis().
//
// Indices are not checked against any shape; applying them does that (use
// Layout.TrySlice for indices that come from data). Any other text gives a
// *ParseError that names the byte position and the problem; ParseIndices
// never panics. FormatIndices prints a list back in this syntax.
func ParseIndices(expr string) ([]Index, error) {
	p := &parser{expr: expr, open: -1, ellipsis: -1}
	p.next()
	return p.list()
}

// FormatIndices prints indices in the syntax ParseIndices reads, each
// Index's String() joined by ", ": ParseIndices(FormatIndices(x)) gives x
// back for any list ParseIndices can produce. Seq and Hyperslab print forms
// ("seq(0, 2)", "hyperslab(...)") that ParseIndices rejects, and AtKeep(i)
// prints as the equivalent range "i:i+1".
func FormatIndices(indices []Index) string {
	parts := make([]string, len(indices))
	for i, x := range indices {
		parts[i] = x.String()
	}
	return strings.Join(parts, ", ")
}

// tokenKind classifies the tokens of an index expression.
type tokenKind uint8

const (
	tokEOF    tokenKind = iota
	tokNumber           // a digit followed by letters, digits, '_' and '.' (checked by integer)
	tokName             // an identifier, possibly dotted: None, newaxis, np.newaxis
	tokDots             // a run of dots; only "..." is valid
	tokPunct            // one of , : [ ] + -
	tokOther            // any other character
)

type token struct {
	kind tokenKind
	pos  int    // byte offset in the expression
	text string // the token's text; empty at the end
}

// is reports whether t is the punctuation character c.
func (t token) is(c byte) bool { return t.kind == tokPunct && t.text[0] == c }

// parser reads one expression by recursive descent, one token of lookahead.
type parser struct {
	expr     string
	end      int   // offset just past tok
	tok      token // the current token
	open     int   // position of the opening '[', or -1
	ellipsis int   // position of the ellipsis seen, or -1
}

// next scans the token after the current one, skipping whitespace.
func (p *parser) next() {
	s, i := p.expr, p.end
	for i < len(s) && strings.IndexByte(" \t\n\r\f\v", s[i]) >= 0 {
		i++
	}
	j, kind := i+1, tokOther
	switch {
	case i == len(s):
		j, kind = i, tokEOF
	case isDigit(s[i]):
		kind = tokNumber
		for j < len(s) && (isWordByte(s[j]) || s[j] == '.') {
			j++
		}
	case isWordByte(s[i]):
		kind = tokName
		for j < len(s) && (isWordByte(s[j]) || s[j] == '.' && j+1 < len(s) && isWordByte(s[j+1]) && !isDigit(s[j+1])) {
			j++
		}
	case s[i] == '.':
		kind = tokDots
		for j < len(s) && s[j] == '.' {
			j++
		}
	case strings.IndexByte(",:[]+-", s[i]) >= 0:
		kind = tokPunct
	default:
		_, n := utf8.DecodeRuneInString(s[i:]) // n is 1 for an invalid byte
		j = i + n
	}
	p.tok, p.end = token{kind, i, s[i:j]}, j
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isWordByte(c byte) bool {
	return isDigit(c) || c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
}

// errAt returns a *ParseError at pos.
func (p *parser) errAt(pos int, format string, args ...any) error {
	return &ParseError{Expr: p.expr, Pos: pos, Msg: fmt.Sprintf(format, args...)}
}

// unexpected reports the current token, saying what was wanted instead.
func (p *parser) unexpected(want string) error {
	what := "end of expression"
	if p.tok.kind != tokEOF {
		what = strconv.Quote(clip(p.tok.text))
	}
	return p.errAt(p.tok.pos, "unexpected %s, want %s", what, want)
}

// closer names what ends the list: ']' or the end of the expression.
func (p *parser) closer() string {
	if p.open >= 0 {
		return "']'"
	}
	return "end of expression"
}

// list parses the whole expression: ['['] [item {',' item} [',']] [']'].
func (p *parser) list() ([]Index, error) {
	if p.tok.is('[') {
		p.open = p.tok.pos
		p.next()
	}
	out := []Index{}
	for !p.tok.is(']') && p.tok.kind != tokEOF {
		x, err := p.item()
		if err != nil {
			return nil, err
		}
		out = append(out, x)
		if !p.tok.is(',') {
			break // item has checked that ']' or the end follows
		}
		p.next()
	}
	switch {
	case p.open < 0 && p.tok.is(']'):
		return nil, p.errAt(p.tok.pos, "unexpected \"]\" with no matching '['")
	case p.open >= 0 && p.tok.kind == tokEOF:
		return nil, p.errAt(p.tok.pos, "missing ']' to match '[' at position %d", p.open)
	case p.open >= 0:
		p.next() // the ']'
		if p.tok.kind != tokEOF {
			return nil, p.unexpected(fmt.Sprintf("end of expression after the ']' closing the '[' at position %d", p.open))
		}
	}
	return out, nil
}

// item parses one index and checks that ',' or the end of the list follows.
func (p *parser) item() (Index, error) {
	t := p.tok
	switch {
	case t.kind == tokDots && t.text == "..." || t.kind == tokName && t.text == "Ellipsis":
		if p.ellipsis >= 0 {
			return Index{}, p.errAt(t.pos, "more than one ellipsis: at positions %d and %d", p.ellipsis, t.pos)
		}
		p.ellipsis = t.pos
		p.next()
		return Ellipsis(), p.itemEnd("")
	case t.kind == tokName && (t.text == "newaxis" || t.text == "np.newaxis" || t.text == "tf.newaxis" || t.text == "None"):
		p.next()
		if p.tok.is(':') {
			return Index{}, p.errAt(p.tok.pos, "unexpected \":\" after %s: it means newaxis here, not a slice bound; leave the bound out instead", t.text)
		}
		return NewAxis(), p.itemEnd("")
	case t.kind == tokNumber || t.is('+') || t.is('-') || t.is(':'):
		return p.slice()
	case t.is('['):
		return Index{}, p.errAt(t.pos, "unexpected \"[\": nested brackets (lists of coordinates) are not supported")
	}
	return Index{}, p.unexpected("an integer, ':', '...', newaxis or None")
}

// itemEnd checks that ',' or the end of the list follows an item; before
// them, want lists what else could have followed.
func (p *parser) itemEnd(want string) error {
	if p.tok.is(',') || p.tok.is(']') || p.tok.kind == tokEOF {
		return nil
	}
	if p.tok.kind == tokName && p.tok.text == "None" && strings.HasPrefix(want, "an integer") {
		return p.errAt(p.tok.pos, "unexpected \"None\": it means newaxis, not an omitted slice bound; leave the bound out instead")
	}
	return p.unexpected(want + "',' or " + p.closer())
}

// atInteger reports whether an integer starts at the current token.
func (p *parser) atInteger() bool {
	return p.tok.kind == tokNumber || p.tok.is('+') || p.tok.is('-')
}

// slice parses an integer or a slice: [int] [':' [int] [':' [int]]].
func (p *parser) slice() (Index, error) {
	var start, stop, step int64 = 0, 0, 1
	hasStart, hasStop := p.atInteger(), false
	var err error
	if hasStart {
		if start, err = p.integer(); err != nil {
			return Index{}, err
		}
	}
	if !p.tok.is(':') {
		return At(start), p.itemEnd("':', ")
	}
	p.next()
	want := "an integer, ':', " // what may follow "start:"
	if p.atInteger() {
		hasStop, want = true, "':', "
		if stop, err = p.integer(); err != nil {
			return Index{}, err
		}
	}
	if p.tok.is(':') {
		p.next()
		want = "an integer, "
		if p.atInteger() {
			pos := p.tok.pos
			if step, err = p.integer(); err != nil {
				return Index{}, err
			}
			if step == 0 {
				return Index{}, p.errAt(pos, "slice step cannot be zero")
			}
			want = ""
		}
		if p.tok.is(':') {
			return Index{}, p.errAt(p.tok.pos, "unexpected \":\": a slice has at most three parts, start:stop:step")
		}
	}
	if err := p.itemEnd(want); err != nil {
		return Index{}, err
	}
	switch {
	case hasStart && hasStop:
		return Slice(start, stop, step), nil
	case hasStart:
		return SliceFromStep(start, step), nil
	case hasStop:
		return SliceToStep(stop, step), nil
	case step == 1:
		return All(), nil
	}
	return Step(step), nil
}

// integer parses an optional sign and a decimal literal that fits in an
// int64. Like Python it allows whitespace after the sign, single '_'
// between digits, and no leading zeros (except in zero itself).
func (p *parser) integer() (int64, error) {
	start, sign := p.tok.pos, ""
	if p.tok.is('+') || p.tok.is('-') {
		sign = p.tok.text
		p.next()
		if p.tok.kind != tokNumber {
			return 0, p.unexpected(fmt.Sprintf("digits after %q", sign))
		}
	}
	lit := p.tok.text
	for i := 0; i < len(lit); i++ {
		switch c := lit[i]; {
		case isDigit(c):
		case c == '_' && isDigit(lit[i-1]) && i+1 < len(lit) && isDigit(lit[i+1]): // i > 0: lit starts with a digit
		case c == '_':
			return 0, p.errAt(p.tok.pos+i, "invalid integer %q: '_' must sit between two digits", clip(lit))
		default:
			return 0, p.errAt(p.tok.pos+i, "invalid integer %q: unexpected %q, want decimal digits", clip(lit), lit[i:i+1])
		}
	}
	digits := strings.ReplaceAll(lit, "_", "")
	if digits[0] == '0' && strings.Trim(digits, "0") != "" {
		return 0, p.errAt(p.tok.pos, "invalid integer %q: leading zeros are not allowed (as in Python 3)", clip(lit))
	}
	v, err := strconv.ParseInt(sign+digits, 10, 64)
	if err != nil { // only a range error is possible here
		return 0, p.errAt(start, "integer %s%s does not fit in an int64", sign, clip(lit))
	}
	p.next()
	return v, nil
}
