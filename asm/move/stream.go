package move

import (
	"fmt"
	"unsafe"
)

// StreamThreshold is the size in bytes from which a copy's destination is
// better written with non-temporal stores, which bypass the caches: Go's own
// copy() switches to them at the same size. Callers use it to decide for a
// whole multi-run copy, not per run.
const StreamThreshold = 1 << 20

// StreamCopy copies src into dst, which must have the same length and must
// not overlap. Its reference loop is
//
//	copy(dst, src)
//
// but the bulk of dst is written with non-temporal stores where the CPU
// allows, so a large copy does not first read dst into the cache. Those
// stores are weakly ordered: call Fence after the last streaming call of an
// operation, before anything else can read dst. It panics if the lengths
// differ.
func StreamCopy(dst, src []byte) {
	if len(dst) != len(src) {
		panic(fmt.Sprintf("move: StreamCopy of %d bytes into %d", len(src), len(dst)))
	}
	streamCopy(dst, src)
}

// StreamFill fills dst with line repeated from dst's start. Its reference
// loop is
//
//	for i := range dst { dst[i] = line[i%64] }
//
// but the whole cache lines of dst are written with non-temporal stores
// where the CPU allows (call Fence afterwards, as for StreamCopy), from a
// copy of line rotated to their phase; the partial lines at either end get
// ordinary stores.
func StreamFill(dst []byte, line *[64]byte) {
	head := min(int(-uintptr(unsafe.Pointer(unsafe.SliceData(dst)))&63), len(dst))
	copy(dst[:head], line[:])
	var rotated [64]byte
	copy(rotated[copy(rotated[:], line[head:]):], line[:head])
	body := dst[head:]
	whole := len(body) &^ 63
	streamLines(body[:whole], &rotated)
	copy(body[whole:], rotated[:])
}

// fillLines is streamLines' Go twin: dst, a whole number of lines, gets
// line in each with ordinary stores.
func fillLines(dst []byte, line *[64]byte) {
	for i := 0; i < len(dst); i += 64 {
		copy(dst[i:i+64], line[:])
	}
}

// Fence orders the non-temporal stores of the streaming kernels (StreamCopy,
// StreamRows, StreamGather, and asm/convert's large conversions) before any
// later store, so that dst is safe to publish to other goroutines. Call it
// once after a batch of streaming calls; it costs a drain of the CPU's
// write-combining buffers, so not after each one.
func Fence() { fenceStreams() }
