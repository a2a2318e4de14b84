package elementwise

import (
	"github.com/ndgo/ndarray/nd"
)

// maxOperands is the number of operands (dst and inputs) an op may have.
const maxOperands = 4

// Shape returns the shape the inputs broadcast to (BroadcastDims). It
// panics with nd.ErrShape naming the shapes and the first dimension where
// they do not broadcast; op names the calling function in the message.
func Shape(op string, dims ...[]int64) []int64 {
	if out, ok := BroadcastDims(dims...); ok {
		return out
	}
	panic(mismatch(op, dims))
}

// BroadcastDims returns the shape that arrays of the given dims broadcast
// to by NumPy's rule (TensorFlow's BCast): aligned at the end, each
// dimension equal to the others or 1. ok is false if they do not
// broadcast.
func BroadcastDims(all ...[]int64) (out []int64, ok bool) {
	rank := 0
	for _, d := range all {
		rank = max(rank, len(d))
	}
	out = make([]int64, rank)
	if !BroadcastInto(out, all...) {
		return nil, false
	}
	return out, true
}

// BroadcastInto is BroadcastDims into out, which must be as long as the
// longest of all: for callers that must not allocate.
func BroadcastInto(out []int64, all ...[]int64) bool {
	for i := range out {
		out[i] = 1
	}
	for _, dims := range all {
		lead := len(out) - len(dims)
		for i, d := range dims {
			switch o := out[lead+i]; {
			case o == 1:
				out[lead+i] = d
			case d != 1 && d != o:
				return false
			}
		}
	}
	return true
}

// mismatch returns the error of Shape for dims that do not broadcast:
// the first input k and dimension i (from the end) that conflict with the
// shape of the inputs before k.
func mismatch(op string, dims [][]int64) *nd.Error {
	for k := 1; k <= len(dims); k++ {
		if _, ok := BroadcastDims(dims[:k]...); ok {
			continue
		}
		before, _ := BroadcastDims(dims[:k-1]...)
		d := dims[k-1]
		for i := 1; i <= min(len(d), len(before)); i++ {
			if o, n := before[len(before)-i], d[len(d)-i]; o != n && o != 1 && n != 1 {
				return nd.Errorf(nd.ErrShape, "%s: shapes %s do not broadcast: dimension %d is %d in one and %d in another",
					op, formatAll(dims[:k]), -i, o, n)
			}
		}
	}
	panic("elementwise: mismatch of shapes that broadcast")
}

// formatAll formats the shapes dims as "[2, 3] and [4]".
func formatAll(dims [][]int64) string {
	s := ""
	for i, d := range dims {
		switch {
		case i == 0:
		case i == len(dims)-1:
			s += " and "
		default:
			s += ", "
		}
		s += nd.FormatDims(d)
	}
	return s
}

// CheckInto panics unless dst's dimensions are those the inputs broadcast
// to, or ones they broadcast to (as NumPy's out=), and dst is writable.
func CheckInto(op string, dst []int64, readOnly bool, inputs ...[]int64) {
	if readOnly {
		panic(nd.Errorf(nd.ErrReadOnly, "%s: dst is read-only", op))
	}
	for _, in := range inputs {
		ok := len(in) <= len(dst)
		for i := 0; ok && i < len(in); i++ {
			n, d := in[len(in)-1-i], dst[len(dst)-1-i]
			ok = n == d || n == 1
		}
		if !ok {
			all := append([][]int64{dst}, inputs...)
			panic(nd.Errorf(nd.ErrShape, "%s: dst shape %s does not match the inputs' broadcast shape (shapes %s)",
				op, nd.FormatDims(dst), formatAll(all)))
		}
	}
}

// stridesOn writes into s the strides of layout l broadcast to dims
// (l's dimensions aligned with the last of dims; a dimension of size 1
// repeats through stride 0) and returns l's offset.
func stridesOn(s []int64, l nd.Layout, dims []int64) int64 {
	lead := len(dims) - len(l.Dims)
	for i := range lead {
		s[i] = 0
	}
	for i, n := range l.Dims {
		if n == 1 && dims[lead+i] != 1 {
			s[lead+i] = 0
		} else {
			s[lead+i] = l.Strides[i]
		}
	}
	return l.Offset
}
