package compute

import (
	"hash/fnv"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// testLengths are every length to 300, past every unrolled block and
// tail of both instruction sets, and a few large ones.
var testLengths = func() []int {
	var ls []int
	for n := range 301 {
		ls = append(ls, n)
	}
	return append(ls, 1000, 4099, 65536+13)
}()

// seeded is a random source of its own per kernel, so that a failure
// replays alone.
func seeded(name string, salt uint64) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(name))
	return rand.New(rand.NewPCG(h.Sum64(), salt))
}

// withStreamBytes runs f with streamBytes set to b.
func withStreamBytes(b int, f func()) {
	saved := streamBytes
	streamBytes = b
	defer func() { streamBytes = saved }()
	f()
}

// Every kernel at every level against its twin: every length to 300 and
// some large ones, at byte offsets 0 to 63 of an aligned buffer, inputs
// half special values, dst guard-padded; once with ordinary stores and
// once with every dst streamed (its head excepted); and in place. With
// -short or -race, fewer lengths past 140.
func TestKernelsAgainstTwins(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, k := range tableKernels {
			r := seeded(k.Name(), 1)
			vals := randomValues(r)
			for _, n := range testLengths {
				if (testing.Short() || raceBuild) && n > 140 && n%17 != 0 {
					continue
				}
				off := r.IntN(64)
				require.NoError(t, k.check(vals, n, off, false), "%s n=%d offset %d", k.Name(), n, off)
			}
			withStreamBytes(0, func() {
				for _, n := range testLengths {
					if n%5 != 0 && n < 256 {
						continue
					}
					off := r.IntN(64)
					require.NoError(t, k.check(vals, n, off, false), "%s streamed, n=%d offset %d", k.Name(), n, off)
				}
			})
			for _, n := range []int{1, 7, 31, 64, 67, 200, 1000} {
				require.NoError(t, k.check(vals, n, r.IntN(64), true), "%s in place, n=%d", k.Name(), n)
			}
		}
	})
}

// The kernels read and write nothing past either end of their slices:
// each slice ends (or starts) where an inaccessible page begins (ends).
func TestKernelsStayInsideTheirSlices(t *testing.T) {
	forEachLevel(t, func(t *testing.T) {
		for _, k := range tableKernels {
			vals := randomValues(seeded(k.Name(), 2))
			t.Run(k.Name(), func(t *testing.T) {
				for _, atEnd := range []bool{true, false} {
					for _, n := range []int{1, 3, 8, 15, 33, 64, 100, 129, 255, 1025} {
						require.NoError(t, k.guarded(t, vals, n, atEnd), "n=%d at end %v", n, atEnd)
					}
				}
			})
		}
	})
}

// A length mismatch panics, before anything is written.
func TestKernelsCheckLengths(t *testing.T) {
	dst := []float32{7, 7}
	require.Panics(t, func() { AddVVFloat32(dst, []float32{1, 2}, []float32{1}) })
	require.Panics(t, func() { LessVSInt64(make([]bool, 3), []int64{1, 2}, 0) })
	require.Panics(t, func() { ClipUint8(make([]uint8, 1), nil, 0, 1) })
	require.Equal(t, []float32{7, 7}, dst)
}
