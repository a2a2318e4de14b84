//go:build !purego

package move

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStridedRows's rows reach every kind of stridedWindowAVX2's loops
// that any row reaches, so that it checks each against the twin.
func TestStridedWindowKinds(t *testing.T) {
	kinds := func(strides []int) map[int]bool {
		seen := map[int]bool{}
		for n := 1; n <= MaxStridedRow; n++ {
			for _, stride := range strides {
				for _, width := range []int{4, 8} {
					if w, ok := window(n, stride, width); ok {
						seen[w.kind] = true
					}
				}
			}
		}
		return seen
	}
	var all []int
	for s := -70; s <= 70; s++ {
		all = append(all, s)
	}
	reached := slices.Sorted(maps.Keys(kinds(all)))
	require.Equal(t, reached, slices.Sorted(maps.Keys(kinds(stridedSteps))))
	require.Len(t, reached, 11, "kinds %v", reached) // the loops the generator writes
}

func TestHasStridedRows(t *testing.T) {
	require.True(t, HasStridedRows[float32]())
	require.True(t, HasStridedRows[int64]())
	require.True(t, HasStridedRows[complex64]())
	require.False(t, HasStridedRows[int16]())
	require.False(t, HasStridedRows[complex128]())
}
