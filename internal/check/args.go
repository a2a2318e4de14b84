package check

import (
	"fmt"
	"reflect"

	"github.com/ndgo/ndarray/nd"
)

// NilArray returns the error an error-returning op gives for a nil array
// argument, named arg.
func NilArray(op, arg string) error {
	return fmt.Errorf("%w: %s: %s is a nil array", nd.ErrArgument, op, arg)
}

// Indices returns NilArray's error if ix is nil or a typed nil
// (a (*ndint64.NdArray)(nil) in the interface), else nil.
func Indices(op string, ix nd.Indices) error {
	if ix == nil {
		return NilArray(op, "indices")
	}
	if v := reflect.ValueOf(ix); v.Kind() == reflect.Pointer && v.IsNil() {
		return NilArray(op, "indices")
	}
	return nil
}

// IndexValues returns the shape of ix and its values as
// nd.Indices.IndexValues gives them, once they can be trusted: ix is not
// nil (Indices' error), its shape is fully known, and its values are in
// exactly one of the two slices, as many as the shape has elements (both
// slices nil only for a shape of no elements). Otherwise the error is an
// *nd.Error wrapping nd.ErrArgument that names op, the shape and the
// number of values. Every op taking nd.Indices reads them through here,
// and uses the shape returned rather than asking ix again, so that an
// nd.Indices of another type than ndint64's and ndint32's arrays can
// neither crash the op nor make it read values that are not there.
func IndexValues(op string, ix nd.Indices) (nd.Shape, []int64, []int32, error) {
	if err := Indices(op, ix); err != nil {
		return nd.Shape{}, nil, nil, err
	}
	shape := ix.Shape()
	if shape.HasUnknownDimension() {
		return nd.Shape{}, nil, nil, nd.Errorf(nd.ErrArgument,
			"%s: indices have shape %v, which is not fully known", op, shape)
	}
	i64, i32 := ix.IndexValues()
	size := shape.Size()
	var msg string
	switch {
	case i64 != nil && i32 != nil:
		msg = fmt.Sprintf("give both %d int64 and %d int32 values", len(i64), len(i32))
	case i64 == nil && i32 == nil:
		if size != 0 {
			msg = "give no values"
		}
	case i32 != nil:
		if int64(len(i32)) != size {
			msg = fmt.Sprintf("give %d int32 values", len(i32))
		}
	default:
		if int64(len(i64)) != size {
			msg = fmt.Sprintf("give %d int64 values", len(i64))
		}
	}
	if msg != "" {
		return nd.Shape{}, nil, nil, nd.Errorf(nd.ErrArgument,
			"%s: indices of shape %v (%d elements) %s", op, shape, size, msg)
	}
	return shape, i64, i32, nil
}
