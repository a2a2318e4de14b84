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

func fenceStreams() {
	if useAVX2 {
		fence()
	}
}
