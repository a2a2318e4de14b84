package sorting

import (
	"reflect"
	"unsafe"
)

// Ordered is the element types with a natural order sorted here.
type Ordered interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64 | ~string
}

// Sort writes src sorted ascending along axis (0 <= axis < rank) into dst,
// which has src's dimensions and may be src itself; NaNs go last, as in
// NumPy's np.sort. The sort is not stable: -0 and +0, and NaNs of
// different bits, may come in any order, but dst holds exactly the bit
// patterns of src. The Go reference loop, for each lane along axis, with
// less the ascending order that puts NaN after every number:
//
//	lane := slices.Clone(srcLane)
//	sort.Slice(lane, func(i, j int) bool { return less(lane[i], lane[j]) })
//	copy(dstLane, lane)
func Sort[T Ordered](dst, src View[T], axis int) {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int8:
		sortPlain(as[int8](dst), as[int8](src), axis, int8Codec)
	case reflect.Int16:
		sortPlain(as[int16](dst), as[int16](src), axis, int16Codec)
	case reflect.Int32:
		sortPlain(as[int32](dst), as[int32](src), axis, int32Codec)
	case reflect.Int64:
		sortPlain(as[int64](dst), as[int64](src), axis, int64Codec)
	case reflect.Uint8:
		sortPlain(as[uint8](dst), as[uint8](src), axis, uint8Codec)
	case reflect.Uint16:
		sortPlain(as[uint16](dst), as[uint16](src), axis, uint16Codec)
	case reflect.Uint32:
		sortPlain(as[uint32](dst), as[uint32](src), axis, uint32Codec)
	case reflect.Uint64:
		sortPlain(as[uint64](dst), as[uint64](src), axis, uint64Codec)
	case reflect.Float32:
		sortPlain(as[float32](dst), as[float32](src), axis, float32Codec)
	case reflect.Float64:
		sortPlain(as[float64](dst), as[float64](src), axis, float64Codec)
	case reflect.String:
		sortStrings(as[string](dst), as[string](src), axis)
	}
}

// ArgSort writes into dst (src's dimensions) the indices that sort src
// along axis, stably: equal elements (-0 and +0 among them) keep index
// order and NaNs go last in index order, as NumPy's
// np.argsort(kind="stable"). The Go reference loop, for each lane:
//
//	for i := range dstLane { dstLane[i] = int64(i) }
//	sort.SliceStable(dstLane, func(i, j int) bool {
//		return less(srcLane[dstLane[i]], srcLane[dstLane[j]])
//	})
//
// with less the ascending order that puts NaN after every number and -0
// equal to +0.
func ArgSort[T Ordered](dst View[int64], src View[T], axis int) {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int8:
		argSortPlain(dst, as[int8](src), axis, int8Codec)
	case reflect.Int16:
		argSortPlain(dst, as[int16](src), axis, int16Codec)
	case reflect.Int32:
		argSortPlain(dst, as[int32](src), axis, int32Codec)
	case reflect.Int64:
		argSortPlain(dst, as[int64](src), axis, int64Codec)
	case reflect.Uint8:
		argSortPlain(dst, as[uint8](src), axis, uint8Codec)
	case reflect.Uint16:
		argSortPlain(dst, as[uint16](src), axis, uint16Codec)
	case reflect.Uint32:
		argSortPlain(dst, as[uint32](src), axis, uint32Codec)
	case reflect.Uint64:
		argSortPlain(dst, as[uint64](src), axis, uint64Codec)
	case reflect.Float32:
		argSortPlain(dst, as[float32](src), axis, float32Codec)
	case reflect.Float64:
		argSortPlain(dst, as[float64](src), axis, float64Codec)
	case reflect.String:
		argSortStrings(dst, as[string](src), axis)
	}
}

// TopK writes the k greatest elements of each lane along the last axis of
// src into vals, in descending order, and their indices into idx (both of
// src's dimensions with the last one k, 0 <= k <= its length), as
// tf.math.top_k(sorted=True): equal elements go to the lower index first,
// and NaN counts as greater than every number. The Go reference loop, for
// each lane:
//
//	order := the ArgSort of the lane by descending value (stable)
//	for j := range k { idxLane[j] = order[j]; valsLane[j] = srcLane[order[j]] }
//
// Strings are not supported (TopK ignores them).
func TopK[T Ordered](vals View[T], idx View[int64], src View[T], k int) {
	switch reflect.TypeFor[T]().Kind() {
	case reflect.Int8:
		topKPlain(as[int8](vals), idx, as[int8](src), k, int8Codec, fewTop[int8, uint8])
	case reflect.Int16:
		topKPlain(as[int16](vals), idx, as[int16](src), k, int16Codec, fewTop[int16, uint16])
	case reflect.Int32:
		topKPlain(as[int32](vals), idx, as[int32](src), k, int32Codec, fewTop[int32, uint32])
	case reflect.Int64:
		topKPlain(as[int64](vals), idx, as[int64](src), k, int64Codec, fewTop[int64, uint64])
	case reflect.Uint8:
		topKPlain(as[uint8](vals), idx, as[uint8](src), k, uint8Codec, fewTop[uint8, uint8])
	case reflect.Uint16:
		topKPlain(as[uint16](vals), idx, as[uint16](src), k, uint16Codec, fewTop[uint16, uint16])
	case reflect.Uint32:
		topKPlain(as[uint32](vals), idx, as[uint32](src), k, uint32Codec, fewTop[uint32, uint32])
	case reflect.Uint64:
		topKPlain(as[uint64](vals), idx, as[uint64](src), k, uint64Codec, fewTop[uint64, uint64])
	case reflect.Float32:
		topKPlain(as[float32](vals), idx, as[float32](src), k, float32Codec, fewTop[float32, uint32])
	case reflect.Float64:
		topKPlain(as[float64](vals), idx, as[float64](src), k, float64Codec, fewTop[float64, uint64])
	}
}

// SortBool is Sort for bool: false before true.
func SortBool(dst, src View[bool], axis int) { sortPlain(dst, src, axis, boolCodec) }

// ArgSortBool is ArgSort for bool: the indices of the false elements,
// then of the true ones, each in index order.
func ArgSortBool(dst View[int64], src View[bool], axis int) {
	argSortPlain(dst, src, axis, boolCodec)
}

// SortHalf is Sort for a 16-bit float H stored as its IEEE bit pattern
// (float16.Float16, bfloat16.BFloat16) whose +Inf pattern is infBits
// (0x7c00, 0x7f80): ordered as the float values, NaN (p&0x7fff > infBits)
// last, -0 and +0 in any order.
func SortHalf[H ~uint16](dst, src View[H], axis int, infBits uint16) {
	sortPlain(as[uint16](dst), as[uint16](src), axis, halves(infBits))
}

// ArgSortHalf is ArgSort for a 16-bit float (see SortHalf): -0 and +0
// equal, NaNs last, ties in index order.
func ArgSortHalf[H ~uint16](dst View[int64], src View[H], axis int, infBits uint16) {
	argSortPlain(dst, as[uint16](src), axis, halves(infBits))
}

// TopKHalf is TopK for a 16-bit float (see SortHalf).
func TopKHalf[H ~uint16](vals View[H], idx View[int64], src View[H], k int, infBits uint16) {
	topKPlain(as[uint16](vals), idx, as[uint16](src), k, halves(infBits), nil)
}

// The codecs of the predeclared types, built once.
var (
	int8Codec   = signed[int8, uint8]()
	int16Codec  = signed[int16, uint16]()
	int32Codec  = signed[int32, uint32]()
	int64Codec  = signed[int64, uint64]()
	uint8Codec  = unsigned[uint8]()
	uint16Codec = unsigned[uint16]()
	uint32Codec = unsigned[uint32]()
	uint64Codec = unsigned[uint64]()
	f16Codec    = halfCodec(0x7c00)
	bf16Codec   = halfCodec(0x7f80)
)

// halves returns the codec of the 16-bit float with +Inf pattern inf.
func halves(inf uint16) *codec[uint16, uint16] {
	switch inf {
	case 0x7c00:
		return f16Codec
	case 0x7f80:
		return bf16Codec
	}
	return halfCodec(inf)
}

// as views v, whose element type T has underlying type U, as a View[U].
func as[U, T any](v View[T]) View[U] {
	return View[U]{
		Data:   unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(v.Data))), len(v.Data)),
		Layout: v.Layout,
	}
}
