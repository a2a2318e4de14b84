package kernelsgpu

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Upload copies the host array a (any pointer-free dtype, any view) to d
// and returns the device array, contiguous, of a's shape and dtype: a
// strided view is uploaded as its contiguous copy, so only its elements
// move. Nil arrays are errors.
func Upload[T move.Plain, A nd.Array[T, A]](d *Device, a A) (*Array, error) {
	if d == nil {
		return nil, nilArray("Upload", "device")
	}
	if isNil(a) {
		return nil, nilArray("Upload", "array")
	}
	l := a.Layout()
	if a.DType().Size() != int(unsafe.Sizeof(*new(T))) {
		return nil, fmt.Errorf("%w: Upload: dtype %v for %T elements",
			nd.ErrArgument, a.DType(), *new(T))
	}
	out, err := d.alloc("Upload", a.DType(), l.Dims)
	if err != nil {
		return nil, err
	}
	var data []T
	if l.IsContiguous() {
		data = a.Data()[l.Offset : l.Offset+l.Size()]
	} else {
		data = a.ToSlice()
	}
	if err := d.transfer(func(b backend) (int64, error) {
		return b.write(out.buf.mem, 0, hostBytes(data), bytesOf(data))
	}); err != nil {
		out.Release()
		return nil, fmt.Errorf("Upload: %w", err)
	}
	return out, nil
}

// Download copies the device array a into the host array dst, which must
// have a's shape and dtype and be writable (any view). A strided device
// view is first copied into a contiguous device buffer.
func Download[T move.Plain, A nd.Array[T, A]](dst A, a *Array) error {
	if isNil(dst) {
		return nilArray("Download", "dst")
	}
	if err := usable("Download", "array", a); err != nil {
		return err
	}
	switch dl := dst.Layout(); {
	case dst.DType() != a.dtype:
		return fmt.Errorf("%w: Download: dst is %v, the device array %v",
			nd.ErrArgument, dst.DType(), a.dtype)
	case !slices.Equal(dl.Dims, a.layout.Dims):
		return fmt.Errorf("%w: Download: dst has shape %v, the device array %v",
			nd.ErrShape, dst.Shape(), a.Shape())
	case dst.ReadOnly():
		return check.ReadOnly("Download", dst.Shape())
	}
	src := a
	if !a.IsContiguous() {
		c, err := Copy(a)
		if err != nil {
			return err
		}
		defer c.Release()
		src = c
	}
	dl := dst.Layout()
	var host []T
	if dl.IsContiguous() {
		host = dst.Data()[dl.Offset : dl.Offset+dl.Size()]
	} else {
		host = make([]T, dl.Size())
	}
	off := src.layout.Offset * int64(src.buf.width)
	err := src.buf.dev.transfer(func(b backend) (int64, error) {
		if src.buf.released {
			return 0, fmt.Errorf("%w: Download", ErrReleased)
		}
		return b.read(src.buf.mem, off, hostBytes(host), bytesOf(host))
	})
	if err != nil {
		return fmt.Errorf("Download: %w", err)
	}
	if !dl.IsContiguous() {
		dst.Write(host)
	}
	return nil
}

// hostBytes returns the address of s's first element (nil when empty).
func hostBytes[T any](s []T) unsafe.Pointer {
	if len(s) == 0 {
		return nil
	}
	return unsafe.Pointer(unsafe.SliceData(s))
}

// bytesOf returns the size of s's elements in bytes.
func bytesOf[T any](s []T) int64 {
	return int64(len(s)) * int64(unsafe.Sizeof(*new(T)))
}

// isNil reports whether v is nil or a typed nil pointer.
func isNil(v any) bool {
	r := reflect.ValueOf(v)
	return !r.IsValid() || r.Kind() == reflect.Pointer && r.IsNil()
}
