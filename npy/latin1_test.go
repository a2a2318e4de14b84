package npy

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLatin1: each byte is its code point, ASCII or not; ASCII text costs
// one allocation, the string.
func TestLatin1(t *testing.T) {
	ascii := []byte("{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }  \n")
	assert.Equal(t, string(ascii), latin1(ascii))
	assert.Equal(t, "a\u00e9\u00ff\u0080b", latin1([]byte("a\xe9\xff\x80b")))
	assert.Equal(t, "\x7f", latin1([]byte{0x7f}))
	assert.Equal(t, "", latin1(nil))
	assert.Equal(t, 1.0, testing.AllocsPerRun(100, func() { _ = latin1(ascii) }))
}
