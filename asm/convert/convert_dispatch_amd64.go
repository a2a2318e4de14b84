//go:build !purego

package convert

import (
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
)

// convertKernel is a conversion's pair of kernels, each converting n
// elements, n a multiple of block.
type convertKernel struct {
	cached, stream func(dst, src *byte, n int)
	block          int
}

// needsF16C marks the kernels that need F16C besides AVX2.
var needsF16C = [numConversions]bool{kFloat16Float32: true, kFloat32Float16: true}

// convertKernels are the kernels by kernel number; a conversion needing a
// CPU feature beyond AVX2 (F16C, say) would carry its own check here.
var convertKernels = [numConversions]convertKernel{
	kUint8Float32:    {convertUint8Float32AVX2, convertUint8Float32StreamAVX2, 32},
	kInt8Float32:     {convertInt8Float32AVX2, convertInt8Float32StreamAVX2, 32},
	kInt16Float32:    {convertInt16Float32AVX2, convertInt16Float32StreamAVX2, 32},
	kInt32Float32:    {convertInt32Float32AVX2, convertInt32Float32StreamAVX2, 32},
	kFloat32Float64:  {convertFloat32Float64AVX2, convertFloat32Float64StreamAVX2, 16},
	kFloat64Float32:  {convertFloat64Float32AVX2, convertFloat64Float32StreamAVX2, 16},
	kInt64Float64:    {convertInt64Float64AVX2, convertInt64Float64StreamAVX2, 16},
	kFloat64Int64:    {convertFloat64Int64AVX2, convertFloat64Int64StreamAVX2, 16},
	kFloat16Float32:  {convertFloat16Float32AVX2, convertFloat16Float32StreamAVX2, 32},
	kFloat32Float16:  {convertFloat32Float16AVX2, convertFloat32Float16StreamAVX2, 32},
	kBFloat16Float32: {convertBFloat16Float32AVX2, convertBFloat16Float32StreamAVX2, 32},
	kFloat32BFloat16: {convertFloat32BFloat16AVX2, convertFloat32BFloat16StreamAVX2, 64},
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
	run, head := kern.cached, 0
	addr := uintptr(unsafe.Pointer(unsafe.SliceData(dst)))
	// A dst not aligned to its elements (made with unsafe) never reaches
	// the 32-byte boundary the streaming stores need.
	stream := n*size >= move.StreamThreshold && addr%uintptr(size) == 0
	if stream {
		run = kern.stream
		head = int((streamAlign-addr%streamAlign)%streamAlign) / size
	}
	twin(dst[:head], src[:head])
	i := head
	if streams := streamsKernels[k]; stream && streams.run != nil {
		i = blocks(dst, src, i, streams.run, streams.block)
	}
	i = blocks(dst, src, i, run, kern.block)
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
