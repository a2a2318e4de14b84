package bulk

// Narrow is the scatter arithmetic of a 16-bit float type T that computes
// in float32 (float16.Float16, bfloat16.BFloat16) as Eigen's half and
// bfloat16 do in TensorFlow's CPU kernels: each operation converts its
// operands to float32 exactly (To), computes in float32 and rounds the
// result back to T (From, to nearest even). Duplicate index rows therefore
// round once per update, not once per sum. Its methods are Stores.
type Narrow[T any] struct {
	To   func(T) float32
	From func(float32) T
}

// StoreAdd adds each row into its slice, rounding after each addition:
// ScatterNd, TensorScatterAdd, ScatterNdAdd.
func (n Narrow[T]) StoreAdd(dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			d[j] = n.From(n.To(d[j]) + n.To(u[j]))
		}
	})
}

// StoreSub subtracts each row from its slice, rounding after each
// subtraction: TensorScatterSub.
func (n Narrow[T]) StoreSub(dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			d[j] = n.From(n.To(d[j]) - n.To(u[j]))
		}
	})
}

// StoreMin keeps the smaller of each element and its update, compared in
// float32 as StoreMin compares (u < d ? u : d: a NaN already there stays, a
// NaN update is ignored); the kept value is not rounded again.
func (n Narrow[T]) StoreMin(dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			if n.To(u[j]) < n.To(d[j]) {
				d[j] = u[j]
			}
		}
	})
}

// StoreMax keeps the larger of each element and its update (d < u ? u : d,
// NaNs as in StoreMin).
func (n Narrow[T]) StoreMax(dst []T, rows []int64, upd []T, size int) int {
	return storeRows(dst, rows, upd, size, func(d, u []T) {
		for j := range d {
			if n.To(d[j]) < n.To(u[j]) {
				d[j] = u[j]
			}
		}
	})
}
