package ndarrow

import (
	"encoding/json"
	"fmt"
	"math"
	"reflect"

	"github.com/apache/arrow-go/v18/arrow"
	"github.com/apache/arrow-go/v18/arrow/array"
	"github.com/apache/arrow-go/v18/arrow/memory"

	"github.com/ndgo/ndarray/nd"
	"github.com/ndgo/ndarray/ndany"
)

// ToFixedSizeList returns a batch as an Arrow fixed-size-list array: one
// list per index of a's first axis, each holding that sub-array's
// elements in C order (shared with a when a is contiguous). Release it
// when done.
func ToFixedSizeList(a nd.AnyArray) (*array.FixedSizeList, error) {
	buf, at, err := values(a)
	if err != nil {
		return nil, err
	}
	dims := a.Shape().Dims()
	if len(dims) == 0 {
		return nil, nd.Errorf(nd.ErrShape, "ToFixedSizeList: a batch needs at least one axis")
	}
	inner, _ := nd.SizeOf(dims[1:])
	if inner > math.MaxInt32 {
		return nil, nd.Errorf(nd.ErrShape, "ToFixedSizeList: shape %s: lists of %d elements", nd.FormatDims(dims), inner)
	}
	child := array.NewData(at, int(a.Size()), []*memory.Buffer{nil, buf}, nil, 0, 0)
	defer child.Release()
	typ := arrow.FixedSizeListOfNonNullable(int32(inner), at)
	data := array.NewData(typ, int(dims[0]), []*memory.Buffer{nil}, []arrow.ArrayData{child}, 0, 0)
	defer data.Release()
	return array.NewFixedSizeListData(data), nil
}

// FromFixedSizeList returns the lists of l as one array of shape [l.Len(),
// inner...], inner being the shape of each list's elements (the list
// size by default): a view of l's values, no copy. Null lists are errors.
func FromFixedSizeList(l *array.FixedSizeList, inner ...int64) (nd.AnyArray, error) {
	if l == nil {
		return nil, nd.Errorf(nd.ErrArgument, "FromFixedSizeList: nil list array")
	}
	if l.NullN() > 0 {
		return nil, nd.Errorf(nd.ErrArgument, "FromFixedSizeList: %d null lists have no elements", l.NullN())
	}
	typ := l.DataType().(*arrow.FixedSizeListType)
	size := int64(typ.Len())
	if len(inner) == 0 {
		inner = []int64{size}
	}
	if n, ok := nd.SizeOf(inner); !ok || n != size {
		return nil, nd.Errorf(nd.ErrShape, "FromFixedSizeList: shape %s does not hold lists of %d", nd.FormatDims(inner), size)
	}
	dt, err := dtypeOf(typ.Elem())
	if err != nil {
		return nil, err
	}
	item := int64(dt.Size())
	raw := bufferBytes(l.ListValues().Data(), item)
	start := int64(l.Data().Offset()) * size * item
	if start > int64(len(raw)) {
		return nil, nd.Errorf(nd.ErrArgument, "FromFixedSizeList: list offset past the values")
	}
	raw = raw[start:]
	if !ndany.Aligned(dt, raw) {
		raw = ndany.AlignedCopy(raw)
	}
	dims := append([]int64{int64(l.Len())}, inner...)
	var rows nd.Layout
	if err := nd.Try(func() { rows = nd.RowMajor(dims...) }); err != nil { // too many elements
		return nil, err
	}
	return ndany.View(dt, raw, rows)
}

// FixedShapeTensorType is Arrow's canonical extension type
// arrow.fixed_shape_tensor: each value a tensor of the same shape, stored
// as a fixed-size list of its elements in C order. It is registered with
// arrow-go when this package loads.
type FixedShapeTensorType struct {
	arrow.ExtensionBase `json:"-"`
	// Shape is the shape of every tensor.
	Shape []int64 `json:"shape"`
	// DimNames optionally names the dimensions.
	DimNames []string `json:"dim_names,omitempty"`
	// Permutation, if present, says the stored order is a permutation of
	// the logical one; FromTensorBatch refuses it.
	Permutation []int `json:"permutation,omitempty"`
}

// NewFixedShapeTensorType returns the type of tensors of elem values with
// the given shape.
func NewFixedShapeTensorType(elem arrow.DataType, shape []int64) *FixedShapeTensorType {
	n, _ := nd.SizeOf(shape)
	return &FixedShapeTensorType{
		ExtensionBase: arrow.ExtensionBase{Storage: arrow.FixedSizeListOf(int32(n), elem)},
		Shape:         append([]int64(nil), shape...),
	}
}

// ArrayType returns the Go type of the extension's arrays.
func (*FixedShapeTensorType) ArrayType() reflect.Type {
	return reflect.TypeOf(FixedShapeTensorArray{})
}

// ExtensionName returns "arrow.fixed_shape_tensor".
func (*FixedShapeTensorType) ExtensionName() string { return "arrow.fixed_shape_tensor" }

// String describes the type.
func (t *FixedShapeTensorType) String() string {
	return fmt.Sprintf("extension<%s[storage=%s, shape=%s]>", t.ExtensionName(), t.Storage, nd.FormatDims(t.Shape))
}

// Serialize returns the type's JSON metadata.
func (t *FixedShapeTensorType) Serialize() string {
	b, _ := json.Marshal(t)
	return string(b)
}

// Deserialize parses the metadata of a stored type.
func (*FixedShapeTensorType) Deserialize(storage arrow.DataType, data string) (arrow.ExtensionType, error) {
	var out FixedShapeTensorType
	if err := json.Unmarshal([]byte(data), &out); err != nil {
		return nil, fmt.Errorf("%w: fixed_shape_tensor metadata: %v", arrow.ErrInvalid, err)
	}
	list, ok := storage.(*arrow.FixedSizeListType)
	n, sized := nd.SizeOf(out.Shape)
	if !ok || !sized || int64(list.Len()) != n {
		return nil, fmt.Errorf("%w: fixed_shape_tensor of shape %s over %v", arrow.ErrInvalid,
			nd.FormatDims(out.Shape), storage)
	}
	out.ExtensionBase = arrow.ExtensionBase{Storage: storage}
	return &out, nil
}

// ExtensionEquals reports whether other is the same type.
func (t *FixedShapeTensorType) ExtensionEquals(other arrow.ExtensionType) bool {
	o, ok := other.(*FixedShapeTensorType)
	return ok && arrow.TypeEqual(t.Storage, o.Storage) && t.Serialize() == o.Serialize()
}

// FixedShapeTensorArray is an array of arrow.fixed_shape_tensor values.
type FixedShapeTensorArray struct {
	array.ExtensionArrayBase
}

var (
	_ arrow.ExtensionType  = (*FixedShapeTensorType)(nil)
	_ array.ExtensionArray = (*FixedShapeTensorArray)(nil)
)

func init() {
	// Another package may have registered the name first: keep theirs.
	_ = arrow.RegisterExtensionType(&FixedShapeTensorType{})
}

// ToTensorBatch returns a as an arrow.fixed_shape_tensor array: one tensor
// of shape dims[1:] per index of a's first axis, sharing a's memory when
// a is contiguous. Release it when done.
func ToTensorBatch(a nd.AnyArray) (*FixedShapeTensorArray, error) {
	list, err := ToFixedSizeList(a)
	if err != nil {
		return nil, err
	}
	defer list.Release()
	typ := NewFixedShapeTensorType(arrowTypes[a.DType()], a.Shape().Dims()[1:])
	typ.Storage = list.DataType()
	ext := array.NewExtensionArrayWithStorage(typ, list)
	return ext.(*FixedShapeTensorArray), nil
}

// FromTensorBatch returns the tensors of arr as one array of shape
// [arr.Len(), shape...], a view of its storage. Permuted layouts and null
// tensors are errors.
func FromTensorBatch(arr *FixedShapeTensorArray) (nd.AnyArray, error) {
	if arr == nil {
		return nil, nd.Errorf(nd.ErrArgument, "FromTensorBatch: nil tensor array")
	}
	typ := arr.ExtensionType().(*FixedShapeTensorType)
	for i, p := range typ.Permutation {
		if p != i {
			return nil, fmt.Errorf("%w: permuted fixed_shape_tensor %v", ErrUnsupported,
				typ.Permutation)
		}
	}
	list, ok := arr.Storage().(*array.FixedSizeList)
	if !ok {
		return nil, fmt.Errorf("%w: storage %v", ErrUnsupported, arr.Storage().DataType())
	}
	return FromFixedSizeList(list, typ.Shape...)
}
