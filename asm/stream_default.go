//go:build !amd64 || purego

package asm

func streamCopy(dst, src []byte) { copy(dst, src) }

func fenceStreams() {}
