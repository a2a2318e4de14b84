package ndany

import (
	"reflect"

	"github.com/ndgo/ndarray/nd"
)

// New returns a zero-filled array of dtype dt and the given shape, in
// row-major order: the *NdArray of dt's package (an *ndfloat32.NdArray for
// nd.Float32). It panics as that package's New does, and with
// nd.ErrArgument for a dtype of no library package.
func New(dt nd.DType, shape nd.Shape) nd.AnyArray {
	e := lookup(dt)
	if e == nil {
		panic(nd.Errorf(nd.ErrArgument, "New: no package has dtype %v", dt))
	}
	return e.newArray(shape)
}

// View returns raw viewed through l as the items of dtype dt (nd.Float32:
// raw's bytes as float32 values, in the host's byte order), without
// copying: writes through the array change raw, and raw's changes show in
// the array. The view is read-only where two coordinates of l reach the
// same item, as WrapLayout's are; ReadOnly makes any view read-only.
//
// View checks what makes the view sound, and returns errors wrapping
// nd.ErrArgument for a dt of no library package or nd.String (whose items
// are not bytes), for raw not aligned for dt (see Aligned and
// AlignedCopy), for a bool byte other than 0 and 1 (see NormalizeBools),
// and for a malformed l; an l reaching past raw's whole items is an error
// wrapping nd.ErrIndexOutOfRange.
func View(dt nd.DType, raw []byte, l nd.Layout) (a nd.AnyArray, err error) {
	e := lookupFixed(dt)
	switch {
	case e == nil:
		return nil, nd.Errorf(nd.ErrArgument, "View: dtype %v has no fixed-size items", dt)
	case !aligned(raw, e.align()):
		return nil, nd.Errorf(nd.ErrArgument, "View: raw is not aligned for %v (see AlignedCopy)", dt)
	case dt == nd.Bool && !ValidBools(raw):
		return nil, nd.Errorf(nd.ErrArgument, "View: bool bytes other than 0 and 1 (see NormalizeBools)")
	}
	err = nd.Try(func() { a = e.view(raw, l) })
	return a, err
}

// Load returns a new array of dtype dt laid out as l, whose items fill
// writes: fill gets their bytes, zeroed, and writes them in the host's
// byte order. l must address the l.Size() items from 0, as nd.RowMajor and
// nd.ColumnMajor (a Fortran-order file) do. Bool bytes other than 0 are
// made 1 (as NumPy and PyTorch read them) before the array is returned.
//
// Load allocates l.Size() items: check them against nd.MemoryLimit first
// (nd.CheckMemory). It returns fill's error as it is, and errors wrapping
// nd.ErrArgument for a dt of no library package or nd.String and for a
// malformed l, nd.ErrIndexOutOfRange for an l that reaches past its items.
func Load(dt nd.DType, l nd.Layout, fill func(raw []byte) error) (nd.AnyArray, error) {
	e := lookupFixed(dt)
	if e == nil {
		return nil, nd.Errorf(nd.ErrArgument, "Load: dtype %v has no fixed-size items", dt)
	}
	return e.load(l, fill)
}

// ReadOnly returns a's read-only view (its package's AsReadOnly), or a
// itself if it is nil. It panics with nd.ErrArgument if a is an
// nd.AnyArray of no library package.
func ReadOnly(a nd.AnyArray) nd.AnyArray {
	if isNil(a) {
		return a
	}
	if e := lookup(a.DType()); e != nil {
		if ro, ok := e.readOnly(a); ok {
			return ro
		}
	}
	panic(nd.Errorf(nd.ErrArgument, "ReadOnly: %T is no library package's %v array", a, a.DType()))
}

// Bytes returns the bytes of a's items in row-major (C) order, in the
// host's byte order: a's own storage when a is contiguous (writes to it
// change a, and a read-only a's bytes must not be written), else a copy.
// A nil array, a string array and an nd.AnyArray of no library package
// are errors wrapping nd.ErrArgument.
func Bytes(a nd.AnyArray) ([]byte, error) {
	raw, _, err := bytesIn("Bytes", a, false)
	return raw, err
}

// BytesInOrder is Bytes, except that an array contiguous in column-major
// order but not in row-major order (a transposed array, a Fortran-order
// file's) gives its own storage in column-major order, with fortran true,
// rather than a row-major copy.
func BytesInOrder(a nd.AnyArray) (raw []byte, fortran bool, err error) {
	return bytesIn("BytesInOrder", a, true)
}

// bytesIn is Bytes (fortranOK false) and BytesInOrder (true), named op.
func bytesIn(op string, a nd.AnyArray, fortranOK bool) ([]byte, bool, error) {
	if isNil(a) {
		return nil, false, nd.Errorf(nd.ErrArgument, "%s: nil array", op)
	}
	if e := lookupFixed(a.DType()); e != nil {
		if raw, fortran, ok := e.bytes(a, fortranOK); ok {
			return raw, fortran, nil
		}
	}
	if a.DType() == nd.String {
		return nil, false, nd.Errorf(nd.ErrArgument, "%s: string items are not bytes", op)
	}
	return nil, false, nd.Errorf(nd.ErrArgument, "%s: %T is no library package's %v array",
		op, a, a.DType())
}

// ItemsInOrder returns a's elements in the order they are stored: a's own
// storage, shared, when a is contiguous in row-major (C) order, or in
// column-major (Fortran) order but not row-major, with fortran true; else
// a row-major copy. It is BytesInOrder for a typed array of any dtype,
// strings included.
func ItemsInOrder[T any, A nd.Array[T, A]](a A) (items []T, fortran bool) {
	return storageOrder(a, true)
}

// storageOrder returns a's items in C order, or in Fortran order when a
// is Fortran- but not C-contiguous and fortranOK.
func storageOrder[T any, A nd.Array[T, A]](a A, fortranOK bool) (items []T, fortran bool) {
	if l := a.Layout(); l.IsContiguous() {
		return a.Data()[l.Offset : l.Offset+l.Size()], false
	}
	if fortranOK && a.Rank() >= 2 {
		if l := a.Transpose().Layout(); l.IsContiguous() {
			return a.Data()[l.Offset : l.Offset+l.Size()], true
		}
	}
	return a.ToSlice(), false
}

// isNil reports whether a is nil or a nil pointer, on which the arrays'
// methods would panic.
func isNil(a nd.AnyArray) bool {
	if a == nil {
		return true
	}
	v := reflect.ValueOf(a)
	return v.Kind() == reflect.Pointer && v.IsNil()
}
