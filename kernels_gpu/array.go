package kernelsgpu

import (
	"fmt"
	"math"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// buffer is a device allocation shared by an array and its views.
type buffer struct {
	dev      *Device
	mem      any   // the backend's handle
	elems    int64 // length in elements of width bytes
	width    int
	released bool // guarded by dev.mu
}

// Array is an n-dimensional array in device memory: a buffer and the
// nd.Layout of a view over it (in elements, as on the host). Views share
// the buffer; Release frees it for all of them.
type Array struct {
	buf    *buffer
	dtype  nd.DType
	layout nd.Layout
}

// alloc returns a new contiguous device array of the given dtype and
// shape; its contents are undefined.
func (d *Device) alloc(op string, dtype nd.DType, dims []int64) (*Array, error) {
	width := dtype.Size()
	size, ok := safe.Size(dims)
	if !ok || size > math.MaxInt64/int64(width) {
		return nil, fmt.Errorf("%w: %s: shape %s is too large", nd.ErrArgument, op, nd.FormatDims(dims))
	}
	bytes := size * int64(width)
	if bytes > d.maxAlloc {
		return nil, fmt.Errorf("%w: %s: %d bytes for shape %s exceed the device's largest buffer (%d bytes)",
			nd.ErrArgument, op, bytes, nd.FormatDims(dims), d.maxAlloc)
	}
	d.mu.Lock()
	mem, err := d.b.alloc(bytes)
	d.mu.Unlock()
	if err != nil {
		return nil, fmt.Errorf("%s: %w", op, err)
	}
	buf := &buffer{dev: d, mem: mem, elems: size, width: width}
	return &Array{buf: buf, dtype: dtype, layout: nd.RowMajor(dims...)}, nil
}

// New returns a new contiguous, zero-filled device array of the given
// dtype (any but nd.String, whose elements hold pointers) and shape (no
// dimension may be unknown).
func (d *Device) New(dtype nd.DType, shape nd.Shape) (*Array, error) {
	if d == nil {
		return nil, nilArray("New", "device")
	}
	if dtype.Size() == 0 || dtype == nd.String || shape.HasUnknownDimension() {
		return nil, fmt.Errorf("%w: New: dtype %v, shape %v", nd.ErrArgument, dtype, shape)
	}
	a, err := d.alloc("New", dtype, shape.Dims())
	if err != nil {
		return nil, err
	}
	b, n := a.buf, a.Size()*int64(a.buf.width)
	if err := d.command("New", []*buffer{b}, func(after []event) (event, error) {
		return d.b.fill(b.mem, 0, n, 0, after)
	}); err != nil {
		a.Release()
		return nil, fmt.Errorf("New: %w", err)
	}
	return a, nil
}

// Release frees the array's device memory, which its views share: every
// operation on any of them afterwards returns an error wrapping
// ErrReleased. Releasing twice is harmless.
func (a *Array) Release() {
	if a == nil {
		return
	}
	d := a.buf.dev
	d.mu.Lock()
	defer d.mu.Unlock()
	d.free(a.buf)
}

// free releases the buffer b once, under d.mu. OpenCL frees the memory
// after the commands still using it have completed.
func (d *Device) free(b *buffer) {
	if !b.released {
		b.released = true
		d.b.free(b.mem)
	}
}

// Device returns the device that holds the array.
func (a *Array) Device() *Device { return a.buf.dev }

// DType returns the element type.
func (a *Array) DType() nd.DType { return a.dtype }

// Shape returns the array's shape.
func (a *Array) Shape() nd.Shape { return a.layout.Shape() }

// Rank returns the number of dimensions.
func (a *Array) Rank() int { return a.layout.Rank() }

// Size returns the number of elements.
func (a *Array) Size() int64 { return a.layout.Size() }

// Layout returns a copy of the view's layout over its buffer.
func (a *Array) Layout() nd.Layout { return a.layout.Clone() }

// IsContiguous reports whether the view is row-major contiguous.
func (a *Array) IsContiguous() bool { return a.layout.IsContiguous() }

// view returns a view of the same buffer with layout l.
func (a *Array) view(l nd.Layout) *Array {
	return &Array{buf: a.buf, dtype: a.dtype, layout: l}
}

// Slice returns the view of the indices, as the host arrays' Slice does,
// and panics as it does. Seq and Hyperslab, which have no strided layout,
// panic with nd.ErrArgument: gather such selections with Gather instead.
func (a *Array) Slice(indices ...nd.Index) *Array {
	l := a.layout.Slice(indices...)
	if l.Tables != nil {
		panic(nd.Errorf(nd.ErrArgument,
			"nd: Seq and Hyperslab views are not supported on the device: %s",
			nd.FormatIndices(indices)))
	}
	return a.view(l)
}

// Transpose returns the view with permuted axes (reversed with none), as
// the host arrays' Transpose does, and panics as it does.
func (a *Array) Transpose(axes ...int) *Array {
	return a.view(a.layout.Transpose(axes...))
}

// Reshape returns the array with the given shape: a view when the layout
// allows, else a contiguous device copy (as NumPy decides). One dimension
// may be nd.UnknownSize, inferred from the others. It returns an error
// wrapping nd.ErrShape if the sizes differ.
func (a *Array) Reshape(shape nd.Shape) (*Array, error) {
	dims, err := inferDims(shape, a.Size())
	if err != nil {
		return nil, err
	}
	if l, ok := a.layout.Reshape(dims...); ok {
		return a.view(l), nil
	}
	c, err := Copy(a)
	if err != nil {
		return nil, err
	}
	c.layout = nd.RowMajor(dims...)
	return c, nil
}

// inferDims returns the dimensions of shape with one UnknownSize made
// concrete so that they hold size elements.
func inferDims(shape nd.Shape, size int64) ([]int64, error) {
	dims := shape.Dims()
	bad := func() error {
		return fmt.Errorf("%w: Reshape: %v does not hold %d elements",
			nd.ErrShape, shape, size)
	}
	if dims == nil {
		return nil, bad()
	}
	unknown, known := -1, int64(1)
	for i, d := range dims {
		switch {
		case d == nd.UnknownSize && unknown < 0:
			unknown = i
		case d < 0:
			return nil, bad()
		default:
			p, ok := safe.Mul(known, d)
			if !ok {
				return nil, bad()
			}
			known = p
		}
	}
	if unknown >= 0 && known > 0 && size%known == 0 {
		dims[unknown] = size / known
		known = size
	}
	if unknown >= 0 && known == 0 && size == 0 {
		dims[unknown] = 0
		known = 0
	}
	if known != size {
		return nil, bad()
	}
	return dims, nil
}

// usable returns an error if a is nil or released (read under d.mu by
// the launch itself; this is the early, friendlier check).
func usable(op, name string, a *Array) error {
	if a == nil {
		return nilArray(op, name)
	}
	a.buf.dev.mu.Lock()
	defer a.buf.dev.mu.Unlock()
	if a.buf.released {
		return fmt.Errorf("%w: %s: %s", ErrReleased, op, name)
	}
	return nil
}

// inside reports whether every position of l lies in buffer b: the views
// come from nd's layout arithmetic, which keeps them inside, and this
// guard makes sure no kernel is ever given one that is not.
func inside(l nd.Layout, b *buffer) bool {
	if l.Tables != nil {
		return false
	}
	if l.Size() == 0 {
		return true
	}
	lo, hi := l.Bounds()
	return lo >= 0 && hi < b.elems
}
