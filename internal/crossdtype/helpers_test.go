package crossdtype_test

import (
	"path/filepath"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
)

// testdata is the path of file in the library's testdata/ at the
// repository root (the golden data is shared with the dtype packages'
// suites); go test runs in this package's folder.
func testdata(file string) string {
	return filepath.Join("..", "..", "testdata", file)
}

// filled returns a row-major float32 array of the given shape holding
// 0, 1, 2, ...
func filled(dims ...int64) *ndfloat32.NdArray {
	a := ndfloat32.New(nd.ShapeOf(dims...))
	d := a.Data()
	for i := range d {
		d[i] = float32(i)
	}
	return a
}
