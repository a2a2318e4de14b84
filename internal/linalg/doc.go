// Package linalg is the matrix product of the dtype packages: NumPy's
// matmul (1-D operands promoted, batch dimensions broadcast, any strides)
// over a GEMM in the design of BLIS: the operands' blocks are packed into
// contiguous panels (a transposed or strided view is packed as BLAS packs
// a transposed operand, never copied whole first), and a register-blocked
// micro-kernel multiplies one panel of A by one of B into a tile of the
// result. Each result element adds its k products in a fixed order (the
// k blocks in order, each block's products in order), so the result does
// not depend on the number of workers, which split the rows or columns of
// the result.
package linalg
