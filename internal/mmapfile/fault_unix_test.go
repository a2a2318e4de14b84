//go:build linux || darwin

package mmapfile

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheck: Check is nil while the file holds the mapped range (however
// much is cut past it) and an error wrapping ErrTruncated once it does not.
func TestCheck(t *testing.T) {
	page := int64(os.Getpagesize())
	f := tempFile(t, 1, int(4*page))
	m, err := Map(f, 100, 2*page, false)
	require.NoError(t, err)
	defer m.Detach()
	require.NoError(t, m.Check())
	require.NoError(t, f.Truncate(100+2*page))
	require.NoError(t, m.Check(), "the map's last byte is still there")
	require.NoError(t, f.Truncate(100+2*page-1))
	err = m.Check()
	assert.ErrorIs(t, err, ErrTruncated)
	assert.Contains(t, err.Error(), "the map needs 8292")
}

// TestReadTurnsFaultIntoError: reading pages the file lost, by a loop or
// by copy (the runtime's memmove), is an error under Read, not a crash;
// the goroutine's fault setting is restored afterwards.
func TestReadTurnsFaultIntoError(t *testing.T) {
	page := os.Getpagesize()
	f := tempFile(t, 5, 3*page)
	m, err := Map(f, 0, int64(3*page), false)
	require.NoError(t, err)
	defer m.Detach()
	b := m.Bytes()
	sum := 0
	require.NoError(t, m.Read(func() error { sum = int(b[0]) + int(b[len(b)-1]); return nil }))
	assert.Equal(t, 10, sum)
	require.NoError(t, f.Truncate(int64(page)))
	err = m.Read(func() error { sum = int(b[len(b)-1]); return nil })
	assert.ErrorIs(t, err, ErrTruncated)
	assert.Contains(t, err.Error(), "is 4096 bytes") // Check's detail
	err = m.Read(func() error { copy(make([]byte, len(b)), b); return nil })
	assert.ErrorIs(t, err, ErrTruncated)
	assert.NoError(t, m.Read(func() error { sum = int(b[page-1]); return nil }), "the kept page reads")
	assert.False(t, debug.SetPanicOnFault(false), "Read restored the fault setting")
}

// TestReadPassesOtherPanics: only faults inside the map are recovered; a
// panic of fn's own, or a fault in another map, goes on.
func TestReadPassesOtherPanics(t *testing.T) {
	page := os.Getpagesize()
	f, g := tempFile(t, 1, 2*page), tempFile(t, 2, 2*page)
	m, err := Map(f, 0, int64(2*page), false)
	require.NoError(t, err)
	defer m.Detach()
	other, err := Map(g, 0, int64(2*page), false)
	require.NoError(t, err)
	defer other.Detach()
	assert.PanicsWithValue(t, "mine", func() { _ = m.Read(func() error { panic("mine") }) })
	require.NoError(t, g.Truncate(0))
	b, sink := other.Bytes(), byte(0)
	assert.Panics(t, func() { _ = m.Read(func() error { sink = b[page]; return nil }) })
	assert.Zero(t, sink)
	assert.False(t, debug.SetPanicOnFault(false))
}

// TestMapLargerThanMemory: a private map of a file far larger than RAM
// plus swap (a sparse terabyte) succeeds: it costs address space, not
// commit charge. Strict overcommit (mode 2) charges it anyway.
func TestMapLargerThanMemory(t *testing.T) {
	if mode, err := os.ReadFile("/proc/sys/vm/overcommit_memory"); err == nil &&
		strings.TrimSpace(string(mode)) == "2" {
		t.Skip("strict overcommit charges every private writable map")
	}
	f := tempFile(t, 0, 0)
	require.NoError(t, f.Truncate(1<<40))
	m, err := Map(f, 0, 1<<40, false)
	require.NoError(t, err)
	assert.Zero(t, m.Bytes()[1<<40-1])
	require.NoError(t, m.Detach())
}

// TestTruncatedReadCrashes shows what Read prevents: outside it, reading
// a page the file lost kills the process with SIGBUS. The crash runs in
// a child process (this test binary, re-run).
func TestTruncatedReadCrashes(t *testing.T) {
	if os.Getenv("MMAPFILE_CRASH") == "1" {
		page := os.Getpagesize()
		f := tempFile(t, 5, 2*page)
		m, err := Map(f, 0, int64(2*page), false)
		require.NoError(t, err)
		require.NoError(t, f.Truncate(0))
		println(m.Bytes()[page]) // faults
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestTruncatedReadCrashes$", "-test.count=1")
	cmd.Env = append(os.Environ(), "MMAPFILE_CRASH=1", "TMPDIR="+filepath.Clean(t.TempDir()))
	out, err := cmd.CombinedOutput()
	require.Error(t, err, "the child survived: %s", out)
	assert.Contains(t, string(out), "SIGBUS")
	assert.Contains(t, string(out), "unexpected fault address")
}
