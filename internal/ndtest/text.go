package ndtest

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/nd"
)

func (x h[T, A]) testString(t *testing.T) {
	// elem is the text of Val(i) on its own, as a rank-0 array prints it.
	elem := func(i int) string { return x.Scalar(x.Val(i)).String() }

	run(t, "Text2x3", func(t *testing.T) {
		a := x.arange(2, 3)
		assert.Equal(t, x.Text2x3, a.String())
		assert.Equal(t, x.Text2x3, fmt.Sprint(a), "fmt.Sprint")
		assert.Equal(t, x.Text2x3, fmt.Sprintf("%v", a), "%v")
		assert.Equal(t, x.Text2x3, fmt.Sprintf("%s", a), "%s prints like %v")
		assert.Equal(t, x.Text2x3, fmt.Sprintf("%s", nd.Array[T, A](a)), "%s through nd.Array")
		assert.Equal(t, "<"+x.Text2x3+">", fmt.Sprintf("<%s>", a), "%s inside text")
		// A transposed view holding the same values prints the same.
		v := x.Wrap(shape(3, 2), x.vals(0, 3, 1, 4, 2, 5)).Transpose()
		assert.Equal(t, x.Text2x3, v.String(), "a transposed view")
		w := x.arange(2, 6).Slice(nd.All(), nd.Range(0, 3))
		w.Write(x.iota(6))
		assert.Equal(t, x.Text2x3, w.String(), "a strided view")
	})
	run(t, "Rank0", func(t *testing.T) {
		// A rank-0 array prints as NumPy prints the scalar (no brackets,
		// no padding; its exact text is in the golden cases).
		for i := range 6 {
			e := elem(i)
			if !x.compound() {
				assert.NotContains(t, e, "[", "a rank-0 array has no brackets")
			}
			assert.Equal(t, strings.TrimSpace(e), e, "a rank-0 array is not padded")
			assert.NotEmpty(t, e)
			assert.Equal(t, e, fmt.Sprintf("%s", x.Scalar(x.Val(i))), "%%s of Scalar(Val(%d))", i)
			assert.Equal(t, e, fmt.Sprintf("%v", x.Scalar(x.Val(i))), "%%v of Scalar(Val(%d))", i)
		}
		assert.Equal(t, elem(5), x.arange(2, 3).Get(1, 2).String(), "a rank-0 view prints its own element")
		assert.Equal(t, elem(4), x.arange(2, 3).Slice(nd.At(1), nd.At(1)).String())
	})
	run(t, "Vector", func(t *testing.T) {
		s := x.Vector(x.iota(6)...).String()
		assert.True(t, strings.HasPrefix(s, "[") && strings.HasSuffix(s, "]"), "%q", s)
		assert.NotContains(t, s, "\n")
		assert.Equal(t, tokens(x.Text2x3), tokens(s))
	})
	run(t, "Empty", func(t *testing.T) {
		for _, dims := range [][]int64{{0}, {2, 0}, {0, 3}, {2, 0, 2}} {
			assert.Equal(t, "[]", x.New(shape(dims...)).String(), "%v", dims)
		}
		assert.Equal(t, "[]", x.Vector().String())
		assert.Equal(t, "[]", x.arange(3, 4).Slice(nd.Range(1, 1)).String())
	})
	run(t, "3D", func(t *testing.T) {
		x.skipCompound(t)
		a := x.arange(2, 2, 2)
		s := a.String()
		assert.Contains(t, s, "]]\n\n [[", "blocks are separated by a blank line")
		indent := func(s string) string { return strings.ReplaceAll(s, "\n", "\n ") }
		want := "[" + indent(a.Get(0).String()) + "\n\n " + indent(a.Get(1).String()) + "]"
		assert.Equal(t, want, s)
		assert.Equal(t, 4, strings.Count(s, "\n"), "four rows and one blank line: %q", s)
		assert.True(t, strings.HasPrefix(s, "[[[") && strings.HasSuffix(s, "]]]"), "%q", s)
		assert.Equal(t, s, a.Transpose().Transpose().String())
	})
	run(t, "ElidedVector", func(t *testing.T) {
		x.skipCompound(t)
		s := x.arange(2000).String()
		assert.Contains(t, s, "...")
		toks := tokens(s)
		// NumPy formats the printed elements only: as a vector of just those.
		want := tokens(x.Vector(x.vals(0, 1, 2, 1997, 1998, 1999)...).String())
		if assert.Len(t, toks, 7, "three elements, ..., three elements: %q", s) && assert.Len(t, want, 6) {
			assert.Equal(t, "...", toks[3])
			assert.Equal(t, want, append(toks[:3:3], toks[4:]...))
		}
	})
	run(t, "ElidedMatrix", func(t *testing.T) {
		x.skipCompound(t)
		s := x.arange(100, 100).String()
		lines := strings.Split(unwrap(s), "\n")
		if assert.Len(t, lines, 7, "three rows, ..., three rows") {
			assert.Equal(t, "...", strings.TrimSpace(lines[3]), "the elided row")
			for i, l := range lines {
				if i == 3 {
					continue
				}
				toks := tokens(l)
				if assert.Len(t, toks, 7, "row %q", l) {
					assert.Equal(t, "...", toks[3])
				}
			}
			assert.True(t, strings.HasPrefix(s, "[[") && strings.HasSuffix(s, "]]"))
		}
	})
	run(t, "Threshold", func(t *testing.T) {
		x.skipCompound(t)
		s := x.arange(1000).String()
		assert.NotContains(t, s, "...", "1000 elements print in full")
		assert.Len(t, tokens(s), 1000)
		assert.Contains(t, x.arange(1001).String(), "...", "1001 elements are elided")
		// A large array with a short dimension elides only the long one.
		m := x.arange(2, 600).String()
		lines := strings.Split(unwrap(m), "\n")
		assert.Len(t, lines, 2)
	})
	run(t, "ViewsPrintLikeCopies", func(t *testing.T) {
		for _, smp := range x.samples() {
			_, v := smp.make()
			assert.Equal(t, v.Copy().String(), v.String(), smp.name)
			assert.Equal(t, v.String(), fmt.Sprintf("%s", v), "%%s of %s", smp.name)
			assert.Equal(t, v.String(), fmt.Sprintf("%v", v), "%%v of %s", smp.name)
		}
	})
}

// unwrap joins the rows of a printed matrix that NumPy wrapped at 75
// columns: a continuation line starts with two spaces, a new row with one.
func unwrap(s string) string { return strings.ReplaceAll(s, "\n  ", " ") }

// compound reports whether elements print with spaces or brackets (a
// user's struct or array type, through fmt's %v), which the checks that
// split the text into tokens cannot tell from the array's own.
func (x h[T, A]) compound() bool {
	for i := range 8 {
		if strings.ContainsAny(fmt.Sprint(x.Val(i)), " []") {
			return true
		}
	}
	return false
}

// skipCompound skips a token-splitting test for compound elements.
func (x h[T, A]) skipCompound(t *testing.T) {
	if x.compound() {
		t.Skip("elements print with spaces or brackets (Text2x3 checks their layout)")
	}
}
