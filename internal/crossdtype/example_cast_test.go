package crossdtype_test

import (
	"fmt"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/nduint8"
)

// The end of an image pipeline: an HWC uint8 image, cropped and mirrored,
// to a CHW float32 array scaled to [0, 1]. Cast reads the view as it is
// (no copy of the crop first) and returns a new contiguous array.
func ExampleCast() {
	img := nduint8.New(nd.ShapeOf(4, 4, 3)) // height, width, RGB
	for i, d := 0, img.Data(); i < len(d); i++ {
		d[i] = uint8(i * 5)
	}
	crop := img.Slice(nd.Range(1, 3), nd.Slice(2, 0, -1)) // rows 1-2, columns 2 and 1
	chw, err := ndfloat32.Cast(crop.Transpose(2, 0, 1))
	if err != nil {
		panic(err)
	}
	for i, d := 0, chw.Data(); i < len(d); i++ {
		d[i] /= 255
	}
	fmt.Println(chw.Shape())
	fmt.Printf("%.3f\n", chw.ToSlice()[:4]) // the red channel
	// Output:
	// [3, 2, 2]
	// [0.353 0.294 0.588 0.529]
}
