package bulk

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

func TestPageAligned(t *testing.T) {
	for _, c := range []struct{ p, n, start, length uintptr }{
		{0x1000, 0x3000, 0x1000, 0x3000},
		{0x1008, 0x3000, 0x2000, 0x2000},
		{0x1008, 0x2ff8, 0x2000, 0x2000},
		{0x1008, 0x1ff0, 0, 0}, // no whole page inside
		{0x1000, 0xfff, 0, 0},
		{0x1000, 0, 0, 0},
	} {
		start, length := pageAligned(c.p, c.n, 0x1000)
		assert.Equal(t, c.start, start, "%#x+%#x", c.p, c.n)
		assert.Equal(t, c.length, length, "%#x+%#x", c.p, c.n)
	}
}

func TestMakeIsZeroedAndSized(t *testing.T) {
	for _, n := range []int64{0, 1, hugeBytes/8 - 1, hugeBytes / 8, 3*hugeBytes/8 + 5} {
		s := Make[int64](n)
		assert.Len(t, s, int(n))
		for _, v := range s {
			if v != 0 {
				t.Fatalf("Make(%d) not zeroed", n)
			}
		}
	}
}

func TestMakeAdvisesOnlyLargeArraysWhenOn(t *testing.T) {
	calls := recordAdvice(t)

	Make[float32](hugeBytes/4 - 1)
	assert.Empty(t, *calls, "below 4 MiB")
	Make[float32](hugeBytes / 4)
	Make[complex128](hugeBytes/16 + 3)
	assert.Equal(t, []advice{{hugeBytes, true}, {hugeBytes + 48, true}}, *calls, "4 MiB and more")

	defer nd.SetHugePages(nd.SetHugePages(false))
	*calls = nil
	Make[float32](4 * hugeBytes)
	assert.Empty(t, *calls, "SetHugePages(false)")
}

// advice is one call of advise.
type advice struct {
	bytes    uintptr
	collapse bool
}

// recordAdvice replaces advise, until t ends, by a record of its calls.
func recordAdvice(t *testing.T) *[]advice {
	var calls []advice
	f := advise
	t.Cleanup(func() { advise = f })
	advise = func(p unsafe.Pointer, n uintptr, collapse bool) { calls = append(calls, advice{n, collapse}) }
	return &calls
}

// TestMakeRefusesBeyondMemory checks that Make and MakeUninit panic with an
// *nd.Error wrapping nd.ErrArgument and nd.ErrMemory for more than
// nd.MemoryLimit, where make would kill the process with a fatal error,
// and with nd.ErrArgument alone for a negative count.
func TestMakeRefusesBeyondMemory(t *testing.T) {
	defer nd.SetMemoryLimit(nd.SetMemoryLimit(1 << 20))
	refused := func(f func()) error {
		err := nd.Try(f)
		require.Error(t, err)
		var e *nd.Error
		require.ErrorAs(t, err, &e)
		assert.ErrorIs(t, err, nd.ErrArgument)
		return err
	}
	for _, n := range []int64{1<<18 + 1, 1 << 40, 1 << 62} {
		assert.ErrorIs(t, refused(func() { Make[float32](n) }), nd.ErrMemory, "Make(%d)", n)
		assert.ErrorIs(t, refused(func() { MakeUninit[float32](n) }), nd.ErrMemory, "MakeUninit(%d)", n)
		assert.ErrorIs(t, refused(func() { MakeUninit[*int](n) }), nd.ErrMemory, "MakeUninit[*int](%d)", n)
	}
	refused(func() { Make[float32](-1) })
	refused(func() { MakeUninit[float32](-1) })
	assert.Len(t, Make[float32](1<<18), 1<<18) // the limit itself fits
	assert.Len(t, MakeUninit[float32](1<<18), 1<<18)
	assert.Len(t, Make[struct{}](1<<40), 1<<40) // no bytes at all
}

// TestNestRefusesHeadersBeyondMemory checks that the nested slices of an
// empty array after huge dimensions, which need a slice header per row but
// no data, are refused as Make refuses results beyond memory, or beyond
// int64 for their count, and are made where they fit.
func TestNestRefusesHeadersBeyondMemory(t *testing.T) {
	err := nd.Try(func() { Nest2[float32](nil, []int64{1 << 40, 0}) })
	assert.ErrorIs(t, err, nd.ErrMemory)
	assert.ErrorIs(t, err, nd.ErrArgument)
	assert.ErrorIs(t, nd.Try(func() { Nest3[float32](nil, []int64{1 << 20, 1 << 20, 0}) }), nd.ErrMemory)
	err = nd.Try(func() { Nest4[float32](nil, []int64{1 << 40, 1 << 40, 1 << 40, 0}) })
	assert.ErrorIs(t, err, nd.ErrArgument)
	assert.NotErrorIs(t, err, nd.ErrMemory) // refused as uncountable
	assert.Equal(t, [][][]float32{{{}, {}}, {{}, {}}, {{}, {}}}, Nest3([]float32{}, []int64{3, 2, 0}))
	assert.Equal(t, [][]float32{{1, 2}, {3, 4}}, Nest2([]float32{1, 2, 3, 4}, []int64{2, 2}))
}
