package ndkit

import (
	"unsafe"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// The ...As functions move the elements of a pointer-free type that is not
// Plain (a struct, an array type) as values of W, a Plain type of the same
// width (uint8, uint16, uint32, uint64 or complex128 for 1, 2, 4, 8 and 16
// bytes), so that they take the asm paths by width. T must hold no
// pointers: assembly stores bypass the garbage collector's write barrier.
// cmd/ndgen decides that from the type's definition and uses the generic
// functions for every other type. Where the widths differ (a type whose
// size depends on the platform) or a slice does not start at an address
// aligned for W, they take the generic path instead.

// CopyAs is Copy through the asm kernels, T moved as W.
func CopyAs[W Plain, T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	d, okd := recast[W](dst)
	s, oks := recast[W](src)
	if okd && oks {
		bulk.CopyPlain(d, dl, s, sl)
		return
	}
	bulk.Copy(dst, dl, src, sl)
}

// CopyAsDisjoint is CopyDisjoint through the asm kernels, T moved as W.
func CopyAsDisjoint[W Plain, T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	d, okd := recast[W](dst)
	s, oks := recast[W](src)
	if okd && oks {
		bulk.CopyPlainDisjoint(d, dl, s, sl)
		return
	}
	bulk.CopyDisjoint(dst, dl, src, sl)
}

// GatherNdAs is GatherNd through the asm kernels, T moved as W.
func GatherNdAs[W Plain, T any, I Index](
	dst, params []T, pl nd.Layout, idx []I, n, depth int,
) error {
	d, okd := recast[W](dst)
	p, okp := recast[W](params)
	if okd && okp {
		return bulk.GatherNdPlain(d, p, pl, idx, n, depth)
	}
	return bulk.GatherNd(dst, params, pl, idx, n, depth)
}

// GatherAs is Gather through the asm kernels, T moved as W.
func GatherAs[W Plain, T any, I Index](dst, params []T, pl nd.Layout, idx []I, axis int) error {
	d, okd := recast[W](dst)
	p, okp := recast[W](params)
	if okd && okp {
		return bulk.GatherPlain(d, p, pl, idx, axis)
	}
	return bulk.Gather(dst, params, pl, idx, axis)
}

// recast returns s as a slice of W over the same memory (same length and
// capacity), or false if W's size differs from T's or s's start is not
// aligned for W.
func recast[W Plain, T any](s []T) ([]W, bool) {
	var t T
	var w W
	if unsafe.Sizeof(t) != unsafe.Sizeof(w) {
		return nil, false
	}
	p := unsafe.SliceData(s)
	if p == nil {
		return nil, true
	}
	if uintptr(unsafe.Pointer(p))%unsafe.Alignof(w) != 0 {
		return nil, false
	}
	return unsafe.Slice((*W)(unsafe.Pointer(p)), cap(s))[:len(s)], true
}
