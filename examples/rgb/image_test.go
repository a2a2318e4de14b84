package rgb

import (
	"image"
	"image/color"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/examples/rgb/ndrgb"
	"github.com/ndgo/ndarray/examples/rgb/pixel"
	"github.com/ndgo/ndarray/nd"
)

// px is the test pixel of row y, column x: distinct for every position.
func px(y, x int) pixel.RGB { return pixel.RGB{R: uint8(y), G: uint8(x), B: uint8(10*y + x)} }

// testImage returns an h×w image of the test pixels, its bounds moved
// away from the origin as a sub-image's are.
func testImage(h, w int) *image.RGBA {
	img := image.NewRGBA(image.Rect(5, 7, 5+w, 7+h))
	for y := range h {
		for x := range w {
			p := px(y, x)
			img.SetRGBA(5+x, 7+y, color.RGBA{R: p.R, G: p.G, B: p.B, A: 255})
		}
	}
	return img
}

// assertPixels checks that a holds want(y, x) at each (y, x) of its shape.
func assertPixels(t *testing.T, h, w int64, a *ndrgb.NdArray, want func(y, x int) pixel.RGB) {
	t.Helper()
	require.Equal(t, []int64{h, w}, a.Shape().Dims())
	for y := range int(h) {
		for x := range int(w) {
			assert.Equal(t, want(y, x), a.GetRGB(int64(y), int64(x)), "pixel (%d, %d)", y, x)
		}
	}
}

func TestFromImageAndBack(t *testing.T) {
	img := testImage(3, 4)
	a := FromImage(img)
	assertPixels(t, 3, 4, a, px)
	back := ToImage(a)
	assert.Equal(t, image.Rect(0, 0, 4, 3), back.Bounds())
	assert.Equal(t, img.Pix, back.Pix, "the same pixels, alpha 255")
}

func TestCrop(t *testing.T) {
	a := FromImage(testImage(4, 5))
	c := Crop(a, image.Rect(1, 2, 4, 4)) // columns 1..3, rows 2..3
	assertPixels(t, 2, 3, c, func(y, x int) pixel.RGB { return px(y+2, x+1) })
	c.SetRGB(pixel.RGB{R: 255}, 0, 0)
	assert.Equal(t, pixel.RGB{R: 255}, a.GetRGB(2, 1), "a crop is a view: writes show in the image")
	wide := Crop(a, image.Rect(-3, 3, 99, 99))
	assertPixels(t, 1, 5, wide, func(y, x int) pixel.RGB { return a.GetRGB(3, int64(x)) })
	assert.Equal(t, int64(0), Crop(a, image.Rect(2, 2, 2, 3)).Size(), "an empty rectangle")
	assert.Equal(t, int64(0), Crop(a, image.Rect(10, 10, 20, 20)).Size(), "a rectangle outside")
}

func TestFlips(t *testing.T) {
	a := FromImage(testImage(3, 4))
	assertPixels(t, 3, 4, FlipHorizontal(a), func(y, x int) pixel.RGB { return px(y, 3-x) })
	assertPixels(t, 3, 4, FlipVertical(a), func(y, x int) pixel.RGB { return px(2-y, x) })
	assert.True(t, FlipVertical(FlipVertical(a)).Equal(a), "flipping twice is the identity")
	assert.Equal(t, a.Data(), FlipHorizontal(a).Data(), "a flip is a view of the same pixels")
}

func TestTranspose(t *testing.T) {
	a := FromImage(testImage(3, 4))
	tr := Transpose(a)
	assertPixels(t, 4, 3, tr, func(y, x int) pixel.RGB { return px(x, y) })
	img := ToImage(tr)
	assert.Equal(t, image.Rect(0, 0, 3, 4), img.Bounds())
	assert.Equal(t, color.RGBA{R: 2, G: 1, B: 21, A: 255}, img.RGBAAt(2, 1), "pixel (x 2, y 1) of the transpose")
}

// A rotation by 90° clockwise is a transpose then a horizontal flip: a
// view of a view, copied once by Copy.
func TestRotateIsAViewOfViews(t *testing.T) {
	a := FromImage(testImage(2, 3))
	rot := FlipHorizontal(Transpose(a))
	assertPixels(t, 3, 2, rot, func(y, x int) pixel.RGB { return px(1-x, y) })
	c := rot.Copy()
	assert.True(t, c.IsContiguous())
	assert.True(t, c.Equal(rot))
	assert.Equal(t, "[[#01000a #000000]\n [#01010b #000101]\n [#01020c #000202]]", rot.String())
	assert.Equal(t, nd.Other, rot.DType())
}
