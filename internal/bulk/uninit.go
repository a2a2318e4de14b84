package bulk

import (
	"reflect"
	"unsafe"

	"github.com/ndgo/ndarray/nd"
)

// MakeUninit returns a slice of n elements for the caller to overwrite in
// full before anything reads it: an allocating op's result, which its Into
// kernel then writes element by element. For element types without
// pointers its contents are whatever the heap held: make would clear them
// first, a pass over memory as long as the kernel's own. For the others it
// is Make, zeroed, as the garbage collector requires. Large slices get the
// huge-page advice without Make's collapse, which would copy bytes about
// to be overwritten. Builds with the ndpoison tag fill the memory with
// 0xA5 bytes instead, so that a test of an op that left an element
// unwritten sees a wrong value rather than a lucky zero.
func MakeUninit[T any](n int64) []T {
	if !pointerFree(reflect.TypeFor[T]()) {
		return Make[T](n)
	}
	checkCount[T](n)
	var zero T
	bytes := uintptr(n) * unsafe.Sizeof(zero)
	if bytes == 0 {
		return make([]T, n)
	}
	p := mallocgc(bytes, nil, false)
	if poison {
		b := unsafe.Slice((*byte)(p), bytes)
		for i := range b {
			b[i] = 0xA5
		}
	}
	if bytes >= hugeBytes && nd.HugePages() {
		advise(p, bytes, false)
	}
	return unsafe.Slice((*T)(p), n)
}

// WrapUninit returns wrap's array (a dtype package's Wrap) of shape over
// MakeUninit's memory: a new result that its op writes in full.
func WrapUninit[D, R any](wrap func(nd.Shape, []D) R, shape nd.Shape) R {
	return wrap(shape, MakeUninit[D](shape.Size()))
}

// mallocgc is the runtime's allocator, which make calls with needzero set;
// a nil type allocates memory the garbage collector does not scan. The
// runtime keeps this name and signature for the packages that use it
// (go.dev/issue/67401).
//
//go:linkname mallocgc runtime.mallocgc
func mallocgc(size uintptr, typ unsafe.Pointer, needzero bool) unsafe.Pointer

// pointerFree reports whether values of t hold no pointers, so that the
// garbage collector needs neither to scan nor to clear them.
func pointerFree(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return t.Len() == 0 || pointerFree(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if !pointerFree(t.Field(i).Type) {
				return false
			}
		}
		return true
	}
	return false
}
