// Package compute holds the elementwise compute kernels of the dtype
// packages' math (Add, Exp, Less, ...): loops over contiguous runs of one
// element type, in avo-generated AVX2 and AVX-512 variants chosen at run
// time, each with a pure-Go twin that is the reference loop of its doc
// comment. Like the rest of asm, it has no compatibility promise for
// callers outside this module.
//
// Every elementwise kernel takes slices of equal length (dst first) and
// panics otherwise; it writes dst[i] for every i from a[i] and b[i] (or a
// scalar) alone, so dst may be a or b exactly, but must not overlap them
// otherwise.
//
// The reduction kernels fold one contiguous run to a value: PairwiseSum
// (NumPy's pairwise summation, bit for bit), Max and Min of floats (NaN if
// any element is NaN; +0 beats -0 for Max, -0 for Min, so the lanes may
// combine in any order), the integer Sum (widening to 64 bits, wrapping),
// Max and Min, ArgMax and ArgMin (the first occurrence, or the first NaN,
// as NumPy's), AnyNonzero, AllNonzero and CountNonzero (a float's zero is
// x == 0), and PairwiseSumSquaredDiff (the pairwise sum of (a[i]-m)², a
// variance's second pass, without storing the squares). The row kernels
// AddRowWiden and AddSquaredDiffRow fold one row of a row-major array into
// an accumulator row, for the reductions along its outer axis.
package compute
