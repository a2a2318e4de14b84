package bulk

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

func TestMakeCopy(t *testing.T) {
	src := make([]int32, 200)
	for i := range src {
		src[i] = int32(i)
	}
	// A contiguous view that starts inside its storage: copied.
	inner := nd.RowMajor(10, 20).Slice(nd.Range(2, 5))
	out, copied := MakeCopy(src, inner)
	assert.True(t, copied)
	assert.Equal(t, src[40:100], out)
	// A strided view: room for the caller's copy (MakeUninit's, so in
	// ndpoison builds 0xA5 bytes, not zeros).
	out, copied = MakeCopy(src, nd.RowMajor(10, 20).Slice(nd.All(), nd.Step(2)))
	assert.False(t, copied)
	require.Len(t, out, 100)
	if poison {
		assert.Equal(t, int32(-0x5a5a5a5b), out[99])
	}
	// Empty.
	out, copied = MakeCopy(src, nd.RowMajor(0, 20))
	assert.True(t, copied)
	assert.Empty(t, out)
}

// Contiguous copies of hugeBytes or more get MakeUninit's huge-page advice,
// while huge pages are on, and are copied all the same.
func TestMakeCopyAdvisesLargeCopies(t *testing.T) {
	calls := recordAdvice(t)
	n := int64(hugeBytes / 4)
	src := make([]float32, n)
	src[n-1] = 7
	out, copied := MakeCopy(src, nd.RowMajor(n-1))
	require.True(t, copied)
	assert.Empty(t, *calls, "below 4 MiB")
	assert.Len(t, out, int(n-1))
	out, copied = MakeCopy(src, nd.RowMajor(n))
	require.True(t, copied)
	assert.Equal(t, src, out)
	// Advised before the copy, without a collapse: the copy writes it.
	assert.Equal(t, []advice{{hugeBytes, false}}, *calls, "4 MiB and more")
	defer nd.SetHugePages(nd.SetHugePages(false))
	*calls = nil
	_, copied = MakeCopy(src, nd.RowMajor(n))
	require.True(t, copied)
	assert.Empty(t, *calls, "SetHugePages(false)")
}

// BenchmarkCopyOut: a contiguous float32 array copied out (Copy, ToSlice)
// into MakeUninit's slice (each byte written once) beside
// Make's zeroed slice and CopyPlain, from 8×8 to 64 MiB. Run with -cpu 1
// for one core.
func BenchmarkCopyOut(b *testing.B) {
	for _, n := range []int{64, 16 << 10, 1 << 20, 16 << 20} {
		src := make([]float32, n)
		for i := range src {
			src[i] = float32(i)
		}
		l := nd.RowMajor(int64(n))
		b.Run(fmt.Sprintf("%dKiB/once", 4*n>>10), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				out, _ := MakeCopy(src, l)
				sink = out
			}
		})
		b.Run(fmt.Sprintf("%dKiB/zeroed", 4*n>>10), func(b *testing.B) {
			b.SetBytes(int64(8 * n))
			b.ReportAllocs()
			for range b.N {
				out := Make[float32](int64(n))
				CopyPlain(out, l, src, l)
				sink = out
			}
		})
	}
}

var sink []float32
