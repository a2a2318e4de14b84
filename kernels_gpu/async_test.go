//go:build opencl && cgo

package kernelsgpu

import (
	"errors"
	"fmt"
	"runtime"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

// TestPinnedPipeline runs the pattern the async API is for: batches
// filled in pinned host arrays, uploaded asynchronously, transposed on the
// device while the next batch uploads, downloaded asynchronously into
// pinned memory.
func TestPinnedPipeline(t *testing.T) {
	d := device(t)
	const batches, rows, cols = 4, 64, 48
	in := make([]*ndfloat32.NdArray, 2)
	out := make([]*ndfloat32.NdArray, 2)
	for i := range in {
		var err error
		in[i], err = NewHost(d, ndfloat32.Wrap, nd.ShapeOf(rows, cols))
		require.NoError(t, err)
		out[i], err = NewHost(d, ndfloat32.Wrap, nd.ShapeOf(cols, rows))
		require.NoError(t, err)
		require.True(t, in[i].Equal(ndfloat32.New(nd.ShapeOf(rows, cols))), "zero-filled")
	}
	fillBatch := func(b int) *ndfloat32.NdArray {
		h := in[b%2]
		for i := range h.Data() {
			h.Data()[i] = float32(b*rows*cols + i)
		}
		return h
	}
	x, up, err := UploadAsync(d, fillBatch(0))
	require.NoError(t, err)
	downs := make([]*Transfer, 2)
	for b := range batches {
		var next *Array
		var nextUp *Transfer
		if b+1 < batches {
			require.NoError(t, up.Wait()) // in[(b+1)%2] was read by batch b-1's upload
			next, nextUp, err = UploadAsync(d, fillBatch(b+1))
			require.NoError(t, err)
		}
		y, err := Copy(x.Transpose()) // waits for x's upload by itself
		require.NoError(t, err)
		if downs[b%2] != nil {
			require.NoError(t, downs[b%2].Wait())
		}
		downs[b%2], err = DownloadAsync(out[b%2], y)
		require.NoError(t, err)
		require.NoError(t, downs[b%2].Wait())
		want := ndfloat32.Wrap(nd.ShapeOf(rows, cols), make([]float32, rows*cols))
		for i := range want.Data() {
			want.Data()[i] = float32(b*rows*cols + i)
		}
		require.True(t, out[b%2].Equal(want.Transpose().Copy()), "batch %d", b)
		x.Release()
		y.Release()
		x, up = next, nextUp
	}
	require.GreaterOrEqual(t, d.Pinned(), int64(4*rows*cols*4))
}

// TestTransferOrder checks that commands on a buffer wait for the
// transfers in flight on it: a download right after an async upload sees
// the upload, and an upload into an array right after an async download
// of it does not overtake the download.
func TestTransferOrder(t *testing.T) {
	d := device(t)
	const n = 1 << 20
	a := nduint8.New(nd.ShapeOf(n))
	for i := range a.Data() {
		a.Data()[i] = byte(i * 13)
	}
	x, up, err := UploadAsync(d, a)
	require.NoError(t, err)
	defer x.Release()
	got := nduint8.New(nd.ShapeOf(n))
	down, err := DownloadAsync(got, x)
	require.NoError(t, err)
	zeros := nduint8.New(nd.ShapeOf(n))
	over, err := UploadIntoAsync(x, zeros)
	require.NoError(t, err)
	require.NoError(t, down.Wait())
	require.True(t, got.Equal(a))
	require.NoError(t, over.Wait())
	require.NoError(t, up.Wait())
	require.True(t, up.Done() && down.Done() && over.Done())
	require.NoError(t, Download(got, x))
	require.True(t, got.Equal(zeros))
}

// TestTransferKeepsHostMemory uploads a strided view (staged through a
// slice only the transfer holds) and downloads into a strided view (the
// scatter runs at Wait), with collections in between.
func TestTransferKeepsHostMemory(t *testing.T) {
	d := device(t)
	host := float32s.iota(300, 200)
	view := host.Slice(nd.Step(2), nd.Slice(3, -1, 3))
	x, up, err := UploadAsync(d, view)
	require.NoError(t, err)
	defer x.Release()
	runtime.GC()
	require.NoError(t, up.Wait())
	require.NoError(t, up.Wait(), "Wait again")

	dst := ndfloat32.New(nd.ShapeOf(view.Shape().Dims()[1], 2*view.Shape().Dims()[0]))
	strided := dst.Transpose().Slice(nd.Step(2)) // dims of view, strided
	down, err := DownloadAsync(strided, x)
	require.NoError(t, err)
	runtime.GC()
	require.NoError(t, down.Wait())
	require.True(t, strided.Equal(view))

	dv := x.Transpose().Slice(nd.Step(3)) // a strided device view
	out := ndfloat32.New(dv.Shape())
	require.NoError(t, Download(out, dv))
	require.True(t, out.Equal(view.Transpose().Slice(nd.Step(3))))
}

// TestUploadInto fills existing device arrays, contiguous and strided.
func TestUploadInto(t *testing.T) {
	d := device(t)
	host := float32s.iota(20, 30)
	dst, err := d.New(nd.Float32, nd.ShapeOf(30, 20))
	require.NoError(t, err)
	defer dst.Release()
	require.NoError(t, UploadInto(dst.Transpose(), host)) // strided dst
	require.True(t, float32s.download(t, dst).Equal(host.Transpose().Copy()))

	big, err := d.New(nd.Float32, nd.ShapeOf(4, 20, 30))
	require.NoError(t, err)
	defer big.Release()
	require.NoError(t, UploadInto(big.Slice(nd.At(2)), host)) // contiguous at an offset
	got := float32s.download(t, big)
	require.True(t, got.Slice(nd.At(2)).Equal(host))
	require.True(t, got.Slice(nd.At(1)).Equal(ndfloat32.New(nd.ShapeOf(20, 30))))

	err = UploadInto(dst, host)
	require.True(t, errors.Is(err, nd.ErrShape), "%v", err)
	err = UploadInto(dst, ndint64.New(nd.ShapeOf(30, 20)))
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	err = UploadInto(nil, host)
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	err = UploadInto(dst, (*ndfloat32.NdArray)(nil))
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	gone, err := d.New(nd.Float32, nd.ShapeOf(20, 30))
	require.NoError(t, err)
	gone.Release()
	err = UploadInto(gone, host)
	require.True(t, errors.Is(err, ErrReleased), "%v", err)
	_, err = DownloadAsync(host, gone)
	require.True(t, errors.Is(err, ErrReleased), "%v", err)
}

// TestNewHostErrors covers NewHost's refusals.
func TestNewHostErrors(t *testing.T) {
	d := device(t)
	_, err := NewHost(nil, ndfloat32.Wrap, nd.ShapeOf(2))
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	_, err = NewHost(d, ndfloat32.Wrap, nd.ShapeOf(nd.UnknownSize, 2))
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	_, err = NewHost(d, ndfloat32.Wrap, nd.UnknownShape())
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	_, err = NewHost(d, ndfloat32.Wrap, nd.ShapeOf(1<<40, 1<<22)) // 2^64 bytes
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	before := d.Pinned()
	_, err = NewHost(d, ndfloat32.Wrap, nd.ShapeOf(1<<45)) // beyond half the memory
	require.True(t, errors.Is(err, nd.ErrArgument), "%v", err)
	require.Equal(t, before, d.Pinned())
	empty, err := NewHost(d, ndint64.Wrap, nd.ShapeOf(0, 3))
	require.NoError(t, err)
	require.Equal(t, int64(0), empty.Size())
}

// TestErrorWordReset runs a bad gather between good ones: the device's
// error word goes back to "no bad row" after each report.
func TestErrorWordReset(t *testing.T) {
	device(t)
	host := float32s.iota(10, 4)
	params := float32s.upload(t, host)
	for i, rows := range [][]int64{{1, 2}, {3, 10, 12}, {0, 9}, {11, 4}, {5}} {
		idx := int64s.upload(t, ndint64.Wrap(nd.ShapeOf(int64(len(rows)), 1), rows))
		got, err := GatherNd(params, idx)
		want, wantErr := ndfloat32.GatherNd(host, ndint64.Wrap(nd.ShapeOf(int64(len(rows)), 1), rows))
		if wantErr != nil {
			require.Error(t, err, "case %d", i)
			require.Equal(t, wantErr.Error(), err.Error(), "case %d", i)
			continue
		}
		require.NoError(t, err, "case %d", i)
		require.True(t, float32s.download(t, got).Equal(want), "case %d", i)
		got.Release()
	}
}

// TestConcurrentTransfers uploads and downloads from several goroutines
// at once, asynchronously, each checking its own data.
func TestConcurrentTransfers(t *testing.T) {
	d := device(t)
	errs := make(chan error, 6)
	for g := range 6 {
		go func() {
			errs <- func() error {
				for r := range 8 {
					a := float32s.iota(33, 17+int64(g))
					x, up, err := UploadAsync(d, a)
					if err != nil {
						return err
					}
					defer x.Release()
					h := ndfloat32.New(a.Shape())
					down, err := DownloadAsync(h, x)
					if err != nil {
						return err
					}
					if err := errors.Join(down.Wait(), up.Wait()); err != nil {
						return err
					}
					if !h.Equal(a) {
						return fmt.Errorf("goroutine %d round %d: wrong data", g, r)
					}
				}
				return nil
			}()
		}()
	}
	for range 6 {
		require.NoError(t, <-errs)
	}
}

// TestKernelWaitsForUpload launches a kernel on an array right after its
// asynchronous upload started, on the other queue: 32 MiB take long
// enough that a kernel not waiting for the upload would read stale memory.
func TestKernelWaitsForUpload(t *testing.T) {
	d := device(t)
	const n = 32 << 20
	a := nduint8.New(nd.ShapeOf(n))
	for i := range a.Data() {
		a.Data()[i] = byte(i*7 + 1)
	}
	for range 3 {
		x, up, err := UploadAsync(d, a)
		require.NoError(t, err)
		y, err := Copy(x.Slice(nd.Step(-3)))
		require.NoError(t, err)
		got := nduint8.New(y.Shape())
		require.NoError(t, Download(got, y))
		require.True(t, got.Equal(a.Slice(nd.Step(-3))))
		require.NoError(t, up.Wait())
		x.Release()
		y.Release()
	}
}
