// Package view holds what the generated dtype packages share to build a
// view's header: the storage of a small layout's tables inside the header
// (Small) and the rank of the scalar accessors' fast path for it (Adopt),
// the header's size for a slice (SliceRank), the checked copy of a layout
// a caller wraps storage with (WrapLayout), and which views must be
// read-only (Repeats). The layouts themselves are nd's to build, in the
// header (nd.Layout's SetRowMajor, SetSlice and SetTranspose); the
// checks of the ops' arguments are internal/check's. It is plumbing,
// reached by generated code through ndkit.
package view
