package masking

import (
	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/internal/combine"
	"github.com/ndgo/ndarray/internal/elementwise"
	"github.com/ndgo/ndarray/nd"
)

// Where returns tf.where(cond, x, y) (SelectV2): x's element where cond is
// true and y's elsewhere, cond (cd through cl), x and y broadcast to one
// shape. It returns TensorFlow's error, wrapping nd.ErrShape, if they do
// not broadcast. x and y with tables are copied first; cl has none.
func Where[T any](m moves[T], cd []bool, cl nd.Layout, x, y view[T]) (view[T], error) {
	const op = "Where"
	dims, ok := elementwise.BroadcastDims(cl.Dims, x.Layout.Dims, y.Layout.Dims)
	if !ok {
		return view[T]{}, errorf(nd.ErrShape, op,
			"condition %s, then %s, and else %s must be broadcastable",
			tfShape(cl.Dims), tfShape(x.Layout.Dims), tfShape(y.Layout.Dims))
	}
	out, err := combine.NewResult[T](op, dims)
	if err != nil || out.Layout.Size() == 0 {
		return out, err
	}
	x, y = withoutTables(m, x), withoutTables(m, y)
	s := newSelect(dims, cl.BroadcastTo(dims...),
		x.Layout.BroadcastTo(dims...), y.Layout.BroadcastTo(dims...))
	s.rows(func(c, xp, yp, at int64) {
		selectRow(out.Data[at:at+s.n], cd, c, s.cs, x.Data, xp, s.xs, y.Data, yp, s.ys)
	})
	return out, nil
}

// withoutTables returns v, copied to row-major order if it has tables.
func withoutTables[T any](m moves[T], v view[T]) view[T] {
	if v.Layout.Tables == nil {
		return v
	}
	l := nd.RowMajor(v.Layout.Dims...)
	data := bulk.MakeUninit[T](l.Size())
	m.Copy(data, l, v.Data, v.Layout)
	return view[T]{Data: data, Layout: l}
}

// selectRow sets out[i] to x[xp+i*xs] where c[cp+i*cs], else to
// y[yp+i*ys]: one row of Where, with the common stride patterns (a cond
// constant along the row, unit strides) as copies or plain loops.
func selectRow[T any](out []T, c []bool, cp, cs int64, x []T, xp, xs int64, y []T, yp, ys int64) {
	n := int64(len(out))
	if cs == 0 { // one condition for the row: a copy of x's or y's row
		if !c[cp] {
			x, xp, xs = y, yp, ys
		}
		if xs == 1 {
			copy(out, x[xp:xp+n])
			return
		}
		for i := range out {
			out[i] = x[xp+int64(i)*xs]
		}
		return
	}
	if cs == 1 && xs == 1 && ys == 1 {
		cr, xr, yr := c[cp:cp+n], x[xp:xp+n], y[yp:yp+n]
		for i := range out {
			if cr[i] {
				out[i] = xr[i]
			} else {
				out[i] = yr[i]
			}
		}
		return
	}
	for i := range n {
		if c[cp+i*cs] {
			out[i] = x[xp+i*xs]
		} else {
			out[i] = y[yp+i*ys]
		}
	}
}
