package check

import (
	"fmt"
	"math"
	"strconv"

	"github.com/ndgo/ndarray/nd"
)

// ScatterKind says which of TensorFlow's scatter kernels an op follows:
// they share DoScatterNd's checks but differ in the checks they make first
// and in the wording of those errors.
type ScatterKind int

const (
	// NewScatter is ScatterNdOp (ScatterNd: a new zero array of a shape).
	NewScatter ScatterKind = iota
	// TensorScatter is TensorScatterOp (TensorScatterUpdate, Add, Sub,
	// Min, Max: a new array from a tensor).
	TensorScatter
	// RefScatter is ScatterNdUpdateOp (ScatterNdUpdate, ScatterNdAdd: in
	// place on a ref).
	RefScatter
)

// Scatter is what the checks find out about a scatter: N index rows of
// Depth components, each selecting Slice elements of the output. N is 0
// when nothing is to be written (no rows, or an empty output).
type Scatter struct {
	N, Depth, Slice int64
}

// ScatterShapes checks the shapes of a scatter by op (its name in the
// errors) into an output of shape out, as TensorFlow's CPU kernel of kind
// does, in its order and with its messages (wrapped in nd.ErrShape, or
// nd.ErrArgument for the int32 index-space limits). i32 says the indices
// are int32, whose kernels TensorFlow limits to int32 sizes. Unlike
// TensorFlow, indices.shape[-1] may exceed 7.
func ScatterShapes(kind ScatterKind, op string, out []int64, indices, updates nd.Shape,
	i32 bool) (Scatter, error) {
	idx, upd := indices.Dims(), updates.Dims()
	fail := func(sentinel error, format string, args ...any) (Scatter, error) {
		return Scatter{}, fmt.Errorf("%w: %s: %s", sentinel, op, fmt.Sprintf(format, args...))
	}
	if err := ranks(op, indices, updates); err != nil {
		return Scatter{}, err
	}
	var msg string
	switch kind {
	case NewScatter:
		msg = newScatterShapes(out, idx, upd)
	case TensorScatter:
		msg = tensorScatterShapes(out, idx, upd)
	case RefScatter:
		if len(idx) == 1 { // as TF's shape function: one row of K components
			msg = outerInner(out, idx, upd)
		}
	}
	if msg != "" {
		return fail(nd.ErrShape, "%s", msg)
	}
	if msg = prepare(out, idx, upd); msg != "" {
		return fail(nd.ErrShape, "%s", msg)
	}
	if msg = int32Limits(out, idx, upd, i32); msg != "" {
		return fail(nd.ErrArgument, "%s", msg)
	}
	depth := sliceDim(idx)
	if size(out) == 0 {
		return Scatter{Depth: depth, Slice: size(out[depth:])}, nil
	}
	if depth == 0 {
		return fail(nd.ErrShape, "Only indices.shape[-1] values between 1 and 5 are "+
			"currently supported.  Requested rank: 0")
	}
	return Scatter{N: size(idx) / depth, Depth: depth, Slice: size(out[depth:])}, nil
}

// ScatterNdShape returns the dimensions of a scatter's output shape, or
// the error of TensorFlow's first checks: indices or updates of rank 0,
// then (TensorShapeUtils::MakeShape) an unknown shape; all wrap nd.ErrShape.
func ScatterNdShape(op string, shape, indices, updates nd.Shape) ([]int64, error) {
	if err := ranks(op, indices, updates); err != nil {
		return nil, err
	}
	if shape.IsUnknown() {
		return nil, fmt.Errorf("%w: %s: Shape must be a vector", nd.ErrShape, op)
	}
	dims := shape.Dims()
	for _, d := range dims {
		if d < 0 {
			return nil, fmt.Errorf("%w: %s: Dimension %d must be >= 0", nd.ErrShape, op, d)
		}
	}
	return dims, nil
}

// ranks is the scatter kernels' first check: indices and updates of rank
// at least one.
func ranks(op string, indices, updates nd.Shape) error {
	switch {
	case indices.NumDimensions() < 1:
		return fmt.Errorf("%w: %s: Indices shape must have rank at least one. Found:%s",
			nd.ErrShape, op, tfShape(indices.Dims()))
	case updates.NumDimensions() < 1:
		return fmt.Errorf("%w: %s: Updates shape must have rank at least one. Found:%s",
			nd.ErrShape, op, tfShape(updates.Dims()))
	}
	return nil
}

// IsInt32 reports whether indices are int32 ones (TensorFlow limits their
// kernels to int32 sizes), even when empty.
func IsInt32(indices nd.Indices) bool {
	d, ok := indices.(interface{ DType() nd.DType })
	return ok && d.DType() == nd.Int32
}

// newScatterShapes is ScatterNdOp::Compute's checks before DoScatterNd.
func newScatterShapes(out, idx, upd []int64) string {
	if !validEmptyOutput(int64(len(out)), size(idx), size(upd)) {
		return "Indices and updates specified for empty output shape"
	}
	return outerInner(out, idx, upd)
}

// outerInner checks indices.shape[:-1] == updates.shape[:outer] and
// out[K:] == updates.shape[outer:] with ScatterNdOp's messages.
func outerInner(out, idx, upd []int64) string {
	outer := len(idx) - 1
	for i := range outer {
		if i >= len(upd) || idx[i] != upd[i] {
			return fmt.Sprintf("Dimensions [0,%d) of indices[shape=%s] must match dimensions "+
				"[0,%d) of updates[shape=%s]", outer, tfShape(idx), outer, tfShape(upd))
		}
	}
	ix := idx[outer]
	inner := fmt.Sprintf("Dimensions [%d,%d) of input[shape=%s] must match dimensions "+
		"[%d,%d) of updates[shape=%s]", ix, len(out), tfShape(out), outer, len(upd), tfShape(upd))
	if !sameTail(out, upd, ix, outer) {
		return inner
	}
	return ""
}

// tensorScatterShapes is TensorScatterOp::Compute's checks before
// DoScatterNd.
func tensorScatterShapes(out, idx, upd []int64) string {
	if !validEmptyOutput(size(out), size(idx), size(upd)) {
		return "Indices and updates specified for empty output shape"
	}
	outer := len(idx) - 1
	for i := range outer {
		if i >= len(upd) || idx[i] != upd[i] {
			return fmt.Sprintf("Outer dimensions of indices and update must match. "+
				"Indices shape: %s, updates shape:%s", tfShape(idx), tfShape(upd))
		}
	}
	ix := idx[outer]
	if int64(len(upd)-outer) != int64(len(out))-ix {
		return fmt.Sprintf("Inner dimensions of output shape must match inner dimensions "+
			"of updates shape. Output: %s updates: %s", tfShape(out), tfShape(upd))
	}
	if !sameTail(out, upd, ix, outer) {
		return fmt.Sprintf("The inner %d dimensions of output.shape=%s must match the inner "+
			"%d dimensions of updates.shape=%s", int64(len(out))-ix, tfShape(out),
			len(upd)-outer, tfShape(upd))
	}
	return ""
}

// sameTail reports whether out[ix:] == upd[outer:] (outer <= len(upd)).
func sameTail(out, upd []int64, ix int64, outer int) bool {
	if int64(len(upd)-outer) != int64(len(out))-ix {
		return false
	}
	for i := 0; i+outer < len(upd); i++ {
		if upd[i+outer] != out[int(ix)+i] {
			return false
		}
	}
	return true
}

// prepare is DoScatterNd's PrepareAndValidateInputs up to the index-space
// limits, with ValidateScatterNdUpdateShape (scatter_nd_util.cc).
func prepare(out, idx, upd []int64) string {
	switch {
	case len(out) < 1:
		return "Output must be at least 1-D, got shape: " + tfShape(out)
	case !validEmptyOutput(size(out), size(idx), size(upd)):
		return "Indices and updates specified for empty output.  indices shape: " + tfShape(idx)
	case upd[0] != idx[0]:
		return fmt.Sprintf("Dimensions [0,1) of indices[shape=%s] = %d must match dimensions "+
			"[0,1) of updates[shape=%s] = %d", tfShape(idx), idx[0], tfShape(upd), upd[0])
	}
	slice, batch := sliceDim(idx), 1
	if len(idx) > 1 {
		batch = len(idx) - 1
	}
	prefix := fmt.Sprintf("Dimensions [0,%d) of indices[shape=%s] must match dimensions "+
		"[0,%d) of updates[shape=%s]", batch, tfShape(idx), batch, tfShape(upd))
	suffix := fmt.Sprintf("Dimensions [%d,%d) of input[shape=%s] must match dimensions "+
		"[%d,%d) of updates[shape=%s]", slice, len(out), tfShape(out), slice, len(upd),
		tfShape(upd))
	if len(upd) < batch {
		return prefix
	}
	// out rank >= slice + (upd rank - batch), and equality, without overflow
	if slice > int64(len(out)-(len(upd)-batch)) || int64(len(upd)) != int64(batch+len(out))-slice {
		return suffix
	}
	for d := range batch {
		if upd[d] != idx[d] {
			return prefix
		}
	}
	for d := range len(upd) - batch {
		if upd[d+batch] != out[d+int(slice)] {
			return suffix
		}
	}
	return ""
}

// int32Limits is PrepareAndValidateInputs's index-space checks, which
// bind int32 indices only (int64 ones cannot exceed them).
func int32Limits(out, idx, upd []int64, i32 bool) string {
	if !i32 {
		return ""
	}
	const limit = math.MaxInt32
	if n := size(idx); n > limit {
		return fmt.Sprintf("indices has too many elements for int32 indexing: %d > %d", n, limit)
	}
	if out[0] > limit {
		return fmt.Sprintf("params_shape[0] too large for int32 indexing: %d > %d", out[0], limit)
	}
	if s := size(out[sliceDim(idx):]); s > limit {
		return fmt.Sprintf("slice size is too large for indexing: %d > %d", s, limit)
	}
	return ""
}

// sliceDim is TensorFlow's slice_dim: indices.shape[-1], or 1 for 1-D
// indices.
func sliceDim(idx []int64) int64 {
	if len(idx) > 1 {
		return idx[len(idx)-1]
	}
	return 1
}

// validEmptyOutput is scatter_nd_op.cc's ValidEmptyOutputShape.
func validEmptyOutput(inputs, indices, updates int64) bool {
	if indices == 0 && updates == 0 {
		return true
	}
	return inputs != 0 && indices != 0 && updates != 0
}

// size is the product of dims, which belong to a valid shape: it fits.
// A zero dimension makes it 0 whatever the others are.
func size(dims []int64) int64 {
	n := int64(1)
	for _, d := range dims {
		if d == 0 {
			return 0
		}
		n *= d
	}
	return n
}

// ScatterRowError returns TensorFlow's error for index row r (its
// components v) that does not index into the output shape out; indices
// is the indices' shape, whose leading dimensions name the row.
func ScatterRowError(op string, r int64, v []int64, indices nd.Shape, out []int64) error {
	dims := indices.Dims()
	return fmt.Errorf("%w: %s: indices%s = %s does not index into shape %s", nd.ErrIndexOutOfRange,
		op, sliceDebugString(dims[:len(dims)-1], r), formatInts(v), tfShape(out))
}

// sliceDebugString is TensorFlow's SliceDebugString: the coordinates of
// flat position r in shape, as "[1,0]"; "" for a scalar shape.
func sliceDebugString(shape []int64, r int64) string {
	if len(shape) == 0 {
		return ""
	}
	coords := make([]int64, len(shape))
	for i := len(shape) - 1; i > 0; i-- { // rows exist: no dimension is 0
		coords[i] = r % shape[i]
		r /= shape[i]
	}
	coords[0] = r
	return tfShape(coords)
}

// tfShape prints dims as TensorShape::DebugString does: "[2,3]".
func tfShape(dims []int64) string {
	b := []byte{'['}
	for i, d := range dims {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, d, 10)
	}
	return string(append(b, ']'))
}
