//go:build linux || darwin

package mmapfile

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// tempFile returns a file of n bytes of b, open for reading and writing.
func tempFile(t *testing.T, b byte, n int) *os.File {
	path := filepath.Join(t.TempDir(), "f")
	require.NoError(t, os.WriteFile(path, bytes.Repeat([]byte{b}, n), 0o644))
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	require.NoError(t, err)
	t.Cleanup(func() { f.Close() })
	return f
}

// span is the address range of a mapping.
func span(m *Mapping) [2]uintptr {
	a := uintptr(m.addr)
	return [2]uintptr{a, a + m.length}
}

// TestMapBytes: the bytes asked for, at any offset, in either mode.
func TestMapBytes(t *testing.T) {
	page := os.Getpagesize()
	f := tempFile(t, 7, 3*page)
	for _, c := range [][2]int64{{0, 1}, {0, int64(3 * page)}, {100, 5000}, {int64(page), 1}} {
		for _, w := range []bool{false, true} {
			m, err := Map(f, c[0], c[1], w)
			require.NoError(t, err)
			assert.Len(t, m.Bytes(), int(c[1]))
			assert.Equal(t, bytes.Repeat([]byte{7}, int(c[1])), m.Bytes())
			require.NoError(t, m.Detach())
		}
	}
	for _, c := range [][2]int64{{-1, 1}, {0, 0}, {0, -5}, {0, 1 << 62}} {
		_, err := Map(f, c[0], c[1], false)
		assert.Error(t, err, c)
	}
}

// TestMapCloseCycles maps and detaches more times than the kernel's
// default limit on maps per process (vm.max_map_count, 65530): detached
// ranges merge, so the map count stays flat and no Map fails.
func TestMapCloseCycles(t *testing.T) {
	page := int64(os.Getpagesize())
	f := tempFile(t, 1, int(3*page))
	before := Count()
	const cycles = 100_000
	for i := range cycles {
		m, err := Map(f, int64(i%200), page+int64(i%3), i%2 == 0)
		require.NoError(t, err, "cycle %d", i)
		b := m.Bytes()
		if i%64 == 0 { // touching pages costs a TLB flush at Detach: not every time
			require.Equal(t, byte(1), b[0])
		}
		require.NoError(t, m.Detach(), "cycle %d", i)
		if i%128 == 1 {
			b[0] = 9 // a stale write: lands on the zero pages
		}
	}
	if before >= 0 {
		assert.Less(t, Count()-before, 16, "maps left after %d cycles", cycles)
	}
	raw, err := os.ReadFile(f.Name())
	require.NoError(t, err)
	assert.Equal(t, bytes.Repeat([]byte{1}, int(3*page)), raw, "stale writes reached the file")
}

// TestForeignMapsBetween: other mappings made and removed between ours do
// not fragment the closed ranges (they live in the arena's chunks).
func TestForeignMapsBetween(t *testing.T) {
	page := os.Getpagesize()
	f := tempFile(t, 1, 2*page)
	before := Count()
	var foreign [][]byte
	for i := range 5000 {
		m, err := Map(f, 0, int64(2*page), false)
		require.NoError(t, err)
		b, err := unix.Mmap(-1, 0, page, unix.PROT_READ, unix.MAP_PRIVATE|unix.MAP_ANON)
		require.NoError(t, err)
		foreign = append(foreign, b)
		require.NoError(t, m.Detach())
		if i%2 == 1 {
			require.NoError(t, unix.Munmap(foreign[len(foreign)-2]))
			foreign[len(foreign)-2] = nil
		}
	}
	for _, b := range foreign {
		if b != nil {
			require.NoError(t, unix.Munmap(b))
		}
	}
	if before >= 0 {
		assert.Less(t, Count()-before, 16)
	}
}

// TestDetachedNeverReused: bytes taken from a detached map read zeros,
// never another file's data, however many maps follow; no later map
// overlaps its range.
func TestDetachedNeverReused(t *testing.T) {
	page := os.Getpagesize()
	a, b := tempFile(t, 'A', 2*page), tempFile(t, 'B', 2*page)
	m, err := Map(a, 0, int64(2*page), true)
	require.NoError(t, err)
	stale, old := m.Bytes(), span(m)
	require.NoError(t, m.Detach())
	zeros := make([]byte, 2*page)
	for range 2000 {
		n, err := Map(b, 0, int64(2*page), false)
		require.NoError(t, err)
		s := span(n)
		require.False(t, s[0] < old[1] && old[0] < s[1], "range handed out twice")
		require.Equal(t, zeros, stale)
		require.NoError(t, n.Detach())
	}
	stale[5] = 1
	require.NoError(t, m.Flush())
	raw, err := os.ReadFile(a.Name())
	require.NoError(t, err)
	assert.Equal(t, bytes.Repeat([]byte{'A'}, 2*page), raw)
}

// TestReserveChunks: ranges come from the current chunk in order; a map
// bigger than a chunk gets its own, and the current chunk carries on.
func TestReserveChunks(t *testing.T) {
	page := uintptr(os.Getpagesize())
	p, err := reserve(page, 0)
	require.NoError(t, err)
	fits := arena.left >= 2*page
	q, err := reserve(2*page, 0)
	require.NoError(t, err)
	if fits {
		assert.Equal(t, unsafe.Add(p, page), q)
	}
	big, err := reserve(chunkSize+page, 0)
	require.NoError(t, err)
	fits = arena.left >= page
	r, err := reserve(page, 0)
	require.NoError(t, err)
	assert.NotEqual(t, big, r)
	if fits {
		assert.Equal(t, unsafe.Add(q, 2*page), r, "the chunk carries on after a big map")
	}
}

// TestHugeAlignment: large maps start where the kernel can map the file's
// page cache with huge page entries (address ≡ file offset modulo 2 MiB),
// and the bytes skipped for it do not fragment the closed ranges.
func TestHugeAlignment(t *testing.T) {
	page := int64(os.Getpagesize())
	n := int64(hugeAlign) + 5*page
	f := tempFile(t, 3, int(n))
	before := Count()
	for i := range 300 {
		start := int64(i%4) * page
		m, err := Map(f, start, n-start-int64(i%3), i%2 == 0)
		require.NoError(t, err)
		assert.Zero(t, (uintptr(m.addr)-uintptr(start))%hugeAlign, "cycle %d", i)
		assert.Equal(t, byte(3), m.Bytes()[len(m.Bytes())-1])
		small, err := Map(f, 0, page, false) // an odd size in between
		require.NoError(t, err)
		require.NoError(t, m.Detach())
		require.NoError(t, small.Detach())
	}
	if before >= 0 {
		assert.Less(t, Count()-before, 16)
	}
}
