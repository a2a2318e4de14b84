//go:build !amd64 || purego

package move

func streamCopy(dst, src []byte) { copy(dst, src) }

func streamLines(dst []byte, line *[64]byte) { fillLines(dst, line) }

func fenceStreams() {}
