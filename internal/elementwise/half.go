package elementwise

// Halves is a 16-bit float type's conversions to and from float32, in
// which its ops compute (rounding once, as NumPy's float16 does).
type Halves[H any] struct {
	To32   func(d []float32, s []H)
	From32 func(d []H, s []float32)
}

// HalfBinary returns the kernels of a float32 op k for the 16-bit type:
// the inputs widened a block at a time, k's float32 result rounded.
func HalfBinary[H any](c Halves[H], k Binary[float32, float32]) Binary[H, H] {
	out := func(d []H, r []float32) { c.From32(d, r) }
	return halfBinary(c, k, out)
}

// HalfCompare returns the kernels of a float32 comparison k for the
// 16-bit type.
func HalfCompare[H any](c Halves[H], k Binary[bool, float32]) Binary[bool, H] {
	return halfBinary(c, k, func(d []bool, r []bool) { copy(d, r) })
}

// halfBinary widens the inputs of k block by block; out stores a block
// of results (R, k's result type) in d.
func halfBinary[H, D, R any](c Halves[H], k Binary[R, float32], out func(d []D, r []R)) Binary[D, H] {
	return Binary[D, H]{
		VV: func(d []D, a, b []H) {
			bufs := getBuffers()
			defer putBuffers(bufs)
			r, x, y := slot[R](bufs, 0), slot[float32](bufs, 1), slot[float32](bufs, 2)
			for i := 0; i < len(d); i += block {
				m := min(block, len(d)-i)
				c.To32(x[:m], a[i:i+m])
				c.To32(y[:m], b[i:i+m])
				k.VV(r[:m], x[:m], y[:m])
				out(d[i:i+m], r[:m])
			}
		},
		VS: func(d []D, a []H, b H) {
			bufs := getBuffers()
			defer putBuffers(bufs)
			r, x := slot[R](bufs, 0), slot[float32](bufs, 1)
			s := widen1(c, b)
			for i := 0; i < len(d); i += block {
				m := min(block, len(d)-i)
				c.To32(x[:m], a[i:i+m])
				k.VS(r[:m], x[:m], s)
				out(d[i:i+m], r[:m])
			}
		},
		SV: func(d []D, a H, b []H) {
			bufs := getBuffers()
			defer putBuffers(bufs)
			r, y := slot[R](bufs, 0), slot[float32](bufs, 2)
			s := widen1(c, a)
			for i := 0; i < len(d); i += block {
				m := min(block, len(d)-i)
				c.To32(y[:m], b[i:i+m])
				k.SV(r[:m], s, y[:m])
				out(d[i:i+m], r[:m])
			}
		},
	}
}

// HalfUnary returns the kernel of a float32 unary op k for the 16-bit type.
func HalfUnary[H, P any](c Halves[H], k Unary[float32, float32, P]) Unary[H, H, P] {
	return func(d []H, a []H, p P) {
		bufs := getBuffers()
		defer putBuffers(bufs)
		x, r := slot[float32](bufs, 1), slot[float32](bufs, 2)
		for i := 0; i < len(d); i += block {
			m := min(block, len(d)-i)
			c.To32(x[:m], a[i:i+m])
			k(r[:m], x[:m], p)
			c.From32(d[i:i+m], r[:m])
		}
	}
}

// HalfTest returns the kernel of a float32 test (IsNan, ...) for the
// 16-bit type.
func HalfTest[H, P any](c Halves[H], k Unary[bool, float32, P]) Unary[bool, H, P] {
	return func(d []bool, a []H, p P) {
		bufs := getBuffers()
		defer putBuffers(bufs)
		x := slot[float32](bufs, 1)
		for i := 0; i < len(d); i += block {
			m := min(block, len(d)-i)
			c.To32(x[:m], a[i:i+m])
			k(d[i:i+m], x[:m], p)
		}
	}
}

// widen1 converts one 16-bit value to float32.
func widen1[H any](c Halves[H], v H) float32 {
	bufs := getBuffers()
	defer putBuffers(bufs)
	x, h := slot[float32](bufs, 1), slot[H](bufs, 3)
	h[0] = v
	c.To32(x[:1], h[:1])
	return x[0]
}
