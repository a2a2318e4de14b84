package combine

import (
	"slices"

	"github.com/ndgo/ndarray/internal/safe"
	"github.com/ndgo/ndarray/nd"
)

// Concat joins the arrays along axis (tf.concat, np.concatenate): they
// must have the same rank, at least 1, and the same dimensions except
// along axis, which may count from the end. Each input is one bulk copy
// into its slab of the result: one copy() for contiguous inputs along
// axis 0.
func Concat[T any](m Moves[T], axis int, in []View[T]) (View[T], error) {
	return concat(m, "Concat", axis, in)
}

// concat is Concat, its errors naming op.
func concat[T any](m Moves[T], op string, axis int, in []View[T]) (View[T], error) {
	if len(in) == 0 {
		return View[T]{}, errorf(nd.ErrArgument, op, "no arrays to join")
	}
	first := in[0].Layout.Dims
	if len(first) == 0 {
		return View[T]{}, errorf(nd.ErrShape, op, "cannot concatenate scalars (use Stack)")
	}
	ax, err := normAxis(op, axis, len(first))
	if err != nil {
		return View[T]{}, err
	}
	dims := slices.Clone(first)
	dims[ax] = 0
	for i, v := range in {
		if err := matchExceptAxis(op, first, v.Layout.Dims, i, ax); err != nil {
			return View[T]{}, err
		}
		var ok bool
		if dims[ax], ok = safe.Add(dims[ax], v.Layout.Dims[ax]); !ok {
			return View[T]{}, errorf(nd.ErrArgument, op,
				"the result's dimension %d overflows int64", ax)
		}
	}
	if out, ok, err := joinConcat(m, op, ax, dims, in); ok || err != nil {
		return out, err
	}
	out, err := NewResult[T](op, dims)
	if err != nil || out.Layout.Size() == 0 {
		return out, err
	}
	var off int64
	for _, v := range in {
		slab := nd.Layout{Dims: v.Layout.Dims, Strides: out.Layout.Strides,
			Offset: off * out.Layout.Strides[ax]}
		m.Copy(out.Data, slab, v.Data, v.Layout)
		off += v.Layout.Dims[ax]
	}
	return out, nil
}

// matchExceptAxis returns TensorFlow's error if input i's dims do not have
// the rank of the first input's, or differ from them outside axis.
func matchExceptAxis(op string, first, dims []int64, i, axis int) error {
	if len(dims) != len(first) {
		return errorf(nd.ErrShape, op,
			"ranks of all inputs should match: shape[0] = %s vs. shape[%d] = %s", nd.FormatDims(first), i, nd.FormatDims(dims))
	}
	for j := range dims {
		if j != axis && dims[j] != first[j] {
			return errorf(nd.ErrShape, op,
				"dimension %d in both shapes must be equal: shape[0] = %s vs. shape[%d] = %s",
				j, nd.FormatDims(first), i, nd.FormatDims(dims))
		}
	}
	return nil
}

// Stack joins arrays of one shape along a new axis (tf.stack, np.stack),
// which may count from the end: axis is in [-(rank+1), rank+1).
func Stack[T any](m Moves[T], axis int, in []View[T]) (View[T], error) {
	if len(in) == 0 {
		return View[T]{}, errorf(nd.ErrArgument, "Stack", "no arrays to join")
	}
	first := in[0].Layout.Dims
	ax, err := normAxis("Stack", axis, len(first)+1)
	if err != nil {
		return View[T]{}, err
	}
	expanded := make([]View[T], len(in))
	for i, v := range in {
		if !slices.Equal(v.Layout.Dims, first) {
			return View[T]{}, errorf(nd.ErrShape, "Stack",
				"shapes of all inputs must match: values[0].shape = %s != values[%d].shape = %s",
				nd.FormatDims(first), i, nd.FormatDims(v.Layout.Dims))
		}
		expanded[i] = View[T]{v.Data, v.Layout.ExpandDims(ax)}
	}
	return concat(m, "Stack", ax, expanded)
}
