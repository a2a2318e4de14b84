// Package crossdtype holds no code, only tests of the generated dtype
// packages that no one of them can hold: a generated folder may contain
// only generated files (and *_extra files for what one dtype alone needs),
// so the tests that span dtypes live here. They are:
//
//   - ops across dtypes: Cast between every pair (NumPy's astype as golden
//     data), the 16-bit floats' conversions and scatters, gathers and
//     scatters with int64 and int32 indices, masks and conditions of ndbool;
//   - contracts of the generated code, checked through a few dtypes: the
//     scalar accessors inline, the small-array paths' allocations, the
//     array header's field layout, views of every rank;
//   - fuzzers of views, layouts near the int64 limits, the combining,
//     masking, gather and scatter ops (seed corpora in testdata/fuzz);
//   - benchmarks of the same ops beside their naive twins.
//
// The golden data they read is the library's testdata/ at the repository
// root, shared with the dtype packages' suites.
package crossdtype
