//go:build !amd64 || purego

package move

func streamCopy(dst, src []byte) { copy(dst, src) }

func fenceStreams() {}
