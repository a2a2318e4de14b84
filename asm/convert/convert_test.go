package convert

import (
	"fmt"
	"math"
	"slices"
	"testing"
	"unsafe"

	"github.com/stretchr/testify/require"

	"github.com/ndgo/ndarray/asm/internal/kerneltest"
	"github.com/ndgo/ndarray/asm/move"
)

// A conversionCase runs one entry point on guard-padded buffers of raw
// bytes: its source and destination element widths, the entry point, and
// its reference loop written out here (not the twin), element by element.
type conversionCase struct {
	name               string
	srcWidth, dstWidth int
	run                func(dst, src []byte)
	ref                func(dst, src []byte)
}

// conv builds the case of an entry point from D to S, given the
// reference conversion of one element.
func conv[D, S move.Plain](name string, entry func([]D, []S), one func(S) D) conversionCase {
	return conversionCase{
		name:     name,
		srcWidth: int(unsafe.Sizeof(*new(S))),
		dstWidth: int(unsafe.Sizeof(*new(D))),
		run:      func(dst, src []byte) { entry(elems[D](dst), elems[S](src)) },
		ref: func(dst, src []byte) {
			d, s := elems[D](dst), elems[S](src)
			for i := range s {
				d[i] = one(s[i])
			}
		},
	}
}

// elems views bytes as values of U, as many as fit whole.
func elems[U move.Plain](b []byte) []U {
	n := len(b) / int(unsafe.Sizeof(*new(U)))
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(b))), n)
}

var conversionCases = []conversionCase{
	conv("Uint8ToFloat32", Uint8ToFloat32, func(x uint8) float32 { return float32(x) }),
	conv("Int8ToFloat32", Int8ToFloat32, func(x int8) float32 { return float32(x) }),
	conv("Int16ToFloat32", Int16ToFloat32, func(x int16) float32 { return float32(x) }),
	conv("Int32ToFloat32", Int32ToFloat32, func(x int32) float32 { return float32(x) }),
	conv("Float32ToFloat64", Float32ToFloat64, func(x float32) float64 { return float64(x) }),
	conv("Float64ToFloat32", Float64ToFloat32, func(x float64) float32 { return float32(x) }),
	conv("Int64ToFloat64", Int64ToFloat64, func(x int64) float64 { return float64(x) }),
	conv("Float64ToInt64", Float64ToInt64, TruncInt64),
}

// convertSource returns n source elements of the given width whose bits
// mix edge values (NaN, ±Inf, ±0, extremes, values near 2^24, 2^53 and
// 2^63) with a pattern, shifted by seed.
func convertSource(n, width, seed int) []byte {
	b := kerneltest.Pattern8(n*width, byte(seed))
	edges := edgeBits(width)
	for i := 0; i < n; i += 3 {
		e := edges[(i/3+seed)%len(edges)]
		for j := range width {
			b[i*width+j] = byte(e >> (8 * j))
		}
	}
	return b
}

// edgeBits are the bit patterns of the edge values of a width, as float
// bits and integer values both.
func edgeBits(width int) []uint64 {
	switch width {
	case 8:
		var out []uint64
		for _, f := range []float64{math.NaN(), math.Inf(1), math.Inf(-1), 0, math.Copysign(0, -1),
			1 << 63, -(1 << 63), 1 << 64, 1<<63 - 1024, -(1<<63 + 2048), 1<<53 + 1, -(1 << 53) - 3,
			0.5, -0.5, 1.5, -1.5, 2.5, -2.9999, 1e300, -1e300, 4294967296.5, -4294967295.5,
			math.SmallestNonzeroFloat64, math.MaxFloat64} {
			out = append(out, math.Float64bits(f))
		}
		return append(out, 1<<63, 1<<63-1, 1<<53+1, 1<<62+513, 0xFFFF_FFFF_FFFF_FFFF,
			0x7FF0_0000_0000_0001, 0xFFF8_0000_0000_0001, 1<<32-1, 0xFFFF_FFFF_0000_0001)
	case 4:
		var out []uint64
		for _, f := range []float32{float32(math.NaN()), float32(math.Inf(1)), float32(math.Inf(-1)),
			float32(math.Copysign(0, -1)), math.MaxFloat32, math.SmallestNonzeroFloat32, 1e-40} {
			out = append(out, uint64(math.Float32bits(f)))
		}
		return append(out, 0x7F80_0001, 1<<31, 1<<31-1, 1<<24+1, 1<<25+3, 0xFFFF_FFFF)
	case 2:
		return []uint64{0, 1 << 15, 1<<15 - 1, 0xFFFF}
	}
	return []uint64{0, 0x80, 0x7F, 0xFF}
}

// Every conversion, at every length up to 67 and a few long ones, from
// and into odd alignments, gives the reference loop's bits and writes
// nothing outside dst (guards on both sides) nor into src.
func TestConvert(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, c := range conversionCases {
			for _, n := range kerneltest.Lengths {
				for _, off := range []int{0, 1, 3, 5} {
					checkConversion(t, c, n, off, off%3)
				}
			}
		}
	})
}

// checkConversion converts n elements from src offset sOff bytes into a
// dst offset dOff bytes past its guard.
func checkConversion(t *testing.T, c conversionCase, n, sOff, dOff int) {
	t.Helper()
	src := convertSource(n+sOff, c.srcWidth, n)[sOff*c.srcWidth:]
	// Unaligned elements are what unsafe views of byte buffers give; the
	// kernels load and store unaligned anyway.
	src = src[:n*c.srcWidth]
	orig := slices.Clone(src)
	guard := kerneltest.GuardLen * c.dstWidth
	buf := kerneltest.Pattern8(n*c.dstWidth+2*guard+dOff, 0xA5)
	want := slices.Clone(buf)
	dst := buf[guard+dOff : guard+dOff+n*c.dstWidth]
	c.ref(want[guard+dOff:guard+dOff+n*c.dstWidth], src)
	c.run(dst, src)
	kerneltest.RequireSame(t, want, buf, "%s n=%d src offset %d dst offset %d", c.name, n, sOff, dOff)
	kerneltest.RequireSame(t, orig, src, "%s: source modified", c.name)
}

// Conversions of move.StreamThreshold bytes or more stream: destinations
// aligned, one element and one element short of 32 bytes, so heads of no,
// one and the most elements that the twin converts before the kernel's
// aligned stores. (Few cases: each is a megabyte, slow under -race.)
func TestConvertStreams(t *testing.T) {
	forEachVariant(t, func(t *testing.T) {
		for _, c := range conversionCases {
			n := move.StreamThreshold/c.dstWidth + 37
			for _, dOff := range []int{0, c.dstWidth, 32 - c.dstWidth} {
				checkConversion(t, c, n, 1, dOff)
			}
		}
	})
	require.Panics(t, func() { Uint8ToFloat32(make([]float32, 3), make([]uint8, 4)) })
	require.Panics(t, func() { Float64ToInt64(make([]int64, 5), make([]float64, 4)) })
}

// TruncInt64 is CVTTSD2SQ: truncation, MinInt64 outside the range.
func TestTruncInt64(t *testing.T) {
	for x, want := range map[float64]int64{
		-2.9: -2, 2.9: 2, math.Copysign(0, -1): 0, 1<<63 - 1024: 1<<63 - 1024,
		-(1 << 63): math.MinInt64, 1 << 63: math.MinInt64, math.Inf(1): math.MinInt64,
		math.Inf(-1): math.MinInt64, -1e300: math.MinInt64,
	} {
		require.Equal(t, want, TruncInt64(x), "%v", x)
	}
	require.Equal(t, int64(math.MinInt64), TruncInt64(math.NaN()))
}

func BenchmarkConvert(b *testing.B) {
	for _, c := range conversionCases {
		for _, n := range []int{4 << 10, 16 << 20} {
			src, dst := convertSource(n, c.srcWidth, 1), make([]byte, n*c.dstWidth)
			name := fmt.Sprintf("%s/%d", c.name, n)
			b.Run(name+"/asm", func(b *testing.B) {
				b.SetBytes(int64(len(dst)))
				b.ReportAllocs()
				for range b.N {
					c.run(dst, src)
				}
			})
			b.Run(name+"/naive", func(b *testing.B) {
				b.SetBytes(int64(len(dst)))
				b.ReportAllocs()
				for range b.N {
					c.ref(dst, src)
				}
			})
			b.Run(name+"/memcpy", func(b *testing.B) {
				from := make([]byte, len(dst))
				b.SetBytes(int64(len(dst)))
				b.ReportAllocs()
				for range b.N {
					copy(dst, from)
				}
			})
		}
	}
}
