package bulk

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
)

// refFill is Fill's reference: every element of the view set to v.
func refFill[T any](dst []T, dl nd.Layout, v T) {
	for c := range nd.Coords(dl.Dims...) {
		p := dl.Offset
		for i, x := range c {
			p += x * dl.Strides[i]
		}
		dst[p] = v
	}
}

// checkFill fills views of a (rows, cols) array of T, cols a multiple of
// 64 bytes or not, through every path of Fill: short runs, runs copied
// from the pattern, rows longer than the pattern, streamed fills (a
// whole array of a MiB or more), strided and reversed runs, each at
// element offsets 0 to 3 from the array's start.
func checkFill[T comparable](t *testing.T, rows, cols int64, v, background T) {
	t.Helper()
	views := map[string]func(nd.Layout) nd.Layout{
		"all":        func(l nd.Layout) nd.Layout { return l },
		"crop":       func(l nd.Layout) nd.Layout { return l.Slice(nd.Range(1, -1), nd.Range(1, -1)) },
		"left 40":    func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Range(0, 40)) },
		"short 5":    func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Range(3, 8)) },
		"odd cols":   func(l nd.Layout) nd.Layout { return l.Slice(nd.All(), nd.Odd()) },
		"reversed":   func(l nd.Layout) nd.Layout { return l.Slice(nd.Step(-1), nd.Step(-1)) },
		"every 3rd":  func(l nd.Layout) nd.Layout { return l.Slice(nd.Step(3)) },
		"transposed": func(l nd.Layout) nd.Layout { return l.Transpose() },
	}
	for name, view := range views {
		for off := range int64(4) {
			base := nd.RowMajor(rows, cols)
			base.Offset = off
			l := view(base)
			got, want := make([]T, rows*cols+off+1), make([]T, rows*cols+off+1)
			for i := range got {
				got[i], want[i] = background, background
			}
			Fill(got, l, v)
			refFill(want, l, v)
			for i := range want {
				if got[i] != want[i] {
					require.Failf(t, "wrong element", "%s at offset %d, %d×%d: element %d is %v, want %v",
						name, off, rows, cols, i, got[i], want[i])
				}
			}
		}
	}
}

func TestFillPaths(t *testing.T) {
	type rgb [3]uint8 // a size that divides no cache line: never streamed
	type pair struct {
		a int64
		s string // holds a pointer: never streamed, copied by copy()
	}
	for _, shape := range [][2]int64{{5, 7}, {9, 100}, {3, 5000}} {
		rows, cols := shape[0], shape[1]
		t.Run(fmt.Sprintf("%dx%d", rows, cols), func(t *testing.T) {
			checkFill(t, rows, cols, uint8(0xA7), 1)
			checkFill(t, rows, cols, true, false)
			checkFill(t, rows, cols, int16(-3), 5)
			checkFill(t, rows, cols, float32(1.5), -2)
			checkFill(t, rows, cols, 2.25, -1)
			checkFill(t, rows, cols, complex(1, -2), complex(3, 4))
			checkFill(t, rows, cols, rgb{1, 2, 3}, rgb{9, 9, 9})
			checkFill(t, rows, cols, pair{7, "seven"}, pair{0, "zero"})
		})
	}
	// Fills of a MiB or more stream: rows of many lines, and rows longer
	// than the pattern (9000 bytes of uint8 copied, 36000 of float32
	// streamed).
	checkFill(t, 600, 600, float32(1.5), -2)
	checkFill(t, 300, 300, complex(1, -2), complex(3, 4))
	checkFill(t, 40, 9000, uint8(0xA7), 1)
	checkFill(t, 40, 9000, float32(1.5), -2)
}

func BenchmarkFill(b *testing.B) {
	for _, n := range []int64{1 << 10, 1 << 18, 1 << 24} {
		dst, l := make([]float32, n), nd.RowMajor(n)
		b.Run(fmt.Sprintf("%dKiB/Fill", n>>8), func(b *testing.B) {
			b.SetBytes(4 * n)
			b.ReportAllocs()
			for b.Loop() {
				Fill(dst, l, 1)
			}
		})
		b.Run(fmt.Sprintf("%dKiB/naive", n>>8), func(b *testing.B) {
			b.SetBytes(4 * n)
			for b.Loop() {
				for i := range dst {
					dst[i] = 1
				}
			}
		})
	}
}
