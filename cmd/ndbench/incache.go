package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/nduint8"
)

// inCacheKeys is the single-dtype in-cache copy rows, in order (after
// allocKeys).
var inCacheKeys = []string{"u8sub2", "u8chan"}

// u8ImageSide is the side of the uint8 in-cache rows' images: 256 KiB of
// grey, 768 KiB of RGB.
const u8ImageSide = 512

// inCacheWorkloads is the copies from uint8 images that stay in the
// caches (the f32 and i64 ones are workloadsOf's col2c and s23c): every
// other pixel of every other row of a grey image, a 2× subsampling, and
// the red channel of an RGB one. Bytes: the copy rule, the output's bytes
// counted twice.
func inCacheWorkloads() []workload {
	const n = u8ImageSide
	return []workload{
		u8Copy("u8sub2", fmt.Sprintf("u8 img[::2, ::2] %d² (in cache)", n), "[::2, ::2]",
			[]int64{n, n}, []nd.Index{nd.Step(2), nd.Step(2)},
			func(dst, src []uint8) { naiveStep(dst, src, n, 0, 2, 0, 2) }),
		u8Copy("u8chan", fmt.Sprintf("u8 rgb[:, :, 0] %d²×3 (in cache)", n), "[:, :, 0]",
			[]int64{n, n, 3}, []nd.Index{nd.All(), nd.All(), nd.At(0)},
			func(dst, src []uint8) {
				for i := range dst {
					dst[i] = src[3*i]
				}
			}),
	}
}

// u8Copy is a row copying view of a uint8 image of the given shape
// (holding i mod 251) into a preallocated array, beside naive(dst, src)
// on the data and NumPy's np.copyto of the image's npView.
func u8Copy(key, name, npView string, shape []int64, view []nd.Index, naive func(dst, src []uint8)) workload {
	size := int64(1)
	for _, d := range shape {
		size *= d
	}
	npShape := fmt.Sprint(shape[0])
	for _, d := range shape[1:] {
		npShape += fmt.Sprintf(", %d", d)
	}
	return workload{key: key, name: name, dtype: "u8",
		numpy: fmt.Sprintf("op, out = copier((np.arange(%d) %% 251).astype(np.uint8).reshape(%s)%s)",
			size, npShape, npView),
		setup: func() prepared {
			img := nduint8.New(nd.ShapeOf(shape...))
			for i, d := 0, img.Data(); i < len(d); i++ {
				d[i] = uint8(i % 251)
			}
			v := img.Slice(view...)
			dst := nduint8.New(v.Shape())
			src, out := img.Data(), dst.Data()
			m := v.Size()
			return prepared{bytes: 2 * m, elems: m,
				lib: func() { v.CopyTo(dst) }, naive: func() { naive(out, src) },
				memcpy: memcpyRef(m, [][]byte{src}, [][]byte{out}), out: out}
		}}
}
