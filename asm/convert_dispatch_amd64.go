//go:build !purego

package asm

import "unsafe"

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

// streamAlign is the alignment the streaming kernels need of dst.
const streamAlign = 32

// convert converts src into dst with kernel k's whole blocks and the twin
// for the rest: the elements before dst's first 32-byte boundary when it
// streams (the non-temporal stores need it), and the tail.
func convert[D, S Plain](dst []D, src []S, k int, twin func([]D, []S)) {
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
	stream := n*size >= StreamThreshold && addr%uintptr(size) == 0
	if stream {
		run = kern.stream
		head = int((streamAlign-addr%streamAlign)%streamAlign) / size
	}
	body := (n - head) / kern.block * kern.block
	twin(dst[:head], src[:head])
	run(bytePtr(&dst[head]), bytePtr(&src[head]), body)
	twin(dst[head+body:], src[head+body:])
	if stream {
		fence()
	}
}
