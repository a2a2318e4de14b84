package convert

import (
	"fmt"
	"math"
)

// The conversion kernels: dst[i] = T(src[i]) for the element type pairs of
// the data pipelines (bytes and small integers to float32, float32 to and
// from float64, int64 to and from float64). Each entry point's reference
// loop is its pure-Go twin (the *Go functions below), bit for bit; the
// kernels convert whole blocks, the twin the ends. Large destinations
// (move.StreamThreshold bytes or more) are written with non-temporal stores and
// fenced before the entry point returns. On CPUs with AVX-512 (F and DQ),
// 512-bit kernels convert the destinations that fit in L1 and, for the
// int64/float64 pair, which AVX2 can only emulate, and float32 to
// bfloat16, every destination below the streaming threshold. Each panics if dst and src differ in length.

// Uint8ToFloat32 is: for i, x := range src { dst[i] = float32(x) }.
func Uint8ToFloat32(dst []float32, src []uint8) {
	convert(dst, src, kUint8Float32, toFloatGo[float32, uint8])
}

// Int8ToFloat32 is: for i, x := range src { dst[i] = float32(x) }.
func Int8ToFloat32(dst []float32, src []int8) {
	convert(dst, src, kInt8Float32, toFloatGo[float32, int8])
}

// Int16ToFloat32 is: for i, x := range src { dst[i] = float32(x) }.
func Int16ToFloat32(dst []float32, src []int16) {
	convert(dst, src, kInt16Float32, toFloatGo[float32, int16])
}

// Int32ToFloat32 is: for i, x := range src { dst[i] = float32(x) }
// (rounded to nearest, ties to even).
func Int32ToFloat32(dst []float32, src []int32) {
	convert(dst, src, kInt32Float32, toFloatGo[float32, int32])
}

// Float32ToFloat64 is: for i, x := range src { dst[i] = float64(x) }.
func Float32ToFloat64(dst []float64, src []float32) {
	convert(dst, src, kFloat32Float64, toFloatGo[float64, float32])
}

// Float64ToFloat32 is: for i, x := range src { dst[i] = float32(x) }
// (rounded to nearest, ties to even; NaNs stay NaNs, quieted).
func Float64ToFloat32(dst []float32, src []float64) {
	convert(dst, src, kFloat64Float32, toFloatGo[float32, float64])
}

// Int64ToFloat64 is: for i, x := range src { dst[i] = float64(x) }
// (rounded to nearest, ties to even).
func Int64ToFloat64(dst []float64, src []int64) {
	convert(dst, src, kInt64Float64, toFloatGo[float64, int64])
}

// Float64ToInt64 is: for i, x := range src { dst[i] = TruncInt64(x) }.
func Float64ToInt64(dst []int64, src []float64) {
	convert(dst, src, kFloat64Int64, float64ToInt64Go)
}

// TruncInt64 is x truncated toward zero, or math.MinInt64 if x is NaN or
// outside [-2^63, 2^63): what x86-64's CVTTSD2SQ gives, and so NumPy's
// float64 to int64 cast.
func TruncInt64(x float64) int64 {
	if x >= -(1<<63) && x < 1<<63 {
		return int64(x)
	}
	return math.MinInt64
}

// The kernel numbers, one per conversion, in the order of the avo
// generator's table (asm/internal/gen/convert.go).
const (
	kUint8Float32 = iota
	kInt8Float32
	kInt16Float32
	kInt32Float32
	kFloat32Float64
	kFloat64Float32
	kInt64Float64
	kFloat64Int64
	kFloat16Float32
	kFloat32Float16
	kBFloat16Float32
	kFloat32BFloat16
	numConversions
)

// convertible are the source types of the conversions to a float type.
type convertible interface {
	uint8 | int8 | int16 | int32 | int64 | float32 | float64
}

// toFloatGo is the twin of the conversions to a float type, which Go's
// conversion does exactly as the kernels.
func toFloatGo[D float32 | float64, S convertible](dst []D, src []S) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = D(x)
	}
}

func float64ToInt64Go(dst []int64, src []float64) {
	dst = dst[:len(src)]
	for i, x := range src {
		dst[i] = TruncInt64(x)
	}
}

func checkConvert(dstLen, srcLen int) {
	if dstLen != srcLen {
		panic(fmt.Sprintf("convert: conversion of %d elements into %d", srcLen, dstLen))
	}
}
