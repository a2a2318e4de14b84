// Package kernelsgpu runs the library's data movement on an OpenCL device:
// strided copies of any view (with a local-memory tiled kernel for 2-D and
// batched 2-D transposes), StridedSlice, GatherNd and Gather, for every
// pointer-free dtype (elements of 1, 2, 4, 8 and 16 bytes move as raw bits).
//
// The kernels are OpenCL C 1.2, in one embedded file (kernels.cl) that the
// driver compiles when the device is opened: pocl (Debian's CPU OpenCL,
// which CI tests on) and NVIDIA's OpenCL driver run the same source. The
// package calls OpenCL through its own thin cgo binding, built only with
// the opencl build tag and cgo (go build -tags opencl; it needs the Khronos
// headers and libOpenCL, Debian's opencl-headers and ocl-icd-opencl-dev).
// Without them the package still builds, and Open returns an error wrapping
// ErrUnavailable, as it does at run time when no OpenCL driver is installed.
//
// Open opens the device once per process and compiles the program then.
// The environment variable KERNELS_GPU_OPENCL_PLATFORM picks the platform
// whose name or vendor contains it (case-insensitive: "portable" or "pocl"
// for pocl, "nvidia"); without it the first platform with a device is used.
//
// An *Array is a device array: a buffer and an nd.Layout over it, like the
// host arrays. Upload copies a host array to the device (a strided view is
// uploaded as its contiguous copy, so an upload moves only the view's
// elements); Slice, Transpose and Reshape make device views without moving
// data; Copy and the ops run the kernels; Download brings an array back into
// a host array of the same shape and dtype. Release frees a buffer
// explicitly (the garbage collector does not see device memory).
//
// Transfers can run beside the kernels. The device has two in-order
// queues: kernels run on one, UploadAsync, UploadIntoAsync and
// DownloadAsync on the other, returning a *Transfer to Wait on, and every
// command on a buffer waits by itself for the transfers in flight on that
// buffer, so a pipeline uploads batch i+1 while batch i computes:
//
//	x, up, err := kernelsgpu.UploadAsync(d, batch)  // returns at once
//	y, err := kernelsgpu.Copy(x.Transpose())        // starts after the upload
//	t, err := kernelsgpu.DownloadAsync(out, y)       // out is filled at t.Wait()
//
// NewHost makes host arrays in pinned memory, which the driver moves by DMA
// at the link's speed; uploads from the Go heap are staged by the driver.
// Ops and the synchronous transfers return once the device is done; the
// device lock is held only while commands are enqueued, not while they run.
//
// Argument errors are returned, not panicked, wherever a call may reach
// the device (a device can fail at run time): they wrap the nd sentinels
// (nd.ErrShape, nd.ErrArgument, ...), and the ops return the same errors
// as the CPU ops of the dtype packages, an out-of-range index naming the
// lowest bad row. View methods, which never reach the device, panic with
// *nd.Error as the host views do.
package kernelsgpu
