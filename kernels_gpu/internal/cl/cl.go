//go:build opencl && cgo

package cl

/*
#cgo CFLAGS: -DCL_TARGET_OPENCL_VERSION=120
#cgo LDFLAGS: -lOpenCL
#include <stdlib.h>
#include <CL/cl.h>
*/
import "C"

import (
	"fmt"
	"strings"
	"unsafe"
)

func check(call string, code C.cl_int) error {
	if code == C.CL_SUCCESS {
		return nil
	}
	return &Error{Call: call, Code: int32(code)}
}

// Platform is an OpenCL platform (one vendor driver).
type Platform struct{ id C.cl_platform_id }

// Platforms lists the platforms the ICD loader finds.
func Platforms() ([]Platform, error) {
	var n C.cl_uint
	if err := check("clGetPlatformIDs", C.clGetPlatformIDs(0, nil, &n)); err != nil {
		return nil, err
	}
	if n == 0 {
		return nil, nil
	}
	ids := make([]C.cl_platform_id, n)
	if err := check("clGetPlatformIDs", C.clGetPlatformIDs(n, &ids[0], nil)); err != nil {
		return nil, err
	}
	out := make([]Platform, n)
	for i, id := range ids {
		out[i] = Platform{id}
	}
	return out, nil
}

// Name returns the platform's name and vendor, e.g. "Portable Computing
// Language (The pocl project)".
func (p Platform) Name() string {
	info := func(param C.cl_platform_info) string {
		var buf [256]C.char
		if C.clGetPlatformInfo(p.id, param, C.size_t(len(buf)),
			unsafe.Pointer(&buf[0]), nil) != C.CL_SUCCESS {
			return "?"
		}
		return C.GoString(&buf[0])
	}
	return info(C.CL_PLATFORM_NAME) + " (" + info(C.CL_PLATFORM_VENDOR) + ")"
}

// Devices lists the platform's devices of any type (none is not an error).
func (p Platform) Devices() ([]Device, error) {
	var n C.cl_uint
	code := C.clGetDeviceIDs(p.id, C.CL_DEVICE_TYPE_ALL, 0, nil, &n)
	if code == C.CL_DEVICE_NOT_FOUND || (code == C.CL_SUCCESS && n == 0) {
		return nil, nil
	}
	if err := check("clGetDeviceIDs", code); err != nil {
		return nil, err
	}
	ids := make([]C.cl_device_id, n)
	if err := check("clGetDeviceIDs", C.clGetDeviceIDs(p.id, C.CL_DEVICE_TYPE_ALL,
		n, &ids[0], nil)); err != nil {
		return nil, err
	}
	out := make([]Device, n)
	for i, id := range ids {
		out[i] = Device{id}
	}
	return out, nil
}

// Device is an OpenCL device.
type Device struct{ id C.cl_device_id }

// Name returns the device's name.
func (d Device) Name() string {
	var buf [256]C.char
	if C.clGetDeviceInfo(d.id, C.CL_DEVICE_NAME, C.size_t(len(buf)),
		unsafe.Pointer(&buf[0]), nil) != C.CL_SUCCESS {
		return "?"
	}
	return strings.TrimSpace(C.GoString(&buf[0]))
}

// MaxAlloc returns CL_DEVICE_MAX_MEM_ALLOC_SIZE, the largest buffer in bytes.
func (d Device) MaxAlloc() (int64, error) {
	var v C.cl_ulong
	err := check("clGetDeviceInfo", C.clGetDeviceInfo(d.id, C.CL_DEVICE_MAX_MEM_ALLOC_SIZE,
		C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil))
	return int64(v), err
}

// MaxWorkGroup returns CL_DEVICE_MAX_WORK_GROUP_SIZE.
func (d Device) MaxWorkGroup() (int, error) {
	var v C.size_t
	err := check("clGetDeviceInfo", C.clGetDeviceInfo(d.id, C.CL_DEVICE_MAX_WORK_GROUP_SIZE,
		C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil))
	return int(v), err
}

// IsGPU reports whether CL_DEVICE_TYPE includes CL_DEVICE_TYPE_GPU.
func (d Device) IsGPU() (bool, error) {
	var v C.cl_device_type
	err := check("clGetDeviceInfo", C.clGetDeviceInfo(d.id, C.CL_DEVICE_TYPE,
		C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil))
	return v&C.CL_DEVICE_TYPE_GPU != 0, err
}

// ComputeUnits returns CL_DEVICE_MAX_COMPUTE_UNITS.
func (d Device) ComputeUnits() (int, error) {
	var v C.cl_uint
	err := check("clGetDeviceInfo", C.clGetDeviceInfo(d.id, C.CL_DEVICE_MAX_COMPUTE_UNITS,
		C.size_t(unsafe.Sizeof(v)), unsafe.Pointer(&v), nil))
	return int(v), err
}

// Context is an OpenCL context over one device.
type Context struct{ id C.cl_context }

// NewContext creates a context for d.
func NewContext(d Device) (*Context, error) {
	var code C.cl_int
	id := C.clCreateContext(nil, 1, &d.id, nil, nil, &code)
	if err := check("clCreateContext", code); err != nil {
		return nil, err
	}
	return &Context{id}, nil
}

// Release releases the context.
func (c *Context) Release() { C.clReleaseContext(c.id) }

// Queue is an in-order command queue with profiling on.
type Queue struct{ id C.cl_command_queue }

// NewQueue creates a profiling, in-order queue on d.
func (c *Context) NewQueue(d Device) (*Queue, error) {
	var code C.cl_int
	id := C.clCreateCommandQueue(c.id, d.id, C.CL_QUEUE_PROFILING_ENABLE, &code)
	if err := check("clCreateCommandQueue", code); err != nil {
		return nil, err
	}
	return &Queue{id}, nil
}

// Release releases the queue.
func (q *Queue) Release() { C.clReleaseCommandQueue(q.id) }

// Program is a built program.
type Program struct{ id C.cl_program }

// Build compiles OpenCL C source for d with options; on a compile failure
// the error carries the build log.
func (c *Context) Build(d Device, source, options string) (*Program, error) {
	src := C.CString(source)
	defer C.free(unsafe.Pointer(src))
	opts := C.CString(options)
	defer C.free(unsafe.Pointer(opts))
	length := C.size_t(len(source))
	var code C.cl_int
	id := C.clCreateProgramWithSource(c.id, 1, &src, &length, &code)
	if err := check("clCreateProgramWithSource", code); err != nil {
		return nil, err
	}
	if code = C.clBuildProgram(id, 1, &d.id, opts, nil, nil); code != C.CL_SUCCESS {
		e := &Error{Call: "clBuildProgram", Code: int32(code), Log: buildLog(id, d)}
		C.clReleaseProgram(id)
		return nil, e
	}
	return &Program{id}, nil
}

func buildLog(p C.cl_program, d Device) string {
	var n C.size_t
	if C.clGetProgramBuildInfo(p, d.id, C.CL_PROGRAM_BUILD_LOG, 0, nil,
		&n) != C.CL_SUCCESS || n == 0 {
		return ""
	}
	buf := make([]byte, n)
	if C.clGetProgramBuildInfo(p, d.id, C.CL_PROGRAM_BUILD_LOG, n,
		unsafe.Pointer(&buf[0]), nil) != C.CL_SUCCESS {
		return ""
	}
	return strings.TrimRight(string(buf), "\x00\n ")
}

// Release releases the program.
func (p *Program) Release() { C.clReleaseProgram(p.id) }

// Kernel is one kernel of a program. Its argument state is not
// thread-safe: callers serialise SetArg and Run.
type Kernel struct {
	id   C.cl_kernel
	Name string
}

// Kernel creates the kernel called name.
func (p *Program) Kernel(name string) (*Kernel, error) {
	cname := C.CString(name)
	defer C.free(unsafe.Pointer(cname))
	var code C.cl_int
	id := C.clCreateKernel(p.id, cname, &code)
	if err := check("clCreateKernel("+name+")", code); err != nil {
		return nil, err
	}
	return &Kernel{id, name}, nil
}

// Release releases the kernel.
func (k *Kernel) Release() { C.clReleaseKernel(k.id) }

// SetArg sets argument i to the size bytes at p (copied at once).
func (k *Kernel) SetArg(i int, size uintptr, p unsafe.Pointer) error {
	return check("clSetKernelArg("+k.Name+")", C.clSetKernelArg(k.id, C.cl_uint(i),
		C.size_t(size), p))
}

// SetBuffer sets argument i to the buffer m.
func (k *Kernel) SetBuffer(i int, m *Mem) error {
	return k.SetArg(i, unsafe.Sizeof(m.id), unsafe.Pointer(&m.id))
}

// SetLocal sets argument i to size bytes of local memory.
func (k *Kernel) SetLocal(i int, size uintptr) error {
	return k.SetArg(i, size, nil)
}

// Mem is a device buffer.
type Mem struct {
	id   C.cl_mem
	Size int64
}

// NewBuffer allocates a read-write buffer of size bytes (at least one).
func (c *Context) NewBuffer(size int64) (*Mem, error) {
	if size < 0 {
		return nil, fmt.Errorf("cl: buffer of %d bytes", size)
	}
	var code C.cl_int
	id := C.clCreateBuffer(c.id, C.CL_MEM_READ_WRITE, C.size_t(max(size, 1)), nil, &code)
	if err := check("clCreateBuffer", code); err != nil {
		return nil, err
	}
	return &Mem{id, size}, nil
}

// Release releases the buffer.
func (m *Mem) Release() { C.clReleaseMemObject(m.id) }

// NewHostBuffer allocates a read-write buffer of size bytes (at least
// one) in host memory the driver allocates itself (CL_MEM_ALLOC_HOST_PTR):
// NVIDIA's driver pins it, so copies from and to its mapped pointer (Map)
// are single DMA transfers.
func (c *Context) NewHostBuffer(size int64) (*Mem, error) {
	if size < 0 {
		return nil, fmt.Errorf("cl: buffer of %d bytes", size)
	}
	var code C.cl_int
	id := C.clCreateBuffer(c.id, C.CL_MEM_READ_WRITE|C.CL_MEM_ALLOC_HOST_PTR,
		C.size_t(max(size, 1)), nil, &code)
	if err := check("clCreateBuffer", code); err != nil {
		return nil, err
	}
	return &Mem{id, size}, nil
}

// Map maps the whole buffer m for reading and writing, blocking, and
// returns its host address: valid until m is released.
func (q *Queue) Map(m *Mem) (unsafe.Pointer, error) {
	var code C.cl_int
	p := C.clEnqueueMapBuffer(q.id, m.id, C.CL_TRUE, C.CL_MAP_READ|C.CL_MAP_WRITE, 0,
		C.size_t(max(m.Size, 1)), 0, nil, nil, &code)
	if err := check("clEnqueueMapBuffer", code); err != nil {
		return nil, err
	}
	return p, nil
}

// Event is an enqueued command. Release it once it is no longer waited on.
type Event struct{ id C.cl_event }

// Wait blocks until the command completes and returns its duration in
// nanoseconds from the profiling counters.
func (e *Event) Wait() (int64, error) {
	if err := check("clWaitForEvents", C.clWaitForEvents(1, &e.id)); err != nil {
		return 0, err
	}
	var start, end C.cl_ulong
	for _, p := range []struct {
		param C.cl_profiling_info
		v     *C.cl_ulong
	}{{C.CL_PROFILING_COMMAND_START, &start}, {C.CL_PROFILING_COMMAND_END, &end}} {
		code := C.clGetEventProfilingInfo(e.id, p.param, C.size_t(unsafe.Sizeof(start)),
			unsafe.Pointer(p.v), nil)
		if err := check("clGetEventProfilingInfo", code); err != nil {
			return 0, err
		}
	}
	return int64(end - start), nil
}

// Done reports whether the command has completed or failed, without
// blocking (a failure is then Wait's error).
func (e *Event) Done() bool {
	var status C.cl_int
	code := C.clGetEventInfo(e.id, C.CL_EVENT_COMMAND_EXECUTION_STATUS,
		C.size_t(unsafe.Sizeof(status)), unsafe.Pointer(&status), nil)
	return code != C.CL_SUCCESS || status <= C.CL_COMPLETE
}

// Retain adds a reference to the event, which Release drops.
func (e *Event) Retain() { C.clRetainEvent(e.id) }

// Release releases the event.
func (e *Event) Release() { C.clReleaseEvent(e.id) }

// waitList returns after as the arguments of an enqueue call.
func waitList(after []*Event) (C.cl_uint, *C.cl_event) {
	if len(after) == 0 {
		return 0, nil
	}
	ids := make([]C.cl_event, len(after))
	for i, e := range after {
		ids[i] = e.id
	}
	return C.cl_uint(len(ids)), &ids[0]
}

// enqueued returns the event of an enqueue call that returned code.
func enqueued(call string, code C.cl_int, ev C.cl_event) (*Event, error) {
	if err := check(call, code); err != nil {
		return nil, err
	}
	return &Event{ev}, nil
}

// Write enqueues a copy of size bytes from host memory p into m at
// offset, after the events in after, without blocking: p must stay valid
// and unchanged until the event completes (pin Go memory with a
// runtime.Pinner). Size 0 enqueues a marker.
func (q *Queue) Write(m *Mem, offset int64, p unsafe.Pointer, size int64,
	after []*Event) (*Event, error) {
	return q.hostCopy(true, m, offset, p, size, after)
}

// Read enqueues a copy of size bytes of m from offset into host memory p,
// as Write does the other way.
func (q *Queue) Read(m *Mem, offset int64, p unsafe.Pointer, size int64,
	after []*Event) (*Event, error) {
	return q.hostCopy(false, m, offset, p, size, after)
}

func (q *Queue) hostCopy(write bool, m *Mem, offset int64, p unsafe.Pointer, size int64,
	after []*Event) (*Event, error) {
	if size == 0 {
		return q.marker(after)
	}
	n, list := waitList(after)
	var ev C.cl_event
	if write {
		code := C.clEnqueueWriteBuffer(q.id, m.id, C.CL_FALSE, C.size_t(offset),
			C.size_t(size), p, n, list, &ev)
		return enqueued("clEnqueueWriteBuffer", code, ev)
	}
	code := C.clEnqueueReadBuffer(q.id, m.id, C.CL_FALSE, C.size_t(offset),
		C.size_t(size), p, n, list, &ev)
	return enqueued("clEnqueueReadBuffer", code, ev)
}

// Copy enqueues a copy of size bytes from src at srcOff to dst at dstOff
// on the device (clEnqueueCopyBuffer).
func (q *Queue) Copy(dst *Mem, dstOff int64, src *Mem, srcOff, size int64,
	after []*Event) (*Event, error) {
	if size == 0 {
		return q.marker(after)
	}
	n, list := waitList(after)
	var ev C.cl_event
	code := C.clEnqueueCopyBuffer(q.id, src.id, dst.id, C.size_t(srcOff),
		C.size_t(dstOff), C.size_t(size), n, list, &ev)
	return enqueued("clEnqueueCopyBuffer", code, ev)
}

// Fill enqueues setting size bytes of m from offset to the byte b
// (clEnqueueFillBuffer).
func (q *Queue) Fill(m *Mem, offset, size int64, b byte, after []*Event) (*Event, error) {
	if size == 0 {
		return q.marker(after)
	}
	n, list := waitList(after)
	pattern := C.cl_uchar(b)
	var ev C.cl_event
	code := C.clEnqueueFillBuffer(q.id, m.id, unsafe.Pointer(&pattern), 1,
		C.size_t(offset), C.size_t(size), n, list, &ev)
	return enqueued("clEnqueueFillBuffer", code, ev)
}

// marker enqueues a command that completes once after has.
func (q *Queue) marker(after []*Event) (*Event, error) {
	n, list := waitList(after)
	var ev C.cl_event
	return enqueued("clEnqueueMarkerWithWaitList",
		C.clEnqueueMarkerWithWaitList(q.id, n, list, &ev), ev)
}

// Run enqueues k over the global work size (1 to 3 dimensions) in
// work-groups of local (nil: the driver chooses), after the events in
// after. The kernel's arguments are captured: they may be set again at once.
func (q *Queue) Run(k *Kernel, global, local []int, after []*Event) (*Event, error) {
	var g, l [3]C.size_t
	for i, v := range global {
		g[i] = C.size_t(v)
	}
	var lp *C.size_t
	if local != nil {
		for i, v := range local {
			l[i] = C.size_t(v)
		}
		lp = &l[0]
	}
	n, list := waitList(after)
	var ev C.cl_event
	code := C.clEnqueueNDRangeKernel(q.id, k.id, C.cl_uint(len(global)), nil, &g[0],
		lp, n, list, &ev)
	return enqueued("clEnqueueNDRangeKernel("+k.Name+")", code, ev)
}

// Flush submits the queue's commands to the device without waiting.
func (q *Queue) Flush() error { return check("clFlush", C.clFlush(q.id)) }
