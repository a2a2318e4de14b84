//go:build !purego

package convert

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
)

// convertKernel is a conversion's kernels, each converting n elements, n
// a multiple of its block: AVX2 with ordinary and with non-temporal
// stores, and, for a conversion that has one, AVX-512 with ordinary ones
// (wide; nil if none) for destinations of at most wideMax bytes (0: any
// that does not stream).
type convertKernel struct {
	cached, stream func(dst, src *byte, n int)
	block          int
	wide           func(dst, src *byte, n int)
	wideBlock      int
	wideMax        int
}

// inL1 is wideMax for the conversions that AVX2 already runs at the
// caches' speed beyond L1: their AVX-512 kernels gain 1.2-1.8x on a
// destination in L1 and nothing (0.91-1.05x) on one in L2 (Zen 5, 4096
// and 32768 elements). 32 KiB is the smallest L1d of the x86 CPUs with
// AVX-512. The quadword conversions, which AVX2 emulates, gain 2-4.5x in
// L1 and L2 both, and float32 to bfloat16, whose rounding is a dozen
// integer instructions, 1.5-1.9x: their limit is the streaming threshold.
const inL1 = 32 << 10

// needsF16C marks the kernels that need F16C besides AVX2.
var needsF16C = [numConversions]bool{kFloat16Float32: true, kFloat32Float16: true}

// convertKernels are the kernels by kernel number; a conversion needing a
// CPU feature beyond AVX2 (F16C, say) would carry its own check here.
var convertKernels = [numConversions]convertKernel{
	kUint8Float32:    {convertUint8Float32AVX2, convertUint8Float32StreamAVX2, 32, convertUint8Float32AVX512, 64, inL1},
	kInt8Float32:     {convertInt8Float32AVX2, convertInt8Float32StreamAVX2, 32, convertInt8Float32AVX512, 64, inL1},
	kInt16Float32:    {convertInt16Float32AVX2, convertInt16Float32StreamAVX2, 32, convertInt16Float32AVX512, 64, inL1},
	kInt32Float32:    {convertInt32Float32AVX2, convertInt32Float32StreamAVX2, 32, convertInt32Float32AVX512, 64, inL1},
	kFloat32Float64:  {convertFloat32Float64AVX2, convertFloat32Float64StreamAVX2, 16, convertFloat32Float64AVX512, 32, inL1},
	kFloat64Float32:  {convertFloat64Float32AVX2, convertFloat64Float32StreamAVX2, 16, convertFloat64Float32AVX512, 32, inL1},
	kInt64Float64:    {convertInt64Float64AVX2, convertInt64Float64StreamAVX2, 16, convertInt64Float64AVX512, 32, 0},
	kFloat64Int64:    {convertFloat64Int64AVX2, convertFloat64Int64StreamAVX2, 16, convertFloat64Int64AVX512, 32, 0},
	kFloat16Float32:  {convertFloat16Float32AVX2, convertFloat16Float32StreamAVX2, 32, convertFloat16Float32AVX512, 64, inL1},
	kFloat32Float16:  {convertFloat32Float16AVX2, convertFloat32Float16StreamAVX2, 32, convertFloat32Float16AVX512, 64, inL1},
	kBFloat16Float32: {convertBFloat16Float32AVX2, convertBFloat16Float32StreamAVX2, 32, convertBFloat16Float32AVX512, 64, inL1},
	kFloat32BFloat16: {convertFloat32BFloat16AVX2, convertFloat32BFloat16StreamAVX2, 64, convertFloat32BFloat16AVX512, 64, 0},
}

// A streamsKernel converts the four quarters of n elements in step (n a
// multiple of block), with non-temporal stores: the narrowing
// conversions read twice what they write, and four sequential read
// streams keep more misses in flight than one.
type streamsKernel struct {
	run   func(dst, src *byte, n int)
	block int
}

// streamsKernels are the four-stream kernels, for the conversions that
// have one; the others stream one block after another.
var streamsKernels = [numConversions]streamsKernel{
	kFloat32Float16:  {convertFloat32Float16StreamsAVX2, 128},
	kFloat32BFloat16: {convertFloat32BFloat16StreamsAVX2, 128},
}

// streamAlign is the alignment the streaming kernels need of dst.
const streamAlign = 32

// convert converts src into dst with kernel k's whole blocks and the twin
// for the rest: the elements before dst's first 32-byte boundary when it
// streams (the non-temporal stores need it), and the tail. A streaming
// conversion with a four-stream kernel runs it first, over as many of its
// blocks as fit.
func convert[D, S move.Plain](dst []D, src []S, k int, twin func([]D, []S)) {
	checkConvert(len(dst), len(src))
	kern := &convertKernels[k]
	n, size := len(dst), int(unsafe.Sizeof(*new(D)))
	if !useAVX2 || needsF16C[k] && !useF16C || n < 2*kern.block {
		twin(dst, src)
		return
	}
	run, block, head := kern.cached, kern.block, 0
	addr := uintptr(unsafe.Pointer(unsafe.SliceData(dst)))
	// A dst not aligned to its elements (made with unsafe) never reaches
	// the 32-byte boundary the streaming stores need.
	stream := n*size >= move.StreamThreshold && addr%uintptr(size) == 0
	switch {
	case stream:
		run = kern.stream
		head = int((streamAlign-addr%streamAlign)%streamAlign) / size
	case useAVX512 && kern.wide != nil && n >= 2*kern.wideBlock && (kern.wideMax == 0 || n*size <= kern.wideMax):
		run, block = kern.wide, kern.wideBlock
	}
	twin(dst[:head], src[:head])
	i := head
	if streams := streamsKernels[k]; stream && streams.run != nil {
		i = blocks(dst, src, i, streams.run, streams.block)
	}
	i = blocks(dst, src, i, run, block)
	twin(dst[i:], src[i:])
	if stream {
		move.Fence()
	}
}

// blocks runs run over the whole blocks of dst and src from element i
// on and returns the index after the last block.
func blocks[D, S move.Plain](dst []D, src []S, i int, run func(dst, src *byte, n int), block int) int {
	body := (len(dst) - i) / block * block
	if body > 0 {
		run((*byte)(unsafe.Pointer(&dst[i])), (*byte)(unsafe.Pointer(&src[i])), body)
	}
	return i + body
}
