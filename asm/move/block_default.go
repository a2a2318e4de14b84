//go:build !amd64 || purego

package move

func copyBlock(dst []byte, d, dstPitch int, src []byte, s, srcPitch int, n, rows int) {
	copyBlockGo(dst, d, dstPitch, src, s, srcPitch, n, rows)
}
