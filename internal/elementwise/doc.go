// Package elementwise runs the dtype packages' elementwise ops (Add, Exp,
// Less, Clip, Map, ...) over views: it broadcasts the operands' shapes as
// NumPy does, brings dst and the inputs to one joint normal form (size-1
// dimensions dropped, neighbours merged where every operand allows it,
// broadcast operands at stride 0), and hands each innermost run to a
// kernel: contiguous runs and stride-0 scalars go straight to the kernel,
// strided runs through small buffers. Large outputs are split across
// workers by runs, so every element is computed the same way whatever the
// number of workers.
//
// An input that overlaps dst other than exactly (the same elements in the
// same places: in place) is copied aside first, so a call gives the result
// as if every input had been read before dst was written.
package elementwise
