//go:build opencl && cgo

package cl

import (
	"bytes"
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"
)

// testDevice returns the first device of the first platform whose name
// contains $KERNELS_GPU_OPENCL_PLATFORM (any platform when unset), as
// kernels_gpu picks it, or skips when there is none.
func testDevice(t *testing.T) (Platform, Device) {
	platforms, err := Platforms()
	if err != nil || len(platforms) == 0 {
		t.Skipf("no OpenCL platform: %v", err)
	}
	want := strings.ToLower(os.Getenv("KERNELS_GPU_OPENCL_PLATFORM"))
	for _, p := range platforms {
		if !strings.Contains(strings.ToLower(p.Name()), want) {
			continue
		}
		devs, err := p.Devices()
		require.NoError(t, err)
		if len(devs) > 0 {
			t.Logf("testing on %s: %s", p.Name(), devs[0].Name())
			return p, devs[0]
		}
	}
	t.Skipf("no device on a platform matching %q", want)
	return Platform{}, Device{}
}

// brokenSource cannot compile on any conforming OpenCL C compiler: #error
// is a preprocessing directive every C99 preprocessor must reject (an
// undeclared identifier alone was accepted by NVIDIA's driver), and the
// syntax error after it is a second guard.
const brokenSource = "#error kernels_gpu_broken_on_purpose\n" +
	"__kernel void f(__global int *p) { p[0] = ; }\n"

// TestBuildFailureHasLog compiles broken OpenCL C and expects
// CL_BUILD_PROGRAM_FAILURE with the compiler's log; it skips when no
// OpenCL driver is installed (the kernels_gpu tests cover that case).
func TestBuildFailureHasLog(t *testing.T) {
	platform, dev := testDevice(t)
	ctx, err := NewContext(dev)
	require.NoError(t, err)
	defer ctx.Release()
	_, err = ctx.Build(dev, brokenSource, "-cl-std=CL1.2")
	var e *Error
	require.True(t, errors.As(err, &e), "error %v", err)
	require.Equal(t, "clBuildProgram", e.Call)
	require.Equal(t, "CL_BUILD_PROGRAM_FAILURE", CodeName(e.Code))
	// Every compiler logs something; the wording is its own, so the
	// directive's text is required only where it is known to be quoted.
	require.NotEmpty(t, e.Log)
	if strings.Contains(strings.ToLower(platform.Name()), "portable") {
		require.Contains(t, e.Log, "kernels_gpu_broken_on_purpose")
	}

	_, err = ctx.NewBuffer(1 << 62) // beyond CL_DEVICE_MAX_MEM_ALLOC_SIZE
	require.True(t, errors.As(err, &e), "error %v", err)
	require.Equal(t, "clCreateBuffer", e.Call)
	require.Equal(t, "CL_INVALID_BUFFER_SIZE", CodeName(e.Code))
	_, err = ctx.NewBuffer(-5)
	require.Error(t, err)
}

// TestAsyncCommands chains a write into a device buffer, a device copy
// into a host buffer and a read back through events on two queues, and
// checks the mapped host buffer sees the data.
func TestAsyncCommands(t *testing.T) {
	_, dev := testDevice(t)
	ctx, err := NewContext(dev)
	require.NoError(t, err)
	defer ctx.Release()
	q1, err := ctx.NewQueue(dev)
	require.NoError(t, err)
	defer q1.Release()
	q2, err := ctx.NewQueue(dev)
	require.NoError(t, err)
	defer q2.Release()

	const n = 1 << 16
	src := make([]byte, n)
	for i := range src {
		src[i] = byte(i * 7)
	}
	dbuf, err := ctx.NewBuffer(n)
	require.NoError(t, err)
	defer dbuf.Release()
	hbuf, err := ctx.NewHostBuffer(n)
	require.NoError(t, err)
	defer hbuf.Release()
	p, err := q1.Map(hbuf)
	require.NoError(t, err)
	host := unsafe.Slice((*byte)(p), n)

	var pin runtime.Pinner
	pin.Pin(&src[0])
	defer pin.Unpin()
	w, err := q1.Write(dbuf, 0, unsafe.Pointer(&src[0]), n, nil)
	require.NoError(t, err)
	defer w.Release()
	c, err := q2.Copy(hbuf, 0, dbuf, 0, n, []*Event{w}) // waits across queues
	require.NoError(t, err)
	defer c.Release()
	out := make([]byte, n)
	pin.Pin(&out[0])
	r, err := q2.Read(dbuf, 0, unsafe.Pointer(&out[0]), n, []*Event{c})
	require.NoError(t, err)
	defer r.Release()
	require.NoError(t, q1.Flush())
	_, err = r.Wait()
	require.NoError(t, err)
	require.True(t, w.Done() && c.Done() && r.Done())
	require.Equal(t, src, out)
	require.Equal(t, src, host)

	f, err := q1.Fill(dbuf, 16, 32, 0xAB, nil)
	require.NoError(t, err)
	defer f.Release()
	m, err := q1.Read(dbuf, 0, nil, 0, []*Event{f}) // size 0: a marker
	require.NoError(t, err)
	defer m.Release()
	_, err = m.Wait()
	require.NoError(t, err)
	r2, err := q1.Read(dbuf, 0, unsafe.Pointer(&out[0]), 64, nil)
	require.NoError(t, err)
	defer r2.Release()
	_, err = r2.Wait()
	require.NoError(t, err)
	require.Equal(t, src[:16], out[:16])
	require.Equal(t, bytes.Repeat([]byte{0xAB}, 32), out[16:48])
}
