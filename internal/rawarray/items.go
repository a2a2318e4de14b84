package rawarray

import (
	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndbfloat16"
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndcomplex128"
	"github.com/ndgo/ndarray/ndcomplex64"
	"github.com/ndgo/ndarray/ndfloat16"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint16"
	"github.com/ndgo/ndarray/ndint32"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/ndint8"
	"github.com/ndgo/ndarray/ndstring"
	"github.com/ndgo/ndarray/nduint16"
	"github.com/ndgo/ndarray/nduint32"
	"github.com/ndgo/ndarray/nduint64"
	"github.com/ndgo/ndarray/nduint8"
)

// Items returns the bytes (host order) of a's items in storage order, and
// whether that order is Fortran's: C order, or Fortran order when a is
// Fortran- but not C-contiguous (only if allowFortran). Contiguous views
// share a's storage; others are copied. ok is false for a nil array or
// one of no fixed-size dtype package.
func Items(a Array, allowFortran bool) (raw []byte, fortran, ok bool) {
	switch x := a.(type) {
	case *ndbool.NdArray:
		return fixedItems(x, allowFortran)
	case *ndint8.NdArray:
		return fixedItems(x, allowFortran)
	case *ndint16.NdArray:
		return fixedItems(x, allowFortran)
	case *ndint32.NdArray:
		return fixedItems(x, allowFortran)
	case *ndint64.NdArray:
		return fixedItems(x, allowFortran)
	case *nduint8.NdArray:
		return fixedItems(x, allowFortran)
	case *nduint16.NdArray:
		return fixedItems(x, allowFortran)
	case *nduint32.NdArray:
		return fixedItems(x, allowFortran)
	case *nduint64.NdArray:
		return fixedItems(x, allowFortran)
	case *ndfloat32.NdArray:
		return fixedItems(x, allowFortran)
	case *ndfloat64.NdArray:
		return fixedItems(x, allowFortran)
	case *ndcomplex64.NdArray:
		return fixedItems(x, allowFortran)
	case *ndcomplex128.NdArray:
		return fixedItems(x, allowFortran)
	case *ndfloat16.NdArray:
		return fixedItems(x, allowFortran)
	case *ndbfloat16.NdArray:
		return fixedItems(x, allowFortran)
	}
	return nil, false, false
}

// StringItems returns a's strings in storage order as Items does; ok is
// false unless a is a non-nil *ndstring.NdArray.
func StringItems(a Array, allowFortran bool) (items []string, fortran, ok bool) {
	s, isString := a.(*ndstring.NdArray)
	if !isString || s == nil {
		return nil, false, false
	}
	items, fortran = storageOrder(s, allowFortran)
	return items, fortran, true
}

func fixedItems[T fixed, A interface {
	*E
	nd.Array[T, A]
}, E any](a A, allowFortran bool) (raw []byte, fortran, ok bool) {
	if a == nil {
		return nil, false, false
	}
	items, fortran := storageOrder(a, allowFortran)
	return bytesOf(items), fortran, true
}

// storageOrder returns a's items in C order, or in Fortran order when a
// is Fortran- but not C-contiguous and allowFortran.
func storageOrder[T any, A nd.Array[T, A]](a A, allowFortran bool) (items []T, fortran bool) {
	if l := a.Layout(); l.IsContiguous() {
		return a.Data()[l.Offset : l.Offset+l.Size()], false
	}
	if allowFortran && a.Rank() >= 2 {
		if l := a.Transpose().Layout(); l.IsContiguous() {
			return a.Data()[l.Offset : l.Offset+l.Size()], true
		}
	}
	return a.ToSlice(), false
}
