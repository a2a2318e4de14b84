package ndkit

import (
	"iter"

	"github.com/ndgo/ndarray/internal/bulk"
	"github.com/ndgo/ndarray/nd"
)

// Plain is the set of element types the asm kernels may move: predeclared
// types (and types defined from them) whose values hold no pointers; the
// ...As functions move a user's type as one of them.
type Plain = bulk.Plain

// Make returns a zero-filled slice of n elements; large ones ask for huge
// pages (nd.SetHugePages). n has been checked (New's check.KnownSize).
func Make[T any](n int64) []T { return bulk.Make[T](n) }

// MakeUninit returns a slice of n elements for a result the caller writes
// in full before anything reads it: not zeroed first where T holds no
// pointers (see bulk.MakeUninit). n has been checked as for Make.
func MakeUninit[T any](n int64) []T { return bulk.MakeUninit[T](n) }

// WrapUninit returns wrap's array (a dtype package's Wrap) of shape, a
// known one, over MakeUninit's memory, for a result its op writes in full.
func WrapUninit[D, R any](wrap func(nd.Shape, []D) R, shape nd.Shape) R {
	return bulk.WrapUninit(wrap, shape)
}

// Copy copies the view (src, sl) into (dst, dl), which have the same
// dimensions, as if src were read first; for any element type.
func Copy[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) { bulk.Copy(dst, dl, src, sl) }

// CopyDisjoint is Copy for views known to share no element.
func CopyDisjoint[T any](dst []T, dl nd.Layout, src []T, sl nd.Layout) {
	bulk.CopyDisjoint(dst, dl, src, sl)
}

// Fill sets every element of the view (dst, dl) to v.
func Fill[T any](dst []T, dl nd.Layout, v T) { bulk.Fill(dst, dl, v) }

// Equal reports whether the views of equal dimensions hold equal elements,
// by eq.
func Equal[T any](a []T, al nd.Layout, b []T, bl nd.Layout, eq func(x, y T) bool) bool {
	return bulk.Equal(a, al, b, bl, eq)
}

// Values returns an iterator over the view's elements in row-major order.
func Values[T any](data []T, l nd.Layout) iter.Seq[T] { return bulk.Values(data, l) }

// SharesMemory reports whether dst shares memory with params or the index
// values (GatherNdInto's aliasing check).
func SharesMemory[T any](dst, params []T, i64 []int64, i32 []int32) bool {
	return bulk.SharesMemory(dst, params, i64, i32)
}
