package main

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/nduint8"
)

// inCacheKeys is the single-dtype in-cache copy rows, in order (after
// allocKeys).
var inCacheKeys = []string{"u8sub2"}

// u8ImageSide is the side of the uint8 in-cache row's image: 256 KiB.
const u8ImageSide = 512

// inCacheWorkloads is the copies from a uint8 image that stays in the
// caches (the f32 and i64 ones are workloadsOf's col2c and s23c): every
// other pixel of every other row of a 512² uint8 image, a 2× subsampling.
// Bytes: the copy rule, the output's bytes counted twice.
func inCacheWorkloads() []workload {
	const n = u8ImageSide
	return []workload{{key: "u8sub2", name: fmt.Sprintf("u8 img[::2, ::2] %d² (in cache)", n), dtype: "u8",
		numpy: fmt.Sprintf("op, out = copier((np.arange(%d) %% 251).astype(np.uint8).reshape(%d, %d)[::2, ::2])", n*n, n, n),
		setup: func() prepared {
			img := nduint8.New(nd.ShapeOf(n, n))
			for i, d := 0, img.Data(); i < len(d); i++ {
				d[i] = uint8(i % 251)
			}
			v := img.Slice(nd.Step(2), nd.Step(2))
			dst := nduint8.New(v.Shape())
			src, out := img.Data(), dst.Data()
			m := v.Size()
			return prepared{bytes: 2 * m, elems: m,
				lib: func() { v.CopyTo(dst) }, naive: func() { naiveStep(out, src, n, 0, 2, 0, 2) },
				memcpy: memcpyRef(m, [][]byte{src}, [][]byte{out}), out: out}
		}}}
}
