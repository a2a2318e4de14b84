package npy_test

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/npy"
)

// Save an array, load it back, and map it into memory.
func Example() {
	dir, _ := os.MkdirTemp("", "npy")
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, "a.npy")

	a := ndfloat32.Wrap(nd.ShapeOf(2, 3), []float32{1, 2, 3, 4, 5, 6})
	if err := npy.Save(path, a.Transpose()); err != nil { // stored in Fortran order
		panic(err)
	}
	b, err := npy.Load(path)
	if err != nil {
		panic(err)
	}
	x, err := ndfloat32.From(b) // the typed array; an error for another dtype
	if err != nil {
		panic(err)
	}
	fmt.Println(x.Shape(), x.ToSlice())

	m, err := npy.Map(path, npy.ReadWrite)
	if err != nil {
		panic(err)
	}
	defer m.Close()
	arr, _ := m.Array()
	y, _ := ndfloat32.From(arr)
	y.SetFloat32(60, 2, 1) // written to the file
	fmt.Println(m.Copied(), y.Layout().Strides)
	// Output:
	// [3, 2] [1 4 2 5 3 6]
	// false [1 3]
}
