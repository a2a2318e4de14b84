package kernelsgpu

import (
	"fmt"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// NewHost returns a new zero-filled host array of the given shape in
// pinned (page-locked) memory that d's driver allocated: an ordinary
// array of the dtype package wrap belongs to (ndfloat32.Wrap gives a
// *ndfloat32.NdArray), whose uploads and downloads are single DMA
// transfers at the link's speed, where pageable memory is staged by the
// driver.
//
//	h, err := kernelsgpu.NewHost(d, ndfloat32.Wrap, nd.ShapeOf(256, 784))
//	ndfloat32.CastInto(h, batch)           // fill it on the host
//	x, t, err := kernelsgpu.UploadAsync(d, h)
//
// Pinned memory is for staging buffers made once and reused, as CUDA
// programs use it: it stays with the process (the array and its views
// never dangle) and is not returned to the system, and all of it together
// is limited to half of the machine's memory, beyond which NewHost returns
// an error wrapping nd.ErrArgument.
func NewHost[T move.Plain, A nd.Array[T, A]](d *Device, wrap func(nd.Shape, []T) A,
	shape nd.Shape) (A, error) {
	var none A
	if d == nil {
		return none, nilArray("NewHost", "device")
	}
	width := int64(unsafe.Sizeof(*new(T)))
	size, ok := safe.Size(shape.Dims())
	if shape.HasUnknownDimension() || !ok || size > safe.MaxBytes/width {
		return none, fmt.Errorf("%w: NewHost: shape %v", nd.ErrArgument, shape)
	}
	p, err := d.pin("NewHost", size*width)
	if err != nil {
		return none, err
	}
	data := unsafe.Slice((*T)(p), size)
	clear(data)
	return wrap(shape, data), nil
}

// pin allocates bytes of pinned host memory within the device's limit.
func (d *Device) pin(op string, bytes int64) (unsafe.Pointer, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	limit := safe.MemoryBytes() / 2
	if bytes > limit-d.pinned {
		return nil, fmt.Errorf("%w: %s: %d bytes of pinned memory, %d already pinned, limit %d",
			nd.ErrArgument, op, bytes, d.pinned, limit)
	}
	_, p, err := d.b.allocHost(bytes)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	d.pinned += bytes
	return p, nil
}

// Pinned returns the bytes of pinned host memory NewHost has allocated.
func (d *Device) Pinned() int64 {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.pinned
}
