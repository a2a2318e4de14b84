//go:build opencl && cgo

package kernelsgpu

import (
	"errors"
	"fmt"
	"os"
	"strings"
	"unsafe"

	"github.com/ndgo/ndarray/kernels_gpu/internal/cl"
)

// clBackend runs the package on one OpenCL device through internal/cl.
type clBackend struct {
	ctx     *cl.Context
	queues  [2]*cl.Queue // computeQueue, transferQueue
	program *cl.Program
	kernels map[string]*cl.Kernel
}

// openBackend opens the device PlatformEnv selects (or the first platform
// with a device), builds the program and creates its kernels.
func openBackend() (*Device, error) {
	platform, dev, err := pickDevice(os.Getenv(PlatformEnv))
	if err != nil {
		return nil, err
	}
	maxAlloc, err := dev.MaxAlloc()
	if err != nil {
		return nil, err
	}
	group, err := dev.MaxWorkGroup()
	if err != nil {
		return nil, err
	}
	if group < 256 {
		return nil, fmt.Errorf("%w: %s: work-groups of %d items, the kernels need 256",
			ErrUnavailable, dev.Name(), group)
	}
	gpu, err := dev.IsGPU()
	if err != nil {
		return nil, err
	}
	b := &clBackend{kernels: map[string]*cl.Kernel{}}
	if err := b.build(dev); err != nil {
		b.close()
		return nil, err
	}
	return &Device{
		name:     platform.Name() + ": " + dev.Name(),
		b:        b,
		maxAlloc: maxAlloc,
		grid:     1 << 20,
		group:    256,
		// The driver's buffer copy beat the row kernel on NVIDIA's GPU
		// and lost to it on pocl: each kind of device keeps its faster.
		driverCopies: gpu,
	}, nil
}

// pickDevice returns the first device of the first platform whose name
// contains want (case-insensitive; any platform when want is empty).
func pickDevice(want string) (cl.Platform, cl.Device, error) {
	platforms, err := cl.Platforms()
	var clErr *cl.Error
	if errors.As(err, &clErr) && clErr.Code == cl.PlatformNotFound {
		err = fmt.Errorf("%w: no OpenCL driver installed (%v)", ErrUnavailable, err)
		return cl.Platform{}, cl.Device{}, err
	}
	if err != nil {
		return cl.Platform{}, cl.Device{}, err
	}
	var seen []string
	for _, p := range platforms {
		name := p.Name()
		seen = append(seen, name)
		if !strings.Contains(strings.ToLower(name), strings.ToLower(want)) {
			continue
		}
		devs, err := p.Devices()
		if err != nil {
			return cl.Platform{}, cl.Device{}, err
		}
		if len(devs) > 0 {
			return p, devs[0], nil
		}
	}
	err = fmt.Errorf("%w: no platform with a device matches %s=%q (platforms: %q)",
		ErrUnavailable, PlatformEnv, want, seen)
	return cl.Platform{}, cl.Device{}, err
}

// build compiles the program and creates every kernel it defines.
func (b *clBackend) build(dev cl.Device) error {
	ctx, err := cl.NewContext(dev)
	if err != nil {
		return err
	}
	b.ctx = ctx
	for i := range b.queues {
		if b.queues[i], err = ctx.NewQueue(dev); err != nil {
			return err
		}
	}
	if b.program, err = ctx.Build(dev, kernelSource, buildOptions); err != nil {
		return err
	}
	for _, name := range kernelNames() {
		k, err := b.program.Kernel(name)
		if err != nil {
			return err
		}
		b.kernels[name] = k
	}
	return nil
}

// close releases whatever build made, after a failure.
func (b *clBackend) close() {
	for _, k := range b.kernels {
		k.Release()
	}
	if b.program != nil {
		b.program.Release()
	}
	for _, q := range b.queues {
		if q != nil {
			q.Release()
		}
	}
	if b.ctx != nil {
		b.ctx.Release()
	}
}

func (b *clBackend) alloc(bytes int64) (any, error) { return b.ctx.NewBuffer(bytes) }

func (b *clBackend) allocHost(bytes int64) (any, unsafe.Pointer, error) {
	m, err := b.ctx.NewHostBuffer(bytes)
	if err != nil {
		return nil, nil, err
	}
	p, err := b.queues[transferQueue].Map(m)
	if err != nil {
		m.Release()
		return nil, nil, err
	}
	return m, p, nil
}

func (b *clBackend) free(mem any) { mem.(*cl.Mem).Release() }

// clEvent adapts *cl.Event to the event interface.
type clEvent struct{ *cl.Event }

func (e clEvent) wait() (int64, error) { return e.Wait() }
func (e clEvent) done() bool           { return e.Done() }
func (e clEvent) retain()              { e.Retain() }
func (e clEvent) release()             { e.Release() }

// events returns the cl events of after.
func events(after []event) []*cl.Event {
	out := make([]*cl.Event, len(after))
	for i, e := range after {
		out[i] = e.(clEvent).Event
	}
	return out
}

// wrap returns a command's event; the transfer queue is flushed so that
// the copy starts while the host goes on.
func (b *clBackend) wrap(q queue, ev *cl.Event, err error) (event, error) {
	if err != nil {
		return nil, err
	}
	if q == transferQueue {
		if err := b.queues[q].Flush(); err != nil {
			ev.Release()
			return nil, err
		}
	}
	return clEvent{ev}, nil
}

func (b *clBackend) write(q queue, mem any, off int64, p unsafe.Pointer, n int64,
	after []event) (event, error) {
	ev, err := b.queues[q].Write(mem.(*cl.Mem), off, p, n, events(after))
	return b.wrap(q, ev, err)
}

func (b *clBackend) read(q queue, mem any, off int64, p unsafe.Pointer, n int64,
	after []event) (event, error) {
	ev, err := b.queues[q].Read(mem.(*cl.Mem), off, p, n, events(after))
	return b.wrap(q, ev, err)
}

func (b *clBackend) fill(mem any, off, n int64, v byte, after []event) (event, error) {
	ev, err := b.queues[computeQueue].Fill(mem.(*cl.Mem), off, n, v, events(after))
	return b.wrap(computeQueue, ev, err)
}

func (b *clBackend) copyBuffer(dst any, dstOff int64, src any, srcOff, n int64,
	after []event) (event, error) {
	ev, err := b.queues[computeQueue].Copy(dst.(*cl.Mem), dstOff, src.(*cl.Mem), srcOff, n,
		events(after))
	return b.wrap(computeQueue, ev, err)
}

func (b *clBackend) run(kernel string, args []any, global, local []int,
	after []event) (event, error) {
	k := b.kernels[kernel]
	if k == nil {
		return nil, fmt.Errorf("kernels_gpu: no kernel %q in kernels.cl", kernel)
	}
	for i, a := range args {
		if err := setArg(k, i, a); err != nil {
			return nil, err
		}
	}
	ev, err := b.queues[computeQueue].Run(k, global, local, events(after))
	return b.wrap(computeQueue, ev, err)
}

// setArg sets kernel argument i from one of the values backend.run takes.
func setArg(k *cl.Kernel, i int, a any) error {
	switch v := a.(type) {
	case *buffer:
		return k.SetBuffer(i, v.mem.(*cl.Mem))
	case int32:
		return k.SetArg(i, 4, unsafe.Pointer(&v))
	case uint32:
		return k.SetArg(i, 4, unsafe.Pointer(&v))
	case int64:
		return k.SetArg(i, 8, unsafe.Pointer(&v))
	case uint64:
		return k.SetArg(i, 8, unsafe.Pointer(&v))
	case long8:
		return k.SetArg(i, unsafe.Sizeof(v), unsafe.Pointer(&v))
	case local:
		return k.SetLocal(i, uintptr(v))
	}
	return fmt.Errorf("kernels_gpu: kernel %s argument %d has unsupported type %T",
		k.Name, i, a)
}
