package sorting

import (
	"math"
	"unsafe"
)

// key is the unsigned integer types lanes are sorted as: each element is
// mapped to a key whose unsigned order is the element order (NaN last), so
// that one radix sort serves every dtype.
type key interface {
	~uint8 | ~uint16 | ~uint32 | ~uint64
}

// keyBytes returns the bytes of a K: the radix digits of a key.
func keyBytes[K key]() int { return int(unsafe.Sizeof(K(0))) }

// codec maps the elements of one dtype (E, a predeclared type) to keys K
// and back. Each function works on a whole lane, so the indirect call is
// paid once a lane, not once an element.
type codec[E any, K key] struct {
	// enc writes the key of each element of src into k (len(k) ==
	// len(src)) and returns m: k[:m] are the keys to sort, k[m:] the raw
	// bits of the NaNs, which go last in any order. The keys of enc are
	// one-to-one, so mask restores every bit pattern; -0 sorts before +0.
	enc func(k []K, src []E) (m int)
	// mask inverts enc: an element's bits are its key with mask[the key's
	// top bit] flipped (see decode). E and K have the same size.
	mask [2]K
	// arg writes the key of each element for ArgSort and TopK: equal
	// elements (-0 and +0 included) have equal keys and every NaN has the
	// largest key, so that ties keep index order.
	arg func(k []K, src []E)
}

// signed returns the codec of a signed integer type: flipping the sign
// bit makes two's complement order unsigned order.
func signed[E ~int8 | ~int16 | ~int32 | ~int64, K key]() *codec[E, K] {
	sign := K(1) << (8*keyBytes[K]() - 1)
	enc := func(k []K, src []E) int {
		k = k[:len(src)]
		for i, v := range src {
			k[i] = K(v) ^ sign
		}
		return len(src)
	}
	return &codec[E, K]{
		enc:  enc,
		mask: [2]K{sign, sign},
		arg:  func(k []K, src []E) { enc(k, src) },
	}
}

// unsigned returns the codec of an unsigned integer type: the identity.
func unsigned[E key]() *codec[E, E] {
	enc := func(k []E, src []E) int { return copy(k, src) }
	return &codec[E, E]{
		enc:  enc,
		mask: [2]E{0, 0},
		arg:  func(k []E, src []E) { copy(k, src) },
	}
}

// The float keys follow the IEEE trick: a set sign bit flips every bit
// (larger magnitude, smaller key), a clear one flips the sign bit.

// (Their masks undo it: a key with the top bit set flips it back, one
// without flips every bit.)

func key32(b uint32) uint32 { return b ^ (uint32(int32(b)>>31) | 1<<31) }
func key64(b uint64) uint64 { return b ^ (uint64(int64(b)>>63) | 1<<63) }
func key16(b uint16) uint16 { return b ^ (uint16(int16(b)>>15) | 1<<15) }

// nan32 is 1 if b is the bits of a float32 NaN, else 0, without a branch
// (the sum of them tells whether a lane has NaNs).
func nan32(b uint32) uint32 { return (0x7f800000 - b&0x7fffffff) >> 31 }

// nan64 is nan32 for float64.
func nan64(b uint64) uint64 { return (0x7ff0000000000000 - b&0x7fffffffffffffff) >> 63 }

// nanLanes is enc for lanes with NaNs (the rare case, taken after a first
// pass found some): the keys of the numbers first, the NaNs' raw bits
// from the end.
func nanLanes[E any, K key](k []K, src []E, isNaN func(E) bool, bits func(E) K,
	key func(K) K) int {
	k = k[:len(src)]
	m, j := 0, len(src)
	for _, v := range src {
		b := bits(v)
		if isNaN(v) {
			j--
			k[j] = b
			continue
		}
		k[m] = key(b)
		m++
	}
	return m
}

var float32Codec = &codec[float32, uint32]{
	enc: func(k []uint32, src []float32) int {
		k = k[:len(src)]
		nan := uint32(0)
		for i, v := range src {
			b := math.Float32bits(v)
			k[i] = key32(b)
			nan |= nan32(b)
		}
		if nan == 0 {
			return len(src)
		}
		return nanLanes(k, src, func(v float32) bool { return v != v }, math.Float32bits, key32)
	},
	mask: [2]uint32{0xffffffff, 1 << 31},
	arg: func(k []uint32, src []float32) {
		k = k[:len(src)]
		for i, v := range src {
			x := key32(math.Float32bits(v))
			if v == 0 {
				x = 1 << 31
			}
			if v != v {
				x = math.MaxUint32
			}
			k[i] = x
		}
	},
}

var float64Codec = &codec[float64, uint64]{
	enc: func(k []uint64, src []float64) int {
		k = k[:len(src)]
		nan := uint64(0)
		for i, v := range src {
			b := math.Float64bits(v)
			k[i] = key64(b)
			nan |= nan64(b)
		}
		if nan == 0 {
			return len(src)
		}
		return nanLanes(k, src, func(v float64) bool { return v != v }, math.Float64bits, key64)
	},
	mask: [2]uint64{0xffffffffffffffff, 1 << 63},
	arg: func(k []uint64, src []float64) {
		k = k[:len(src)]
		for i, v := range src {
			x := key64(math.Float64bits(v))
			if v == 0 {
				x = 1 << 63
			}
			if v != v {
				x = math.MaxUint64
			}
			k[i] = x
		}
	},
}

// halfCodec is float32Codec for a 16-bit float stored as its bits, whose
// +Inf pattern is inf: a pattern p is NaN iff p&0x7fff > inf.
func halfCodec(inf uint16) *codec[uint16, uint16] {
	isNaN := func(b uint16) bool { return b&0x7fff > inf }
	same := func(b uint16) uint16 { return b }
	return &codec[uint16, uint16]{
		enc: func(k []uint16, src []uint16) int {
			k = k[:len(src)]
			nan := uint32(0)
			for i, b := range src {
				k[i] = key16(b)
				nan |= (uint32(inf) - uint32(b&0x7fff)) >> 31
			}
			if nan == 0 {
				return len(src)
			}
			return nanLanes(k, src, isNaN, same, key16)
		},
		mask: [2]uint16{0xffff, 1 << 15},
		arg: func(k []uint16, src []uint16) {
			k = k[:len(src)]
			for i, b := range src {
				x := key16(b)
				if b&0x7fff == 0 {
					x = 1 << 15
				}
				if b&0x7fff > inf {
					x = math.MaxUint16
				}
				k[i] = x
			}
		},
	}
}

// boolCodec orders false before true.
var boolCodec = &codec[bool, uint8]{
	enc: func(k []uint8, src []bool) int {
		k = k[:len(src)]
		for i, v := range src {
			k[i] = b2u(v)
		}
		return len(src)
	},
	mask: [2]uint8{0, 0},
	arg: func(k []uint8, src []bool) {
		k = k[:len(src)]
		for i, v := range src {
			k[i] = b2u(v)
		}
	},
}

// b2u is 1 for true, 0 for false.
func b2u(v bool) uint8 {
	if v {
		return 1
	}
	return 0
}
