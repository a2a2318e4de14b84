package ndany

import (
	"reflect"
	"slices"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// entry is what ndany knows of one dtype: the generic code below,
// instantiated for the dtype's element and array types by the generated
// table (dtypes.go).
type entry interface {
	goType() reflect.Type
	newArray(shape nd.Shape) nd.AnyArray
	// readOnly returns a's read-only view; ok is false if a is not an
	// array of this dtype's package.
	readOnly(a nd.AnyArray) (ro nd.AnyArray, ok bool)
}

// fixedEntry is the entry of a dtype whose items are plain bytes.
type fixedEntry interface {
	entry
	align() uintptr
	// view returns raw, aligned, viewed through l; it panics as
	// WrapLayout does.
	view(raw []byte, l nd.Layout) nd.AnyArray
	load(l nd.Layout, fill func(raw []byte) error) (nd.AnyArray, error)
	// bytes returns a's items as ItemsInOrder does (fortranOK), as bytes;
	// ok is false if a is not an array of this dtype's package.
	bytes(a nd.AnyArray, fortranOK bool) (raw []byte, fortran, ok bool)
}

// typed is the entry of element type T and array type A.
type typed[T any, A nd.Array[T, A]] struct {
	wrapLayout func([]T, nd.Layout) A
}

// typedOf returns the entry of the package whose WrapLayout is given.
func typedOf[T any, A nd.Array[T, A]](wrapLayout func([]T, nd.Layout) A) entry {
	return typed[T, A]{wrapLayout}
}

func (e typed[T, A]) goType() reflect.Type { return reflect.TypeFor[T]() }

func (e typed[T, A]) newArray(shape nd.Shape) nd.AnyArray {
	var none A // New works on a nil A (see nd.Array)
	return none.New(shape)
}

func (e typed[T, A]) readOnly(a nd.AnyArray) (nd.AnyArray, bool) {
	x, ok := a.(A)
	if !ok {
		return nil, false
	}
	return x.AsReadOnly(), true
}

// fixed is the entry of a dtype whose items, of type T, are plain bytes.
type fixed[T Fixed, A nd.Array[T, A]] struct {
	typed[T, A]
}

// fixedOf returns the entry of the package whose WrapLayout is given.
func fixedOf[T Fixed, A nd.Array[T, A]](wrapLayout func([]T, nd.Layout) A) entry {
	return fixed[T, A]{typed[T, A]{wrapLayout}}
}

func (e fixed[T, A]) align() uintptr { return unsafe.Alignof(*new(T)) }

func (e fixed[T, A]) view(raw []byte, l nd.Layout) nd.AnyArray {
	return e.wrapLayout(itemsOf[T](raw), l)
}

func (e fixed[T, A]) load(l nd.Layout, fill func(raw []byte) error) (nd.AnyArray, error) {
	data := make([]T, l.Size())
	var a A
	// The layout is checked before anything is filled.
	if err := nd.Try(func() { a = e.wrapLayout(data, l) }); err != nil {
		return nil, err
	}
	raw := bytesOf(data)
	if err := fill(raw); err != nil {
		return nil, err
	}
	if _, isBool := any(data).([]bool); isBool {
		NormalizeBools(raw)
	}
	return a, nil
}

func (e fixed[T, A]) bytes(a nd.AnyArray, fortranOK bool) ([]byte, bool, bool) {
	x, ok := a.(A)
	if !ok {
		return nil, false, false
	}
	items, fortran := storageOrder(x, fortranOK)
	return bytesOf(items), fortran, true
}

// lookup returns dt's entry, nil for a dtype of no library package.
func lookup(dt nd.DType) entry { return dtypes[dt] }

// lookupFixed returns dt's entry if its items are plain bytes, else nil.
func lookupFixed(dt nd.DType) fixedEntry {
	e, _ := dtypes[dt].(fixedEntry)
	return e
}

// DTypes returns every dtype of the library, in nd's order: those New
// makes and From recovers.
func DTypes() []nd.DType {
	out := make([]nd.DType, 0, len(dtypes))
	for dt := range dtypes {
		out = append(out, dt)
	}
	slices.Sort(out)
	return out
}

// IsFixed reports whether dt's items are plain bytes, which View, Load,
// Bytes and BytesInOrder move: true for every dtype of the library but
// nd.String, false for that and for a dtype of no library package.
func IsFixed(dt nd.DType) bool { return lookupFixed(dt) != nil }

// GoType returns the Go element type of dt's arrays (float32 for
// nd.Float32, float16.Float16 for nd.Float16), or nil for a dtype of no
// library package (nd.Other, an invalid DType).
func GoType(dt nd.DType) reflect.Type {
	e := lookup(dt)
	if e == nil {
		return nil
	}
	return e.goType()
}
