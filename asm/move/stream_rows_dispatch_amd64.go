//go:build !purego

package move

// minStreamRow is the shortest row StreamRows gives the kernel, which
// needs a whole cache line inside every row.
const minStreamRow = 128

func streamRows(dst, src []byte, s, pitch, n int) {
	if !useAVX2 || n < minStreamRow {
		streamRowsGo(dst, src, s, pitch, n)
		return
	}
	streamRowsAVX2(&dst[0], &src[s], n, pitch, len(dst)/n)
}
