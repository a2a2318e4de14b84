//go:build !purego

package move

import "unsafe"

// minStreamCopy is the shortest copy StreamCopy streams: shorter ones gain
// nothing from it (and the kernel needs 128 bytes).
const minStreamCopy = 256

func streamCopy(dst, src []byte) {
	if !useAVX2 || len(dst) < minStreamCopy {
		copy(dst, src)
		return
	}
	streamCopyAVX2(unsafe.SliceData(dst), unsafe.SliceData(src), len(dst))
}

// streamLines writes line into each 64 bytes of dst, whose start is
// 64-byte aligned and whose length is a whole number of lines.
func streamLines(dst []byte, line *[64]byte) {
	if !useAVX2 || len(dst) == 0 {
		fillLines(dst, line)
		return
	}
	streamLinesAVX2(unsafe.SliceData(dst), &line[0], len(dst)/64)
}

func fenceStreams() {
	if useAVX2 {
		fence()
	}
}
