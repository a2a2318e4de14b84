package bulk

import (
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/nd"
)

// TestStreamContiguous: every length around minStreamRun and the cache
// line, at every dst alignment, copies exactly its run, leaving the guards
// on either side alone (streamed or not).
func TestStreamContiguous(t *testing.T) {
	const guard = 64
	src := make([]uint8, 4096+2*guard)
	for i := range src {
		src[i] = uint8(i*7 + 1)
	}
	for _, n := range []int{0, 1, 63, 64, 128, 255, 256, 257, 512, 1000, 1024, 2048, 4093} {
		for shift := range cacheLine {
			dst := make([]uint8, n+2*guard+cacheLine)
			for i := range dst {
				dst[i] = 0xee
			}
			streamContiguous(dst[guard+shift:guard+shift+n], src[guard:guard+n])
			move.Fence()
			require.Equal(t, src[guard:guard+n], dst[guard+shift:guard+shift+n], "n %d, shift %d", n, shift)
			for i, v := range slices.Concat(dst[:guard+shift], dst[guard+shift+n:]) {
				require.Equal(t, uint8(0xee), v, "n %d, shift %d: guard byte %d written", n, shift, i)
			}
		}
	}
}

// TestStreamWholeLines: a streaming copy of runs that are whole cache lines
// (copy()'s case) and of runs that are not (move.StreamCopy's), through
// CopyPlain, matches the reference copy.
func TestStreamWholeLines(t *testing.T) {
	for _, run := range []int64{256, 255} { // float32: 1024 bytes, 1020
		rows := move.StreamThreshold/(4*run) + 3
		src := make([]float32, rows*300)
		for i := range src {
			src[i] = float32(i)
		}
		sl := nd.RowMajor(rows, 300).Slice(nd.All(), nd.Range(8, 8+run))
		dl := nd.RowMajor(sl.Dims...)
		want, got := make([]float32, sl.Size()), Make[float32](sl.Size())
		require.Zero(t, uintptr(unsafe.Pointer(unsafe.SliceData(got)))%cacheLine, "Make's result is line-aligned")
		refCopy(want, dl, src, sl)
		CopyPlain(got, dl, src, sl)
		require.Equal(t, want, got, "runs of %d", run)
	}
}
