//go:build linux

package mmapfile

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestCount: a new mapping (of a file: it merges with no neighbour) is
// counted, and not once it is gone.
func TestCount(t *testing.T) {
	f := tempFile(t, 1, 4096)
	before := Count()
	require.Positive(t, before)
	b, err := unix.Mmap(int(f.Fd()), 0, 4096, unix.PROT_READ, unix.MAP_PRIVATE)
	require.NoError(t, err)
	assert.Equal(t, before+1, Count())
	require.NoError(t, unix.Munmap(b))
	assert.Equal(t, before, Count())
}
