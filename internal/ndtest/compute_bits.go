package ndtest

import (
	"fmt"
	"math"

	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
)

// The compute golden files hold every value as bits (golden.ComputeArray);
// setBits and getBits move them in and out of a dtype's []T, so that the
// driver handles every dtype with one code path.

// setBits writes bits into items ([]float32, []bool, ...; two words per
// complex element). It panics on a slice of another type or length, which
// is a bug of the driver.
func setBits(items any, bits []uint64) {
	n := 0
	switch s := items.(type) {
	case []float32:
		n = len(s)
		for i := range s {
			s[i] = math.Float32frombits(uint32(bits[i]))
		}
	case []float64:
		n = len(s)
		for i := range s {
			s[i] = math.Float64frombits(bits[i])
		}
	case []float16.Float16:
		n = len(s)
		for i := range s {
			s[i] = float16.Frombits(uint16(bits[i]))
		}
	case []bfloat16.BFloat16:
		n = len(s)
		for i := range s {
			s[i] = bfloat16.FromBits(uint16(bits[i]))
		}
	case []complex64:
		n = 2 * len(s)
		for i := range s {
			s[i] = complex(math.Float32frombits(uint32(bits[2*i])), math.Float32frombits(uint32(bits[2*i+1])))
		}
	case []complex128:
		n = 2 * len(s)
		for i := range s {
			s[i] = complex(math.Float64frombits(bits[2*i]), math.Float64frombits(bits[2*i+1]))
		}
	case []bool:
		n = len(s)
		for i := range s {
			s[i] = bits[i] != 0
		}
	case []int8:
		n = setInts(s, bits)
	case []int16:
		n = setInts(s, bits)
	case []int32:
		n = setInts(s, bits)
	case []int64:
		n = setInts(s, bits)
	case []uint8:
		n = setInts(s, bits)
	case []uint16:
		n = setInts(s, bits)
	case []uint32:
		n = setInts(s, bits)
	case []uint64:
		n = setInts(s, bits)
	default:
		panic(fmt.Sprintf("ndtest: setBits of %T", items))
	}
	if n != len(bits) {
		panic(fmt.Sprintf("ndtest: setBits of %d words into %T of %d words", len(bits), items, n))
	}
}

type integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

func setInts[T integer](s []T, bits []uint64) int {
	for i := range s {
		s[i] = T(bits[i])
	}
	return len(s)
}

// getInts widens ints to words: signed ones sign-extended, as the golden
// reader's strconv.ParseInt gives them.
func getInts[T integer](s []T) []uint64 {
	out := make([]uint64, len(s))
	for i, v := range s {
		out[i] = uint64(v)
	}
	return out
}

// getBits returns the bits of items, as setBits takes them.
func getBits(items any) []uint64 {
	switch s := items.(type) {
	case []float32:
		out := make([]uint64, len(s))
		for i, v := range s {
			out[i] = uint64(math.Float32bits(v))
		}
		return out
	case []float64:
		out := make([]uint64, len(s))
		for i, v := range s {
			out[i] = math.Float64bits(v)
		}
		return out
	case []float16.Float16:
		out := make([]uint64, len(s))
		for i, v := range s {
			out[i] = uint64(v.Bits())
		}
		return out
	case []bfloat16.BFloat16:
		out := make([]uint64, len(s))
		for i, v := range s {
			out[i] = uint64(v.Bits())
		}
		return out
	case []complex64:
		out := make([]uint64, 2*len(s))
		for i, v := range s {
			out[2*i], out[2*i+1] = uint64(math.Float32bits(real(v))), uint64(math.Float32bits(imag(v)))
		}
		return out
	case []complex128:
		out := make([]uint64, 2*len(s))
		for i, v := range s {
			out[2*i], out[2*i+1] = math.Float64bits(real(v)), math.Float64bits(imag(v))
		}
		return out
	case []bool:
		out := make([]uint64, len(s))
		for i, v := range s {
			if v {
				out[i] = 1
			}
		}
		return out
	case []int8:
		return getInts(s)
	case []int16:
		return getInts(s)
	case []int32:
		return getInts(s)
	case []int64:
		return getInts(s)
	case []uint8:
		return getInts(s)
	case []uint16:
		return getInts(s)
	case []uint32:
		return getInts(s)
	case []uint64:
		return getInts(s)
	}
	panic(fmt.Sprintf("ndtest: getBits of %T", items))
}
