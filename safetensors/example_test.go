package safetensors_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/safetensors"
)

// Save weights, then map the file and take one tensor without copying.
func Example() {
	dir, _ := os.MkdirTemp("", "st")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "model.safetensors")

	w := ndfloat32.Wrap(nd.ShapeOf(2, 2), []float32{1, 2, 3, 4})
	err := safetensors.Save(path, map[string]nd.AnyArray{"dense.weight": w},
		map[string]string{"format": "pt"})
	if err != nil {
		panic(err)
	}
	f, err := safetensors.Map(path)
	if err != nil {
		panic(err)
	}
	defer f.Close()
	t, err := f.Tensor("dense.weight")
	if err != nil {
		panic(err)
	}
	x, err := ndfloat32.From(t) // the typed array; an error for another dtype
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Names(), f.Metadata(), x.ToSlice(), x.ReadOnly())
	// Output: [dense.weight] map[format:pt] [1 2 3 4] true
}
