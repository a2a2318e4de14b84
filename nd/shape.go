package nd

import (
	"math"
	"slices"

	"github.com/ndgo/ndarray/internal/safe"
)

// UnknownSize is the size of a dimension whose extent is not known.
const UnknownSize int64 = -1

// Shape describes the dimensions of an array. It is an immutable value:
// no method changes it, and no method shares its storage with the caller.
//
// A Shape either has a known rank, in which case each dimension is a
// non-negative size or UnknownSize, or it has an unknown rank (see
// UnknownShape). The zero value is the scalar shape, of rank 0.
type Shape struct {
	dims    []int64 // never modified once the Shape is built
	unknown bool    // the rank is unknown; dims is nil
}

// ShapeOf returns the shape with the given dimensions, copying dims.
// With no arguments it returns the scalar shape.
// ShapeOf panics with ErrArgument if a dimension is less than UnknownSize or
// the known dimensions are too large for an array: the product of the
// non-zero ones must fit in an int64, so that every size, stride and offset
// computed from the shape does too.
func ShapeOf(dims ...int64) Shape {
	return newShape("ShapeOf", slices.Clone(dims))
}

// newShape returns the shape over dims (which it keeps) after checking them
// as ShapeOf documents; op names the caller in the panic.
func newShape(op string, dims []int64) Shape {
	if err := checkDims(op, dims, UnknownSize); err != nil {
		panic(err)
	}
	return Shape{dims: dims}
}

// checkDims reports dimensions below least, and known dimensions whose
// non-zero ones multiply to more than an int64 holds.
func checkDims(op string, dims []int64, least int64) *Error {
	for i, d := range dims {
		if d < least {
			// Clones keep dims from escaping (see posSlow).
			return errorf(ErrArgument, "%s: dimension %d is %d, want >= %d, in shape %v",
				op, i, d, least, Shape{dims: slices.Clone(dims)})
		}
	}
	if _, ok := safe.PositiveProduct(dims); !ok {
		return errorf(ErrArgument, "%s: shape %v has more than %d elements",
			op, Shape{dims: slices.Clone(dims)}, int64(math.MaxInt64))
	}
	return nil
}

// ScalarShape returns the shape of rank 0. It equals the zero Shape.
func ScalarShape() Shape { return Shape{} }

// UnknownShape returns the shape whose rank is not known.
func UnknownShape() Shape { return Shape{unknown: true} }

// NumDimensions returns the rank of s, or -1 if the rank is unknown.
func (s Shape) NumDimensions() int {
	if s.unknown {
		return -1
	}
	return len(s.dims)
}

// Size returns the number of elements of an array of shape s: the product
// of its dimensions, 1 for the scalar shape. It returns UnknownSize if the
// rank or any dimension is unknown.
func (s Shape) Size() int64 {
	if s.HasUnknownDimension() {
		return UnknownSize
	}
	size := int64(1)
	for _, d := range s.dims {
		size *= d
	}
	return size
}

// Dim returns the i-th dimension of s; a negative i counts from the end,
// so Dim(-1) is the last dimension. If the rank of s is unknown, Dim
// returns UnknownSize for any i.
// Dim panics with ErrIndexOutOfRange if i is not in [-rank, rank).
func (s Shape) Dim(i int) int64 {
	if s.unknown {
		return UnknownSize
	}
	j := i
	if j < 0 {
		j += len(s.dims)
	}
	if j < 0 || j >= len(s.dims) {
		panic(errorf(ErrIndexOutOfRange, "Dim(%d) on shape %v of rank %d", i, s, len(s.dims)))
	}
	return s.dims[j]
}

// Dims returns a copy of the dimensions of s: nil if the rank is unknown,
// a non-nil empty slice for the scalar shape.
func (s Shape) Dims() []int64 {
	if s.unknown {
		return nil
	}
	return append([]int64{}, s.dims...)
}

// HasUnknownDimension reports whether the rank or any dimension of s is
// unknown.
func (s Shape) HasUnknownDimension() bool {
	return s.unknown || slices.Contains(s.dims, UnknownSize)
}

// IsUnknown reports whether the rank of s is unknown.
func (s Shape) IsUnknown() bool { return s.unknown }

// IsScalar reports whether s has rank 0.
func (s Shape) IsScalar() bool { return s.NumDimensions() == 0 }

// IsVector reports whether s has rank 1.
func (s Shape) IsVector() bool { return s.NumDimensions() == 1 }

// IsMatrix reports whether s has rank 2.
func (s Shape) IsMatrix() bool { return s.NumDimensions() == 2 }

// Head returns the shape made of the first dimension of s, i.e. Take(1).
// Head panics with ErrShape if the rank of s is unknown, ErrIndexOutOfRange
// if it is 0.
func (s Shape) Head() Shape { return s.Take(1) }

// Tail returns the shape made of all dimensions of s but the first; it is
// the scalar shape if s has rank 0 or 1.
// Tail panics with ErrShape if the rank of s is unknown.
func (s Shape) Tail() Shape {
	s.mustKnowRank("Tail")
	if len(s.dims) <= 1 {
		return Shape{}
	}
	return Shape{dims: slices.Clone(s.dims[1:])}
}

// Take returns the shape made of the first n dimensions of s.
// Take panics with ErrShape if the rank of s is unknown, with
// ErrIndexOutOfRange if n is negative or greater
// than the rank.
func (s Shape) Take(n int) Shape {
	s.mustKnowRank("Take")
	if n < 0 || n > len(s.dims) {
		panic(errorf(ErrIndexOutOfRange, "Take(%d) on shape %v of rank %d", n, s, len(s.dims)))
	}
	return Shape{dims: slices.Clone(s.dims[:n])}
}

// TakeLast returns the shape made of the last n dimensions of s.
// TakeLast panics with ErrShape if the rank of s is unknown, with
// ErrIndexOutOfRange if n is negative or
// greater than the rank.
func (s Shape) TakeLast(n int) Shape {
	s.mustKnowRank("TakeLast")
	if n < 0 || n > len(s.dims) {
		panic(errorf(ErrIndexOutOfRange, "TakeLast(%d) on shape %v of rank %d", n, s, len(s.dims)))
	}
	return Shape{dims: slices.Clone(s.dims[len(s.dims)-n:])}
}

// SubShape returns the shape made of dimensions begin (inclusive) to end
// (exclusive) of s.
// SubShape panics with ErrShape if the rank of s is unknown, with
// ErrIndexOutOfRange unless
// 0 <= begin <= end <= rank.
func (s Shape) SubShape(begin, end int) Shape {
	s.mustKnowRank("SubShape")
	if begin < 0 || begin > end || end > len(s.dims) {
		panic(errorf(ErrIndexOutOfRange, "SubShape(%d, %d) on shape %v of rank %d", begin, end, s, len(s.dims)))
	}
	return Shape{dims: slices.Clone(s.dims[begin:end])}
}

// Prepend returns the shape with dim followed by the dimensions of s.
// Prepend panics with ErrShape if the rank of s is unknown, or as ShapeOf
// does.
func (s Shape) Prepend(dim int64) Shape {
	s.mustKnowRank("Prepend")
	return newShape("Prepend", append([]int64{dim}, s.dims...))
}

// Append returns the shape with the dimensions of s followed by dim.
// Append panics with ErrShape if the rank of s is unknown, or as ShapeOf
// does.
func (s Shape) Append(dim int64) Shape {
	s.mustKnowRank("Append")
	return newShape("Append", append(slices.Clone(s.dims), dim))
}

// PrependShape returns the shape with the dimensions of other followed by
// those of s.
// PrependShape panics with ErrShape if the rank of s or of other is unknown,
// or as
// ShapeOf does if the result is too large.
func (s Shape) PrependShape(other Shape) Shape {
	s.mustKnowRank("PrependShape")
	if other.unknown {
		panic(errorf(ErrShape, "PrependShape(%v) on shape %v: argument has unknown rank", other, s))
	}
	return newShape("PrependShape", slices.Concat(other.dims, s.dims))
}

// AppendShape returns the shape with the dimensions of s followed by those
// of other.
// AppendShape panics with ErrShape if the rank of s or of other is unknown,
// or as
// ShapeOf does if the result is too large.
func (s Shape) AppendShape(other Shape) Shape {
	s.mustKnowRank("AppendShape")
	if other.unknown {
		panic(errorf(ErrShape, "AppendShape(%v) on shape %v: argument has unknown rank", other, s))
	}
	return newShape("AppendShape", slices.Concat(s.dims, other.dims))
}

// IsCompatibleWith reports whether s and other could describe the same
// array: either rank is unknown, or the ranks are equal and each pair of
// dimensions is compatible (see IsCompatible). The relation is reflexive
// and symmetric but not transitive.
func (s Shape) IsCompatibleWith(other Shape) bool {
	if s.unknown || other.unknown {
		return true
	}
	if len(s.dims) != len(other.dims) {
		return false
	}
	for i, d := range s.dims {
		if !IsCompatible(d, other.dims[i]) {
			return false
		}
	}
	return true
}

// IsCompatible reports whether two dimensions could be the same: they are
// equal or either is UnknownSize.
func IsCompatible(dim, other int64) bool {
	return dim == other || dim == UnknownSize || other == UnknownSize
}

// Equal reports whether s and other are known to be the same shape: both
// are fully known (see HasUnknownDimension) and have the same dimensions.
// In particular a shape with an unknown rank or dimension is not equal to
// itself.
func (s Shape) Equal(other Shape) bool {
	if s.HasUnknownDimension() || other.HasUnknownDimension() {
		return false
	}
	return slices.Equal(s.dims, other.dims)
}

// String formats s as its dimensions in brackets, such as "[2, 3]", with
// "?" for an unknown dimension; the scalar shape is "[]" and a shape of
// unknown rank is "<unknown>".
func (s Shape) String() string {
	if s.unknown {
		return "<unknown>"
	}
	return FormatDims(s.dims)
}

// mustKnowRank panics if the rank of s is unknown, naming the method op.
func (s Shape) mustKnowRank(op string) {
	if s.unknown {
		panic(errorf(ErrShape, "%s on shape %v of unknown rank", op, s))
	}
}

// shapeFromLayoutDims returns the shape with the given dims without copying
// them; only for dims that nobody modifies (a Layout's).
func shapeFromLayoutDims(dims []int64) Shape { return Shape{dims: dims} }
