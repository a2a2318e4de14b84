//go:build !purego

package move

func copyBlock(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	if !useAVX2 || n > MaxBlockRow {
		copyBlockGo(dst, d, dstPitch, src, s, srcPitch, n, rows)
		return
	}
	copyBlockAVX(&dst[d], &src[s], n, dstPitch, srcPitch, rows)
}
