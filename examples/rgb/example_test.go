package rgb_test

import (
	"fmt"
	"image"

	"github.com/ndgo/ndarray/examples/rgb"
	"github.com/ndgo/ndarray/examples/rgb/ndrgb"
	"github.com/ndgo/ndarray/examples/rgb/pixel"
	"github.com/ndgo/ndarray/nd"
)

// A 2×3 image cropped, flipped and transposed: each a view of its pixels.
func Example() {
	a := ndrgb.Wrap(nd.ShapeOf(2, 3), []pixel.RGB{
		{R: 255}, {G: 255}, {B: 255},
		{R: 1, G: 2, B: 3}, {}, {R: 255, G: 255, B: 255},
	})
	fmt.Println(a)
	fmt.Println(rgb.Crop(a, image.Rect(1, 0, 3, 1)))
	fmt.Println(rgb.FlipHorizontal(a))
	fmt.Println(rgb.Transpose(a).Shape())
	// Output:
	// [[#ff0000 #00ff00 #0000ff]
	//  [#010203 #000000 #ffffff]]
	// [[#00ff00 #0000ff]]
	// [[#0000ff #00ff00 #ff0000]
	//  [#ffffff #000000 #010203]]
	// [3, 2]
}
