package cast

import (
	"fmt"
	"reflect"
	"slices"

	"github.com/ndgo/ndarray/nd"
)

// Check returns an error wrapping nd.ErrArgument if x is nil or a typed
// nil, else nil.
func Check(op string, x nd.AnyArray) error {
	if x == nil {
		return fmt.Errorf("%w: %s: x is a nil array", nd.ErrArgument, op)
	}
	if v := reflect.ValueOf(x); v.Kind() == reflect.Pointer && v.IsNil() {
		return fmt.Errorf("%w: %s: x is a nil array", nd.ErrArgument, op)
	}
	return nil
}

// Unsupported is the error of a conversion Cast does not make: between
// strings and numbers.
func Unsupported(op string, from, to nd.DType) error {
	return fmt.Errorf("%w: %s: cannot convert %v to %v", nd.ErrArgument, op, from, to)
}

// Mismatch is the error for an x whose Storage is not a slice of a dtype
// of the library: an nd.AnyArray that is not one of its arrays.
func Mismatch(op string, x nd.AnyArray) error {
	return fmt.Errorf("%w: %s: storage %T of a %v array is not a dtype's",
		nd.ErrArgument, op, x.Storage(), x.DType())
}

// fits returns an error wrapping nd.ErrArgument unless every element of
// the view l lies inside src: it guards the conversions against an
// nd.AnyArray whose Layout and Storage disagree, which the library's
// arrays never do.
func fits[S any](src []S, l nd.Layout) error {
	if len(l.Strides) != len(l.Dims) || l.Tables != nil && len(l.Tables) != len(l.Dims) {
		return fmt.Errorf("%w: Cast: malformed layout %v", nd.ErrArgument, l)
	}
	if lo, hi := l.Bounds(); lo <= hi && (lo < 0 || hi >= int64(len(src))) {
		return fmt.Errorf("%w: Cast: layout %v reaches outside %d elements", nd.ErrArgument, l, len(src))
	}
	return nil
}

// Same copies the view (src, l) into row-major dst with move, a copy of
// the bulk package (for the cast of a dtype to itself).
func Same[T any](dst, src []T, l nd.Layout, move func([]T, nd.Layout, []T, nd.Layout)) error {
	if err := fits(src, l); err != nil {
		return err
	}
	move(dst, nd.RowMajor(l.Dims...), src, l)
	return nil
}

// SameShape returns an error wrapping nd.ErrShape unless a destination of
// dims dst can take a source of dims src.
func SameShape(op string, dst, src []int64) error {
	if !slices.Equal(dst, src) {
		return fmt.Errorf("%w: %s: destination shape %s, source shape %s",
			nd.ErrShape, op, nd.FormatDims(dst), nd.FormatDims(src))
	}
	return nil
}
