package linalg

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/ndgo/ndarray/asm/compute"
)

// kc is the depth of every kernel's k blocks. One depth for every level
// keeps the bits of a product the same at every level (each element adds
// its k blocks' partial sums in order), as the micro-kernels' fused
// multiply-adds are the same in assembly and Go.
const kc = 256

// The kernels of float32 and float64 by level (compute.Level) and of the
// other types (by reflect.Type), each made once.
var (
	kernels32 [3]*kernel[float32]
	kernels64 [3]*kernel[float64]
	kernelsMu sync.Mutex
	others    sync.Map
)

// kernelFor returns the kernel of T at the current level.
func kernelFor[T Number]() *kernel[T] {
	switch any(*new(T)).(type) {
	case float32:
		return any(levelKernel(&kernels32, compute.GemmShapeFloat32, compute.GemmFloat32)).(*kernel[T])
	case float64:
		return any(levelKernel(&kernels64, compute.GemmShapeFloat64, compute.GemmFloat64)).(*kernel[T])
	}
	if k, ok := others.Load(reflect.TypeFor[T]()); ok {
		return k.(*kernel[T])
	}
	k, _ := others.LoadOrStore(reflect.TypeFor[T](), goKernel[T]())
	return k.(*kernel[T])
}

// levelKernel returns the kernel of the current level from ks, made on
// first use: the level's tile, its micro-kernel, blocks of A of about
// 256 KiB (in L2) and of B of 3072 columns.
func levelKernel[T float32 | float64](ks *[3]*kernel[T], shape func() (int, int), micro func(int, []T, []T, []T, int, bool)) *kernel[T] {
	l := compute.CurrentLevel()
	kernelsMu.Lock()
	defer kernelsMu.Unlock()
	if ks[l] == nil {
		mr, nr := shape()
		rows := 256 * 4 / int(unsafe.Sizeof(*new(T)))
		ks[l] = &kernel[T]{mr: mr, nr: nr, kc: kc, mc: roundUp(rows, mr), nc: roundUp(3072, nr), micro: micro}
	}
	return ks[l]
}
