package move

import (
	"slices"
	"testing"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
)

// FuzzStridedRows checks StridedRows (its kernels where it has them)
// against the twin: any block of rows of 1 to 4·MaxStridedRow elements
// (the longer ones run the strided gathers' kernels where those have one),
// stride and pitches of either sign, that fits a source of 512 elements
// at some offset, 4- and 8-byte elements, into a guard-padded destination
// whose rows may be spaced out or go backwards.
func FuzzStridedRows(f *testing.F) {
	f.Add(uint8(0), uint8(4), uint8(9), int8(2), int8(50), int8(0), uint16(1))
	f.Add(uint8(1), uint8(15), uint8(3), int8(-7), int8(-100), int8(3), uint16(400))
	f.Add(uint8(0), uint8(1), uint8(30), int8(0), int8(1), int8(-2), uint16(7))
	f.Fuzz(func(t *testing.T, kind, n8, rows8 uint8, stride, pitch, gap int8, off uint16) {
		const count = 512
		n, rows := 1+int(n8)%(4*MaxStridedRow), 1+int(rows8)%40
		sp, st := int(pitch), int(stride)
		lo := min(0, (rows-1)*sp) + min(0, (n-1)*st)
		hi := max(0, (rows-1)*sp) + max(0, (n-1)*st)
		if hi-lo >= count {
			return
		}
		s := -lo + int(off)%(count-(hi-lo))
		dp := n + abs(int(gap))
		if gap < 0 {
			dp = -dp
		}
		span := (rows-1)*abs(dp) + n
		d := kerneltest.GuardLen
		if dp < 0 {
			d += (rows - 1) * -dp
		}
		if kind&1 == 0 {
			fuzzStridedRows[uint32](t, d, dp, s, sp, st, n, rows, span+2*kerneltest.GuardLen, count)
		} else {
			fuzzStridedRows[uint64](t, d, dp, s, sp, st, n, rows, span+2*kerneltest.GuardLen, count)
		}
	})
}

func fuzzStridedRows[T uint32 | uint64](t *testing.T, d, dp, s, sp, st, n, rows,
	dstLen, srcLen int) {
	src := make([]T, srcLen)
	for i := range src {
		src[i] = T(i + 1)
	}
	got, want := make([]T, dstLen), make([]T, dstLen)
	for i := range got {
		got[i], want[i] = ^T(0), ^T(0)
	}
	StridedRows(got, d, dp, src, s, sp, st, n, rows)
	stridedRowsGo(want, d, dp, src, s, sp, st, n, rows)
	if !slices.Equal(got, want) {
		t.Fatalf("%d rows of %d by %d from %d by %d into %d by %d: dst %v, want %v",
			rows, n, st, s, sp, d, dp, got, want)
	}
}
