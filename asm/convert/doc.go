// Package convert holds the element type conversion kernels,
// dst[i] = T(src[i]) for the type pairs of the data pipelines: bytes and
// small integers to float32, float32 to and from float64, int64 to and
// from float64, and the 16-bit floats (float16, bfloat16) to and from
// float32 (convert16.go). It is part of the library's kernel layer (see
// package asm) and makes no compatibility promise to outside callers.
//
// Each conversion's pure-Go twin is its reference, bit for bit; the
// kernels convert whole blocks and the twin the ends. The twin alone runs
// with the purego tag, on other architectures, and on CPUs without AVX2
// (or without F16C, for float16), which useAVX2 and useF16C
// (avx2_amd64.go) record at start-up and the tests switch off
// (forEachVariant, TestConvertWithoutF16C). Large conversions stream
// their stores as asm/move's copies do: from move.StreamThreshold bytes,
// fenced with move.Fence.
package convert
