package main

import (
	"fmt"
	"math/rand/v2"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// loaderKeys is the batch loader's rows, in order (after reduceKeys).
var loaderKeys = []string{"loader", "loaderinto"}

// loaderBatch is the images a batch gathers: a training step's 256.
const loaderBatch = 256

// loaderImages is the dataset's images: MNIST's 60000 of 28×28 uint8 at
// the default n (47 MB), scaled with n² below it (at least one batch).
func (s sizes) loaderImages() int64 { return max(loaderBatch, s.n*s.n*60000/(4096*4096)) }

// npLoader is the loader rows' NumPy inputs: the Go side's dataset values
// (i mod 251) and a batch of random indices (other ones than Go's, drawn
// the same way).
const npLoader = "m = %d\nx = (np.arange(m * 784) %% 251).astype(np.uint8).reshape(m, 28, 28)\n" +
	"idx = rng.integers(0, m, 256)\n"

// loaderWorkloads is the batch loader of issue 31: 256 random images of a
// (m, 28, 28) uint8 dataset gathered, cast to float32 and reshaped to
// (256, 784), as a training loop feeds a model, beside NumPy's
// x[idx].astype(np.float32).reshape(256, 784): allocating (Gather, Cast,
// Reshape) and into reused buffers (GatherInto, CastInto; NumPy's np.take
// with out= and np.copyto). Bytes: the images read, the indices, and the
// float32 batch written.
func loaderWorkloads(s sizes) []workload {
	m := s.loaderImages()
	const px = 28 * 28
	setup := func() (x *nduint8.NdArray, idx []int64, ix nd.Indices) {
		x = nduint8.New(nd.ShapeOf(m, 28, 28))
		for i, d := 0, x.Data(); i < len(d); i++ {
			d[i] = uint8(i % 251)
		}
		r := rand.New(rand.NewPCG(7, 8))
		idx = make([]int64, loaderBatch)
		for i := range idx {
			idx[i] = r.Int64N(m)
		}
		return x, idx, ndint64.Wrap(nd.ShapeOf(loaderBatch), idx)
	}
	// naive gathers and converts the images of idx into out.
	naive := func(out []float32, x []uint8, idx []int64) {
		for b, i := range idx {
			dst, src := out[b*px:(b+1)*px], x[i*px:(i+1)*px]
			for j, v := range src {
				dst[j] = float32(v)
			}
		}
	}
	prep := func(x *nduint8.NdArray, idx []int64, out []float32, lib, naive func()) prepared {
		return elementwiseRead(loaderBatch*px, loaderBatch*(px+8),
			[][]byte{x.Data()[:loaderBatch*px], asBytes(idx)}, asBytes(out), lib, naive)
	}
	return []workload{
		{key: "loader", name: fmt.Sprintf("batch loader: Gather 256 of (%d, 28, 28) u8, Cast, Reshape", m),
			dtype: "f32",
			numpy: fmt.Sprintf(npLoader, m) + "op = lambda: x[idx].astype(np.float32).reshape(256, 784)",
			setup: func() prepared {
				x, idx, ix := setup()
				scratch := make([]float32, loaderBatch*px)
				return prep(x, idx, scratch,
					func() {
						g := mustGet(nduint8.Gather(x, ix, 0))
						_ = mustGet(ndfloat32.Cast(g)).Reshape(nd.ShapeOf(loaderBatch, px))
					},
					func() { naive(make([]float32, loaderBatch*px), x.Data(), idx) })
			}},
		{key: "loaderinto", name: "batch loader into reused buffers: GatherInto, CastInto", dtype: "f32",
			numpy: fmt.Sprintf(npLoader, m) + "buf = np.empty((256, 28, 28), np.uint8)\n" +
				"out = np.empty((256, 784), np.float32)\n" +
				"def op():\n    np.take(x, idx, axis=0, out=buf)\n" +
				"    np.copyto(out, buf.reshape(256, 784), casting='unsafe')\n",
			setup: func() prepared {
				x, idx, ix := setup()
				buf := nduint8.New(nd.ShapeOf(loaderBatch, 28, 28))
				out := ndfloat32.New(nd.ShapeOf(loaderBatch, 28, 28)) // a (256, 784) view of it is the batch
				p := prep(x, idx, out.Data(),
					func() {
						must(nduint8.GatherInto(buf, x, ix, 0))
						must(ndfloat32.CastInto(out, buf))
					},
					func() { naive(out.Data(), x.Data(), idx) })
				p.out = asBytes(out.Data()) // for TestTwinsAgree
				return p
			}},
	}
}
