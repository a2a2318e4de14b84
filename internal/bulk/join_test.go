package bulk

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
)

func TestJoinPlain(t *testing.T) {
	a, b := make([]complex128, 40), make([]complex128, 25)
	for i := range a {
		a[i] = complex(float64(i), -1)
	}
	for i := range b {
		b[i] = complex(-float64(i), 2)
	}
	got, ok := JoinPlain([][]complex128{a, nil, b})
	assert.True(t, ok)
	assert.Equal(t, slices.Concat(a, b), got)
	assert.Equal(t, uintptr(0), uintptr(unsafe.Pointer(&got[0]))%unsafe.Alignof(got[0]))

	_, ok = JoinPlain([][]uint8{make([]uint8, 255), make([]uint8, 255)})
	assert.False(t, ok, "pieces shorter than MinJoinPiece on average")
	_, ok = JoinPlain([][]float32{nil, {}})
	assert.False(t, ok, "nothing to join")
}

// TestFromJoinedCopiesMisaligned checks the fallback for a joined byte
// slice not aligned for T, or of the wrong length: a copy, in bounds.
func TestFromJoinedCopiesMisaligned(t *testing.T) {
	want := []uint64{1, 2, 3, 1 << 60}
	buf := make([]byte, 8*len(want)+1)
	copy(buf[1:], bytesOf(want))
	got := fromJoined[uint64](buf[1:], len(want))
	assert.Equal(t, want, got)
	assert.Equal(t, []uint64{1, 2, 0, 0}, fromJoined[uint64](bytesOf(want[:2]), 4),
		"a short join is copied, the rest left zero, nothing read beyond it")
}
