package kernelsgpu_test

import (
	"fmt"

	kernelsgpu "github.com/ndgo/ndarray/kernels_gpu"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/nduint8"
)

// A loader that uploads batch i+1 while batch i is transposed on the
// device: two pinned staging arrays and two device arrays take turns, and
// each op waits by itself for the upload of the array it reads.
func Example_pipeline() {
	d, err := kernelsgpu.Open()
	if err != nil {
		fmt.Println(err)
		return
	}
	batches := make([]*nduint8.NdArray, 8) // e.g. images read from disk
	for i := range batches {
		batches[i] = nduint8.New(nd.ShapeOf(256, 784))
	}
	var host [2]*ndfloat32.NdArray
	var dev [2]*kernelsgpu.Array
	for i := range host {
		if host[i], err = kernelsgpu.NewHost(d, ndfloat32.Wrap, nd.ShapeOf(256, 784)); err != nil {
			fmt.Println(err)
			return
		}
		if dev[i], err = d.New(nd.Float32, nd.ShapeOf(256, 784)); err != nil {
			fmt.Println(err)
			return
		}
		defer dev[i].Release()
	}
	out := ndfloat32.New(nd.ShapeOf(784, 256))
	stage := func(i int) (*kernelsgpu.Transfer, error) {
		h := host[i%2] // its previous upload has been waited for
		if err := ndfloat32.CastInto(h, batches[i]); err != nil {
			return nil, err
		}
		return kernelsgpu.UploadIntoAsync(dev[i%2], h) // returns at once
	}
	up, err := stage(0)
	for i := 0; err == nil && i < len(batches); i++ {
		var next *kernelsgpu.Transfer
		if i+1 < len(batches) {
			if next, err = stage(i + 1); err != nil {
				break
			}
		}
		var y *kernelsgpu.Array
		if y, err = kernelsgpu.Copy(dev[i%2].Transpose()); err != nil {
			break // Copy started after this batch's upload, beside the next one's
		}
		err = kernelsgpu.Download(out, y)
		y.Release()
		if err == nil {
			err = up.Wait()
		}
		up = next
	}
	if err != nil {
		fmt.Println(err)
	}
}
