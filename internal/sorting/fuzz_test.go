package sorting

import (
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

func nan() float64 { return math.NaN() }

func float64frombits(b uint64) float64 { return math.Float64frombits(b) }

// decode turns fuzz bytes into elements: raw bits for numbers (every NaN
// payload reachable), bit 0 for bools, strings cut at each 0xff byte.
func (d dtype[T]) decode(b []byte) []T {
	var zero T
	switch any(zero).(type) {
	case bool:
		out := make([]bool, len(b))
		for i, x := range b {
			out[i] = x&1 != 0
		}
		return any(out).([]T)
	case string:
		var out []string
		start := 0
		for i, x := range b {
			if x == 0xff {
				out = append(out, string(b[start:i]))
				start = i + 1
			}
		}
		return any(append(out, string(b[start:]))).([]T)
	}
	return decodeAs[T](b)
}

// decodeAs is decodePlain for any numeric T, by its size.
func decodeAs[T any](b []byte) []T {
	size := int(unsafe.Sizeof(*new(T)))
	out := make([]T, len(b)/size)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(out))), len(out)*size), b)
	return out
}

// fuzzOne checks a 2-D array made of data's elements: its first two bytes
// choose the shape, axis and layouts.
func (d dtype[T]) fuzzOne(t *testing.T, data []byte) {
	if len(data) < 2 {
		return
	}
	shape, styles := data[0], data[1]
	vals := d.decode(data[2:])
	vals = vals[:min(len(vals), 600)] // long enough for radix sorts; each run stays quick
	rows := int64(1 + shape%4)
	cols := int64(len(vals)) / rows
	axis := int(shape/4) % 2
	r := rand.New(rand.NewPCG(uint64(shape), uint64(styles)))
	v := d.randomView(r, srcStyles[int(styles)%len(srcStyles)], []int64{rows, cols})
	if len(vals) > 0 {
		for i := range v.Data {
			v.Data[i] = vals[i%len(vals)]
		}
	}
	d.check(t, r, v, axis, dstStyles[int(styles/16)%len(dstStyles)])
}

func FuzzSort(f *testing.F) {
	f.Add(uint8(9), []byte{0, 0, 1, 2, 3, 4, 5, 6, 7, 8})
	f.Add(uint8(8), []byte{5, 17, 0, 0, 0xc0, 0x7f, 0, 0, 0x80, 0, 0, 0, 0, 0, 0, 0, 0x80, 0xff})
	f.Add(uint8(13), []byte{2, 35, 0, 0x7c, 1, 0x7c, 0, 0x80, 0, 0, 0xff, 0xff, 0, 0xfc})
	f.Add(uint8(11), []byte{1, 3, 'a', 0xff, 'b', 0xff, 'a', 0xff, 0xff})
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		suites[int(which)%len(suites)].fuzzOne(t, data)
	})
}
