// The README's examples, run as tests; they are the examples on the
// module's root page on pkg.go.dev.

package ndarray_test

import (
	"errors"
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// The README's "Use it" program.
func Example_use() {
	img := ndfloat32.New(nd.ShapeOf(4, 6))         // zero-filled 4×6
	img.Slice(nd.All(), nd.Range(2, 4)).Fill(1)    // img[:, 2:4] = 1, through a view
	crop := img.Slice(nd.Range(1, 3), nd.Step(2))  // img[1:3, ::2], no copy
	fmt.Println(crop)                              // [[0 1 0]; [0 1 0]]
	err := nd.Try(func() { img.GetFloat32(9, 9) }) // misuse panics; Try catches it
	fmt.Println(errors.Is(err, nd.ErrIndexOutOfRange))
	// Output:
	// [[0. 1. 0.]
	//  [0. 1. 0.]]
	// true
}

// The README's example.
func Example() {
	a := ndfloat32.New(nd.ShapeOf(3, 4)) // zero-filled 3×4
	for i := range int64(3) {
		for j := range int64(4) {
			a.SetFloat32(float32(4*i+j), i, j)
		}
	}
	inner := a.Slice(nd.Range(1, -1), nd.Range(1, -1)) // a[1:-1, 1:-1]: a view, no copy
	cols := a.Slice(nd.All(), nd.Step(-2))             // a[:, ::-2]
	fmt.Println(inner)
	fmt.Println(cols)
	b := cols.Copy()            // contiguous copy
	b.SetFloat32(-1, 0, 0)      // does not touch a
	inner.SetFloat32(100, 0, 0) // sets a[1, 1]
	fmt.Printf("%.1f\n", a.Get(1))
	// Output:
	// [[5. 6.]]
	// [[ 3.  1.]
	//  [ 7.  5.]
	//  [11.  9.]]
	// [  4.0 100.0   6.0   7.0]
}

// The README's image pipeline, on a 3×4 RGB image whose bytes are 0, 1, 2, ...
func Example_imagePipeline() {
	pix := make([]uint8, 3*4*3) // as image.RGBA's Pix would hold it, without alpha
	for i := range pix {
		pix[i] = uint8(i)
	}
	img := nduint8.Wrap(nd.ShapeOf(3, 4, 3), pix)     // H×W×C, no copy
	crop := img.Slice(nd.Range(1, 3), nd.Range(1, 3)) // img[1:3, 1:3]: a view
	chw := crop.Flip(1).Transpose(2, 0, 1)            // mirror, HWC → CHW: views
	x, err := ndfloat32.Cast(chw)                     // one contiguous float32 copy
	if err != nil {
		panic(err)
	}
	// Normalise in place, allocating nothing: to [0, 1], then per channel
	// (mean and std are 3×1×1, broadcast over H×W).
	mean := ndfloat32.Wrap(nd.ShapeOf(3, 1, 1), []float32{0.485, 0.456, 0.406})
	std := ndfloat32.Wrap(nd.ShapeOf(3, 1, 1), []float32{0.229, 0.224, 0.225})
	ndfloat32.DivInto(x, x, ndfloat32.Scalar(255))
	ndfloat32.SubInto(x, x, mean)
	ndfloat32.DivInto(x, x, std)
	batch := x.ExpandDims(0) // 1×C×H×W, as a model takes it
	fmt.Println(batch.Shape())
	fmt.Printf("%.3f\n", batch.Get(0, 0)) // the red channel
	// Output:
	// [1, 3, 2, 2]
	// [[-1.810 -1.861]
	//  [-1.604 -1.656]]
}

// The README's compute example: elementwise ops broadcast as NumPy's
// and take any view; the Into forms write a preallocated array.
func Example_compute() {
	x := ndfloat32.Wrap(nd.ShapeOf(2, 3), []float32{1, 2, 3, 4, 5, 6})
	bias := ndfloat32.Vector(10, 20, 30)           // a row, broadcast over x's rows
	y := ndfloat32.Add(x, bias)                    // a new 2×3 array
	ndfloat32.MulInto(y, y, ndfloat32.Scalar(0.5)) // y *= 0.5: in place, allocates nothing
	fmt.Println(y)
	fmt.Println(ndfloat32.Greater(x.Transpose(), ndfloat32.Scalar(2.5))) // any view, to *ndbool.NdArray
	fmt.Printf("%.4f\n", ndfloat32.Exp(x.Slice(nd.At(0))))               // x[0]; within 1 ULP
	fmt.Println(ndfloat32.Clip(x, 2, 5))
	// Integers as NumPy: // floors, and x // 0 is 0.
	fmt.Println(ndint64.FloorDiv(ndint64.Vector(-7, 7, 7), ndint64.Vector(2, -2, 0)))
	// Output:
	// [[ 5.5 11.  16.5]
	//  [ 7.  12.5 18. ]]
	// [[False  True]
	//  [False  True]
	//  [ True  True]]
	// [ 2.7183  7.3891 20.0855]
	// [[2. 2. 3.]
	//  [4. 5. 5.]]
	// [-4 -4  0]
}

// The README's reductions example: softmax, argmax and top-k of logits,
// and the column statistics of a strided view.
func Example_reduce() {
	logits := ndfloat32.Wrap(nd.ShapeOf(2, 4), []float32{1, 3, 2, 0, 5, 1, 1, 4})
	fmt.Printf("%.4f\n", ndfloat32.Softmax(logits, -1)) // along the last axis
	fmt.Println(ndfloat32.ArgMax(logits, 1))
	top, idx := ndfloat32.TopK(logits, 2)
	fmt.Println(top, idx)
	x := ndfloat32.Arange(0, 12, 1).Reshape(nd.ShapeOf(4, 3)).Slice(nd.Step(2)) // rows 0 and 2
	fmt.Println(ndfloat32.Mean(x, 0), ndfloat32.Std(x, 0, 0), ndfloat32.Sum(x))
	fmt.Println(ndfloat32.CumSum(logits, 1))
	// Output:
	// [[0.0871 0.6439 0.2369 0.0321]
	//  [0.7120 0.0130 0.0130 0.2619]]
	// [1 0]
	// [[3. 2.]
	//  [5. 4.]] [[1 2]
	//  [0 3]]
	// [3. 4. 5.] [3. 3. 3.] 24.0
	// [[ 1.  4.  6.  6.]
	//  [ 5.  6.  7. 11.]]
}

// The README's TensorFlow ops example.
func Example_ops() {
	x := ndfloat32.New(nd.ShapeOf(3, 4))
	for i := range x.Data() {
		x.Data()[i] = float32(i)
	}
	v, err := ndfloat32.StridedSlice(x, nd.StridedSliceSpec{
		Begin: []int64{1, 0}, End: []int64{0, 0}, Strides: []int64{1, -1},
		EndMask: 0b11, BeginMask: 0b10,
	})
	fmt.Println(v, err)
	w, err := x.SliceExpr("1:, ::-1")
	fmt.Println(w.Equal(v), err)
	pairs := []int64{2, 3, 0, 1, 1, 1}
	out, err := ndfloat32.GatherNd(x, ndint64.Wrap(nd.ShapeOf(3, 2), pairs))
	fmt.Println(out, err)
	_, err = ndfloat32.GatherNd(x, ndint64.Vector(3, 0))
	fmt.Println(errors.Is(err, nd.ErrIndexOutOfRange), err)
	// Output:
	// [[ 7.  6.  5.  4.]
	//  [11. 10.  9.  8.]] <nil>
	// true <nil>
	// [11.  1.  5.] <nil>
	// true nd: index out of range: indices[0] = [3, 0] does not index into param shape [3, 4]
}

// The README's joining, splitting and padding ops (Concat, SplitV, Pad):
// TensorFlow's ops with NumPy's results; bad arguments are errors, not
// panics.
func Example_combine() {
	a := ndfloat32.Wrap(nd.ShapeOf(2, 3), []float32{1, 2, 3, 4, 5, 6})
	b := ndfloat32.Wrap(nd.ShapeOf(2, 1), []float32{7, 8})

	joined, _ := ndfloat32.Concat(1, a, b)
	fmt.Println(joined)
	parts, _ := ndfloat32.SplitV(joined, 1, 1, -1) // views of joined
	fmt.Println(parts[0].Shape(), parts[1].Shape())
	padded, _ := ndfloat32.Pad(a, [][2]int64{{0, 0}, {2, 1}}, nd.PadReflect, 0)
	fmt.Println(padded)
	_, err := ndfloat32.Pad(a, [][2]int64{{0, 0}, {3, 0}}, nd.PadReflect, 0)
	fmt.Println(err)
	// Output:
	// [[1. 2. 3. 7.]
	//  [4. 5. 6. 8.]]
	// [2, 1] [2, 3]
	// [[3. 2. 1. 2. 3. 2.]
	//  [6. 5. 4. 5. 6. 5.]]
	// nd: invalid argument: Pad: paddings must be less than the dimension size in REFLECT mode: 3, 0 not less than 3
}
