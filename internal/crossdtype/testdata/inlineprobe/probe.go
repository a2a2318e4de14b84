// Package inlineprobe calls the arrays' small methods as a user's package
// does, importing several dtype packages, for TestMethodsInlineInCallers to
// ask the compiler which calls it inlines.
package inlineprobe

import (
	"github.com/ndgo/ndarray/ndbool"
	"github.com/ndgo/ndarray/ndfloat32"
	"github.com/ndgo/ndarray/ndfloat64"
	"github.com/ndgo/ndarray/ndint64"
	"github.com/ndgo/ndarray/nduint8"
)

func Int64(a *ndint64.NdArray) int64 {
	a.SetInt64(1, 0)
	return a.GetInt64(0) + a.Size() + a.Shape().Dim(0) + int64(len(a.Data()))
}

func Bool(a *ndbool.NdArray) bool {
	a.SetBool(true, 0)
	return a.GetBool(0) && a.Size() == a.Shape().Dim(0) && len(a.Data()) > 0
}

func Float32(a *ndfloat32.NdArray) float32 {
	a.SetFloat32(1, 0)
	return a.GetFloat32(0) + float32(a.Size()+a.Shape().Dim(0)+int64(len(a.Data())))
}

func Float64(a *ndfloat64.NdArray) float64 {
	a.SetFloat64(1, 0)
	return a.GetFloat64(0) + float64(a.Size()+a.Shape().Dim(0)+int64(len(a.Data())))
}

func Uint8(a *nduint8.NdArray) uint8 {
	a.SetUint8(1, 0)
	return a.GetUint8(0) + uint8(a.Size()+a.Shape().Dim(0)+int64(len(a.Data())))
}
