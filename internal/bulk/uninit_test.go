package bulk

import (
	"errors"
	"reflect"
	"runtime"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

func TestPointerFree(t *testing.T) {
	type rgb struct{ R, G, B uint8 }
	type tagged struct {
		V    float64
		Name string
	}
	type nested struct {
		A [3]rgb
		B complex64
	}
	for _, c := range []struct {
		t    reflect.Type
		want bool
	}{
		{reflect.TypeFor[float32](), true},
		{reflect.TypeFor[uint8](), true},
		{reflect.TypeFor[bool](), true},
		{reflect.TypeFor[complex128](), true},
		{reflect.TypeFor[uintptr](), true},
		{reflect.TypeFor[rgb](), true},
		{reflect.TypeFor[nested](), true},
		{reflect.TypeFor[[0]*int](), true},
		{reflect.TypeFor[string](), false},
		{reflect.TypeFor[any](), false},
		{reflect.TypeFor[*float32](), false},
		{reflect.TypeFor[[]float32](), false},
		{reflect.TypeFor[tagged](), false},
		{reflect.TypeFor[[2]tagged](), false},
		{reflect.TypeFor[map[int]int](), false},
		{reflect.TypeFor[unsafe.Pointer](), false},
		{reflect.TypeFor[func()](), false},
		{reflect.TypeFor[chan int](), false},
	} {
		assert.Equal(t, c.want, pointerFree(c.t), "%v", c.t)
	}
}

func TestMakeUninitSizes(t *testing.T) {
	for _, n := range []int64{0, 1, 3, 1000, hugeBytes/4 - 1, hugeBytes / 4, hugeBytes/4 + 3} {
		s := MakeUninit[float32](n)
		require.Len(t, s, int(n))
		require.Equal(t, int(n), cap(s))
		for i := range s { // every element writable
			s[i] = float32(i)
		}
		for i, v := range s {
			if v != float32(i) {
				t.Fatalf("MakeUninit(%d)[%d] = %v", n, i, v)
			}
		}
	}
	assert.NotNil(t, MakeUninit[int8](0))
}

// Values that hold pointers are cleared whatever the heap held: the
// garbage collector would follow stale pointers.
func TestMakeUninitZeroesPointers(t *testing.T) {
	type tagged struct {
		V    float64
		Name string
	}
	for range 20 {
		garbage := make([]tagged, 4096)
		for i := range garbage {
			garbage[i] = tagged{1, "stale"}
		}
		runtime.KeepAlive(garbage)
	}
	runtime.GC()
	for range 20 {
		for _, v := range MakeUninit[tagged](4096) {
			require.Equal(t, tagged{}, v)
		}
		for _, v := range MakeUninit[string](4096) {
			require.Equal(t, "", v)
		}
	}
}

func TestMakeUninitPanicsOnImpossibleCounts(t *testing.T) {
	for _, n := range []int64{-1, -1 << 62, safe.MaxElems[float64]() + 1} {
		func() {
			defer func() {
				err, _ := recover().(error)
				require.Error(t, err, "MakeUninit(%d)", n)
				assert.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
			}()
			MakeUninit[float64](n)
		}()
	}
}

func TestMakeUninitAdvisesOnlyLargeArraysWhenOn(t *testing.T) {
	calls := recordAdvice(t)

	MakeUninit[float32](hugeBytes/4 - 1)
	assert.Empty(t, *calls, "below 4 MiB")
	MakeUninit[float32](hugeBytes / 4)
	// No collapse: it would copy bytes the caller is about to overwrite.
	assert.Equal(t, []advice{{hugeBytes, false}}, *calls, "4 MiB and more")
	MakeUninit[string](hugeBytes / 16) // Make's, zeroed: collapsed
	assert.Equal(t, []advice{{hugeBytes, false}, {hugeBytes, true}}, *calls)

	defer nd.SetHugePages(nd.SetHugePages(false))
	*calls = nil
	MakeUninit[float32](hugeBytes)
	assert.Empty(t, *calls, "SetHugePages(false)")
}

// In ndpoison builds, the memory is 0xA5 bytes, never the zeros that would
// hide an element an op forgot to write.
func TestMakeUninitPoison(t *testing.T) {
	if !poison {
		t.Skip("a build with the ndpoison tag checks the fill")
	}
	for _, n := range []int64{1, 7, 4096, hugeBytes / 2} {
		for _, v := range MakeUninit[uint16](n) {
			require.Equal(t, uint16(0xA5A5), v)
		}
	}
}
