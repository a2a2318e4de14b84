#!/usr/bin/python3
"""Generate testdata/cast_golden.json: NumPy's astype (unsafe casting) between
every pair of the library's dtypes, on values that include NaN, +-Inf,
negative zero, each integer type's extremes, values just inside and outside
each integer range, and random values of mixed magnitudes.

Run from the repository root (Debian's python3-numpy 1.24; no pip):

    /usr/bin/python3 testdata/gen_cast_golden.py

The output is deterministic (numpy.random.default_rng(SEED)).

Format: {"n": N, "sources": {dtype: hex}, "casts": {"from>to": hex}} where
hex is the little-endian bytes of N elements (bool one byte each, complex
real then imaginary part), and "strings": the string cases.

Which NumPy loop: NumPy 1.24 on x86-64 (AVX-512 here) casts contiguous
float arrays to uint32 with a vector loop whose results for NaN, infinities
and values out of int64's range differ from its scalar loop's (2^31 rather
than 0, say).  The library follows the scalar loop (a C cast through the
64-bit CVTTSD2SI) everywhere, so the casts here are taken from a strided
view, which NumPy converts with the scalar loop.  The script checks that
contiguous and strided results agree for every other pair, and reports the
pairs where they differ.
"""

import json
import sys
import warnings

import numpy as np

SEED = 20261123
N = 192  # a multiple of 12 and 24: the Go test views it as 2-D and 3-D arrays

DTYPES = ["float32", "float64", "int8", "int16", "int32", "int64", "uint8",
          "uint16", "uint32", "uint64", "complex64", "complex128", "bool",
          "float16"]  # last: its source takes the generator's values after the others' 

INT_TYPES = ["int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
             "uint64"]


def float_values(rng):
    """Special values, integer-range edges and mixed magnitudes."""
    v = [np.nan, -np.nan, np.inf, -np.inf, 0.0, -0.0, 0.5, -0.5, 0.999, -0.999,
         1.5, -1.5, 2.5, -2.5, 1e-300, -1e-300, 1e-40, 1e300, -1e300,
         3.4028234663852886e38, -3.4028234663852886e38, 1e20, -1e20]
    for t in INT_TYPES:
        info = np.iinfo(t)
        for x in (info.min, info.max):
            x = float(x)
            v += [x, x + 0.5, x - 0.5, x + 1, x - 1, x * 2]
    v += [2.0 ** 63, -(2.0 ** 63), 2.0 ** 64, 2.0 ** 64 * 1.5, 2.0 ** 63 * 1.5,
          2.0 ** 53 + 1, 2.0 ** 24 + 1, 2.0 ** 31, 2.0 ** 32, -(2.0 ** 31) - 1,
          -(2.0 ** 32), 6442450944.0, -3e9, 3e9, 128.0, -129.0, 65536.5,
          -300.7, 300.7]
    while len(v) < N:
        v.append(float(rng.standard_normal() * 10.0 ** rng.integers(-3, 22)))
    return v[:N]


def int_values(t, rng):
    info = np.iinfo(t)
    v = [info.min, info.max, 0, 1, -1 if info.min < 0 else 2, info.min + 1,
         info.max - 1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535,
         65536, 2 ** 24 + 1, 2 ** 31 - 1, 2 ** 31, 2 ** 53 + 1, 2 ** 63 - 1]
    v = [x for x in v if info.min <= x <= info.max]
    while len(v) < N:
        bits = int(rng.integers(1, info.bits + 1))
        x = int(rng.integers(0, 2 ** bits - 1, dtype=np.uint64, endpoint=True))
        v.append(np.array(x, dtype=np.uint64).astype(t).item())
    return np.array(v[:N], dtype=t)


def source(name, rng):
    if name in ("float16", "float32", "float64"):
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return np.array(float_values(rng), dtype=np.float64).astype(name)
    if name.startswith("complex"):
        part = "float32" if name == "complex64" else "float64"
        re = source(part, rng)
        im = rng.permutation(source(part, rng))
        im[::3] = 0  # purely real values too
        out = np.empty(N, dtype=name)
        out.real, out.imag = re, im
        return out
    if name == "bool":
        return rng.integers(0, 2, N).astype(bool)
    return int_values(name, rng)


def cast(a, to):
    """a.astype(to) through NumPy's scalar (strided) loop."""
    wide = np.repeat(a, 2)  # every element twice: [::2] is a strided view
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        got = wide[::2].astype(to)
        contiguous = a.astype(to)
    same = np.array_equal(got.view(np.uint8), contiguous.view(np.uint8))
    return got, same


def main():
    rng = np.random.default_rng(SEED)
    sources = {name: source(name, rng) for name in DTYPES}
    casts, differ = {}, []
    for frm, a in sources.items():
        for to in DTYPES:
            got, same = cast(a, to)
            if not same:
                differ.append("%s>%s" % (frm, to))
            casts["%s>%s" % (frm, to)] = got.tobytes().hex()
    unexpected = [d for d in differ if not d.endswith(">uint32")]
    assert not unexpected, unexpected
    strings = ["", "a", "héllo", "x" * 40, "1.5", "nan", "True"]
    out = {
        "n": N,
        "sources": {k: v.tobytes().hex() for k, v in sources.items()},
        "casts": casts,
        "strings": strings,
    }
    path = "testdata/cast_golden.json"
    with open(path, "w") as f:
        f.write("{\n")
        items = list(out.items())
        for i, (k, v) in enumerate(items):
            f.write(" %s: %s%s\n" % (json.dumps(k), json.dumps(v, indent=None),
                                    "," if i + 1 < len(items) else ""))
        f.write("}\n")
    print("wrote %s: %d dtypes, %d casts of %d elements; contiguous and "
          "strided NumPy loops differ for %s" % (path, len(sources), len(casts), N,
                                                 ", ".join(differ)), file=sys.stderr)


if __name__ == "__main__":
    main()
