//go:build !amd64 || purego

package move

func streamRows(dst, src []byte, s, pitch, n int) { streamRowsGo(dst, src, s, pitch, n) }
