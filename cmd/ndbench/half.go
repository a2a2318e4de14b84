package main

import (
	"github.com/x448/float16"

	"github.com/ndgo/ndarray/bfloat16"
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
)

// halfKeys is the 16-bit float rows, in order (after everydayWorkloads'
// and npyWorkloads').
var halfKeys = []string{"f32tof16", "f16tof32", "astypef16", "astypef16f32", "f32tobf16", "bf16tof32"}

func init() {
	dtypeLong["f16"], dtypeLong["bf16"] = "float16", "bfloat16"
}

// halfWorkloads is the rows of the bulk 16-bit float conversions: CastInto
// a preallocated array (beside np.copyto with unsafe casting) and Cast
// (beside astype) for float16, CastInto alone for bfloat16, which NumPy
// lacks. The naive twins are the scalar conversions in a loop. Their bytes
// follow the copy rule: the output bytes counted twice.
func halfWorkloads(s sizes) []workload {
	n := s.n
	f32 := func() *ndfloat32.NdArray {
		a := ndfloat32.New(nd.ShapeOf(n, n))
		for i, d := 0, a.Data(); i < len(d); i++ {
			d[i] = float32(i%4099) * 0.37
		}
		return a
	}
	// The NumPy sources hold the same values as the Go ones.
	npF32 := "src = (np.arange(n * n) % 4099).astype(np.float32).reshape(n, n) * np.float32(0.37)"
	npF16 := npF32 + "\nsrc = src.astype(np.float16)"
	return []workload{
		narrowRow("f32tof16", "CastInto float32→float16", "f16",
			npF32+"\nout = np.empty(src.shape, np.float16)\nop = lambda: np.copyto(out, src, casting='unsafe')",
			f32, ndfloat16.New, ndfloat16.CastInto, float16.Fromfloat32),
		widenRow("f16tof32", "CastInto float16→float32", "f16",
			npF16+"\nout = np.empty(src.shape, np.float32)\nop = lambda: np.copyto(out, src, casting='unsafe')",
			func() *ndfloat16.NdArray { return mustGet(ndfloat16.Cast(f32())) },
			float16.Float16.Float32),
		astypeRow("astypef16", "Cast float32→float16 (allocates)", "f16",
			npF32+"\nop = lambda: src.astype(np.float16)", f32, ndfloat16.Cast,
			func(x float32) float16.Float16 { return float16.Fromfloat32(x) }),
		astypeRow("astypef16f32", "Cast float16→float32 (allocates)", "f16",
			npF16+"\nop = lambda: src.astype(np.float32)",
			func() *ndfloat16.NdArray { return mustGet(ndfloat16.Cast(f32())) }, ndfloat32.Cast,
			float16.Float16.Float32),
		narrowRow("f32tobf16", "CastInto float32→bfloat16", "bf16", "",
			f32, ndbfloat16.New, ndbfloat16.CastInto, bfloat16.FromFloat32),
		widenRow("bf16tof32", "CastInto bfloat16→float32", "bf16", "",
			func() *ndbfloat16.NdArray { return mustGet(ndbfloat16.Cast(f32())) },
			bfloat16.BFloat16.Float32),
	}
}

// narrowRow is a row of CastInto from float32 into a preallocated 16-bit
// float array.
func narrowRow[T any, A interface {
	nd.AnyArray
	Data() []T
}](key, name, dt, numpy string, src func() *ndfloat32.NdArray, newA func(nd.Shape) A,
	castInto func(A, nd.AnyArray) error, conv func(float32) T) workload {
	return workload{key: key, name: name, dtype: dt, numpy: numpy,
		setup: func() prepared {
			x := src()
			dst := newA(x.Shape())
			in, out := x.Data(), dst.Data()
			m := int64(len(in))
			return prepared{bytes: 4 * m, elems: m,
				lib: func() { must(castInto(dst, x)) },
				naive: func() {
					for i, v := range in {
						out[i] = conv(v)
					}
				},
				memcpy: memcpyRef(2*m, [][]byte{asBytes(in)}, [][]byte{asBytes(out)})}
		}}
}

// widenRow is a row of CastInto from a 16-bit float array into a
// preallocated float32 one.
func widenRow[T any, A interface {
	nd.AnyArray
	Data() []T
	Shape() nd.Shape
}](key, name, dt, numpy string, src func() A, conv func(T) float32) workload {
	return workload{key: key, name: name, dtype: dt, numpy: numpy,
		setup: func() prepared {
			x := src()
			dst := ndfloat32.New(x.Shape())
			in, out := x.Data(), dst.Data()
			m := int64(len(in))
			return prepared{bytes: 8 * m, elems: m,
				lib: func() { must(ndfloat32.CastInto(dst, x)) },
				naive: func() {
					for i, v := range in {
						out[i] = conv(v)
					}
				},
				memcpy: memcpyRef(4*m, [][]byte{asBytes(in), asBytes(in)}, [][]byte{asBytes(out)})}
		}}
}

// astypeRow is a row of Cast, which allocates its result (as astype
// does); the naive twin allocates too.
func astypeRow[S, D any, X interface {
	nd.AnyArray
	Data() []S
}, R interface{ Data() []D }](key, name, dt, numpy string, src func() X,
	cast func(nd.AnyArray) (R, error), conv func(S) D) workload {
	return workload{key: key, name: name, dtype: dt, numpy: numpy,
		setup: func() prepared {
			x := src()
			in := x.Data()
			m := int64(len(in))
			out := mustGet(cast(x)).Data()
			outBytes := int64(len(asBytes(out)))
			srcs := [][]byte{asBytes(in), asBytes(in), asBytes(in)}
			return prepared{bytes: 2 * outBytes, elems: m,
				lib: func() { _ = mustGet(cast(x)) },
				naive: func() {
					dst := make([]D, len(in))
					for i, v := range in {
						dst[i] = conv(v)
					}
				},
				memcpy: memcpyRef(outBytes, srcs, [][]byte{asBytes(out)})}
		}}
}
