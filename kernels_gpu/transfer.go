package kernelsgpu

import (
	"fmt"
	"reflect"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/asm/move"
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/check"
	"github.com/ndgo/ndarray/nd"
)

// Upload copies the host array a (any pointer-free dtype, any view) to d
// and returns the device array, contiguous, of a's shape and dtype: a
// strided view is uploaded as its contiguous copy, so only its elements
// move. An array in pinned memory (NewHost) moves in one DMA transfer.
// Nil arrays are errors.
func Upload[T move.Plain, A nd.Array[T, A]](d *Device, a A) (*Array, error) {
	out, t, err := UploadAsync(d, a)
	if err != nil {
		return nil, err
	}
	if err := t.Wait(); err != nil {
		out.Release()
		return nil, err
	}
	return out, nil
}

// UploadAsync is Upload without waiting: it returns the device array at
// once, with the Transfer that fills it (see Transfer: ops on the array
// wait for it; a must not change until it completes).
func UploadAsync[T move.Plain, A nd.Array[T, A]](d *Device, a A) (*Array, *Transfer, error) {
	if d == nil {
		return nil, nil, nilArray("UploadAsync", "device")
	}
	if err := hostArray[T]("UploadAsync", "array", a); err != nil {
		return nil, nil, err
	}
	out, err := d.alloc("UploadAsync", a.DType(), a.Layout().Dims)
	if err != nil {
		return nil, nil, err
	}
	t, err := upload("UploadAsync", out, a)
	if err != nil {
		out.Release()
		return nil, nil, err
	}
	return out, t, nil
}

// UploadInto copies the host array a into the device array dst, which
// must have a's shape and dtype (any view): no device allocation when dst
// is contiguous.
func UploadInto[T move.Plain, A nd.Array[T, A]](dst *Array, a A) error {
	t, err := UploadIntoAsync(dst, a)
	if err != nil {
		return err
	}
	return t.Wait()
}

// UploadIntoAsync is UploadInto without waiting (see Transfer). A strided
// dst is filled by a kernel from a temporary device copy, which waits for
// the upload: only a contiguous dst makes it asynchronous.
func UploadIntoAsync[T move.Plain, A nd.Array[T, A]](dst *Array, a A) (*Transfer, error) {
	if err := usable("UploadIntoAsync", "dst", dst); err != nil {
		return nil, err
	}
	if err := hostArray[T]("UploadIntoAsync", "array", a); err != nil {
		return nil, err
	}
	switch {
	case a.DType() != dst.dtype:
		return nil, fmt.Errorf("%w: UploadIntoAsync: dst is %v, the host array %v",
			nd.ErrArgument, dst.dtype, a.DType())
	case !slices.Equal(a.Layout().Dims, dst.layout.Dims):
		return nil, fmt.Errorf("%w: UploadIntoAsync: dst has shape %v, the host array %v",
			nd.ErrShape, dst.Shape(), a.Shape())
	}
	if dst.IsContiguous() {
		return upload("UploadIntoAsync", dst, a)
	}
	tmp, err := Upload(dst.buf.dev, a)
	if err != nil {
		return nil, err
	}
	defer tmp.Release()
	if err := CopyInto(dst, tmp); err != nil {
		return nil, err
	}
	return dst.buf.dev.settledTransfer("UploadIntoAsync", dst.buf)
}

// upload starts the copy of a into the contiguous device array out.
func upload[T move.Plain, A nd.Array[T, A]](op string, out *Array, a A) (*Transfer, error) {
	l := a.Layout()
	var data []T
	if l.IsContiguous() {
		data = a.Data()[l.Offset : l.Offset+l.Size()]
	} else {
		data = a.ToSlice() // pinned by the transfer until it settles
	}
	b, off, p, n := out.buf, out.layout.Offset*int64(out.buf.width), hostBytes(data), bytesOf(data)
	return b.dev.startTransfer(op, b, p, nil, func(after []event) (event, error) {
		return b.dev.b.write(transferQueue, b.mem, off, p, n, after)
	})
}

// Download copies the device array a into the host array dst, which must
// have a's shape and dtype and be writable (any view). A strided device
// view is first copied into a contiguous device buffer.
func Download[T move.Plain, A nd.Array[T, A]](dst A, a *Array) error {
	t, err := DownloadAsync(dst, a)
	if err != nil {
		return err
	}
	return t.Wait()
}

// DownloadAsync is Download without waiting: dst holds a's elements once
// the Transfer has completed (see Transfer). A strided device view is
// copied by a kernel first (before DownloadAsync returns); a strided dst
// receives the elements when Wait or Done sees the copy complete.
func DownloadAsync[T move.Plain, A nd.Array[T, A]](dst A, a *Array) (*Transfer, error) {
	if err := hostArray[T]("DownloadAsync", "dst", dst); err != nil {
		return nil, err
	}
	if err := usable("DownloadAsync", "array", a); err != nil {
		return nil, err
	}
	switch dl := dst.Layout(); {
	case dst.DType() != a.dtype:
		return nil, fmt.Errorf("%w: DownloadAsync: dst is %v, the device array %v",
			nd.ErrArgument, dst.DType(), a.dtype)
	case !slices.Equal(dl.Dims, a.layout.Dims):
		return nil, fmt.Errorf("%w: DownloadAsync: dst has shape %v, the device array %v",
			nd.ErrShape, dst.Shape(), a.Shape())
	case dst.ReadOnly():
		return nil, check.ReadOnly("DownloadAsync", dst.Shape())
	}
	d, src := a.buf.dev, a
	if !a.IsContiguous() {
		c, err := Copy(a)
		if err != nil {
			return nil, err
		}
		src = c
	}
	dl := dst.Layout()
	var host []T
	if dl.IsContiguous() {
		host = dst.Data()[dl.Offset : dl.Offset+dl.Size()]
	} else {
		host = bulk.MakeUninit[T](dl.Size())
	}
	end := func(ok bool) { // under d.mu
		if src != a {
			d.free(src.buf)
		}
		if ok && !dl.IsContiguous() {
			dst.Write(host)
		}
	}
	b, off, p, n := src.buf, src.layout.Offset*int64(src.buf.width), hostBytes(host), bytesOf(host)
	t, err := d.startTransfer("DownloadAsync", b, p, end, func(after []event) (event, error) {
		return d.b.read(transferQueue, b.mem, off, p, n, after)
	})
	if err != nil && src != a {
		src.Release()
	}
	return t, err
}

// hostArray checks a host array argument: not nil, with T's element size.
func hostArray[T move.Plain, A nd.Array[T, A]](op, name string, a A) error {
	if isNil(a) {
		return nilArray(op, name)
	}
	if a.DType().Size() != int(unsafe.Sizeof(*new(T))) {
		return fmt.Errorf("%w: %s: dtype %v for %T elements",
			nd.ErrArgument, op, a.DType(), *new(T))
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
