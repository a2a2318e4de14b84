//go:build !amd64 || purego

package asm

func streamRows(dst, src []byte, s, pitch, n int) { streamRowsGo(dst, src, s, pitch, n) }
