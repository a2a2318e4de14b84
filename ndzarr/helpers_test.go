package ndzarr

import (
	"testing"

	"github.com/stretchr/testify/require"
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// rowMajorBytes returns an array's elements as little-endian bytes.
func rowMajorBytes(t *testing.T, a nd.AnyArray) []byte {
	raw, err := ndany.Bytes(a)
	require.NoError(t, err)
	return raw
}

// sampleArray returns an array of the dtype and shape with varied values.
func sampleArray(t *testing.T, d nd.DType, shape []int64) nd.AnyArray {
	s := nd.ShapeOf(shape...)
	n := s.Size()
	switch d {
	case nd.Bool:
		return ndbool.Wrap(s, gen(n, func(i int64) bool { return i%3 == 0 }))
	case nd.Int8:
		return ndint8.Wrap(s, gen(n, func(i int64) int8 { return int8(i*7 - 50) }))
	case nd.Int16:
		return ndint16.Wrap(s, gen(n, func(i int64) int16 { return int16(i*911 - 3000) }))
	case nd.Int32:
		return ndint32.Wrap(s, gen(n, func(i int64) int32 { return int32(i*100003 - 7) }))
	case nd.Int64:
		return ndint64.Wrap(s, gen(n, func(i int64) int64 { return i*1e12 - 5 }))
	case nd.Uint8:
		return nduint8.Wrap(s, gen(n, func(i int64) uint8 { return uint8(i * 3) }))
	case nd.Uint16:
		return nduint16.Wrap(s, gen(n, func(i int64) uint16 { return uint16(i * 977) }))
	case nd.Uint32:
		return nduint32.Wrap(s, gen(n, func(i int64) uint32 { return uint32(i * 1e6) }))
	case nd.Uint64:
		return nduint64.Wrap(s, gen(n, func(i int64) uint64 { return uint64(i) << 40 }))
	case nd.Float16:
		return ndfloat16.Wrap(s, gen(n, func(i int64) float16.Float16 {
			return float16.Fromfloat32(float32(i)/3 - 20)
		}))
	case nd.Float32:
		return ndfloat32.Wrap(s, gen(n, func(i int64) float32 { return float32(i) / 3 }))
	case nd.Float64:
		return ndfloat64.Wrap(s, gen(n, func(i int64) float64 { return float64(i%97) * 1.5 }))
	case nd.Complex64:
		return ndcomplex64.Wrap(s, gen(n, func(i int64) complex64 { return complex(float32(i), -1) }))
	case nd.Complex128:
		return ndcomplex128.Wrap(s, gen(n, func(i int64) complex128 { return complex(0.5, float64(i)) }))
	}
	t.Fatalf("no sample for %v", d)
	return nil
}

func gen[T any](n int64, f func(int64) T) []T {
	out := make([]T, n)
	for i := range out {
		out[i] = f(int64(i))
	}
	return out
}
