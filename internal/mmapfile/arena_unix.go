//go:build linux || darwin

package mmapfile

import (
	"sync"
	"unsafe"

	"golang.org/x/sys/unix"
)

// chunkSize is how much address space the arena reserves at a time.
const chunkSize = 1 << 30

// arena hands out address ranges for maps from chunks of address space
// reserved here (PROT_NONE: no memory, no commit charge), bump-pointer
// style, never twice. A closed map's range stays (as anonymous zero pages,
// see Mapping.Detach) so that arrays which outlive it neither fault nor
// ever see another file; placing every map inside the arena's chunks
// keeps those ranges next to each other, where the kernel merges them
// into one mapping, so however many maps are made and closed the
// process's map count (vm.max_map_count) grows only with the maps open at
// once and with the chunks, one per GiB mapped over the process's life.
var arena arenaState

type arenaState struct {
	mu   sync.Mutex
	next unsafe.Pointer // the current chunk's first unused byte
	left uintptr        // bytes unused from next
}

// hugeAlign is the alignment that lets the kernel map a large file's
// page cache with huge page entries (x86-64's and arm64's PMD size with 4
// KiB pages): a 64 MiB map and copy runs 4× slower misaligned.
const hugeAlign = 2 << 20

// reserve returns length bytes (a multiple of the page size) of address
// space reserved for one map of the file from offset base, never handed
// out before. Maps of hugeAlign bytes or more start at an address
// congruent to base modulo hugeAlign; the bytes skipped to get there
// become anonymous zero pages, like a closed map's, so that they merge
// with their neighbours once those are closed.
func reserve(length uintptr, base int64) (unsafe.Pointer, error) {
	align := uintptr(1)
	if length >= hugeAlign {
		align = hugeAlign
	}
	arena.mu.Lock()
	defer arena.mu.Unlock()
	if pad := padding(arena.next, align, base); length <= arena.left && pad <= arena.left-length {
		return arena.take(pad, length)
	}
	size := max(length+align, chunkSize)
	p, err := unix.MmapPtr(-1, 0, nil, size, unix.PROT_NONE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil, err
	}
	pad := padding(p, align, base)
	if size-pad-length <= arena.left {
		// The current chunk has more left than this one would.
		return unsafe.Add(p, pad), release(p, pad) // the rest stays reserved, unused
	}
	arena.next, arena.left = p, size
	return arena.take(pad, length)
}

// padding is the bytes from p to the next address congruent to base
// modulo align (a power of two).
func padding(p unsafe.Pointer, align uintptr, base int64) uintptr {
	return (uintptr(base) - uintptr(p)) & (align - 1)
}

// take hands out length bytes after pad bytes of the current chunk,
// releasing the pad.
func (a *arenaState) take(pad, length uintptr) (unsafe.Pointer, error) {
	if err := release(a.next, pad); err != nil {
		return nil, err
	}
	p := unsafe.Add(a.next, pad)
	a.next, a.left = unsafe.Add(p, length), a.left-pad-length
	return p, nil
}

// release turns n reserved bytes at p into anonymous zero pages, as
// Mapping.Detach does.
func release(p unsafe.Pointer, n uintptr) error {
	if n == 0 {
		return nil
	}
	return (&Mapping{addr: p, length: n}).Detach()
}
