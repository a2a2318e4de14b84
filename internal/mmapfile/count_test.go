//go:build linux

package mmapfile

import (
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestCount: a new mapping (of a file: it merges with no neighbour) is
// counted, and not once it is gone. The runtime (and the race detector's
// shadow memory) may map memory of its own between two counts, so a trial
// whose counts moved by more than our mapping is repeated; one clean trial
// of the few must show exactly +1 and back.
func TestCount(t *testing.T) {
	f := tempFile(t, 1, 4096)
	for trial := 0; trial < 10; trial++ {
		before := Count()
		require.Positive(t, before)
		b, err := unix.Mmap(int(f.Fd()), 0, 4096, unix.PROT_READ, unix.MAP_PRIVATE)
		require.NoError(t, err)
		mapped := Count()
		require.NoError(t, unix.Munmap(b))
		after := Count()
		require.GreaterOrEqual(t, mapped, before+1, "the new mapping is not counted")
		if mapped == before+1 && after == before {
			return
		}
		t.Logf("trial %d: %d, %d with the mapping, %d after: the runtime mapped memory too",
			trial, before, mapped, after)
	}
	t.Fatal("no trial of 10 counted exactly our mapping")
}
