package nd

import "github.com/ndgo/ndarray/internal/viewhook"

// The hooks through which the dtype packages have nd build small views'
// tables in the views' own headers (see package viewhook).
func init() {
	viewhook.RowMajor = func(dst *Layout, s []int64, dims [viewhook.WideRank]int64, n int) {
		*dst = rowMajor(s, dims[:n])
	}
	viewhook.Slice = func(dst *Layout, s []int64, src *Layout, indices [viewhook.SliceArgs]Index, n int) {
		out, err, ok := src.sliceSmall(s, indices[:n])
		if !ok {
			out, err = src.slice(s, indices[:n])
		}
		if err != nil {
			panic(err)
		}
		*dst = out
	}
	viewhook.Transpose = func(dst *Layout, s []int64, src *Layout, axes [viewhook.WideRank]int, n int) {
		*dst = src.transpose(s, axes[:n])
	}
}
