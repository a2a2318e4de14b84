#!/usr/bin/python3
"""Generate testdata/print_golden.json.gz: what NumPy's str() prints for
thousands of random arrays of every dtype family, the golden cases of the
dtype packages' String() (internal/format, internal/ndtest).

Run from the repository root (Debian's python3-numpy 1.24; no pip):

    /usr/bin/python3 testdata/gen_print_golden.py

The output is deterministic (numpy.random.default_rng(SEED)) and gzipped
(compress/gzip reads it in Go).

Case format (one JSON object per line, "dtype" its first key: the Go
loader decodes only the lines of the dtype under test)
-----------------------------------------------------------------------
    dtype      "float32", "float64", "complex64", "complex128", "int8" ...
               "uint64", "bool", "string" (NumPy: the matching dtype; str
               for "string")
    shape      the array's shape (rank 0-4, size 0-2000)
    pool       the distinct values the elements are drawn from, encoded:
               float32/float64 as the hex of their IEEE bits ("3f800000"),
               complex as [re, im] of such hex strings, integers as decimal
               strings, bool as JSON booleans, strings as JSON strings
    seed       element i of the flat row-major data is
               pool[xorshift32 number i of seed % len(pool)], see indices()
               (so large arrays cost a few bytes; Go repeats it exactly)
    transpose  print the transpose of the array (all axes reversed: NumPy's
               .T, Go's Transpose()) - a strided view
    ordered    (hand-picked cases) element i is pool[i]; no seed
    text       str() of the array (or its transpose)

Pools mix the values that decide NumPy's float format: integers, short
decimals, long fractions (cut at 8 digits), magnitudes from 1e-300 to
1e300 (scientific notation), values next to the 1e-4 / 1e8 / ratio-1000
thresholds, powers of two (unequal rounding margins), float32 integers
above 2**24, subnormals, nan, +-inf and -0.0; integer extremes; strings
with quotes, backslashes, control characters, non-ASCII and unprintable
characters and long words (line wrapping).
"""

import gzip
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from goldenlib import float_hex  # noqa: E402

SEED = 20261123
OUT = "testdata/print_golden.json.gz"
MASK = 0xFFFFFFFF

COUNTS = {
    "float32": 900, "float64": 900, "complex64": 350, "complex128": 350,
    "int8": 80, "int16": 80, "int32": 80, "int64": 150,
    "uint8": 80, "uint16": 80, "uint32": 80, "uint64": 100,
    "bool": 120, "string": 450,
}


def indices(seed, n, m):
    """n pool indices in [0, m): xorshift32 (13, 17, 5) from seed."""
    s = seed
    out = []
    for _ in range(n):
        s ^= (s << 13) & MASK
        s ^= s >> 17
        s ^= (s << 5) & MASK
        out.append(s % m)
    return out


def pick_shape(rng):
    """A shape of rank 0-4 and size 0-2000, small sizes most often."""
    rank = int(rng.choice(5, p=[0.08, 0.34, 0.3, 0.16, 0.12]))
    if rank == 0:
        return []
    r = rng.random()
    if r < 0.04:
        size = 0
    elif r < 0.6:
        size = int(rng.integers(1, 31))
    elif r < 0.85:
        size = int(rng.integers(31, 301))
    elif r < 0.93:
        size = int(rng.integers(301, 1001))
    else:
        size = int(rng.integers(1001, 2001))
    if size == 0:
        dims = [int(rng.integers(0, 4)) for _ in range(rank)]
        dims[int(rng.integers(rank))] = 0
        return dims
    # split size into rank factors (approximately; the last one fixes it)
    dims = []
    left = size
    for i in range(rank - 1):
        hi = max(1, int(round(left ** (1.0 / (rank - i)) * 2)))
        d = int(rng.integers(1, hi + 1))
        if rng.random() < 0.1:
            d = 1
        dims.append(d)
        left = max(1, left // d)
    dims.append(left)
    rng.shuffle(dims)
    return [int(d) for d in dims]


def float_values(rng, dt, n):
    """n values of float dtype dt, from one of several styles."""
    f = np.dtype(dt).type
    info = np.finfo(dt)
    style = int(rng.integers(0, 10))
    out = []
    for _ in range(n):
        if style == 0:    # integers
            v = float(rng.integers(-10 ** int(rng.integers(1, 10)), 10 ** 9))
            if rng.random() < 0.5:
                v = float(int(v) % 1000)
        elif style == 1:  # short decimals
            k = int(rng.integers(0, 6))
            v = round(float(rng.uniform(-10 ** k, 10 ** k)), int(rng.integers(0, 7)))
        elif style == 2:  # any magnitude
            v = float(10 ** rng.uniform(-40, 40)) * (1 if rng.random() < 0.6 else -1)
        elif style == 3:  # full-precision fractions
            v = float(rng.random()) * 10 ** int(rng.integers(-3, 8))
        elif style == 4:  # next to the thresholds
            base = [1e8, 1e-4, 1000.0, 1.0, 1e16, 0.5e8, 9.9999999e7][int(rng.integers(0, 7))]
            v = f(base)
            for _ in range(int(rng.integers(-3, 4))):
                v = np.nextafter(v, f(np.inf) if rng.random() < 0.5 else f(-np.inf))
            v = float(v) * (1 if rng.random() < 0.8 else -1)
        elif style == 5:  # powers of two
            v = float(2.0 ** int(rng.integers(-40, 40)))
        elif style == 6:  # float32 integers above 2**24, multiples of 10
            v = float(rng.integers(2 ** 24, 10 ** 8))
            if rng.random() < 0.5:
                v = float(2 ** int(rng.integers(24, 27)) + 10 * int(rng.integers(0, 9)))
        elif style == 7:  # extremes
            v = float([info.max, info.tiny, info.tiny * info.eps, info.eps,
                       1e300, 1e-300, 3e38, 1.5e-45, 5e-324, 1e-10][int(rng.integers(0, 10))])
        elif style == 8:  # small spread, many digits
            v = 1.0 + float(rng.random()) * 1e-5 * int(rng.integers(1, 100))
        else:             # a mix of the above
            v = float(rng.choice([0.1, 0.2, 0.3, 1.5, -2.25, 100.0, 1e-3, 123456.789,
                                  1 / 3, 2 / 3, 0.1 + 0.2, 7.0, -0.5]))
        out.append(v)
    with np.errstate(over="ignore"):
        vals = np.array(out, dtype=np.float64).astype(dt)
    r = rng.random()
    if r < 0.25:  # specials
        for _ in range(int(rng.integers(1, 4))):
            vals[int(rng.integers(n))] = [np.nan, np.inf, -np.inf, -0.0, 0.0][int(rng.integers(0, 5))]
    return vals


STR_CHARS = (list("abcdefxyz ABC0123456789.-_") + ["'", '"', "\\", "\n", "\t", "\r",
             "\x01", "\x1b", "\x7f", "\x85", "\x9f", "\xa0", "\xe9", "\xff", "\u00ad",
             "\u0394", "\u4e2d", "\u6587", "\u2028", "\u200b", "\u3000", "\ufeff",
             "\U0001f600", "\U0001d11e", "\u0301"])


def string_values(rng, n):
    out = []
    long = rng.random() < 0.2
    for _ in range(n):
        k = int(rng.integers(0, 90 if long and rng.random() < 0.3 else 8))
        s = "".join(STR_CHARS[int(i)] for i in rng.integers(0, len(STR_CHARS), size=k))
        if rng.random() < 0.5:
            s = "".join(c for c in s if c.isalnum() or c in " '\"") or s
        out.append(s)
    return out


def int_values(rng, dt, n):
    info = np.iinfo(dt)
    out = []
    for _ in range(n):
        r = rng.random()
        if r < 0.1:
            v = [int(info.min), int(info.max)][int(rng.integers(0, 2))]
        elif r < 0.6:
            v = int(rng.integers(max(int(info.min), -100), min(int(info.max), 100) + 1))
        else:
            bits = int(rng.integers(1, info.bits + 1))
            v = int(rng.integers(0, 2 ** (bits - 1), dtype=np.uint64))
            if info.min < 0 and rng.random() < 0.5:
                v = -v
            v = max(int(info.min), min(int(info.max), v))
        out.append(v)
    return out


def make_case(rng, dt):
    shape = pick_shape(rng)
    size = int(np.prod(shape)) if shape else 1
    npool = int(rng.integers(1, 41))
    if dt in ("float16", "float32", "float64"):
        pool = list(float_values(rng, dt, npool))
        enc = [float_hex(v) for v in pool]
    elif dt in ("complex64", "complex128"):
        part = "float32" if dt == "complex64" else "float64"
        re, im = float_values(rng, part, npool), float_values(rng, part, npool)
        if rng.random() < 0.3:
            im = re[::-1].copy()
        pool = [complex(a, b) for a, b in zip(re, im)]
        enc = [[float_hex(a), float_hex(b)] for a, b in zip(re, im)]
    elif dt == "bool":
        pool = [bool(b) for b in rng.integers(0, 2, size=npool)]
        enc = pool
    elif dt == "string":
        pool = string_values(rng, npool)
        enc = pool
    else:
        pool = int_values(rng, dt, npool)
        enc = [str(v) for v in pool]
    seed = int(rng.integers(1, 2 ** 32))
    flat = [pool[i] for i in indices(seed, size, len(pool))]
    if dt == "string":
        arr = np.array(flat, dtype=str) if flat else np.array([], dtype=str)
    elif dt in ("complex64", "complex128"):
        arr = np.empty(size, dtype=dt)
        if size:
            arr.real = np.array([c.real for c in flat]).astype(part)
            arr.imag = np.array([c.imag for c in flat]).astype(part)
    else:
        arr = np.array(flat, dtype=dt)
    arr = arr.reshape(shape)
    transpose = len(shape) >= 2 and rng.random() < 0.3
    if transpose:
        arr = arr.T
    return {"dtype": dt, "shape": shape, "pool": enc, "seed": seed,
            "transpose": transpose, "text": str(arr)}


def fixed_cases():
    """Hand-picked arrays: NumPy's documented examples and known corners."""
    cases = []
    for dt, vals, shape in [
        ("float64", [0.0, 1.1, 2.2, 30.0], [4]),
        ("float64", [1e-5, 1.5, float("nan"), float("-inf")], [4]),
        ("float64", [-0.0, 1.5], [2]),
        ("float32", [67108872.0], [1]),
        ("float32", [67108872.0], []),
        ("float64", [1e16], []),
        ("float64", [1e-5], []),
        ("float64", [0.1], []),
    ]:
        enc = [float_hex(np.array(v, dtype=dt)) for v in vals]
        arr = np.array(vals, dtype=dt).reshape(shape)
        cases.append({"dtype": dt, "shape": shape, "pool": enc, "seed": 1,
                      "transpose": False, "text": str(arr), "ordered": True})
    return cases


def main():
    rng = np.random.default_rng(SEED)
    cases = fixed_cases()
    for dt, n in COUNTS.items():
        for _ in range(n):
            cases.append(make_case(rng, dt))
    # float16 from its own generator, so that the cases above stay as they were.
    rng16 = np.random.default_rng(SEED + 16)
    for _ in range(700):
        cases.append(make_case(rng16, "float16"))
    body = "\n".join(json.dumps(c, separators=(",", ":")) for c in cases)
    data = ('{"cases":[\n' + body.replace("\n", ",\n") + "\n]}\n").encode()
    with gzip.GzipFile(OUT, "wb", mtime=0) as f:
        f.write(data)
    print("wrote %s: %d cases, %d bytes (%d uncompressed)" % (
        OUT, len(cases), len(gzip.compress(data, mtime=0)), len(data)), file=sys.stderr)


if __name__ == "__main__":
    main()
