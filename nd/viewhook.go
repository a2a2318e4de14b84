package nd

import "github.com/ndgo/ndarray/internal/viewhook"

// The hooks through which the dtype packages have nd build small views'
// tables in the views' own headers (see package viewhook). The arrays come
// by value and are sliced here, so that nothing the callers pass escapes.
func init() {
	viewhook.RowMajor = func(s *viewhook.Small, dims [viewhook.SmallRank]int64, n int) Layout {
		return rowMajor(s, dims[:n])
	}
	viewhook.Slice = func(s *viewhook.Small, l Layout, indices [viewhook.SliceArgs]Index, n int) Layout {
		out, err, ok := l.sliceSmall(s, indices[:n])
		if !ok {
			out, err = l.slice(s, indices[:n])
		}
		if err != nil {
			panic(err)
		}
		return out
	}
	viewhook.Transpose = func(s *viewhook.Small, l Layout, axes [viewhook.SmallRank]int, n int) Layout {
		return l.transpose(s, axes[:n])
	}
}
