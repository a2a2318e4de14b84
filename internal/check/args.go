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
