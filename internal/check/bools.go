package check

import (
	"reflect"

	"github.com/ndgo/ndarray/nd"
)

// Bools returns the storage and layout of an op's boolean argument (a
// mask or a condition, named arg), or NilArray's error if b is nil or a
// typed nil.
func Bools(op, arg string, b nd.Bools) ([]bool, nd.Layout, error) {
	if b == nil {
		return nil, nd.Layout{}, NilArray(op, arg)
	}
	if v := reflect.ValueOf(b); v.Kind() == reflect.Pointer && v.IsNil() {
		return nil, nd.Layout{}, NilArray(op, arg)
	}
	data, l := b.BoolView()
	return data, l, nil
}
