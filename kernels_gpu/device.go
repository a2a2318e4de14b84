package kernelsgpu

import (
	"fmt"
	"sync"
	"time"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// PlatformEnv is the environment variable that picks the OpenCL platform
// by a substring of its name or vendor (see the package doc).
const PlatformEnv = "KERNELS_GPU_OPENCL_PLATFORM"

// backend is what the device needs from OpenCL; the opencl build provides
// it over the cgo binding. Every command is enqueued without blocking, after
// the events in after, and returns its event; the device waits for it.
// Enqueueing is serialised by Device.mu (kernel argument state is not
// thread-safe), waiting is not.
type backend interface {
	alloc(bytes int64) (any, error)
	// allocHost allocates bytes of pinned host memory, mapped at the
	// returned address for the life of the process.
	allocHost(bytes int64) (any, unsafe.Pointer, error)
	free(mem any)
	// write and read copy between host memory at p and mem on queue q;
	// p must stay valid until the event completes.
	write(q queue, mem any, off int64, p unsafe.Pointer, n int64, after []event) (event, error)
	read(q queue, mem any, off int64, p unsafe.Pointer, n int64, after []event) (event, error)
	fill(mem any, off, n int64, b byte, after []event) (event, error)
	copyBuffer(dst any, dstOff int64, src any, srcOff, n int64, after []event) (event, error)
	// run launches the named kernel; args hold *buffer, int32, int64,
	// uint32, uint64, long8 and local values.
	run(kernel string, args []any, global, local []int, after []event) (event, error)
}

// event is an enqueued command.
type event interface {
	// wait blocks until the command completes and returns its device
	// time in nanoseconds, from the profiling counters.
	wait() (int64, error)
	done() bool // completed or failed, without blocking
	retain()    // one more reference, dropped by release
	release()
}

// queue names the device's two in-order queues: kernels and the
// synchronous copies run on computeQueue, asynchronous transfers on
// transferQueue, so that they overlap the kernels.
type queue int

const (
	computeQueue queue = iota
	transferQueue
)

// long8 is an OpenCL long8 kernel argument: shape or strides by value.
type long8 [8]int64

// local is a kernel argument of that many bytes of local memory.
type local int

// Device is an opened OpenCL device with the package's program built.
type Device struct {
	name     string // platform and device
	b        backend
	maxAlloc int64 // bytes in one buffer
	grid     int   // work items of a 1-D launch at most (grid-stride loops)
	group    int   // work-group size of 1-D launches
	// driverCopies makes contiguous copies clEnqueueCopyBuffer's work.
	driverCopies bool

	mu       sync.Mutex // guards b, stats, inflight, pinned
	stats    Stats
	inflight []*Transfer // asynchronous transfers not yet settled
	pinned   int64       // bytes of pinned host memory allocated (NewHost)

	gatherMu sync.Mutex // guards errWord: one gather at a time uses it
	errWord  *buffer    // the gathers' bad-row word, NO_ROW between gathers
}

// Stats are the device times the package measured since the last
// ResetStats, from OpenCL's profiling events.
type Stats struct {
	Kernel   time.Duration // kernels, fills and device-to-device buffer copies
	Transfer time.Duration // host-to-device and device-to-host copies
	Launches int           // kernel launches, fills and buffer copies
}

var (
	openOnce   sync.Once
	openDevice *Device
	openErr    error
)

// Open returns the process's device, opening it and building the program
// on the first call (later calls return the same device or error). The
// error wraps ErrUnavailable when there is no OpenCL device (see the
// package doc); other OpenCL failures, a compile failure with its build
// log, are returned as they are.
func Open() (*Device, error) {
	openOnce.Do(func() { openDevice, openErr = openBackend() })
	return openDevice, openErr
}

// Name returns the platform and device names, e.g. "Portable Computing
// Language (The pocl project): pthread-skylake-avx512-AMD EPYC".
func (d *Device) Name() string { return d.name }

// MaxAlloc returns the largest buffer the device allocates, in bytes.
func (d *Device) MaxAlloc() int64 { return d.maxAlloc }

// Stats returns the device times measured since the last ResetStats.
func (d *Device) Stats() Stats {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.stats
}

// ResetStats sets the measured times to zero.
func (d *Device) ResetStats() {
	d.mu.Lock()
	defer d.mu.Unlock()
	d.stats = Stats{}
}

// launch runs a 1-D grid-stride kernel over n work items.
func (d *Device) launch(kernel string, n int64, args ...any) error {
	if n == 0 {
		return nil
	}
	g := int64(d.group)
	global := min((n+g-1)/g*g, int64(d.grid))
	return d.run(kernel, args, []int{int(global)}, []int{d.group})
}

// run launches a kernel, waits for it and counts its time.
func (d *Device) run(kernel string, args []any, global, local []int) error {
	var bufs []*buffer
	for _, a := range args {
		if b, ok := a.(*buffer); ok {
			bufs = append(bufs, b)
		}
	}
	return d.command(kernel, bufs, func(after []event) (event, error) {
		return d.b.run(kernel, args, global, local, after)
	})
}

// command enqueues one device command on the buffers bufs and waits for
// it, counting its time as kernel time. See enqueue.
func (d *Device) command(op string, bufs []*buffer,
	enqueue func(after []event) (event, error)) error {
	return d.sync(op, bufs, false, enqueue)
}

// sync enqueues a command on bufs, waits for it outside the lock and
// counts its time, as a transfer's or as a kernel's.
func (d *Device) sync(op string, bufs []*buffer, transfer bool,
	enqueue func(after []event) (event, error)) error {
	ev, err := d.enqueue(op, bufs, enqueue)
	if err != nil {
		return err
	}
	defer ev.release()
	ns, err := ev.wait()
	d.mu.Lock()
	defer d.mu.Unlock()
	if transfer {
		d.stats.Transfer += time.Duration(ns)
	} else {
		d.stats.Kernel += time.Duration(ns)
		d.stats.Launches++
	}
	return err
}

// enqueue calls enqueue under the device lock with the events of the
// unsettled transfers on bufs (see enqueueLocked).
func (d *Device) enqueue(op string, bufs []*buffer,
	enqueue func(after []event) (event, error)) (event, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.enqueueLocked(op, bufs, enqueue)
}

// enqueueLocked calls enqueue, under d.mu, after the unsettled transfers
// on bufs, so that a command never overtakes an asynchronous upload into
// its buffers or a download out of them. It fails with ErrReleased if a
// buffer was released (checked under the lock Release takes).
func (d *Device) enqueueLocked(op string, bufs []*buffer,
	enqueue func(after []event) (event, error)) (event, error) {
	d.settleDone()
	var after []event
	for _, b := range bufs {
		if b.released {
			return nil, fmt.Errorf("%w: %s", ErrReleased, op)
		}
		for _, t := range d.inflight {
			if t.buf == b {
				after = append(after, t.ev)
			}
		}
	}
	return enqueue(after)
}

// CopyBuffer copies the contiguous array src into the contiguous array
// dst of the same dtype and size with the driver's own buffer copy
// (clEnqueueCopyBuffer): the reference the benchmark compares the
// kernels with. The two must not share a buffer.
func (d *Device) CopyBuffer(dst, src *Array) error {
	if err := usable("CopyBuffer", "dst", dst); err != nil {
		return err
	}
	if err := usable("CopyBuffer", "src", src); err != nil {
		return err
	}
	switch {
	case dst.buf.dev != d || src.buf.dev != d:
		return fmt.Errorf("%w: CopyBuffer: an array is on another device", nd.ErrArgument)
	case dst.buf == src.buf:
		return fmt.Errorf("%w: CopyBuffer: dst and src share a buffer", nd.ErrArgument)
	case !dst.IsContiguous() || !src.IsContiguous():
		return fmt.Errorf("%w: CopyBuffer: dst and src must be contiguous", nd.ErrArgument)
	case dst.dtype != src.dtype || dst.Size() != src.Size():
		return fmt.Errorf("%w: CopyBuffer: dst is %v%v, src %v%v", nd.ErrShape,
			dst.dtype, dst.Shape(), src.dtype, src.Shape())
	}
	w := int64(src.buf.width)
	return d.command("CopyBuffer", []*buffer{dst.buf, src.buf}, func(after []event) (event, error) {
		return d.b.copyBuffer(dst.buf.mem, dst.layout.Offset*w, src.buf.mem,
			src.layout.Offset*w, src.Size()*w, after)
	})
}
