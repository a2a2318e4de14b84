// Package pixel declares the element type of the example's arrays. Its
// dtype package, ../ndrgb, is written by cmd/ndgen from the go:generate
// line below: run "go generate ./..." after changing RGB.
package pixel

import "fmt"

//go:generate go run github.com/ndgo/ndarray/cmd/ndgen -type RGB -out ../ndrgb

// RGB is a pixel of 8-bit red, green and blue.
type RGB struct{ R, G, B uint8 }

// String prints the pixel as HTML does, #rrggbb.
func (c RGB) String() string { return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B) }
