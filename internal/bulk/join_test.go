package bulk

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"

	"github.com/ndgo/ndarray/asm/move"
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

// A join of move.StreamThreshold bytes or more streams its pieces, at
// every alignment of their ends (odd lengths of 4-byte elements): the
// result is the pieces all the same.
func TestJoinPlainStreams(t *testing.T) {
	var pieces [][]float32
	total := 0
	for i := 0; total*4 < 2*move.StreamThreshold; i++ {
		p := make([]float32, 4093+i%5)
		for j := range p {
			p[j] = float32(total + j)
		}
		pieces = append(pieces, p)
		total += len(p)
	}
	got, ok := JoinPlain(pieces)
	assert.True(t, ok)
	assert.Equal(t, slices.Concat(pieces...), got)
}
