package sorting

import (
	"cmp"
	"math"
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"

	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
)

// dtype is one element type under test: how to draw its values, the order
// the results must have (NaN last, -0 == +0), the identity of a value's
// bits, and the functions under test.
type dtype[T any] struct {
	name   string
	random func(r *rand.Rand) T
	cmp    func(a, b T) int
	bits   func(a T) string
	sort   func(dst, src View[T], axis int)
	arg    func(dst View[int64], src View[T], axis int)
	topk   func(vals View[T], idx View[int64], src View[T], k int) // nil: none
}

// nanLast orders floats ascending with every NaN after every number and
// -0 equal to +0.
func nanLast[F ~float32 | ~float64](a, b F) int {
	an, bn := a != a, b != b
	switch {
	case an && bn:
		return 0
	case an:
		return 1
	case bn:
		return -1
	}
	return cmp.Compare(a, b)
}

// refArgSort returns the stable ascending order of x: sort.SliceStable,
// the plain reference.
func refArgSort[T any](x []T, c func(a, b T) int) []int64 {
	idx := make([]int64, len(x))
	for i := range idx {
		idx[i] = int64(i)
	}
	sort.SliceStable(idx, func(i, j int) bool { return c(x[idx[i]], x[idx[j]]) < 0 })
	return idx
}

// refTopK returns the indices of the k greatest of x, descending, ties to
// the lower index.
func refTopK[T any](x []T, k int, c func(a, b T) int) []int64 {
	idx := make([]int64, len(x))
	for i := range idx {
		idx[i] = int64(i)
	}
	sort.SliceStable(idx, func(i, j int) bool { return c(x[idx[i]], x[idx[j]]) > 0 })
	return idx[:k]
}

// pick returns one of the values of pool (duplicates and specials) or,
// half the time, a fresh random value.
func pick[T any](r *rand.Rand, pool []T, fresh func() T) T {
	if r.IntN(2) == 0 {
		return pool[r.IntN(len(pool))]
	}
	return fresh()
}

func intType[T ~int8 | ~int16 | ~int32 | ~int64](name string, bits int) dtype[T] {
	lo, hi := -int64(1)<<(bits-1), int64(1)<<(bits-1)-1
	return dtype[T]{
		name: name,
		random: func(r *rand.Rand) T {
			return pick(r, []T{T(lo), T(hi), 0, 1, -1, 7}, func() T {
				if r.IntN(2) == 0 {
					return T(r.IntN(20) - 10)
				}
				return T(r.Uint64())
			})
		},
		cmp:  func(a, b T) int { return cmp.Compare(a, b) },
		bits: func(a T) string { return strconv.FormatInt(int64(a), 16) },
		sort: Sort[T], arg: ArgSort[T], topk: TopK[T],
	}
}

func uintType[T ~uint8 | ~uint16 | ~uint32 | ~uint64](name string) dtype[T] {
	return dtype[T]{
		name: name,
		random: func(r *rand.Rand) T {
			return pick(r, []T{0, 1, ^T(0), ^T(0) >> 1, 1 + ^T(0)>>1, 9}, func() T {
				if r.IntN(2) == 0 {
					return T(r.IntN(20))
				}
				return T(r.Uint64())
			})
		},
		cmp:  func(a, b T) int { return cmp.Compare(a, b) },
		bits: func(a T) string { return strconv.FormatUint(uint64(a), 16) },
		sort: Sort[T], arg: ArgSort[T], topk: TopK[T],
	}
}

// float32Specials are the values whose order is easy to get wrong: NaNs of
// both signs and several payloads, signed zeros and infinities, extremes
// and subnormals.
var float32Specials = []float32{
	float32(math.NaN()), math.Float32frombits(0xffc00000), math.Float32frombits(0x7f800001),
	math.Float32frombits(0xffffffff), 0, float32(math.Copysign(0, -1)),
	float32(math.Inf(1)), float32(math.Inf(-1)), math.MaxFloat32, -math.MaxFloat32,
	math.SmallestNonzeroFloat32, -math.SmallestNonzeroFloat32, 1, -1, 0.5,
}

func float32Type[T ~float32](name string) dtype[T] {
	pool := make([]T, len(float32Specials))
	for i, v := range float32Specials {
		pool[i] = T(v)
	}
	return dtype[T]{
		name: name,
		random: func(r *rand.Rand) T {
			return pick(r, pool, func() T {
				if r.IntN(2) == 0 {
					return T(r.IntN(9) - 4)
				}
				return T(r.NormFloat64() * 100)
			})
		},
		cmp:  func(a, b T) int { return nanLast(a, b) },
		bits: func(a T) string { return strconv.FormatUint(uint64(math.Float32bits(float32(a))), 16) },
		sort: Sort[T], arg: ArgSort[T], topk: TopK[T],
	}
}

var float64Specials = []float64{
	math.NaN(), math.Float64frombits(0xfff8000000000000), math.Float64frombits(0x7ff0000000000001),
	math.Float64frombits(0xffffffffffffffff), 0, math.Copysign(0, -1),
	math.Inf(1), math.Inf(-1), math.MaxFloat64, -math.MaxFloat64,
	math.SmallestNonzeroFloat64, -math.SmallestNonzeroFloat64, 1, -1, 0.5,
}

var float64Type = dtype[float64]{
	name: "float64",
	random: func(r *rand.Rand) float64 {
		return pick(r, float64Specials, func() float64 {
			if r.IntN(2) == 0 {
				return float64(r.IntN(9) - 4)
			}
			return r.NormFloat64() * 100
		})
	},
	cmp:  nanLast[float64],
	bits: func(a float64) string { return strconv.FormatUint(math.Float64bits(a), 16) },
	sort: Sort[float64], arg: ArgSort[float64], topk: TopK[float64],
}

var stringType = dtype[string]{
	name: "string",
	random: func(r *rand.Rand) string {
		return pick(r, []string{"", "a", "ab", "b", "\xff", "日本"}, func() string {
			b := make([]byte, r.IntN(4))
			for i := range b {
				b[i] = "ab\x00z"[r.IntN(4)]
			}
			return string(b)
		})
	},
	cmp:  strings2cmp,
	bits: func(a string) string { return a },
	sort: Sort[string], arg: ArgSort[string],
}

func strings2cmp(a, b string) int { return cmp.Compare(a, b) }

var boolType = dtype[bool]{
	name:   "bool",
	random: func(r *rand.Rand) bool { return r.IntN(2) == 0 },
	cmp: func(a, b bool) int {
		return cmp.Compare(b2u(a), b2u(b))
	},
	bits: strconv.FormatBool,
	sort: SortBool, arg: ArgSortBool,
}

// halfType is a 16-bit float type: inf is its +Inf pattern, value its
// exact float32 value.
func halfType[H ~uint16](name string, inf uint16, value func(H) float32) dtype[H] {
	pool := []H{H(inf | 1), H(inf | 0x8001), H(0xffff), H(inf | 0x40), 0, 0x8000, H(inf),
		H(inf | 0x8000), H(inf - 1), H(inf | 0x8000 - 1), 1, 0x8001, 0x3c00, 0xbc00}
	return dtype[H]{
		name: name,
		random: func(r *rand.Rand) H {
			return pick(r, pool, func() H { return H(r.Uint32()) })
		},
		cmp: func(a, b H) int {
			an, bn := uint16(a)&0x7fff > inf, uint16(b)&0x7fff > inf
			switch {
			case an && bn:
				return 0
			case an:
				return 1
			case bn:
				return -1
			}
			return cmp.Compare(value(a), value(b))
		},
		bits: func(a H) string { return strconv.FormatUint(uint64(a), 16) },
		sort: func(dst, src View[H], axis int) { SortHalf(dst, src, axis, inf) },
		arg:  func(dst View[int64], src View[H], axis int) { ArgSortHalf(dst, src, axis, inf) },
		topk: func(v View[H], i View[int64], src View[H], k int) { TopKHalf(v, i, src, k, inf) },
	}
}

// myFloat is a named float type: the ~ in Ordered.
type myFloat float32

// suites is every dtype under test.
var suites = []suite{
	intType[int8]("int8", 8), intType[int16]("int16", 16),
	intType[int32]("int32", 32), intType[int64]("int64", 64),
	uintType[uint8]("uint8"), uintType[uint16]("uint16"),
	uintType[uint32]("uint32"), uintType[uint64]("uint64"),
	float32Type[float32]("float32"), float64Type, float32Type[myFloat]("myFloat"),
	stringType, boolType,
	halfType("float16", 0x7c00, func(h float16.Float16) float32 { return h.Float32() }),
	halfType("bfloat16", 0x7f80, func(h bfloat16.BFloat16) float32 { return h.Float32() }),
}

// sortedBits returns the bit identities of x, sorted: two lanes hold the
// same multiset of elements iff these are equal.
func (d dtype[T]) sortedBits(x []T) []string {
	s := make([]string, len(x))
	for i, v := range x {
		s[i] = d.bits(v)
	}
	slices.Sort(s)
	return s
}
