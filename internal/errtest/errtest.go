// Package errtest checks the errors a reader (npy, safetensors) returns
// against the library's rules for them: each wraps its documented
// sentinel, and its message has one prefix, the reader's.
package errtest

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// ErrBoom is the error every call of a Failing returns.
var ErrBoom = errors.New("boom")

// Failing is a reader, reader-at and writer whose every call fails with
// ErrBoom, as a caller's broken disk or connection might.
type Failing struct{}

func (Failing) Read([]byte) (int, error)          { return 0, ErrBoom }
func (Failing) ReadAt([]byte, int64) (int, error) { return 0, ErrBoom }
func (Failing) Write([]byte) (int, error)         { return 0, ErrBoom }

// Check asserts that err, from the case name, is an *nd.Error wrapping
// kind and, if not nil, cause; that its message starts with prefix and
// holds no other package prefix ("nd: ", prefix again); and that it
// contains text.
func Check(t *testing.T, prefix, name string, err, kind, cause error, text string) {
	t.Helper()
	require.Error(t, err, name)
	msg := err.Error()
	assert.ErrorIs(t, err, kind, "%s: %s", name, msg)
	if cause != nil {
		assert.ErrorIs(t, err, cause, "%s: %s", name, msg)
	}
	assert.True(t, strings.HasPrefix(msg, prefix) && !strings.Contains(msg, ": "+prefix) &&
		!strings.Contains(msg, "nd: "), "%s: one prefix: %s", name, msg)
	assert.Contains(t, msg, text, name)
	var e *nd.Error
	assert.ErrorAs(t, err, &e, name)
}
