"""Helpers shared by the NumPy golden-file generators in testdata/
(gen_slice_golden.py, gen_strided_slice_golden.py, gen_gather_nd_golden.py,
gen_gather_golden.py, gen_print_golden.py, gen_allclose_golden.py).

Only the pieces the generators really have in common live here: the
int64 edge values, two random draws, the check of a hand-written case,
the hex encoding of float bits, the JSON writer and the error-kind
count / summary line.  Each generator keeps its own semantics, case
format and cross-checks.

The generators are run as scripts (/usr/bin/python3 testdata/gen_X.py),
so they import this module by putting their own directory on sys.path.
"""

import json
import os
import struct
import sys

import numpy as np

I64_MIN = -2 ** 63
I64_MAX = 2 ** 63 - 1
# int64 values that should be drawn now and then as indices/bounds.
EXTREMES = [I64_MIN, I64_MAX, 2 ** 62, -2 ** 62]


def pick(rng, items, weights):
    """One element of items, drawn with the given relative weights."""
    w = np.asarray(weights, dtype=float)
    return items[int(rng.choice(len(items), p=w / w.sum()))]


def rint(rng, lo, hi):
    """Integer in [lo, hi] inclusive."""
    return int(rng.integers(lo, hi + 1))


def float_hex(v):
    """The bits of the NumPy float scalar v (float16, 32 or 64) in hex,
    as the golden files encode values that must survive exactly."""
    v = np.asarray(v)
    if v.dtype == np.float32:
        return "%08x" % struct.unpack("<I", v.tobytes())[0]
    if v.dtype == np.float16:
        return "%04x" % struct.unpack("<H", v.tobytes())[0]
    return "%016x" % struct.unpack("<Q", v.tobytes())[0]


def write_cases(path, cases):
    """Write {"cases":[...]} with one compact JSON object per line."""
    lines = [json.dumps(c, separators=(",", ":")) for c in cases]
    with open(path, "w") as f:
        f.write('{"cases":[\n')
        f.write(",\n".join(lines))
        f.write("\n]}\n")


def check_expected(c, expect, keys=("out_shape", "values")):
    """Assert that the case c, run, agrees with a hand-written expectation:
    the error expect names, or no error and expect's values for keys."""
    if "error" in expect:
        assert c.get("error") == expect["error"], (c, expect)
        return
    assert "error" not in c, (c, expect)
    for k in keys:
        if k in expect:
            assert c[k] == expect[k], (c["name"], k, c[k], expect[k])


def error_counts(cases, required=()):
    """{error kind: number of cases}, in order of first appearance.
    Asserts that every kind in required occurs at least once."""
    kinds = {}
    for c in cases:
        if "error" in c:
            kinds[c["error"]] = kinds.get(c["error"], 0) + 1
    missing = [k for k in required if k not in kinds]
    assert not missing, missing
    return kinds


def print_summary(path, cases, nfixed, nrandom, kinds, extra=(), tail=None):
    """Print to stderr
        wrote PATH: N cases (F fixed, R random), E errors {KINDS},
        [EXTRA, ...] B bytes[; TAIL]
    where kinds comes from error_counts and extra is a list of strings."""
    fields = ["%d errors %s" % (sum(kinds.values()), kinds)]
    fields += list(extra)
    fields.append("%d bytes" % os.path.getsize(path))
    msg = "wrote %s: %d cases (%d fixed, %d random), %s" % (
        path, len(cases), nfixed, nrandom, ", ".join(fields))
    if tail is not None:
        msg += "; " + tail
    print(msg, file=sys.stderr)
