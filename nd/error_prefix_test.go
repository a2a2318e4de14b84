package nd

import (
	"errors"
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A reader's errors: one prefix, its sentinel and, where there is one, the
// cause's sentinels; errors.As finds the *Error.
func TestErrorPrefix(t *testing.T) {
	const p = ErrorPrefix("rd: ")
	errKind := errors.New("rd: malformed")

	e := p.Errorf(errKind, "shape %s", ShapeOf(2, 3))
	assert.Equal(t, "rd: shape [2, 3]", e.Error())
	assert.ErrorIs(t, e, errKind)
	assert.Equal(t, []error{errKind}, e.Unwrap())

	cause := p.Errorf(ErrArgument, "nil array")
	w := p.Wrapf(errKind, cause, "member %q", "x")
	assert.Equal(t, `rd: member "x": nil array`, w.Error(), "one prefix")
	assert.ErrorIs(t, w, errKind)
	assert.ErrorIs(t, w, ErrArgument)
	var got *Error
	require.ErrorAs(t, w, &got)
	assert.Same(t, w, got)

	foreign := Errorf(ErrShape, "shapes differ")
	assert.Equal(t, "rd: chunk: nd: shapes differ", p.Wrapf(errKind, foreign, "chunk").Error(),
		"only p is trimmed")
	noKind := p.Wrapf(nil, fs.ErrNotExist, "get %s", "k")
	assert.ErrorIs(t, noKind, fs.ErrNotExist)
	assert.Equal(t, []error{fs.ErrNotExist}, noKind.Unwrap())
}

// Wrap wraps foreign errors, nd's included, and leaves nil and p's own as
// they are.
func TestErrorPrefixWrap(t *testing.T) {
	const p = ErrorPrefix("rd: ")
	errIO := errors.New("rd: I/O error")
	assert.NoError(t, p.Wrap(errIO, nil))
	own := p.Errorf(ErrArgument, "x")
	assert.Same(t, own, p.Wrap(errIO, own))

	boom := errors.New("boom")
	w := p.Wrap(errIO, boom)
	assert.Equal(t, "rd: boom", w.Error())
	assert.ErrorIs(t, w, errIO)
	assert.ErrorIs(t, w, boom)

	nd := Errorf(ErrShape, "y")
	w = p.Wrap(errIO, nd)
	assert.Equal(t, "rd: nd: y", w.Error())
	assert.ErrorIs(t, w, errIO)
	assert.ErrorIs(t, w, ErrShape)
}
