// Package rgb is an example of a dtype package for an element type of
// one's own: ndrgb, written by cmd/ndgen for pixel.RGB, holds images as
// (height, width) arrays of pixels. Cropping, flipping and transposing an
// image are views of its pixels, made without copying; ToImage copies any
// view out into an image.RGBA.
package rgb

import (
	"image"
	"image/color"

	"github.com/ndgo/ndarray/examples/rgb/ndrgb"
	"github.com/ndgo/ndarray/examples/rgb/pixel"
	"github.com/ndgo/ndarray/nd"
)

// FromImage copies img's pixels into a new (height, width) array, alpha
// dropped.
func FromImage(img image.Image) *ndrgb.NdArray {
	b := img.Bounds()
	a := ndrgb.New(nd.ShapeOf(int64(b.Dy()), int64(b.Dx())))
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
			a.SetRGB(pixel.RGB{R: c.R, G: c.G, B: c.B}, int64(y-b.Min.Y), int64(x-b.Min.X))
		}
	}
	return a
}

// ToImage copies a, a (height, width) array or any view of one, into a new
// opaque image.RGBA.
func ToImage(a *ndrgb.NdArray) *image.RGBA {
	dims := a.Shape().Dims()
	img := image.NewRGBA(image.Rect(0, 0, int(dims[1]), int(dims[0])))
	for c, p := range a.Scalars() {
		img.SetRGBA(int(c[1]), int(c[0]), color.RGBA{R: p.R, G: p.G, B: p.B, A: 255})
	}
	return img
}

// Crop returns the view of a's pixels inside r, clipped to the image (an
// empty view if they do not meet).
func Crop(a *ndrgb.NdArray, r image.Rectangle) *ndrgb.NdArray {
	dims := a.Shape().Dims()
	r = r.Intersect(image.Rect(0, 0, int(dims[1]), int(dims[0])))
	return a.Slice(nd.Range(int64(r.Min.Y), int64(r.Max.Y)), nd.Range(int64(r.Min.X), int64(r.Max.X)))
}

// FlipHorizontal returns the view of a mirrored left to right.
func FlipHorizontal(a *ndrgb.NdArray) *ndrgb.NdArray { return a.Flip(1) }

// FlipVertical returns the view of a upside down.
func FlipVertical(a *ndrgb.NdArray) *ndrgb.NdArray { return a.Flip(0) }

// Transpose returns the view of a mirrored along its main diagonal: pixel
// (x, y) of the result is pixel (y, x) of a.
func Transpose(a *ndrgb.NdArray) *ndrgb.NdArray { return a.Transpose() }
