// Package xmath holds the scalar float64 and float32 math functions behind the
// library's elementwise transcendental ops (Exp, Expm1, Log, Log1p, Sin, Cos,
// Tanh, Sigmoid, Erf, Rsqrt, Pow).
//
// Every function is within 1 ULP of the exact result over its whole domain
// (faithfully rounded; most results are correctly rounded), and gives NumPy
// 1.24's (glibc's) results for NaN, ±Inf, ±0 and subnormals. Where Go's math
// package was measured within 1 ULP it is used as is; elsewhere the functions
// evaluate in double-double arithmetic and round once (see each function).
//
// The float32 forms (Exp32, ...) evaluate the float64 form and round: a
// float64 result within 1 ULP64 of the exact value, rounded to float32, is
// within 0.5 + 2^-28 ULP32 of it, since one ULP64 is 2^-29 ULP32 and the
// float32 range (subnormals included) lies inside float64's normal range.
package xmath
