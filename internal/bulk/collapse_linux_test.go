package bulk

import (
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"golang.org/x/sys/unix"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// anonHugeKiB returns the AnonHugePages (KiB) of the mapping in
// /proc/self/smaps that holds address p.
func anonHugeKiB(t *testing.T, p uintptr) int64 {
	var kib int64
	_, err := fmt.Sscan(smapsField(t, p, "AnonHugePages:"), &kib)
	require.NoError(t, err)
	return kib
}

// TestMakeCollapsesReusedMemory: memory the runtime hands Make again after
// it was faulted in small pages ends up in huge pages too, not only fresh
// memory (which the advice alone covers).
func TestMakeCollapsesReusedMemory(t *testing.T) {
	b, err := os.ReadFile("/sys/kernel/mm/transparent_hugepage/enabled")
	if err != nil || strings.Contains(string(b), "[never]") {
		t.Skip("kernel without transparent huge pages")
	}
	const n = 32 << 20 / 4
	small := make([]float32, n) // no advice: faulted in small pages
	for i := range small {
		small[i] = 1
	}
	at := uintptr(unsafe.Pointer(&small[n/2]))
	before := anonHugeKiB(t, at)
	small = nil
	runtime.GC()
	big := Make[float32](n)
	if uintptr(unsafe.Pointer(&big[n/2])) != at {
		t.Skip("the runtime did not reuse the memory")
	}
	after := anonHugeKiB(t, at)
	if after == before && !canCollapse() {
		t.Skip("no huge pages to be had (MADV_COLLAPSE before Linux 6.1, or memory fragmented)")
	}
	// A loaded machine may have fewer free huge pages than the 16 the
	// memory spans (6 MiB of 32 were collapsed once): one is the proof.
	assert.GreaterOrEqual(t, after-before, int64(hugePageSize>>10), "no huge page collapsed")
	runtime.KeepAlive(big)
}

// canCollapse reports whether MADV_COLLAPSE turns written memory into huge
// pages here and now.
func canCollapse() bool {
	s := make([]byte, 3*hugePageSize)
	for i := range s {
		s[i] = 1
	}
	p := uintptr(unsafe.Pointer(&s[0]))
	at := (p+hugePageSize-1)&^(hugePageSize-1) - p
	err := unix.Madvise(s[at:at+hugePageSize], unix.MADV_COLLAPSE)
	runtime.KeepAlive(s)
	return err == nil
}

// TestResident: mincore sees a written page and not an unmapped-in one.
func TestResident(t *testing.T) {
	s := make([]byte, 8*pageSize)
	p := uintptr(unsafe.Pointer(&s[0]))
	at := (p+pageSize-1)&^(pageSize-1) - p
	in := s[at : at+pageSize]
	in[0] = 1
	assert.True(t, resident(in))
	runtime.KeepAlive(s)
}
