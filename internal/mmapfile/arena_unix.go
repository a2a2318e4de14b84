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
var arena struct {
	mu   sync.Mutex
	next unsafe.Pointer // the current chunk's first unused byte
	left uintptr        // bytes unused from next
}

// reserve returns length bytes (a multiple of the page size) of address
// space reserved for one map, never handed out before.
func reserve(length uintptr) (unsafe.Pointer, error) {
	arena.mu.Lock()
	defer arena.mu.Unlock()
	if length <= arena.left {
		p := arena.next
		arena.next, arena.left = unsafe.Add(p, length), arena.left-length
		return p, nil
	}
	size := max(length, chunkSize)
	p, err := unix.MmapPtr(-1, 0, nil, size, unix.PROT_NONE, unix.MAP_PRIVATE|unix.MAP_ANON)
	if err != nil {
		return nil, err
	}
	if size-length > arena.left {
		// The rest of the new chunk outlasts the current one's.
		arena.next, arena.left = unsafe.Add(p, length), size-length
	}
	return p, nil
}
