#!/usr/bin/python3
"""Generate testdata/scatter_float16_golden.json: golden cases for the
arithmetic scatter ops of ndfloat16 (ScatterNd, TensorScatterAdd/Sub/Min/
Max, ScatterNdAdd; the Update ops too), computed by NumPy in float16.

Run from the repository root (Debian's python3-numpy; no pip):

    /usr/bin/python3 testdata/gen_scatter_float16_golden.py

Deterministic (fixed seed).  TensorFlow's CPU kernels compute half
arithmetic as Eigen::half does: each operation converts to float32,
computes, and rounds back to half, so duplicate index rows round once per
update.  NumPy's ufunc.at on float16 arrays does the same, element by
element (half -> float, add, float -> half, to nearest even), which the
script cross-checks against an explicit row loop that rounds through
np.float32.  The shape and error rules are testdata/gen_scatter_golden.py's
(those cases run in every dtype); every case here is valid, and drawn to
round: values of mixed magnitudes (subnormals to near the float16 maximum,
sums that overflow to inf), many duplicate rows.  No NaN is drawn, and the
Min and Max cases hold no zeros, where NumPy's minimum and maximum differ
from TensorFlow's (a NaN propagates; of -0 and +0 NumPy keeps the update,
TensorFlow the element).

JSON format: {"cases":[...]}, one case per line:
    "op", "index_type", "shape", "indices_shape", "indices" (flat),
    "updates_shape" as in scatter_golden.json
    "tensor"   flat row-major tensor/ref, float16 bit patterns (not for
               ScatterNd)
    "updates"  flat updates, float16 bit patterns
    "values"   the flat row-major result, float16 bit patterns
"""

import math
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
from goldenlib import pick, print_summary, rint, write_cases  # noqa: E402

SEED = 20261124
NCASES = 1500
OPS = ["ScatterNd", "TensorScatterUpdate", "TensorScatterAdd",
       "TensorScatterSub", "TensorScatterMin", "TensorScatterMax",
       "ScatterNdUpdate", "ScatterNdAdd"]
UFUNC = {"ScatterNd": np.add, "TensorScatterAdd": np.add,
         "ScatterNdAdd": np.add, "TensorScatterSub": np.subtract,
         "TensorScatterMin": np.minimum, "TensorScatterMax": np.maximum}
F32 = {np.add: np.add, np.subtract: np.subtract}


def values(rng, n, op):
    """n float16 values of one magnitude class, finite, some negative."""
    scale = pick(rng, [1e-6, 1e-3, 1.0, 30.0, 1000.0, 20000.0],
                 [1, 1, 4, 3, 2, 1])
    v = rng.standard_normal(n) * scale
    if rng.random() < 0.3:  # integers and halves: exact ties
        v = np.round(v * 2) / 2
    h = v.astype(np.float16)
    h[~np.isfinite(h)] = np.float16(65504)
    if op in ("TensorScatterMin", "TensorScatterMax"):
        h[h == 0] = np.float16(1)
    return h


def reference(op, base, rows, uu):
    """Row loop: each element op'd in float32 and rounded to float16."""
    out = base.copy()
    for r, row in enumerate(rows):
        t = tuple(row)
        if op not in UFUNC:
            out[t] = uu[r]
        elif UFUNC[op] in F32:
            out[t] = F32[UFUNC[op]](out[t].astype(np.float32),
                                    uu[r].astype(np.float32)).astype(np.float16)
        else:  # minimum, maximum: exact, no NaN
            out[t] = UFUNC[op](out[t], uu[r])
    return out


def bits(a):
    return np.asarray(a, dtype=np.float16).view(np.uint16).reshape(-1).tolist()


def draw(rng):
    """A random case, and whether rounding its exact sums once differs."""
    op = OPS[rint(rng, 0, len(OPS) - 1)]
    rank = pick(rng, [1, 2, 3, 4], [4, 4, 2, 1])
    out = [rint(rng, 1, 5) for _ in range(rank)]
    K = rint(rng, 1, rank)
    nrows = pick(rng, [1, 3, 8, 40], [1, 2, 3, 2])
    ish = [nrows, K]
    if rng.random() < 0.3:  # indices of rank 3
        ish = [2, nrows, K]
        nrows *= 2
    ush = ish[:-1] + out[K:]
    if math.prod(ush) > 400:
        return None
    distinct = rint(rng, 1, max(1, nrows // 3))  # few rows, many repeats
    pool = [[rint(rng, 0, out[k] - 1) for k in range(K)] for _ in range(distinct)]
    rows = [pool[rint(rng, 0, distinct - 1)] for _ in range(nrows)]
    itype = "int32" if rng.random() < 0.4 else "int64"
    base = (np.zeros(out, dtype=np.float16) if op == "ScatterNd"
            else values(rng, math.prod(out), op).reshape(out))
    uu = values(rng, math.prod(ush), op).reshape([nrows] + out[K:])
    res = base.copy()
    ix = np.array(rows, dtype=np.int64)
    key = tuple(ix[:, k] for k in range(K))
    if op in UFUNC:
        UFUNC[op].at(res, key, uu)
    else:
        for r, row in enumerate(rows):
            res[tuple(row)] = uu[r]
    alt = reference(op, base, rows, uu)
    assert np.array_equal(alt.view(np.uint16), res.view(np.uint16)), op
    assert not np.isnan(res).any()
    once = None  # the sums rounded once, to show the cases tell them apart
    if op in UFUNC and UFUNC[op] in F32:
        wide = base.astype(np.float64)
        UFUNC[op].at(wide, key, uu.astype(np.float64))
        once = wide.astype(np.float16)
    c = {"op": op, "index_type": itype, "shape": out}
    if op != "ScatterNd":
        c["tensor"] = bits(base)
    c.update({"indices_shape": ish, "indices": ix.reshape(-1).tolist(),
              "updates_shape": ush, "updates": bits(uu), "values": bits(res)})
    return c, once is not None and not np.array_equal(once, res)


def main():
    path = os.path.join(HERE, "scatter_float16_golden.json")
    rng = np.random.default_rng(SEED)
    cases, differ = [], 0
    with np.errstate(over="ignore"):  # sums that overflow to inf are drawn
        while len(cases) < NCASES:
            c = draw(rng)
            if c is not None:
                cases.append(c[0])
                differ += c[1]
    write_cases(path, cases)
    ops = {op: sum(1 for c in cases if c["op"] == op) for op in OPS}
    inf = sum(1 for c in cases if any(v & 0x7fff == 0x7c00 for v in c["values"]))
    print_summary(path, cases, 0, NCASES, {},
                  extra=["ops %s" % ops, "%d with inf" % inf,
                         "%d where rounding the sums once differs" % differ])


if __name__ == "__main__":
    main()
