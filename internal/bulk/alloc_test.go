package bulk

import (
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"

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
