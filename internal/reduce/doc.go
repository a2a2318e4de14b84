// Package reduce runs the dtype packages' reductions (Sum, Max, ArgMax,
// Var, ...) over views: each output element reduces the elements of the
// reduced axes, in a fixed order that depends on the data's shape and
// layout alone, never on the number of workers.
//
// The plan (plan.go) drops size-1 dimensions, orders the others by the
// input's strides (memory order) and merges neighbours. Then either
//
//   - the innermost dimension is reduced (or the kept inner run is too short
//     to be worth it): each output element reduces its own sequence of
//     elements, cut into leaves of Block elements (the kernel runs straight
//     on a contiguous leaf, a strided or converted one is gathered first);
//   - or the innermost dimension is kept: the reduced rows are combined as
//     vectors (column sums are vector adds of whole rows), Rows rows to a
//     leaf.
//
// Leaves are combined in a pairwise tree (a binary counter: two partials
// of the same level merge), so a float sum's error grows with the log of
// the number of leaves, and within a leaf the kernels sum pairwise as
// NumPy does: a sum of up to Block contiguous elements gives NumPy's bits.
// A long reduction split across workers cuts its leaves at multiples of a
// power of two, where the serial tree has complete subtrees, so the result
// is the same bits for any number of workers.
package reduce
